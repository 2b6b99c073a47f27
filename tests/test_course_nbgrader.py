"""The course through the real nbgrader command line: release, submit, autograde, feedback, export.

Chapter 2, English and Chinese, in a temporary course folder: ``nbgrader generate_assignment``
makes the release; students' notebooks are put in ``submitted/<student>/ch02/`` (what
``nbgrader collect`` does); ``nbgrader autograde``, ``generate_feedback`` and ``export`` run as
a lecturer runs them.  The students: ``right`` (the worked solutions), ``wrong`` (a catalogued
wrong solution on every exercise) and hostile ones (endless loops, huge allocations, megabytes
of output, a deleted and an edited locked test cell, a checker and a reference redefined, the
key module patched, an object equal to everything, a notebook that is not JSON).  The points,
exercise by exercise, are written by hand below.
"""

from __future__ import annotations

import csv
import importlib
import inspect
import os
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest
from course_tools import ROOT, grade_id, solution_region

BIN = Path(sys.executable).parent
# seconds per cell in this test's course: an endless loop waits this out once, asleep (the
# slowest cell of the right notebook takes about 0.7 s on a quiet machine: 17 times that)
TIMEOUT = 12

# student -> test cell -> points, by hand (E1..E6: 2 points, E7, Q1, Q2: 1; the written answers
# are graded by hand later, so 0 here)
EXPECTED = {
    "right": {"e1": 2, "e2": 2, "e3": 2, "e4": 2, "e5": 2, "e6": 2, "e7": 1, "q1": 1, "q2": 1},
    "wrong": {"e1": 0, "e2": 0, "e3": 0, "e4": 0, "e5": 0, "e6": 0, "e7": 0, "q1": 0, "q2": 0},
    # E1 endless loop at top level, E2 endless loop in the function, E3 a huge allocation, E4
    # 20 000 lines of output (and right), E5 checker and reference redefined, E6 key module and
    # exercises patched, E7 right, Q1 right, Q2 wrong
    "hostile_a": {"e1": 0, "e2": 0, "e3": 0, "e4": 2, "e5": 0, "e6": 0, "e7": 1, "q1": 1, "q2": 0},
    # E1 right with its test cell deleted (restored), E2 wrong with its test edited to
    # `assert True` (restored), E3 a huge allocation inside the function, E4 an object equal to
    # everything, E5 right after 3 MB printed on one line, E6, E7, Q1, Q2 right
    "hostile_b": {"e1": 2, "e2": 0, "e3": 0, "e4": 0, "e5": 2, "e6": 2, "e7": 1, "q1": 1, "q2": 1},
    "broken": {"e1": 0, "e2": 0, "e3": 0, "e4": 0, "e5": 0, "e6": 0, "e7": 0, "q1": 0, "q2": 0},
}
# the Chinese class: one student, right on E1-E4 and Q1, a catalogued wrong solution elsewhere
EXPECTED_ZH = {
    "mixed": {"e1": 2, "e2": 2, "e3": 2, "e4": 2, "e5": 0, "e6": 0, "e7": 0, "q1": 1, "q2": 0}
}
MAX_SCORE = 21  # 15 autograded + Q1 written (2) + R1+R2 written (4)
VARIABLES = {
    "E1": "matches_game",
    "E2": "count_winning_moves",
    "E3": "georgia_and_bob",
    "E4": "volunteer",
    "E5": "winning_first_bids",
    "E6": "rabbit_and_grass",
    "E7": "my_moves",
    "Q1": "answer_q1",
    "Q2": "answer_q2",
}


def _env(exchange: Path) -> dict:
    env = dict(os.environ)
    env["PATH"] = f"{BIN}{os.pathsep}{env.get('PATH', '')}"  # nbgrader runs alembic from there
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    env["GAMETHEORY_EXCHANGE_ROOT"] = str(exchange)
    return env


def nbgrader(course: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [str(BIN / "nbgrader"), *args],
        cwd=course,
        env=_env(course.parent / "exchange"),
        capture_output=True,
        text=True,
        timeout=600,
    )


@pytest.fixture(scope="module")
def courses(tmp_path_factory):
    out = tmp_path_factory.mktemp("courses")
    (out / "exchange").mkdir()
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "make_course.py"), "--out", str(out),
         "--chapters", "02", "--timeout", str(TIMEOUT)],
        env=_env(out / "exchange"), capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    return out


