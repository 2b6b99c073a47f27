"""`make student`: the copies hold no solution text (test_practice_student_copy runs them)."""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
CHAPTERS = [path for path in NOTEBOOKS if not path.name.startswith("00_")]
# the Chinese edition (README, 中文版): `make student LANG=zh` -> build/student/zh/
ZH_NOTEBOOKS = sorted((ROOT / "notebooks" / "zh").glob("*.ipynb"))

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


@pytest.fixture(scope="module")
def copies_zh(tmp_path_factory):
    out = tmp_path_factory.mktemp("student_zh")
    done = subprocess.run(
        [
            sys.executable,
            str(ROOT / "tools" / "student_copy.py"),
            "--lang",
            "zh",
            "--out",
            str(out),
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return out


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_no_solution_text_survives(path, copies):
    _check_copy(path, copies)


@pytest.mark.parametrize("path", ZH_NOTEBOOKS, ids=lambda p: f"zh-{p.name}")
def test_no_solution_text_survives_in_the_chinese_copies(path, copies_zh):
    _check_copy(path, copies_zh)
    copy = nbformat.read(copies_zh / path.name, as_version=4)
    english = nbformat.read(ROOT / "notebooks" / path.name, as_version=4)
    # the exercises are found by their Chinese heading ("练习") where the English has some
    found = student_copy.exercises_start(copy) is not None
    assert found == (student_copy.exercises_start(english) is not None)
    keys = sum("answer-key" in c.metadata.get("tags", []) for c in english.cells)
    assert sum(c.source == student_copy.KEY_NOTE_ZH for c in copy.cells) == keys
    assert student_copy.KEY_NOTE not in _all_text(copy)


def _check_copy(path, copies):
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


#: what no student copy may say: a model answer, a lecturer's note, a promise of either
FORBIDDEN = re.compile(
    r"<summary>|model\s+answer|model\s+proof|worked\s+solution|hidden\s+below|folded\s+below|"
    r"for\s+the\s+lecturer|参考答案|参考解答|折叠|给讲课的老师的说明",
    re.IGNORECASE,
)


def _forbidden(copy) -> list[str]:
    found = []
    for index, cell in enumerate(copy.cells):
        if cell.cell_type == "markdown":
            found += [f"cell {index}: {m.group(0)!r}" for m in FORBIDDEN.finditer(cell.source)]
    return found


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_no_copy_holds_or_promises_a_model_answer_or_lecturer_note(path, copies):
    copy = nbformat.read(copies / path.name, as_version=4)
    # "worked solutions ... are left out of" the decks is no promise; the slide line stays
    found = [f for f in _forbidden(copy) if "left out" not in f]
    assert found == [], f"{path.name}: {found[:3]}"


@pytest.mark.parametrize("path", ZH_NOTEBOOKS, ids=lambda p: f"zh-{p.name}")
def test_no_chinese_copy_holds_or_promises_a_model_answer_or_lecturer_note(path, copies_zh):
    copy = nbformat.read(copies_zh / path.name, as_version=4)
    assert _forbidden(copy) == [], f"zh/{path.name}: {_forbidden(copy)[:3]}"


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


# Running a student copy to the end, and checking answers in it: test_practice_student_copy.py
