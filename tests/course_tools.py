"""Helpers of the course tests: build the course, make a release in-process, run a notebook.

``tests/test_course.py`` (generation, release), ``tests/test_course_grading.py`` (every test cell
against the wrong-solution catalogue, in-process) and ``tests/test_course_nbgrader.py`` (the
real nbgrader command line) share these.
"""

from __future__ import annotations

import contextlib
import importlib.util
import io
import re
import sys
from pathlib import Path
from typing import Any

import nbformat

ROOT = Path(__file__).resolve().parent.parent
CHAPTERS = [f"ch{number:02d}" for number in range(1, 11)]
VERIFY_CALL = re.compile(r'verify\("(ch\d\d)", "(\w+)", (\w+)')


def load_tool(name: str) -> Any:
    """A module of ``tools/`` by file name (they are scripts, not a package)."""
    spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def grade_id(cell: dict) -> str:
    return cell["metadata"]["nbgrader"]["grade_id"]


def solution_region(source: str) -> str:
    """The text between ``### BEGIN SOLUTION`` and ``### END SOLUTION`` of an answer cell."""
    return source.split("### BEGIN SOLUTION\n", 1)[1].split("\n### END SOLUTION", 1)[0]


def release(notebook: nbformat.NotebookNode, config: Any) -> nbformat.NotebookNode:
    """What ``nbgrader generate_assignment`` makes of ``notebook``: nbgrader's own clearing
    preprocessors, with the course's config (the database steps left out)."""
    from nbgrader.preprocessors import (
        ClearHiddenTests,
        ClearMarkScheme,
        ClearOutput,
        ClearSolutions,
        LockCells,
    )

    copy = nbformat.from_dict(notebook)
    resources: dict = {}
    for preprocessor in (LockCells, ClearSolutions, ClearOutput, ClearHiddenTests, ClearMarkScheme):
        copy, resources = preprocessor(config=config).preprocess(copy, resources)
    return copy


def run_cells(cells: list[str], namespace: dict) -> list[tuple[int, BaseException | None]]:
    """Run code cell sources in ``namespace`` (output swallowed); the error of each, or None."""
    results = []
    for index, source in enumerate(cells):
        code = "\n".join(
            line for line in source.splitlines() if not line.lstrip().startswith(("%", "!"))
        )
        try:
            with contextlib.redirect_stdout(io.StringIO()):
                exec(compile(code, f"<cell {index}>", "exec"), namespace)  # noqa: S102
        except Exception as error:  # the verdict of a test cell
            results.append((index, error))
        else:
            results.append((index, None))
    return results
