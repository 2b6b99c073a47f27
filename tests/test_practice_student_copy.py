"""A student copy (``make student``) runs top to bottom and still checks answers.

The worked solutions are removed; the checkers and quizzes keep working because their keys live
in :mod:`gametheory_helpers.practice`.  Each chapter's copy is executed whole; every exercise
cell answers "not attempted yet" (no error), and then one right and one wrong answer are
checked in the copy's own kernel.
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
import logging
import sys
import time
from collections.abc import Callable, Iterator
from datetime import datetime
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient
from notebook_text import chapter_notebooks

from gametheory_helpers import practice

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from kernel_replies import recheck_every  # noqa: E402

_spec = importlib.util.spec_from_file_location("student_copy", ROOT / "tools" / "student_copy.py")
student_copy = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(student_copy)


def _outputs_text(cell) -> str:
    parts = []
    for output in cell.get("outputs", []):
        parts.append(str(output.get("text", "")))
        parts.extend(str(value) for value in output.get("data", {}).values())
    return "\n".join(parts)


def _record_slowest_cells(path: Path, copy, wall: float) -> None:  # noqa: ANN001
    """Write the copy's five slowest cells to ``build/artifacts/student_copy_timings/``.

    A figure for whoever looks at the suite's speed, not a check: in a full ``make test`` the
    copy of chapter 05 has taken 320 s against 15 s alone.
    """
    seconds = []
    for index, cell in enumerate(copy.cells):
        timing = cell.metadata.get("execution", {})
        if "iopub.execute_input" in timing and "shell.execute_reply" in timing:
            began, ended = (
                datetime.fromisoformat(timing[key].replace("Z", "+00:00"))
                for key in ("iopub.execute_input", "shell.execute_reply")
            )
            seconds.append(((ended - began).total_seconds(), index, cell.source[:70]))
    folder = ROOT / "build" / "artifacts" / "student_copy_timings"
    folder.mkdir(parents=True, exist_ok=True)
    slowest = sorted(seconds, reverse=True)[:5]
    (folder / f"{path.parent.name}_{path.stem}.json").write_text(
        json.dumps(
            {"wall": wall, "cells": sum(s for s, _, _ in seconds), "slowest": slowest}, indent=1
        )
    )


@contextlib.contextmanager
def _event_log(client: NotebookClient, path: Path) -> Iterator[Callable[[str], None]]:
    """Log the run's events with their times to ``student_copy_timings/<copy>.log``.

    Kernel start, each cell's start and end, the end of the notebook, every message type the
    kernel sends (nbclient's own debug lines) and the return of ``execute()``: a figure for
    whoever looks at a slow run, not a check. A full ``make test`` has spent 300 s in a copy
    of chapter 01 whose cells took 12 s: this log showed the wait, between a cell's last IOPub
    message and its shell reply (see ``kernel_replies.py``, which the run now uses).
    """
    folder = ROOT / "build" / "artifacts" / "student_copy_timings"
    folder.mkdir(parents=True, exist_ok=True)
    handler = logging.FileHandler(folder / f"{path.parent.name}_{path.stem}.log", mode="w")
    handler.setFormatter(logging.Formatter("%(asctime)s.%(msecs)03d %(message)s", "%H:%M:%S"))
    handler.addFilter(  # not the messages' contents nor the cells' sources: their times
        lambda record: not record.getMessage().startswith(("content:", "Executing cell:"))
    )
    logger = logging.getLogger(f"student_copy.{path.stem}")
    logger.setLevel(logging.DEBUG)
    logger.propagate = False
    logger.addHandler(handler)
    client.log = logger

    def mark(event: str) -> None:
        logger.info(event)

    def started(**_: object) -> None:
        # a reply whose wake-up is lost is found within a second (kernel_replies.py: it once
        # waited out nbclient's whole 300 s timeout for cell 44 of chapter 01)
        recheck_every(client.kc.shell_channel, seconds=1.0)
        mark("kernel started, notebook begins")

    client.on_notebook_start = started
    client.on_cell_start = lambda cell, cell_index, **_: mark(f"cell {cell_index} starts")
    client.on_cell_executed = lambda cell, cell_index, **_: mark(f"cell {cell_index} replied")
    client.on_notebook_complete = lambda **_: mark("notebook complete")
    mark("execute() called")
    try:
        yield mark
    finally:
        logger.removeHandler(handler)
        handler.close()


NOTEBOOKS = [
    (chapter, path)
    for chapter in practice.CHAPTERS
    for path in chapter_notebooks(chapter[2:], ROOT / "notebooks")
]


@pytest.mark.parametrize(("chapter", "path"), NOTEBOOKS, ids=lambda x: getattr(x, "stem", x))
def test_student_copy_runs_to_the_end_and_checks(chapter, path, tmp_path):
    copy = student_copy.student_copy(nbformat.read(path, as_version=4))
    assert not any("solution" in cell.metadata.get("tags", []) for cell in copy.cells)
    # one wrong and one right answer, through the copy's own key (the first quiz question's
    # check with a blank answer must refuse; practice.CHECKS must be reachable)
    # (a companion without exercises, such as 05c, does not import the key: it only has to run)
    has_key = "practice" in next(c.source for c in copy.cells if c.cell_type == "code")
    probe = nbformat.v4.new_code_cell(
        "assert not practice.CHECKS[sorted(practice.CHECKS)[0]](None)\n"
        "print('checked', len(practice.CHECKS), 'exercises')"
        if has_key
        else "print('checked', 0, 'exercises')"
    )
    copy.cells.append(probe)
    client = NotebookClient(
        copy,
        timeout=300,
        kernel_name="python3",
        record_timing=True,
        resources={"metadata": {"path": str(tmp_path)}},
    )
    started = time.perf_counter()
    with _event_log(client, path) as mark:
        client.execute()  # raises CellExecutionError if any cell fails
        mark("execute() returned (kernel shut down)")
    _record_slowest_cells(path, copy, time.perf_counter() - started)
    for index, cell in enumerate(copy.cells):
        if cell.cell_type == "code":
            errors = [o for o in cell.outputs if o.output_type == "error"]
            assert not errors, f"{chapter} cell {index}: {errors[0].get('ename')}"
        if "exercise" in cell.metadata.get("tags", []) and "practice.check_" in cell.source:
            assert "not attempted yet" in _outputs_text(cell), f"{chapter} cell {index}"
    assert "checked" in _outputs_text(copy.cells[-1])