def _wrong_answer(exercise: str) -> str:
    """The first catalogued wrong solution of ``exercise`` as an answer cell's source."""
    catalogue = importlib.import_module("test_practice_ch02").CATALOGUE
    attempt = next(a for a in catalogue if a.exercise == exercise and not a.accepted)
    variable = VARIABLES[exercise]
    if callable(attempt.attempt):
        return f"{inspect.getsource(attempt.attempt)}\n{variable} = {attempt.attempt.__name__}\n"
    return f"{variable} = {attempt.attempt!r}\n"


# endless, but asleep: nbclient's timeout interrupts it as it does a spinning loop, and the
# TIMEOUT seconds it waits leave the CPU to the tests running beside this one
LOOP_TOP = "import time\n\nwhile True:\n    time.sleep(0.1)\n"
LOOP_INSIDE = "def count_winning_moves(heaps):\n    while True:\n        pass\n"
HUGE_TOP = "hoard = bytearray(64 * 1024**3)\n"
HUGE_INSIDE = "def georgia_and_bob(squares):\n    return [0] * 10**11\n"
LINES = "for line in range(20_000):\n    print('line', line)\n"
CHEAT_E5 = (
    "practice.check_e5 = lambda attempt: True\n"
    "practice.e5_reference = lambda price, step: []\n"
    "def winning_first_bids(price, step):\n    return []\n"
)
CHEAT_E6 = (
    "import sys\nimport gametheory_helpers.exercises as ex\n"
    "ex.check_function = lambda *a, **k: ex.Feedback(True, 'Correct')\n"
    "sys.modules['gametheory_helpers.practice.ch02'].E6_CASES[:] = [[0]]\n"
    "def rabbit_and_grass(squares):\n    return 'Grass Win!'\n"
)
RIGHT_E4 = "def volunteer(n, m):\n    return 'Rabbit' if n % (m + 1) == 0 else 'Grass'\n"
LIAR = (
    "class Liar:\n    def __eq__(self, other):\n        return True\n    __hash__ = None\n\n"
    "def volunteer(n, m):\n    return Liar()\n"
)


def _submit(course: Path, student: str, answers: dict, *, drop=(), edits=None) -> None:
    """Put ``student``'s notebook (the release with ``answers`` by grade id) into submitted/."""
    source = nbformat.read(course / "source" / "ch02" / "ch02.ipynb", 4)
    right = {
        grade_id(c): solution_region(c.source)
        for c in source.cells
        if c.metadata.nbgrader["solution"] and c.cell_type == "code"
    }
    notebook = nbformat.read(course / "release" / "ch02" / "ch02.ipynb", 4)
    notebook.cells = [c for c in notebook.cells if grade_id(c) not in drop]
    for cell in notebook.cells:
        name = grade_id(cell)
        if name in (edits or {}):
            cell.source = edits[name]
        elif name in answers:
            cell.source = answers[name]
        elif name in right:
            cell.source = right[name]
    folder = course / "submitted" / student / "ch02"
    folder.mkdir(parents=True)
    nbformat.write(notebook, folder / "ch02.ipynb")


def _grades(course: Path) -> dict:
    from nbgrader.api import Gradebook

    table = {}
    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gradebook:
        for student in gradebook.students:
            notebook = gradebook.find_submission_notebook("ch02", "ch02", student.id)
            table[student.id] = {
                g.name.removesuffix("_test"): g.score
                for g in notebook.grades
                if g.name.endswith("_test")
            }
    return table


def _export(course: Path) -> dict:
    done = nbgrader(course, "export")
    assert done.returncode == 0, done.stderr[-3000:]
    with open(course / "grades.csv", encoding="utf-8") as file:
        return {row["student_id"]: row for row in csv.DictReader(file)}


def _expected_total(points: dict) -> float:
    return float(sum(points.values()))


