"""Write a student copy of every notebook: no solutions, no answer keys, exercises not run.

Cells tagged ``solution`` or ``answer-key`` are removed; an answer key is replaced by a short
note (the exercise checkers compare with it, so in the student copy they cannot run until the
lecturer hands the key out).  Every code cell from the chapter's "Exercises" heading on has its
outputs and execution count cleared.  The copies go to ``build/student/`` (ignored by git).

Usage::

    python tools/student_copy.py                  # every notebook -> build/student/
    python tools/student_copy.py --out DIR 03_wythoff_and_beatty.ipynb
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
OUT = ROOT / "build" / "student"
HIDDEN_TAGS = {"solution", "answer-key"}
EXERCISES_HEADING = re.compile(r"^#{1,4}\s+(\d+[.·]?\s*)?(·\s*)?Exercises\b", re.MULTILINE)
KEY_NOTE = (
    "*The answer key of this chapter's exercise checkers is not part of the student copy; "
    "your lecturer will check your answers (or hand the key out later).*"
)


def exercises_start(notebook: nbformat.NotebookNode) -> int | None:
    """Index of the markdown cell that opens the exercises (a heading naming "Exercises")."""
    for index, cell in enumerate(notebook.cells):
        if cell.cell_type == "markdown" and EXERCISES_HEADING.search(cell.source):
            return index
    return None


def student_copy(notebook: nbformat.NotebookNode) -> nbformat.NotebookNode:
    """A copy of ``notebook`` without solutions and answer keys, exercises not run."""
    copy = nbformat.from_dict(notebook)
    start = exercises_start(copy)
    cells = []
    for index, cell in enumerate(copy.cells):
        tags = set(cell.get("metadata", {}).get("tags", []))
        if "answer-key" in tags:
            note = nbformat.v4.new_markdown_cell(KEY_NOTE)
            note.metadata = {"slideshow": {"slide_type": "skip"}}
            cells.append(note)
            continue
        if tags & HIDDEN_TAGS:
            continue
        if cell.cell_type == "code" and start is not None and index > start:
            cell.outputs = []
            cell.execution_count = None
        cells.append(cell)
    copy.cells = cells
    return copy


def write_copies(paths: list[Path], out: Path) -> list[Path]:
    """Write the student copy of each notebook in ``paths`` into ``out``; return the files."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for path in paths:
        target = out / path.name
        nbformat.write(student_copy(nbformat.read(path, as_version=4)), target)
        written.append(target)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("notebooks", nargs="*", help="notebook names (default: all)")
    parser.add_argument("--out", type=Path, default=OUT, help="folder (default: build/student)")
    options = parser.parse_args(argv)
    names = options.notebooks or sorted(p.name for p in NOTEBOOKS.glob("*.ipynb"))
    paths = [NOTEBOOKS / Path(name).name for name in names]
    missing = [str(p) for p in paths if not p.is_file()]
    if missing:
        print(f"no such notebook: {', '.join(missing)}", file=sys.stderr)
        return 2
    for target in write_copies(paths, options.out):
        print(f"wrote {target.relative_to(ROOT) if target.is_relative_to(ROOT) else target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
