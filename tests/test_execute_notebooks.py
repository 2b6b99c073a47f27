"""`make execute` is reproducible: re-running an unchanged notebook gives the same file."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from conftest import ARTIFACTS  # noqa: E402
from execute_notebooks import (  # noqa: E402
    TRACE_ENV,
    WIDGET_STATE,
    NotebookFileError,
    coalesce_streams,
    resolve,
    stable_widget_ids,
    widget_id,
)

# A chapter with widgets (one of them an Output widget), printed streams and figures (05:
# 5 s of cells; 01, the other with an Output widget, took 9 s).
CHAPTER = "05_sprague_grundy.ipynb"


def _execute(*paths: Path, trace: Path | None = None) -> None:
    """Run the tool on each path, all at once (nbclient's trace appended to ``trace``)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    if trace is not None:
        env[TRACE_ENV] = str(trace)
    processes = [
        subprocess.Popen(
            [sys.executable, str(ROOT / "tools" / "execute_notebooks.py"), str(path)],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        for path in paths
    ]
    for process in processes:
        output, _ = process.communicate(timeout=600)
        assert process.returncode == 0, output


def test_executing_again_gives_the_stored_bytes(tmp_path):
    """The stored chapter is what ``make execute`` wrote: running it again (one run, not two
    runs compared: the stored file is the first) gives the same file, byte for byte."""
    stored = ROOT / "notebooks" / CHAPTER
    first = tmp_path / CHAPTER
    shutil.copy(stored, first)
    # this run once sat 300 s (nbclient's timeout) with the CPU idle on a loaded machine, and
    # passed: the trace, kept with the artifacts, says where a run waits
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    trace = ARTIFACTS / "execute_notebooks_trace.log"
    trace.unlink(missing_ok=True)
    _execute(first, trace=trace)
    logged = trace.read_text(encoding="utf-8")
    assert "Executing notebook with kernel" in logged and "run ends" in logged, logged[-2000:]
    assert "msg_type: execute_input" in logged and "content:" not in logged
    assert first.read_bytes() == stored.read_bytes(), (
        f"executing {CHAPTER} again changed it: `make execute` is not reproducible, or the "
        "stored chapter was edited without running `make execute`"
    )

    notebook = json.loads(first.read_text(encoding="utf-8"))
    state = notebook["metadata"]["widgets"][WIDGET_STATE]["state"]
    assert state, "the chapter stores no widget state"
    stable = {
        widget_id(first.stem, index, rank)
        for index in range(len(notebook["cells"]))
        for rank in range(len(state))
    }
    assert set(state) <= stable, "a widget model kept a random id"
    text = first.read_text(encoding="utf-8")
    for reference in re.findall(r"IPY_MODEL_([0-9a-f]{32})", text):
        assert reference in state, f"dangling widget reference {reference}"
    views = [
        output["data"]["application/vnd.jupyter.widget-view+json"]["model_id"]
        for cell in notebook["cells"]
        for output in cell.get("outputs", [])
        if "application/vnd.jupyter.widget-view+json" in output.get("data", {})
    ]
    assert views and all(view in state for view in views)
    assert "version" not in notebook["metadata"]["language_info"]
    for cell in notebook["cells"]:
        kinds = [(o["output_type"], o.get("name")) for o in cell.get("outputs", [])]
        for before, after in zip(kinds, kinds[1:], strict=False):
            assert not (before == after and before[0] == "stream"), "streams left split"


def test_widget_ids_depend_on_notebook_cell_and_rank():
    ids = {widget_id(name, cell, rank) for name in "ab" for cell in range(3) for rank in range(3)}
    assert len(ids) == 18
    assert all(re.fullmatch(r"[0-9a-f]{32}", value) for value in ids)


def test_stable_widget_ids_renames_outputs_state_and_references():
    old_box, old_layout = "1" * 32, "2" * 32
    notebook = {
        "cells": [
            {"cell_type": "markdown", "metadata": {}, "source": "x"},
            {
                "cell_type": "code",
                "metadata": {},
                "execution_count": 1,
                "source": "box",
                "outputs": [
                    {
                        "output_type": "display_data",
                        "metadata": {},
                        "data": {
                            "application/vnd.jupyter.widget-view+json": {
                                "model_id": old_box,
                                "version_major": 2,
                                "version_minor": 0,
                            }
                        },
                    }
                ],
            },
        ],
        "metadata": {
            "widgets": {
                WIDGET_STATE: {
                    "version_major": 2,
                    "version_minor": 0,
                    "state": {
                        old_box: {"state": {"layout": f"IPY_MODEL_{old_layout}"}},
                        old_layout: {"state": {}},
                    },
                }
            }
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    renamed = stable_widget_ids(nbformat.from_dict(notebook), "nb", {old_layout: 1, old_box: 1})
    box, layout = widget_id("nb", 1, 1), widget_id("nb", 1, 0)
    state = renamed.metadata.widgets[WIDGET_STATE].state
    assert set(state) == {box, layout}
    assert state[box]["state"]["layout"] == f"IPY_MODEL_{layout}"
    view = renamed.cells[1].outputs[0].data["application/vnd.jupyter.widget-view+json"]
    assert view["model_id"] == box
    assert old_box not in json.dumps(renamed) and old_layout not in json.dumps(renamed)


def test_coalesce_streams_merges_only_neighbours_of_the_same_stream():
    outputs = [
        {"output_type": "stream", "name": "stdout", "text": ["a\n", "b"]},
        {"output_type": "stream", "name": "stdout", "text": "c\n"},
        {"output_type": "stream", "name": "stderr", "text": "warn\n"},
        {"output_type": "stream", "name": "stdout", "text": "d\n"},
    ]
    merged = coalesce_streams(outputs)
    assert [(o["name"], o["text"]) for o in merged] == [
        ("stdout", "a\nbc\n"),
        ("stderr", "warn\n"),
        ("stdout", "d\n"),
    ]


def test_resolve_accepts_names_and_paths(tmp_path):
    assert resolve(CHAPTER) == ROOT / "notebooks" / CHAPTER
    copy = tmp_path / CHAPTER
    shutil.copy(ROOT / "notebooks" / CHAPTER, copy)
    assert resolve(str(copy)) == copy.resolve()
    # refused in one line (main prints it and exits with code 2, see test_fuzz_round4)
    with pytest.raises(NotebookFileError, match="no such notebook"):
        resolve("99_missing.ipynb")
    with pytest.raises(NotebookFileError, match="not a notebook"):
        resolve("README.md")


def test_docstring_examples_of_the_tool():
    import doctest

    import execute_notebooks

    result = doctest.testmod(execute_notebooks)
    assert result.attempted > 0 and result.failed == 0


def test_the_client_waits_for_shell_replies_in_one_second_slices():
    """The tool's client installs kernel_replies' slicing on its kernel's shell channel when a
    notebook starts (the 300 s stall: a lost wake-up now costs a second)."""
    from queue import Empty

    from execute_notebooks import RecordingClient

    class Channel:  # the reply is there from the start, but noticed only at a poll's end
        def __init__(self) -> None:
            self.polls: list[float | None] = []

        async def get_msg(self, timeout: float | None = None) -> dict:
            self.polls.append(timeout)
            if len(self.polls) < 3:
                raise Empty
            return {"msg_type": "execute_reply"}

    class Kernel:
        shell_channel = Channel()

    client = RecordingClient(nbformat.v4.new_notebook(), kernel_name="python3")
    client.kc = Kernel()
    client.on_notebook_start(notebook=client.nb)
    waiting = client.kc.shell_channel.get_msg(timeout=300)
    with pytest.raises(StopIteration) as done:
        waiting.send(None)
    assert done.value.value["msg_type"] == "execute_reply"
    assert Kernel.shell_channel.polls == [1.0, 1.0, 1.0]
