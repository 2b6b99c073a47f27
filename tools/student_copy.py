"""Write a student copy of every notebook: no solutions, no answer keys, exercises not run.

Cells tagged ``solution``, ``answer-key`` or ``lecturer`` (notes for the lecturer) are removed,
and so are the sentences of the exercises that promise a folded solution; an answer key is
replaced by a short
note (the exercise checkers compare with it, so in the student copy they cannot run until the
lecturer hands the key out).  Every code cell from the chapter's "Exercises" heading on has its
outputs and execution count cleared.  The copies go to ``build/student/`` (ignored by git).
``--lang zh`` makes the copies of the Chinese edition (``notebooks/zh/``, heading "练习",
the note in Chinese) into ``build/student/zh/``.

Usage::

    python tools/student_copy.py                  # every notebook -> build/student/
    python tools/student_copy.py --lang zh        # notebooks/zh/ -> build/student/zh/
    python tools/student_copy.py --out DIR 03_wythoff_and_beatty.ipynb
    python tools/student_copy.py --out DIR path/to/my_copy.ipynb

A name that is not in ``notebooks/`` and not an existing path, or a malformed notebook
(see ``tools/notebook_files.py``, and a cell whose ``tags`` are not a list of strings),
is reported in one line and nothing is written (exit code 2); so is an ``--out`` that is a
file, or that would write over the chapters (``notebooks/`` and below) or the notebooks read.
A single string tag, ``"tags": "solution"``, counts as the one tag ``solution``.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

import nbformat

sys.path.insert(0, str(Path(__file__).resolve().parent))
from notebook_files import NotebookFileError, find_notebook, read_notebook  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
OUT = ROOT / "build" / "student"
HIDDEN_TAGS = {"solution", "answer-key", "lecturer"}
PROMISE = re.compile(
    r"folded\s+below|hidden\s+below|model\s+answer|worked\s+solution|折叠|参考答案|参考解答",
    re.IGNORECASE,
)

EXERCISES_HEADING = re.compile(r"^#{1,4}\s+(\d+[.·]?\s*)?(·\s*)?(Exercises\b|练习)", re.MULTILINE)
KEY_NOTE = (
    "*The answer key of this chapter's exercise checkers is not part of the student copy; "
    "your lecturer will check your answers (or hand the key out later).*"
)
KEY_NOTE_ZH = "*本章练习检查器的答案不在学生版中；老师会检查你的答案（或稍后发给你答案）。*"


def drop_promises(text: str, language: str = "en") -> str:
    """``text`` without the sentences (or parentheses) that promise a folded solution.

    ``language="zh"``: sentences end with "。".  A sentence whose first half (before a ";")
    promises nothing keeps that half.

    >>> drop_promises("Two proofs to write; a model answer is folded below each. Go.")
    'Two proofs to write. Go.'
    """
    text = re.sub(r"\s*\([^()]*(?:model\s+answer|worked\s+solution)[^()]*\)", "", text, flags=re.I)
    text = re.sub(r"（[^（）]*(?:折叠|参考答案|参考解答)[^（）]*）", "", text)
    out = []
    for paragraph in text.split("\n\n"):
        if not PROMISE.search(paragraph):
            out.append(paragraph)
            continue
        pieces = re.split(r"(?<=[.。])\s*" if language == "zh" else r"(?<=\.)\s+", paragraph)
        kept = []
        for piece in pieces:
            if not PROMISE.search(piece):
                kept.append(piece)
                continue
            head = re.split(r"[;；]", piece)[0]
            if head != piece and not PROMISE.search(head):
                kept.append(head.rstrip() + ("。" if language == "zh" else "."))
        joined = ("" if language == "zh" else " ").join(p for p in kept if p.strip())
        if joined.strip():
            out.append(joined)
    return "\n\n".join(out)


def exercises_start(notebook: nbformat.NotebookNode) -> int | None:
    """Index of the markdown cell that opens the exercises (a heading naming "Exercises")."""
    for index, cell in enumerate(notebook.cells):
        if cell.cell_type == "markdown" and EXERCISES_HEADING.search(cell.source):
            return index
    return None


def cell_tags(cell: dict, number: int) -> set[str]:
    """The tags of ``cell`` (the ``number``-th, from 1); a single string is one tag.

    >>> sorted(cell_tags({"metadata": {"tags": "solution"}}, 1))
    ['solution']
    >>> cell_tags({"metadata": {"tags": ["solution", 3]}}, 4)
    Traceback (most recent call last):
    ...
    ValueError: cell 4: its metadata 'tags' must be a list of strings such as ['solution'], \
