"""Run All never lets a worked solution replace a name the student defines (issue 37).

Chapter 03's model ``partner`` used to replace the student's before E3 used it. Every worked
solution (a code cell whose first line is the banner) now runs in its own namespace, through
the input transformer of :mod:`gametheory_helpers.practice.isolation`.
"""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from gametheory_helpers.practice import isolation

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
CHAPTERS = sorted(NOTEBOOKS.glob("[01][0-9]*_*.ipynb")) + sorted(
    (NOTEBOOKS / "zh").glob("[01][0-9]*_*.ipynb")
)


def bound_names(source: str) -> set[str]:
    """The names a cell binds at its top level (def, class, assignment)."""
    names = set()
    for node in ast.parse(source).body:
        if isinstance(node, ast.FunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Assign | ast.AnnAssign | ast.AugAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names |= {n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)}
    return names


def clashes(path: Path) -> list[tuple[int, set[str], str]]:
    """(cell index, names, first line) of each solution cell binding a name of a stub above it."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    student: set[str] = set()
    found = []
    for index, cell in enumerate(cells):
        if cell["cell_type"] != "code":
            continue
        tags = cell["metadata"].get("tags", [])
        source = "".join(cell["source"])
        if "exercise" in tags:
            student |= bound_names(source)
        if "solution" in tags and bound_names(source) & student:
            found.append((index, bound_names(source) & student, source.splitlines()[0]))
    return found


def test_the_scan_finds_chapter_03s_partner():
    found = clashes(NOTEBOOKS / "03_wythoff_and_beatty.ipynb")
    assert any("partner" in names for _, names, _ in found)


@pytest.mark.parametrize("path", CHAPTERS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_solution_that_binds_a_student_name_runs_isolated(path):
    for index, names, first in clashes(path):
        assert first.startswith(isolation.BANNER), (
            f"{path.name} cell {index} binds {sorted(names)} without the banner "
            f"{isolation.BANNER!r}: Run All would replace the student's"
        )


@pytest.fixture
def shell():
    from IPython.core.interactiveshell import InteractiveShell

    shell = InteractiveShell.instance()
    assert isolation.register(shell)
    yield shell
    shell.input_transformers_cleanup.remove(isolation._transform)
    InteractiveShell.clear_instance()


def _cell(notebook: str, code: str) -> str:
    cells = json.loads((NOTEBOOKS / notebook).read_text(encoding="utf-8"))["cells"]
    sources = ["".join(c["source"]) for c in cells if "solution" in c["metadata"].get("tags", [])]
    (source,) = [s for s in sources if code in s]
    return source


def test_chapter_03s_model_partner_leaves_the_students_alone(shell):
    setup = "from math import isqrt\nfrom gametheory_helpers.practice import ch03 as practice\n"
    assert shell.run_cell(setup).success
    assert shell.run_cell("def partner(m):\n    return 'mine'\n").success
    e2 = _cell("03_wythoff_and_beatty.ipynb", "def partner(m):")
    e3 = _cell("03_wythoff_and_beatty.ipynb", "def hdu2177(a, b):")
    result = shell.run_cell(e2)
    assert result.success, result.error_in_exec
    assert shell.user_ns["partner"](5) == "mine"
    # E3's worked solution still finds E2's model partner
    result = shell.run_cell(e3)
    assert result.success, result.error_in_exec
    assert "hdu2177" not in shell.user_ns and shell.user_ns["partner"](5) == "mine"


def test_a_cell_without_the_banner_runs_as_usual(shell):
    assert shell.run_cell("x = 1\n").success
    assert shell.user_ns["x"] == 1
