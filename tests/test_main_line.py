"""tools/main_line.py: what counts as a chapter's main line (issue 37's pace figures)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
from main_line import main_line  # noqa: E402


def md(text: str, slide: str = "subslide", tags: tuple[str, ...] = ()) -> dict:
    return {
        "cell_type": "markdown",
        "source": text,
        "metadata": {"slideshow": {"slide_type": slide}, "tags": list(tags)},
    }


def code(text: str = "x = 1") -> dict:
    return {"cell_type": "code", "source": text, "metadata": {}}


CELLS = [
    md("# Title", "slide"),
    md("navigation", "skip"),
    md("## 1 · Idea\n\none two three", "slide"),
    code(),
    md("### Going further: aside\n\nfive six", "subslide"),
    code(),
    md("### Back\n\nseven", "subslide"),
    md("answer", tags=("solution",)),
    md("## Summary\n\neight", "slide"),
    md("### Further reading\n\nnine", "subslide"),
    md("## Going further A\n\nten", "slide"),
    code(),
]


def test_the_main_line_stops_at_the_end_matter_and_skips_the_side_roads():
    # Title (2) + Idea (6) + Back (3) + Summary (3) + Further reading (5); one code cell
    assert main_line(CELLS) == (5, 1, 19)


def test_inline_counts_the_going_further_sections_before_the_summary():
    # + the aside (6 words) and its code cell; the end matter stays out
    assert main_line(CELLS, inline=True) == (6, 2, 25)


# == chapter 08 at a first course's pace (issue 37) ===============================================

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
# the proof of the fusion principle, from its heading to its last check (section 5b before)
CH08_PROOF = ("11e52a2f", "6c1bdc4f")


def _cells(path: Path) -> list[dict]:
    import json

    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def _source(cell: dict) -> str:
    return cell["source"] if isinstance(cell["source"], str) else "".join(cell["source"])


def test_chapter_08s_main_line_fits_a_lecture_and_a_half():
    # 7,087 words before its proof moved after the summary
    _markdown, _code, words = main_line(_cells(NOTEBOOKS / "08_hackenbush.ipynb"))
    assert words < 5000


def test_chapter_08s_proof_is_going_further_a_after_the_summary_in_both_editions():
    for path in (NOTEBOOKS / "08_hackenbush.ipynb", NOTEBOOKS / "zh" / "08_hackenbush.ipynb"):
        cells = _cells(path)
        ids = [cell["id"] for cell in cells]
        summary = ids.index("7073d3f2")  # the summary's first cell, in either language
        start, end = (ids.index(cell_id) for cell_id in CH08_PROOF)
        kit = ids.index("kit-heading-08")
        assert summary < start < end < kit, path
        heading = _source(cells[start]).splitlines()[0]
        assert heading.startswith("## ") and cells[start]["metadata"]["slideshow"] == {
            "slide_type": "slide"
        }
        assert ("Going further A" if "zh" not in path.parts else "深入一步 A") in heading
        # every cell between the heading and the last check moved with it (none left behind)
        assert end - start + 1 == 29, path
        # the main line points to it, and no longer to a section 5b proof or a section 5c
        main = "\n".join(_source(c) for c in cells[:summary])
        assert ("*Going further A*" if "zh" not in path.parts else "*深入一步 A*") in main
        assert "5c" not in main and "Proof of the fusion principle" not in main


def test_chapter_08s_chinese_formulas_keep_chinese_words_outside_text():
    # issue 38: "$\sum_v(\text{上方边数 } v+1)$" and the like: mathematics inside, words outside
    import re

    text = (Path(__file__).resolve().parent.parent / "i18n/zh_CN/08_hackenbush.po").read_text(
        encoding="utf-8"
    )
    assert not re.findall(r"\\\\text\{[^}]*[\u2e80-\uffff][^}]*\}", text)
    for cell in _cells(NOTEBOOKS / "zh" / "08_hackenbush.ipynb"):
        assert not re.findall(r"\\text\{[^}]*[\u2e80-\uffff][^}]*\}", _source(cell)), cell["id"]


def test_every_chapters_main_line_fits_a_lecture_and_a_half_with_no_side_road_inside():
    """Issue 37: no main line over about a lecture and a half (5,000 words; 7,540 at worst
    before chapter 05 split and 08 and 06 moved their proofs after the summary), and the
    Chinese edition ends its main line at the same cell as the English."""
    chapters = sorted(NOTEBOOKS.glob("[01][0-9]*_*.ipynb"))
    assert len(chapters) >= 12
    for path in chapters:
        cells = _cells(path)
        markdown, code, words = main_line(cells)
        assert words < 5000, f"{path.name}: main line {words} words"
        assert main_line(cells, inline=True)[2] == words, f"{path.name}: a side road inside"
        chinese = main_line(_cells(NOTEBOOKS / "zh" / path.name))
        assert chinese[:2] == (markdown, code), f"zh/{path.name} ends its main line elsewhere"


def test_the_chinese_headings_end_the_main_line_and_mark_the_side_roads():
    cells = [md("## 1 · 想法\n\n一 二", "slide"), md("### 深入一步：旁支\n\n三", "subslide")]
    cells += [md("## 小结\n\n四", "slide"), md("## 深入一步 A\n\n五", "slide")]
    assert main_line(cells) == (2, 0, 9)  # the aside and the end matter left out


def test_chapter_08s_proof_opens_with_a_worked_example_and_a_roadmap_in_both_editions():
    """Issue 37 (old section 5b, 25 dense slides and a 20-symbol table): the proof opens with
    a worked example (its cuts checked by brute force) and a figure of its route, before the
    table of symbols and the first fact."""
    for path in (NOTEBOOKS / "08_hackenbush.ipynb", NOTEBOOKS / "zh" / "08_hackenbush.ipynb"):
        cells = _cells(path)
        ids = [cell["id"] for cell in cells]
        start = ids.index(CH08_PROOF[0])
        example, example_code, proof_map = (
            ids.index(i) for i in ("2174eb37", "487c7ebf", "f6ce58f6")
        )
        symbols, first_fact = ids.index("e27symb1"), ids.index("b8355717")
        assert start < example < example_code < proof_map < symbols < first_fact, path
        assert "plot_fusion_proof_map()" in _source(cells[proof_map])
        assert any("image/png" in out.get("data", {}) for out in cells[proof_map]["outputs"])
        assert "game.grundy(left)" in _source(cells[example_code])  # each cut by brute force
