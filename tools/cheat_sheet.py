"""Write the tables of the cheat sheet (``notebooks/11_cheat_sheet.ipynb``) from its rows.

The rows live in :mod:`gametheory_helpers.contest.cheatsheet` (one per game: P-position
condition, winning move, templates with their own costs, judge problems).  This script writes
them as generated markdown cells (tagged ``cheat-sheet``), grouped by chapter, right before the
notebook's ``## Check the sheet yourself`` heading: a slide per chapter, linking the chapter
and each template file, and a sub-slide "(continued)" after every :data:`ROWS_PER_SLIDE`
rows so that each slide fits 1280x720.

Running it twice changes nothing.  Nobody edits these cells by hand: change a row and run the
script again (``make kit`` runs it; ``make lint`` runs ``--check``).

Usage::

    python tools/cheat_sheet.py          # rewrite the notebook
    python tools/cheat_sheet.py --check  # exit 1 if the notebook is out of date
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import nbformat

sys.path.insert(0, str(Path(__file__).resolve().parent))
from notebook_files import NotebookFileError, is_companion, read_notebook  # noqa: E402
from notebook_navigation import CHAPTERS  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from gametheory_helpers.contest.cheatsheet import markdown_table, rows_by_chapter  # noqa: E402

NOTEBOOK = ROOT / "notebooks" / "11_cheat_sheet.ipynb"
TAG = "cheat-sheet"
ANCHOR_HEADING = "## Check the sheet yourself"
ROWS_PER_SLIDE = 3
# a row holds a line per template: a slide holds at most this many template lines (and
# ROWS_PER_SLIDE rows), so that a chapter whose games have several templates each still fits
LINES_PER_SLIDE = 3


def _cell(key: str, source: str, slide_type: str) -> nbformat.NotebookNode:
    cell = nbformat.v4.new_markdown_cell(source)
    cell["id"] = f"sheet-{key}"
    cell["metadata"] = {"slideshow": {"slide_type": slide_type}, "tags": [TAG]}
    return cell


def _pages(rows: list) -> list[list]:
    """``rows`` in slides of at most :data:`ROWS_PER_SLIDE` rows and :data:`LINES_PER_SLIDE`
    template lines (a row with more lines than that gets a slide of its own).

    >>> from types import SimpleNamespace as Row
    >>> [len(page) for page in _pages([Row(templates=t) for t in ("abcd", "a", "ab", "", "a")])]
    [1, 2, 2]
    """
    pages: list[list] = []
    lines = 0
    for row in rows:
        height = max(len(row.templates), 1)
        if pages and len(pages[-1]) < ROWS_PER_SLIDE and lines + height <= LINES_PER_SLIDE:
            pages[-1].append(row)
            lines += height
        else:
            pages.append([row])
            lines = height
    return pages


def sheet_cells() -> list[nbformat.NotebookNode]:
    """Every generated cell of the sheet, in order."""
    titles = {  # a chapter's rows link its main notebook, not a companion
        stem[:2]: (stem, title) for stem, title, _ in CHAPTERS if not is_companion(stem)
    }
    cells = []
    for chapter, rows in rows_by_chapter().items():
        stem, title = titles[chapter]
        pages = _pages(rows)
        for number, page in enumerate(pages, start=1):
            if number == 1:
                heading = f"## Chapter {int(chapter)} · [{title}]({stem}.ipynb)"
            else:
                heading = f"### Chapter {int(chapter)} · {title} (continued)"
            source = f"{heading}\n\n{markdown_table(page)}"
            cells.append(
                _cell(f"{chapter}-{number}", source, "slide" if number == 1 else "subslide")
            )
    return cells


def _source(cell: dict) -> str:
    source = cell.get("source", "")
    return "".join(source) if isinstance(source, list) else source


def updated_notebook(path: Path) -> tuple[nbformat.NotebookNode, bool]:
    """The notebook with its sheet rewritten, and whether anything changed."""
    notebook = read_notebook(path)
    old = [(c["cell_type"], _source(c), c.get("metadata")) for c in notebook["cells"]]
    cells = [c for c in notebook["cells"] if TAG not in c.get("metadata", {}).get("tags", [])]
    anchors = [i for i, c in enumerate(cells) if _source(c).startswith(ANCHOR_HEADING)]
    if not anchors:
        raise NotebookFileError(f"{path}: no '{ANCHOR_HEADING}' heading to put the sheet before")
    cells[anchors[0] : anchors[0]] = sheet_cells()
    notebook["cells"] = cells
    new = [(c["cell_type"], _source(c), c.get("metadata")) for c in cells]
    return notebook, new != old


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report a stale notebook")
    args = parser.parse_args(argv)
    try:
        notebook, changed = updated_notebook(NOTEBOOK)
    except NotebookFileError as error:
        print(error, file=sys.stderr)
        return 1
    if changed and args.check:
        print(f"cheat sheet out of date (run `make kit`): {NOTEBOOK.name}", file=sys.stderr)
        return 1
    if changed:
        nbformat.write(notebook, NOTEBOOK)
        print(f"updated {NOTEBOOK.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
