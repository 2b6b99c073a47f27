"""Chapters 04 and 06 at a first course's pace (issue 37).

Chapter 06's main line stays under 5,000 words; what a first course can skip (the article's
theorems 1-11, the proof of the every-SG theorem, the BZOJ1393 worked example) and chapter 04's
two "safe to skip" blocks (the complete proof, the theorem for any k) sit after the summary as
"Going further" parts, each pointed to from the main line, with their cell ids kept (the
Chinese catalogues are keyed by id). The Chinese formulas of both chapters keep Chinese words
out of ``\\text{}``.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from main_line import main_line  # noqa: E402

CH04 = "04_fibonacci_and_zeckendorf"
CH06 = "06_misere_and_every_sg"
# the cells moved after the summary, by id (prefixes of the nbformat ids)
MOVED = {
    CH04: ["proof-heading", "830987990985", "3ed186c9a28b", "cb1e1581032b", "379cbbc1e968",
           "277c27b15877", "db7b79bc585a", "0e382214b5f1", "5b09d5ef5b5e", "a50416e276a0",
           "d4273e02"],
    CH06: ["750f4137", "b1cc438e", "d05f1c2b", "034b731c", "60ea9b79", "13004f44", "4992b3b1",
           "65d223bd", "932b97bd", "b3877943", "27345bd2", "15a21ffa", "8cd51380"],
}  # fmt: skip
CHINESE = re.compile(r"[\u3400-\u9fff\uff08\uff09\uff0c\uff1a]")


def cells(stem: str, folder: Path = ROOT / "notebooks") -> list[dict]:
    return json.loads((folder / f"{stem}.ipynb").read_text(encoding="utf-8"))["cells"]


def source(cell: dict) -> str:
    return "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]


def summary_index(notebook: list[dict]) -> int:
    return next(i for i, c in enumerate(notebook) if source(c).startswith("## Summary"))


def test_chapter_06_main_line_is_under_5000_words():
    notebook = cells(CH06)
    _markdown, _code, words = main_line(notebook)
    assert words < 5000, f"chapter 06's main line has {words} words"
    assert main_line(notebook) == main_line(notebook, inline=True)  # no side road inline


def test_chapter_04_has_no_going_further_or_advanced_block_before_its_summary():
    notebook = cells(CH04)
    assert main_line(notebook) == main_line(notebook, inline=True)
    before = [
        source(c) for c in notebook[: summary_index(notebook)] if c["cell_type"] == "markdown"
    ]
    for text in before:
        assert "Advanced" not in text and "safe to skip" not in text.lower(), text[:80]
        assert not any("Going further" in line for line in text.splitlines() if line[:1] == "#")


@pytest.mark.parametrize("stem", [CH04, CH06])
def test_the_going_further_parts_follow_the_summary_with_their_cell_ids(stem):
    notebook = cells(stem)
    summary = summary_index(notebook)
    ids = [c["id"] for c in notebook]
    for prefix in MOVED[stem]:
        (index,) = [i for i, cell_id in enumerate(ids) if cell_id.startswith(prefix)]
        assert index > summary, f"{stem}: cell {prefix} is in the main line"
    kit = next(i for i, c in enumerate(notebook) if "contest-kit" in c["metadata"].get("tags", []))
    parts = [
        (i, source(c).splitlines()[0])
        for i, c in enumerate(notebook)
        if c["cell_type"] == "markdown" and source(c).startswith("## Going further")
    ]
    assert parts and all(summary < i < kit for i, _ in parts), parts
    main = "\n".join(source(c) for c in notebook[:summary])
    for _, heading in parts:
        name = re.match(r"## (Going further(?: [A-Z])?)", heading).group(1)
        assert f"*{name}*" in main, f"{stem}: the main line never points to {name}"


def test_the_exercises_that_need_a_moved_part_point_to_it():
    ch04 = "\n".join(source(c) for c in cells(CH04))
    assert "the proof for every $k$ is *Going\nfurther B*" in ch04  # E3
    q3 = next(source(c) for c in cells(CH06) if source(c).startswith("### Q3"))
    assert "(*Going further A*)" in q3
    notebook = cells(CH06)
    practice = next(
        i for i, c in enumerate(notebook) if source(c).startswith("### Further practice")
    )
    knights = next(i for i, c in enumerate(notebook) if "Worked example: BZOJ1393" in source(c))
    assert knights < practice  # the knights exercise sits with the knights example


@pytest.mark.parametrize("stem", [CH04, CH06])
def test_no_chinese_inside_text_in_the_formulas(stem):
    catalogue = (ROOT / "i18n" / "zh_CN" / f"{stem}.po").read_text(encoding="utf-8")
    notebook = "\n".join(source(c) for c in cells(stem, ROOT / "notebooks" / "zh"))
    for text in (catalogue, notebook):
        inside = [m for m in re.findall(r"\\text\{([^}]*)\}", text) if CHINESE.search(m)]
        assert inside == [], f"{stem}: Chinese inside \\text{{}}: {inside}"
