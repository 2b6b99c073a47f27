"""Execute notebooks top to bottom and store their outputs, reproducibly.

The stored outputs are what nbval compares against, and re-running an
unchanged notebook must leave ``git diff`` empty.  So this script removes
everything that would differ between two runs or two machines:

- execution timings, the kernel's display name and the Python patch version;
- stream outputs split differently by flushes (consecutive ``stdout``/``stderr``
  pieces are merged, also inside the stored state of ``Output`` widgets);
- the random ids of ipywidgets models: every model is renamed to an id derived
  from the notebook's name (``zh/NN_name`` for a Chinese notebook in ``notebooks/zh/``, so
  the two editions never share an id; see :func:`widget_namespace`), the index of the cell
  that created it and its rank among the models that cell created (see :func:`widget_id`),
  in the outputs'
  ``model_id``, in the widget state of ``metadata.widgets`` and in every
  ``IPY_MODEL_`` reference between models.

Usage::

    python tools/execute_notebooks.py                           # every notebook
    python tools/execute_notebooks.py 01_games_and_positions.ipynb
    python tools/execute_notebooks.py path/to/copy/02_bash_and_nim.ipynb

A name that is not found, a malformed notebook, or one that could not be saved once run (its
stored widget state is not an object, a cell's ``tags`` are not a list of strings) is reported
in one line per file before any kernel starts, and nothing runs (exit code 2).

With ``GAMETHEORY_EXECUTE_LOG=FILE`` set, each run appends to ``FILE`` what nbclient saw, one
line per event with the milliseconds since the process began: the kernel's start, each cell
and each message type from the kernel, the end of the run (:func:`trace_log`). A run that
took minutes on a loaded machine shows there where it waited.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import logging
import os
import sys
from pathlib import Path
from typing import Any

import nbformat
from nbclient import NotebookClient

sys.path.insert(0, str(Path(__file__).resolve().parent))
from kernel_replies import recheck_every  # noqa: E402
from notebook_files import NotebookFileError, find_notebook, read_notebook  # noqa: E402

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
KERNELSPEC = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
TIMEOUT_SECONDS = 300
TRACE_ENV = "GAMETHEORY_EXECUTE_LOG"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"


def widget_id(notebook_name: str, cell_index: int, rank: int) -> str:
    """The stable id of the ``rank``-th widget model created by cell ``cell_index``.

    32 hexadecimal digits, like the uuid4 ids ipywidgets makes, so that it
    looks the same to every widget renderer.

    >>> widget_id("02_bash_and_nim", 5, 0) == widget_id("02_bash_and_nim", 5, 0)
    True
    >>> len(widget_id("02_bash_and_nim", 5, 0)), widget_id("a", 1, 0) != widget_id("a", 1, 1)
    (32, True)
    """
    key = f"{notebook_name}/cell {cell_index}/model {rank}"
    return hashlib.sha256(key.encode("utf-8")).hexdigest()[:32]


LANGUAGE_FOLDERS = ("zh",)  # notebooks/zh/: the Chinese edition (tools/translate_notebooks.py)


def widget_namespace(path: Path) -> str:
    """The name :func:`widget_id` uses for the notebook at ``path``.

    >>> widget_namespace(Path("notebooks/02_bash_and_nim.ipynb"))
    '02_bash_and_nim'
    >>> widget_namespace(Path("notebooks/zh/02_bash_and_nim.ipynb"))
    'zh/02_bash_and_nim'
    """
    if path.parent.name in LANGUAGE_FOLDERS:
        return f"{path.parent.name}/{path.stem}"
    return path.stem


class RecordingClient(NotebookClient):
    """A notebook client that remembers which cell opened each widget model."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.model_cells: dict[str, int] = {}  # model id -> index of the creating cell
        # a shell reply whose wake-up is lost is found within a second, not at the cell's
        # 300 s timeout (kernel_replies.py): a run of chapter 05 beside two busy loops sat
        # 299.9 s after cell 64's last IOPub message, then went on (its trace, this stop)
        self.on_notebook_start = self._recheck_replies

    def _recheck_replies(self, **_: Any) -> None:
        recheck_every(self.kc.shell_channel, seconds=1.0)

    def process_message(self, msg: dict, cell: Any, cell_index: int) -> Any:
        content = msg.get("content", {})
        if msg.get("msg_type") == "comm_open" and content.get("target_name") == "jupyter.widget":
            self.model_cells.setdefault(content["comm_id"], cell_index)
        return super().process_message(msg, cell, cell_index)


def coalesce_streams(outputs: list[dict]) -> list[dict]:
    """Merge consecutive stream outputs of the same name (``stdout``/``stderr``).

    >>> coalesce_streams([{"output_type": "stream", "name": "stdout", "text": "a"},
    ...                   {"output_type": "stream", "name": "stdout", "text": "b"}])
    [{'output_type': 'stream', 'name': 'stdout', 'text': 'ab'}]
    """
    merged: list[dict] = []
    for output in outputs:
        previous = merged[-1] if merged else None
        if (
            previous is not None
            and output.get("output_type") == "stream"
            and previous.get("output_type") == "stream"
            and previous.get("name") == output.get("name")
        ):
            previous["text"] = _text(previous["text"]) + _text(output["text"])
        else:
            merged.append(output)
    return merged


def _text(text: str | list[str]) -> str:
    return "".join(text) if isinstance(text, list) else text


def _widget_state(notebook: nbformat.NotebookNode) -> dict[str, Any]:
    return notebook.metadata.get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})