got ['solution', 3]
    """
    metadata = cell.get("metadata", {})
    tags = metadata.get("tags", []) if isinstance(metadata, dict) else []
    if isinstance(tags, str):
        return {tags}
    if isinstance(tags, list | tuple) and all(isinstance(tag, str) for tag in tags):
        return set(tags)
    shown = repr(tags) if len(repr(tags)) <= 80 else repr(tags)[:77] + "..."
    raise ValueError(
        f"cell {number}: its metadata 'tags' must be a list of strings such as "
        f"['solution'], got {shown}"
    )


def student_copy(notebook: nbformat.NotebookNode, language: str = "en") -> nbformat.NotebookNode:
    """A copy of ``notebook`` without solutions and answer keys, exercises not run.

    ``language="zh"``: a notebook of the Chinese edition (the note replacing a key in Chinese).
    Raises ``ValueError`` naming the cell when a cell's tags are malformed.
    """
    copy = nbformat.from_dict(notebook)
    start = exercises_start(copy)
    cells = []
    for index, cell in enumerate(copy.cells):
        tags = cell_tags(cell, index + 1)
        if "answer-key" in tags:
            note = nbformat.v4.new_markdown_cell(KEY_NOTE_ZH if language == "zh" else KEY_NOTE)
            note.metadata = {"slideshow": {"slide_type": "skip"}}
            cells.append(note)
            continue
        if tags & HIDDEN_TAGS:
            continue
        if cell.cell_type == "code" and start is not None and index > start:
            cell.outputs = []
            cell.execution_count = None
        # a notebook without exercises (the contents page) promises solutions anywhere
        if cell.cell_type == "markdown" and (start is None or index >= start):
            cell.source = drop_promises(cell.source, language)
        cells.append(cell)
    copy.cells = cells
    return copy


def read_copies(
    paths: list[Path], language: str = "en"
) -> tuple[list[nbformat.NotebookNode], list[str]]:
    """The student copies of the notebooks in ``paths``, and one line per bad file."""
    copies, bad = [], []
    for path in paths:
        try:
            copies.append(student_copy(read_notebook(path), language))
        except NotebookFileError as error:
            bad.append(str(error))
        except ValueError as error:  # a cell's tags
            bad.append(f"{path}: {error}")
    return copies, bad


def check_out(paths: list[Path], out: Path) -> list[str]:
    """One line per reason not to write into ``out``: it is a file, or it would write over
    the chapters (``notebooks/`` and below) or over any of the notebooks read.

    >>> check_out([NOTEBOOKS / "01_x.ipynb"], NOTEBOOKS / "zh")  # doctest: +ELLIPSIS
    ['--out .../notebooks/zh: the student copies would replace the chapters ...']
    """
    if out.exists() and not out.is_dir():
        return [f"--out {out}: is a file, not a folder; give a folder for the student copies"]
    folder = out.resolve()
    sources = NOTEBOOKS.resolve()
    if folder == sources or folder.is_relative_to(sources):
        return [
            f"--out {out}: the student copies would replace the chapters in notebooks/ "
            "(the solutions would be lost); choose a folder outside notebooks/, "
            "such as build/student"
        ]
    return [
        f"--out {out}: would write over {path} itself; choose another folder"
        for path in paths
        if path.resolve().parent == folder
    ]


def write_copies(paths: list[Path], out: Path, language: str = "en") -> list[Path]:
    """Write the student copy of each notebook in ``paths`` into ``out``; return the files.

    Every notebook is read first: a malformed one, or an ``out`` that would replace a source
    (see :func:`check_out`), raises :class:`NotebookFileError` (one line per problem) and
    nothing is written.
    """
    copies, bad = read_copies(paths, language)
    bad += check_out(paths, out)
    if bad:
        raise NotebookFileError("\n".join(bad))
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise NotebookFileError(f"--out {out}: cannot make the folder ({error.strerror})") from None
    written = []
    for path, copy in zip(paths, copies, strict=True):
        target = out / path.name
        try:
            nbformat.write(copy, target)
        except OSError as error:
            raise NotebookFileError(f"{target}: cannot write ({error.strerror})") from None
        written.append(target)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("notebooks", nargs="*", help="notebook names or paths (default: all)")
    parser.add_argument("--out", type=Path, help="folder (default: build/student, zh: …/zh)")
    parser.add_argument("--lang", choices=["en", "zh"], default="en", help="edition (default en)")
    options = parser.parse_args(argv)
    folder = NOTEBOOKS / "zh" if options.lang == "zh" else NOTEBOOKS
    out = options.out or (OUT / "zh" if options.lang == "zh" else OUT)
    names = options.notebooks or sorted(p.name for p in folder.glob("*.ipynb"))
    paths, bad = [], []
    for name in names:
        try:
            paths.append(find_notebook(name, folder))
        except NotebookFileError as error:
            bad.append(str(error))
    if not bad:
        try:
            written = write_copies(paths, out, options.lang)
        except NotebookFileError as error:
            bad.append(str(error))
    if bad:
        print("\n".join(bad), file=sys.stderr)
        return 2
    for target in written:
        print(f"wrote {target.relative_to(ROOT) if target.is_relative_to(ROOT) else target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
