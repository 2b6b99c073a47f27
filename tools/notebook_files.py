"""Find and read the notebook files the tools are given, refusing a malformed one in one line.

``tools/execute_notebooks.py``, ``tools/student_copy.py``, ``tools/build_slides.py`` and
``tools/notebook_navigation.py`` read notebooks through :func:`read_notebook`: a file that
is missing, not UTF-8, not JSON, or JSON that is not a version-4 notebook (no ``cells``
list, a cell without ``metadata``...) raises :class:`NotebookFileError`, whose message is
one line naming the file and what is wrong, instead of a traceback from deep in nbformat.
Cells are numbered from 1 in the messages.  The translation tools read their ``.po``
catalogues through :func:`read_catalogue_file`, which refuses a malformed one the same way.

A notebook's name is ``NN_name.ipynb`` (chapter ``NN``), or ``NNx_name.ipynb`` for a
*companion notebook* of chapter ``NN`` (``05b_octal_research.ipynb``: a part of chapter 5 that
does not fit its lecture and a half, with its own deck, Chinese twin and exercises).  Every tool
reads these names through :data:`NOTEBOOK_STEM`, :func:`chapter_of`, :func:`chapter_mark` and
:func:`chapter_notebooks`, so a new companion needs only its file and its line in
``tools/notebook_navigation.py``'s ``CHAPTERS``.

>>> import tempfile
>>> folder = Path(tempfile.mkdtemp())
>>> _ = (folder / "broken.ipynb").write_text('{"nbformat": 4, "metadata": {}}')
>>> try:
...     read_notebook(folder / "broken.ipynb")
... except NotebookFileError as error:
...     print(str(error).replace(str(folder), "DIR"))
DIR/broken.ipynb: not a notebook: it has no 'cells' list
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import nbformat

__all__ = [
    "NOTEBOOK_GLOB",
    "NOTEBOOK_STEM",
    "NotebookFileError",
    "chapter_mark",
    "chapter_notebooks",
    "chapter_of",
    "find_notebook",
    "is_companion",
    "read_catalogue_file",
    "read_notebook",
]

CELL_TYPES = ("code", "markdown", "raw")
#: A notebook's file stem: its chapter's two digits, a letter for a companion notebook, a name.
NOTEBOOK_STEM = re.compile(r"(?P<chapter>\d\d)(?P<part>[a-z]?)_(?P<name>[a-z0-9_]+)")
#: The glob of every numbered notebook, chapters and companions (``05_x``, ``05b_y``).
NOTEBOOK_GLOB = "[0-9][0-9]*_*.ipynb"


def _stem_match(stem: str) -> re.Match[str]:
    match = NOTEBOOK_STEM.fullmatch(stem) if isinstance(stem, str) else None
    if match is None:
        raise ValueError(
            f"stem must be a notebook name such as '05_sprague_grundy' or "
            f"'05b_octal_research', got {stem!r:.80}"
        )
    return match


def chapter_of(stem: str) -> str:
    """The two digits of the chapter a notebook belongs to (a companion's main chapter).

    >>> chapter_of("05_sprague_grundy"), chapter_of("05b_octal_research")
    ('05', '05')
    """
    return _stem_match(stem)["chapter"]


def chapter_mark(stem: str) -> str:
    """How a reader sees the notebook's number: ``5`` for a chapter, ``5b`` for a companion.

    >>> chapter_mark("05_sprague_grundy"), chapter_mark("05b_octal_research")
    ('5', '5b')
    """
    match = _stem_match(stem)
    return f"{int(match['chapter'])}{match['part']}"


def is_companion(stem: str) -> bool:
    """Whether ``stem`` names a companion notebook (``05b_…``), not a chapter's main notebook.

    >>> is_companion("05_sprague_grundy"), is_companion("05b_octal_research")
    (False, True)
    """
    return bool(_stem_match(stem)["part"])


def chapter_notebooks(chapter: str, folder: Path) -> list[Path]:
    """The notebooks of chapter ``chapter`` (``"05"``) in ``folder``: the main one, then its
    companions in order (``05_…``, ``05b_…``, ``05c_…``).  Raises :class:`NotebookFileError`
    unless there is exactly one main notebook.
    """
    if not (isinstance(chapter, str) and re.fullmatch(r"\d\d", chapter)):
        raise ValueError(f"chapter must be two digits such as '05', got {chapter!r:.40}")
    found = [
        path
        for path in sorted(Path(folder).glob(f"{chapter}*_*.ipynb"))
        if NOTEBOOK_STEM.fullmatch(path.stem) and chapter_of(path.stem) == chapter
    ]
    main = [path for path in found if not is_companion(path.stem)]
    if len(main) != 1:
        names = [path.name for path in main]
        raise NotebookFileError(f"{folder}: expected one notebook {chapter}_*.ipynb, got {names}")
    return main + [path for path in found if is_companion(path.stem)]


class NotebookFileError(Exception):
    """A notebook file the tools cannot use; the message is one line naming the file."""


def _kind(value: Any) -> str:
    names = {dict: "an object", list: "a list", str: "a string", type(None): "null"}
    return names.get(type(value), f"a {type(value).__name__}")


def find_notebook(name: str, folder: Path) -> Path:
    """A notebook given by path, or by bare file name looked up in ``folder``.

    >>> try:
    ...     find_notebook("README.md", Path("notebooks"))
    ... except NotebookFileError as error:
    ...     print(error)
    not a notebook: 'README.md' (expected a .ipynb file)
    """
    candidate = Path(name)
    if candidate.suffix != ".ipynb":
        raise NotebookFileError(f"not a notebook: {name!r} (expected a .ipynb file)")
    if candidate.is_file():
        return candidate.resolve()
    if candidate.parent == Path(".") and (folder / candidate.name).is_file():
        return folder / candidate.name
    raise NotebookFileError(f"no such notebook: {name!r}")


def _problem(data: Any) -> str | None:
    """What keeps the JSON ``data`` from being a version-4 notebook, or ``None``."""
    if not isinstance(data, dict):
        return f"not a notebook: the file holds {_kind(data)}, not a notebook object"
    if "nbformat" not in data:
        return "not a notebook: it has no 'nbformat' version"
    if data["nbformat"] != 4 or isinstance(data["nbformat"], bool):
        return f"not a version-4 notebook (nbformat is {data['nbformat']!r:.40})"
    if not isinstance(data.get("metadata"), dict):
        return f"the notebook's 'metadata' is {_kind(data.get('metadata'))}, not an object"
    cells = data.get("cells")
    if not isinstance(cells, list):
        return (
            "not a notebook: it has no 'cells' list"
            if cells is None
            else (f"'cells' is {_kind(cells)}, not a list")
        )
    for number, cell in enumerate(cells, start=1):
        if not isinstance(cell, dict):
            return f"cell {number} is {_kind(cell)}, not a cell object"
        if cell.get("cell_type") not in CELL_TYPES:
            return f"cell {number} has no valid 'cell_type' (one of {', '.join(CELL_TYPES)})"
        if "metadata" not in cell:
            return f"cell {number} has no 'metadata'"
        if not isinstance(cell["metadata"], dict):
            return f"the 'metadata' of cell {number} is {_kind(cell['metadata'])}, not an object"
        source = cell.get("source")
        if not (
            isinstance(source, str)
            or (isinstance(source, list) and all(isinstance(line, str) for line in source))
        ):
            return f"the 'source' of cell {number} is {_kind(source)}, not text"
        if cell["cell_type"] == "code" and not isinstance(cell.get("outputs", []), list):
            return f"the 'outputs' of cell {number} are {_kind(cell['outputs'])}, not a list"
    return None


def read_notebook(path: Path) -> nbformat.NotebookNode:
    """Read the notebook at ``path`` (version 4), or raise :class:`NotebookFileError`."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise NotebookFileError(f"{path}: no such notebook file") from None
    except UnicodeDecodeError:
        raise NotebookFileError(f"{path}: not a notebook: the file is not UTF-8 text") from None
    except OSError as error:
        raise NotebookFileError(f"{path}: cannot be read ({error.strerror})") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        where = f"line {error.lineno}, column {error.colno}"
        raise NotebookFileError(f"{path}: not JSON ({error.msg} at {where})") from None
    except RecursionError:
        raise NotebookFileError(f"{path}: not a notebook: its JSON is nested too deeply") from None
    problem = _problem(data)
    if problem is not None:
        raise NotebookFileError(f"{path}: {problem}")
    try:
        return nbformat.reads(text, as_version=4)
    except Exception as error:  # nbformat's own checks: keep the first line of its reason
        reason = (str(error).strip().splitlines() or [type(error).__name__])[0]
        raise NotebookFileError(f"{path}: not a valid notebook: {reason[:200]}") from None


def read_catalogue_file(path: Path, **options: Any) -> Any:
    """Read the ``.po`` catalogue at ``path`` with Babel (``options`` go to ``read_po``), or
    raise :class:`NotebookFileError` in one line naming the file and the first bad line."""
    from babel.messages.pofile import PoFileError, read_po

    try:
        with Path(path).open("rb") as handle:
            return read_po(handle, abort_invalid=True, **options)
    except FileNotFoundError:
        raise NotebookFileError(f"{path}: no such catalogue file") from None
    except OSError as error:
        raise NotebookFileError(f"{path}: cannot be read ({error.strerror})") from None
    except (PoFileError, UnicodeDecodeError, ValueError) as error:
        reason = (str(error).strip().splitlines() or [type(error).__name__])[0]
        raise NotebookFileError(f"{path}: not a valid catalogue: {reason[:200]}") from None
