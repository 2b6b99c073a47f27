"""`make student`: the student copies hold no solution text and still run up to the exercises."""

from __future__ import annotations

import ast
import builtins
import importlib.util
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
CHAPTERS = [path for path in NOTEBOOKS if not path.name.startswith("00_")]

_spec = importlib.util.spec_from_file_location("student_copy", ROOT / "tools" / "student_copy.py")
student_copy = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(student_copy)


@pytest.fixture(scope="module")
def copies(tmp_path_factory):
    out = tmp_path_factory.mktemp("student")
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "student_copy.py"), "--out", str(out)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return out


def _all_text(notebook) -> str:
    parts = []
    for cell in notebook.cells:
        parts.append(cell.source)
        for output in cell.get("outputs", []):
            parts.append(str(output.get("text", "")))
            parts.extend(str(value) for value in output.get("data", {}).values())
    return "\n".join(parts)


def solution_lines(notebook) -> set[str]:
    """Lines of solution / answer-key cells (longer than a few characters) found nowhere else."""
    hidden, visible = set(), set()
    for cell in notebook.cells:
        lines = {line.strip() for line in cell.source.splitlines() if len(line.strip()) > 6}
        if set(cell.metadata.get("tags", [])) & student_copy.HIDDEN_TAGS:
            hidden |= lines
        else:
            visible |= lines
    return hidden - visible


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_no_solution_text_survives(path, copies):
    original = nbformat.read(path, as_version=4)
    copy = nbformat.read(copies / path.name, as_version=4)
    nbformat.validate(copy)
    lines = {line.strip() for line in _all_text(copy).splitlines()}
    leaked = sorted(solution_lines(original) & lines)
    assert leaked == [], f"solution text in the student copy: {leaked[:3]}"
    assert not any(
        set(cell.metadata.get("tags", [])) & student_copy.HIDDEN_TAGS for cell in copy.cells
    )
    start = student_copy.exercises_start(copy)
    if start is not None:
        for cell in copy.cells[start:]:
            if cell.cell_type == "code":
                assert cell.outputs == [] and cell.execution_count is None


def test_the_synthetic_leak_is_caught():
    nb = nbformat.v4.new_notebook()
    visible = nbformat.v4.new_code_cell("check_function(answer, reference, CASES)")
    secret = nbformat.v4.new_code_cell(
        "def answer(n):\n    return n % 4\ncheck_function(answer, reference, CASES)"
    )
    secret.metadata["tags"] = ["solution"]
    nb.cells = [visible, secret]
    assert solution_lines(nb) == {"def answer(n):", "return n % 4"}
    copy = student_copy.student_copy(nb)
    assert [c.source for c in copy.cells] == [visible.source]


def _names(source: str) -> tuple[set[str], set[str]]:
    """(names a cell reads, names it defines), from its syntax tree."""
    try:
        tree = ast.parse(source)
    except SyntaxError:  # IPython magics: treat as self-contained
        return set(), set()
    used, defined = set(), set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            (defined if isinstance(node.ctx, ast.Store) else used).add(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            defined.add(node.name)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            defined |= {(alias.asname or alias.name).split(".")[0] for alias in node.names}
    return used, defined


def _cells_to_run(notebook) -> list:
    """The first code cell (the imports) and the last code cell before the exercises that needs
    nothing but what the first defines, so the test stays fast but really runs the copy."""
    start = student_copy.exercises_start(notebook)
    code = [cell for cell in notebook.cells[:start] if cell.cell_type == "code"]
    known = _names(code[0].source)[1] | set(dir(builtins)) | {"display", "get_ipython"}
    for cell in reversed(code[1:]):
        used, defined = _names(cell.source)
        if used <= known | defined:
            return [code[0], cell]
    return code[:1]


@pytest.mark.parametrize("path", CHAPTERS, ids=lambda p: p.name)
def test_student_copy_runs_up_to_its_first_exercise(path, copies):
    copy = nbformat.read(copies / path.name, as_version=4)
    assert student_copy.exercises_start(copy) is not None, "every chapter has an Exercises heading"
    run = nbformat.v4.new_notebook(metadata=copy.metadata)
    run.cells = [nbformat.from_dict(cell) for cell in _cells_to_run(copy)]
    client = NotebookClient(
        run, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(copies)}}
    )
    client.execute()  # raises CellExecutionError if a cell fails
    for cell in run.cells:
        assert not [o for o in cell.outputs if o.output_type == "error"]
