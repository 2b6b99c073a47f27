"""Run a chapter's set-up cell when its kernel starts, so any slide can be run first.

A chapter's first code cell is its *set-up cell*: the imports every later cell uses. It
is skipped in slides, so a lecturer who opens a chapter, starts the presentation and runs
a play cell on slide 12 would get a ``NameError``. This IPython extension closes that
gap: when JupyterLab starts a kernel for a notebook (it passes the notebook's path in the
``JPY_SESSION_NAME`` environment variable), the extension reads that notebook and, if its
first code cell is skipped in slides and imports :mod:`gametheory_helpers`, runs that
cell silently (no output, no execution count). Any other notebook, and kernels started
without a notebook (nbval, ``tools/execute_notebooks.py``), are left alone.

Every kernel of the ``.venv`` loads it, so it reads the notebook with :mod:`json`, not
nbformat: importing nbformat imports jsonschema, whose IRI checker (``rfc3987_syntax``)
compiles 39 grammars on import, about a second added to every kernel's start.

``tools/configure_lab.py`` loads the extension in the kernels of the project's ``.venv``
(``make lab`` runs it). Example::

    >>> nb = {"cells": [
    ...     {"cell_type": "markdown", "metadata": {}, "source": "# Title"},
    ...     {"cell_type": "code", "metadata": {"slideshow": {"slide_type": "skip"}},
    ...      "source": ["from gametheory_helpers ", "import mex"]},
    ... ]}
    >>> setup_source(nb)
    'from gametheory_helpers import mex'
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from .i18n import N_
from .validation import require_type

__all__ = ["load_ipython_extension", "setup_source"]

SESSION_VARIABLE = "JPY_SESSION_NAME"


def setup_source(notebook: Any) -> str | None:
    """The source of ``notebook``'s set-up cell, or ``None`` when it has none.

    ``notebook`` is a notebook's JSON as a dict (``json.load``, or ``nbformat.read(path,
    as_version=4)``, whose notebooks are dicts). The set-up cell is the first code cell, if
    it is skipped in slides and imports ``gametheory_helpers``.  A notebook of any other
    shape (cells or metadata missing or not what nbformat writes) has no set-up cell: this
    never raises on its content.
    """
    require_type(
        notebook,
        dict,
        "notebook",
        N_("a notebook read by nbformat.read(path, as_version=4)"),
    )
    cells = notebook.get("cells")
    if not isinstance(cells, list):
        return None
    for cell in cells:
        if not isinstance(cell, dict) or cell.get("cell_type") != "code":
            continue
        source = cell.get("source")
        if isinstance(source, list) and all(isinstance(line, str) for line in source):
            source = "".join(source)
        metadata = cell.get("metadata")
        slideshow = metadata.get("slideshow") if isinstance(metadata, dict) else None
        skipped = isinstance(slideshow, dict) and slideshow.get("slide_type") == "skip"
        if skipped and isinstance(source, str) and "gametheory_helpers" in source:
            return source
        return None
    return None


def load_ipython_extension(ipython: Any) -> None:
    """Run the set-up cell of the notebook this kernel was started for, if any.

    It runs at every kernel start, so it never raises: a notebook it cannot read or
    use is left alone.
    """
    path = os.environ.get(SESSION_VARIABLE, "")
    try:
        if not path.endswith(".ipynb") or not Path(path).is_file():
            return
        with open(path, encoding="utf-8") as file:
            source = setup_source(json.load(file))
    except Exception:  # unreadable, not JSON, not a notebook: nothing to set up
        return
    if source:
        ipython.run_cell(source, store_history=False, silent=True)
