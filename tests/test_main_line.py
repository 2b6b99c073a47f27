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
