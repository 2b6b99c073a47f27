"""Read one chapter's cells for the tests that pin a claim of its prose (issue 37)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
sys.path.insert(0, str(NOTEBOOKS.parent / "tools"))
from notebook_files import NOTEBOOK_GLOB, chapter_notebooks  # noqa: E402

__all__ = ["NOTEBOOK_GLOB", "cell_with", "chapter_cells", "chapter_notebooks", "markdown"]


def chapter_cells(chapter: str, folder: Path = NOTEBOOKS) -> list[dict]:
    """The cells of chapter ``chapter`` (``"05"``): its main notebook's, then its companions'.

    >>> len(chapter_cells("05")) > len(chapter_cells("04"))
    True
    """
    cells = []
    for path in chapter_notebooks(chapter, folder):
        cells += json.loads(path.read_text(encoding="utf-8"))["cells"]
    return cells


def cell_with(notebook: str, text: str) -> str:
    """The source of the only cell of ``notebooks/<notebook>`` containing ``text``.

    >>> "P-positions" in cell_with("01_games_and_positions.ipynb", "Kernels of a disjoint union")
    True
    """
    cells = json.loads((NOTEBOOKS / notebook).read_text(encoding="utf-8"))["cells"]
    found = ["".join(c["source"]) for c in cells if text in "".join(c["source"])]
    assert len(found) == 1, f"{notebook}: {len(found)} cells contain {text!r}"
    return found[0]


def markdown(notebook: str) -> str:
    """All markdown of ``notebooks/<notebook>``, cells joined by blank lines."""
    cells = json.loads((NOTEBOOKS / notebook).read_text(encoding="utf-8"))["cells"]
    return "\n\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")


def headings(notebook: str) -> list[str]:
    """The markdown headings (``#`` lines) of ``notebooks/<notebook>``, in order.

    >>> headings("01_games_and_positions.ipynb")[0]
    '# Chapter 1 · Games, positions and game graphs'
    """
    cells = json.loads((NOTEBOOKS / notebook).read_text(encoding="utf-8"))["cells"]
    return [
        line
        for c in cells
        if c["cell_type"] == "markdown"
        for line in "".join(c["source"]).splitlines()
        if line.startswith("#")
    ]
