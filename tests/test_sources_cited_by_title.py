"""Readers never see the source files: code, docstrings, tests and README cite sources by title.

The notebooks are checked cell by cell in ``test_notebook_conventions.py`` (where the closing
"Notes on the sources" may discuss the sources); here every other text a reader or a
maintainer reads is checked: no "seed 003", no "SEED003", no file name of a source.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SEED_NUMBER = re.compile(r"\bseeds? ?0{0,2}[0-4]\b|seed_?00[0-4]|\b00[0-4]_[0-9a-f]{16}\.txt", re.I)
TEXTS = sorted(
    [
        *ROOT.glob("gametheory_helpers/**/*.py"),
        *ROOT.glob("tests/*.py"),
        *ROOT.glob("tools/*.py"),
        *ROOT.glob("benchmarks/*.py"),
        *ROOT.glob("book/*.md"),
        ROOT / "README.md",
    ]
)
THIS_FILE = Path(__file__).resolve()


@pytest.mark.parametrize("path", TEXTS, ids=lambda path: str(path.relative_to(ROOT)))
def test_no_seed_numbers(path):
    if path.resolve() in (THIS_FILE, ROOT / "tests" / "test_notebook_conventions.py"):
        return  # these two hold the pattern itself
    lines = path.read_text(encoding="utf-8").splitlines()
    cited = [f"{n}: {line.strip()}" for n, line in enumerate(lines, 1) if SEED_NUMBER.search(line)]
    assert cited == [], "cite the source by its title or kind:\n" + "\n".join(cited)


def test_the_pattern_catches_what_it_should():
    for text in ("seed 003", "Seed 001's rule", "SEED003_TRANSITIONS", "000_7039810e9b59b744.txt"):
        assert SEED_NUMBER.search(text), text
    for text in ("random.Random(2026)", "hypothesis seed", "the slides 《博弈问题总结》"):
        assert not SEED_NUMBER.search(text), text