def test_english_class_right_wrong_and_hostile(courses):
    course = courses / "en"
    done = nbgrader(course, "generate_assignment", "ch02")
    assert done.returncode == 0, done.stderr[-3000:]
    wrong = {f"{e.lower()}_answer": _wrong_answer(e) for e in VARIABLES}
    _submit(course, "right", {})
    _submit(course, "wrong", wrong)
    _submit(
        course,
        "hostile_a",
        {
            "e1_answer": LOOP_TOP,
            "e2_answer": LOOP_INSIDE,
            "e3_answer": HUGE_TOP,
            "e4_answer": RIGHT_E4 + LINES,
            "e5_answer": CHEAT_E5,
            "e6_answer": CHEAT_E6,
            "q2_answer": wrong["q2_answer"],
        },
    )
    _submit(
        course,
        "hostile_b",
        {
            "e2_answer": wrong["e2_answer"],
            "e3_answer": HUGE_INSIDE,
            "e4_answer": LIAR,
        },
        drop=("e1_test",),
        edits={"e2_test": "assert True"},
    )
    source = nbformat.read(course / "source" / "ch02" / "ch02.ipynb", 4)
    e5 = next(solution_region(c.source) for c in source.cells if grade_id(c) == "e5_answer")
    path = course / "submitted" / "hostile_b" / "ch02" / "ch02.ipynb"
    notebook = nbformat.read(path, 4)
    for cell in notebook.cells:
        if grade_id(cell) == "e5_answer":
            cell.source = "print('x' * 3_000_000)\n" + e5
    nbformat.write(notebook, path)
    (course / "submitted" / "broken" / "ch02").mkdir(parents=True)
    (course / "submitted" / "broken" / "ch02" / "ch02.ipynb").write_text('{"cells": [')

    done = nbgrader(course, "autograde", "ch02", "--create")
    # the broken notebook is reported (nbgrader exits 1 for it); every other one is graded
    assert "Notebook does not appear to be JSON" in done.stderr, done.stderr[-3000:]
    for student in ("right", "wrong", "hostile_a", "hostile_b"):
        assert (course / "autograded" / student / "ch02" / "ch02.ipynb").is_file(), student
    graded = _grades(course)
    assert {s: {k: graded[s].get(k) for k in EXPECTED[s]} for s in EXPECTED} == {
        s: {k: float(v) for k, v in points.items()} for s, points in EXPECTED.items()
    }
    rows = _export(course)
    assert {s: float(rows[s]["score"]) for s in EXPECTED} == {
        s: _expected_total(points) for s, points in EXPECTED.items()
    }
    assert {float(rows[s]["max_score"]) for s in EXPECTED} == {MAX_SCORE}
    # the restored test cells, the cut output, the memory limit, the timeout
    autograded = nbformat.read(course / "autograded" / "hostile_b" / "ch02" / "ch02.ipynb", 4)
    cells = {grade_id(c): c for c in autograded.cells}
    assert "missing from the submission" in cells["e1_test"].source
    assert "verify(" in cells["e2_test"].source
    hostile_a = nbformat.read(course / "autograded" / "hostile_a" / "ch02" / "ch02.ipynb", 4)
    cells_a = {grade_id(c): c for c in hostile_a.cells}
    assert "MemoryError" in {o.get("ename") for o in cells_a["e3_answer"].outputs}
    assert "Output truncated" in "".join(o.get("text", "") for o in cells_a["e4_answer"].outputs)
    printed = "".join(o.get("text", "") for o in cells["e5_answer"].outputs)
    assert "Output truncated" in printed and len(printed) < 30_000  # 3 MB on one line, cut
    assert "CellTimeoutError" in str(cells_a["e1_answer"].outputs)
    # feedback: the checker's own words under the failed test cell
    done = nbgrader(course, "generate_feedback", "ch02")
    assert done.returncode == 0, done.stderr[-3000:]
    page = (course / "feedback" / "wrong" / "ch02" / "ch02.html").read_text(encoding="utf-8")
    assert "Not yet" in page and "Score" in page


def test_chinese_class_gets_chinese_feedback(courses):
    course = courses / "zh"
    done = nbgrader(course, "generate_assignment", "ch02")
    assert done.returncode == 0, done.stderr[-3000:]
    wrong = ("E5", "E6", "E7", "Q2")
    _submit(course, "mixed", {f"{e.lower()}_answer": _wrong_answer(e) for e in wrong})
    done = nbgrader(course, "autograde", "ch02", "--create")
    assert done.returncode == 0, done.stderr[-3000:]
    graded = _grades(course)
    assert {s: {k: graded[s].get(k) for k in EXPECTED_ZH[s]} for s in EXPECTED_ZH} == {
        s: {k: float(v) for k, v in points.items()} for s, points in EXPECTED_ZH.items()
    }
    rows = _export(course)
    assert float(rows["mixed"]["score"]) == 9.0
    done = nbgrader(course, "generate_feedback", "ch02")
    assert done.returncode == 0, done.stderr[-3000:]
    page = (course / "feedback" / "mixed" / "ch02" / "ch02.html").read_text(encoding="utf-8")
    assert "得分" in page and "测试单元格" in page and "还不对" in page
    assert "Score:" not in page and "Test cell" not in page