def stable_widget_ids(
    notebook: nbformat.NotebookNode, name: str, model_cells: dict[str, int]
) -> nbformat.NotebookNode:
    """Return ``notebook`` with every widget model id replaced by :func:`widget_id`.

    Models are ranked within their cell in the order they were opened
    (``model_cells`` is filled in that order).  A model id met in the notebook
    but not opened by any cell (a leftover) gets a rank after all cells.
    """
    renames: dict[str, str] = {}
    ranks: dict[int, int] = {}
    for old, cell_index in model_cells.items():
        rank = ranks.get(cell_index, 0)
        ranks[cell_index] = rank + 1
        renames[old] = widget_id(name, cell_index, rank)
    leftovers = [old for old in sorted(_widget_state(notebook)) if old not in renames]
    for rank, old in enumerate(leftovers):
        renames[old] = widget_id(name, len(notebook.cells), rank)
    if not renames:
        return notebook
    text = json.dumps(notebook, ensure_ascii=False)
    for old, new in renames.items():
        text = text.replace(old, new)
    return nbformat.from_dict(json.loads(text))


def normalise(notebook: nbformat.NotebookNode) -> None:
    """Drop run-specific metadata and merge split streams, in place."""
    notebook.metadata["kernelspec"] = dict(KERNELSPEC)
    notebook.metadata.get("language_info", {}).pop("version", None)
    for cell in notebook.cells:
        cell.metadata.pop("execution", None)
        cell.metadata.pop("ExecuteTime", None)
        if cell.cell_type == "code":
            cell.outputs = coalesce_streams(cell.outputs)
    for model in _widget_state(notebook).values():
        outputs = model.get("state", {}).get("outputs")
        if isinstance(outputs, list):
            model["state"]["outputs"] = coalesce_streams(outputs)


def _runnable_problem(notebook: nbformat.NotebookNode) -> str | None:
    """What would make the executed notebook unsavable (so it is refused before running)."""
    widgets = notebook.metadata.get("widgets", {})
    if not isinstance(widgets, dict):
        return f"its metadata 'widgets' is a {type(widgets).__name__}, not an object"
    saved = widgets.get(WIDGET_STATE, {})
    state = saved.get("state", {}) if isinstance(saved, dict) else None
    if not isinstance(state, dict) or not all(isinstance(m, dict) for m in state.values()):
        return f"its stored widget state ('{WIDGET_STATE}' in 'widgets') is malformed"
    for number, cell in enumerate(notebook.cells, start=1):
        tags = cell.metadata.get("tags", [])
        if not isinstance(tags, list) or not all(isinstance(tag, str) for tag in tags):
            return f"cell {number}: its metadata 'tags' must be a list of strings, got {tags!r:.60}"
    try:
        nbformat.validate(notebook)
    except nbformat.ValidationError as error:
        reason = (str(error).strip().splitlines() or ["invalid"])[0]
        return f"not a valid notebook: {reason[:200]}"
    return None


def read_runnable(path: Path) -> nbformat.NotebookNode:
    """:func:`read_notebook`, and refuse what could not be saved once executed (one line)."""
    notebook = read_notebook(path)
    problem = _runnable_problem(notebook)
    if problem is not None:
        raise NotebookFileError(f"{path}: {problem}")
    return notebook


class _Brief(logging.Filter):
    """Keeps a trace short: no message contents, a cell's first line only."""

    def filter(self, record: logging.LogRecord) -> bool:
        text = record.getMessage()
        if text.startswith("content:"):
            return False
        record.msg, record.args = " ".join(text.splitlines()[:2])[:120], None
        return True


def trace_log(path: Path) -> logging.Logger | None:
    """The logger for nbclient's run of ``path`` if ``$GAMETHEORY_EXECUTE_LOG`` names a file
    (appended to), else ``None`` (nbclient's own logger, quiet).

    >>> trace_log(Path("a.ipynb")) is None  # $GAMETHEORY_EXECUTE_LOG not set
    True
    """
    target = os.environ.get(TRACE_ENV)
    if not target:
        return None
    logger = logging.getLogger(f"gametheory.execute.{path.name}")
    logger.propagate = False
    logger.setLevel(logging.DEBUG)
    handler = logging.FileHandler(target, encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(relativeCreated)9.0f ms  %(message)s"))
    handler.addFilter(_Brief())
    logger.addHandler(handler)
    logger.info("run begins: %s", path)
    return logger


def execute(path: Path) -> None:
    """Run ``path`` in a fresh python3 kernel (working directory: its folder) and save it.

    A malformed file raises :class:`NotebookFileError` (one line) before any kernel starts.
    """
    notebook = read_runnable(path)
    trace = trace_log(path)
    client = RecordingClient(
        notebook,
        timeout=TIMEOUT_SECONDS,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
        record_timing=False,
        **({"log": trace} if trace else {}),
    )
    client.execute()
    if trace:
        trace.info("run ends (kernel shut down): %s", path)
    notebook = stable_widget_ids(notebook, widget_namespace(path), client.model_cells)
    normalise(notebook)
    nbformat.validate(notebook)
    nbformat.write(notebook, path)


def resolve(name: str) -> Path:
    """A notebook given by file name (looked up in notebooks/) or by path."""
    return find_notebook(name, NOTEBOOKS)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "names", nargs="*", help="notebook file names in notebooks/ or paths (default: all)"
    )
    args = parser.parse_args(argv)
    paths, bad = [], []
    for name in args.names:
        try:
            paths.append(resolve(name))
        except NotebookFileError as error:
            bad.append(str(error))
    if not args.names:
        paths = sorted(NOTEBOOKS.glob("*.ipynb"))
    for path in paths:  # every file is checked before the first (slow) execution
        try:
            read_runnable(path)
        except NotebookFileError as error:
            bad.append(str(error))
    if bad:
        print("\n".join(bad), file=sys.stderr)
        return 2
    for path in paths:
        print(f"executing {path.name}", flush=True)
        execute(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
