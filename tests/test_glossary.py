"""The glossary of ``00_index`` is true: each row's "first met in" is where its term first appears.

For every row the Chinese term (its first form, before a "/", "," or parenthesis) must
occur in the markdown of the chapter the row names and in no earlier chapter (a leading
parenthesis, as in "(有向图的) 核", is an optional qualifier and left out).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
ROW = re.compile(r"^\| (.+?) \| (.+?) \| (\d+) \|$")


def _markdown(path: Path) -> str:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")


CHAPTERS: dict[int, str] = {}  # a chapter's companion notebooks (05b_…) count as the chapter
for _path in sorted(NOTEBOOKS.glob("[0-9][0-9]*_*.ipynb")):
    if not _path.name.startswith("00"):
        CHAPTERS[int(_path.name[:2])] = CHAPTERS.get(int(_path.name[:2]), "") + _markdown(_path)
ROWS = [
    (match[1], match[2], int(match[3]))
    for line in _markdown(NOTEBOOKS / "00_index.ipynb").splitlines()
    if (match := ROW.match(line)) and match[3] != "first met in"
]


def first_chapter(term: str) -> int | None:
    return min((n for n, text in CHAPTERS.items() if term in text), default=None)


def test_the_glossary_has_its_rows():
    english = {row[0] for row in ROWS}
    assert len(ROWS) > 60
    assert {"Bouton's theorem", "strategy", "perfect information", "Moore's Nim$_k$"} <= english


@pytest.mark.parametrize("english, chinese, chapter", ROWS, ids=[row[0] for row in ROWS])
def test_first_met_in_names_the_first_chapter_with_the_term(english, chinese, chapter):
    leading = re.sub(r"^\(.*?\)", "", chinese)  # "(有向图的) 核": the term is 核
    term = re.split(r" / |, | \(", leading)[0].strip()
    assert first_chapter(term) == chapter, (
        f"{english} ({term}): the glossary says chapter {chapter}, "
        f"the term first appears in chapter {first_chapter(term)}"
    )
