"""The course's test cells, in-process: right answers pass, every catalogued wrong one fails.

For every chapter the instructor's assignment (``tools/make_course.py``) runs top to bottom in a
fresh namespace: every test cell passes (full points).  Then each test cell is run again with
its answer replaced by every attempt of the chapter's wrong-solution catalogue
(``tests/test_practice_chNN.py``): it passes exactly for the attempts marked right.  The
attempts marked ``slow`` (stopped at the checker's time limit, seconds each; that sweep checks
it) go through the test cells of one chapter only, ``SLOW_CHAPTER``.  The sweep
reuses one pristine key per chapter (loading it afresh per call is what the hostile cases below
test).  Hostile answers that redefine the checker, the reference or patch the key modules
still fail, with :func:`gametheory_helpers.practice.grading.verify` loading the key afresh.
"""

from __future__ import annotations

import importlib
from contextlib import contextmanager

import nbformat
import pytest
from course_tools import CHAPTERS, VERIFY_CALL, grade_id, load_tool, run_cells

from gametheory_helpers.i18n import set_language
from gametheory_helpers.practice import grading

make_course = load_tool("make_course")
# the chapter whose slow wrong attempts are graded through its test cells too (a time limit's
# feedback reaches the grade as a failed test); the other chapters' add 28 s and no new path
SLOW_CHAPTER = "ch06"


@pytest.fixture(scope="module")
def course(tmp_path_factory):
    out = tmp_path_factory.mktemp("course")
    for edition in make_course.EDITIONS:
        make_course.write_course(edition, out / edition, "/srv/nbgrader/exchange")
    return out


@pytest.fixture
def cached_keys(monkeypatch):
    """One pristine key per (chapter, language) for the sweep; the language reset afterwards."""
    cache: dict = {}
    real = grading.pristine_key

    def cached(chapter, language="en"):
        if (chapter, language) not in cache:
            cache[chapter, language] = real(chapter, language)
        return cache[chapter, language]

    monkeypatch.setattr(grading, "pristine_key", cached)
    monkeypatch.setattr(grading, "_forget", lambda name: None)
    yield
    for _, package in cache.values():
        real.__globals__["_forget"](package.__name__)
    set_language("en")


def _code_cells(notebook):
    return [c for c in notebook.cells if c.cell_type == "code"]


@pytest.mark.parametrize(
    "edition, chapter", [("en", c) for c in CHAPTERS] + [("zh", "ch02"), ("zh", "ch06")]
)
def test_the_instructor_version_gets_full_points_and_wrong_solutions_none(
    course, cached_keys, edition, chapter
):
    notebook = nbformat.read(course / edition / "source" / chapter / f"{chapter}.ipynb", 4)
    cells = _code_cells(notebook)
    namespace = {"__name__": "__main__"}
    results = run_cells([c.source for c in cells], namespace)
    failed = [(grade_id(cells[i]), repr(error)[:300]) for i, error in results if error]
    assert failed == []
    tests = [c for c in cells if c.metadata.nbgrader["grade"]]
    catalogue = importlib.import_module(f"test_practice_{chapter}").CATALOGUE
    checked, slow = set(), []
    for cell in tests:
        _, exercise, variable = VERIFY_CALL.search(cell.source).groups()
        attempts = [a for a in catalogue if a.exercise == exercise]
        assert any(not a.accepted for a in attempts), f"{exercise}: no wrong solution catalogued"
        for attempt in attempts:
            if attempt.slow and chapter != SLOW_CHAPTER:
                continue
            slow += [attempt.label] if attempt.slow else []
            trial = dict(namespace, **{variable: attempt.attempt})
            (_, error), *_ = run_cells([cell.source], trial)
            if attempt.accepted:
                assert error is None, (exercise, attempt.label, error)
            else:
                assert isinstance(error, AssertionError), (exercise, attempt.label, error)
                assert str(error).startswith("❌")
                if edition == "zh":  # the checker's own feedback, in the notebook's language
                    assert any("\u4e00" <= ch <= "\u9fff" for ch in str(error)), str(error)
            checked.add(exercise)
    assert checked == {VERIFY_CALL.search(c.source).group(2) for c in tests}
    assert bool(slow) == (chapter == SLOW_CHAPTER), slow


WRONG_E1 = 'def matches_game(heaps):\n    return "Yes" if sum(heaps) % 2 else "No"\n'
HOSTILE = {
    "redefines practice": "practice = None\n",
    "replaces the checker": "from gametheory_helpers.exercises import Feedback\n"
    "practice.check_e1 = lambda attempt: Feedback(True, 'Correct')\n",
    "replaces the reference": "practice.e1_reference = matches_game\n",
    "empties the key's cases": "import sys\n"
    "sys.modules['gametheory_helpers.practice.ch02'].E1_CASES[:] = [[1]]\n",
    "patches check_function": "import gametheory_helpers.exercises as ex\n"
    "ex.check_function = lambda *a, **k: ex.Feedback(True, 'Correct')\n",
    "patches the comparison": "import gametheory_helpers.exercises as ex\n"
    "ex._equal = lambda got, expected: True\n",
    "patches Feedback": "import gametheory_helpers.exercises as ex\n"
    "ex.Feedback.__bool__ = lambda self: True\n",
    "patches the CHECKS table": "import gametheory_helpers.practice.ch02 as key\n"
    "key.CHECKS['E1'] = lambda attempt: True\n",
    "answers with an object equal to everything": "class Liar:\n"
    "    def __eq__(self, other):\n        return True\n    __hash__ = object.__hash__\n"
    "def matches_game(heaps):\n    return Liar()\n",
    "a string that equals every answer": "class Both(str):\n"
    "    def __eq__(self, other):\n        return True\n    __hash__ = str.__hash__\n"
    "def matches_game(heaps):\n    return Both('Yes')\n",
}


@contextmanager
def _restored():
    """Undo what the hostile answers do to the loaded modules (the test process goes on)."""
    exercises = importlib.import_module("gametheory_helpers.exercises")
    key = importlib.import_module("gametheory_helpers.practice.ch02")
    saved = [(module, dict(vars(module))) for module in (exercises, key)]
    cases, checks = list(key.E1_CASES), dict(key.CHECKS)
    feedback_bool = exercises.Feedback.__dict__["__bool__"]
    try:
        yield
    finally:
        for module, attributes in saved:
            for name in set(vars(module)) - set(attributes):
                delattr(module, name)
            for name, value in attributes.items():
                setattr(module, name, value)
        key.E1_CASES[:] = cases
        key.CHECKS.clear()
        key.CHECKS.update(checks)
        exercises.Feedback.__bool__ = feedback_bool


@pytest.mark.parametrize("label", list(HOSTILE))
def test_hostile_answers_cannot_pass_a_wrong_solution(course, label):
    notebook = nbformat.read(course / "en" / "source" / "ch02" / "ch02.ipynb", 4)
    cells = _code_cells(notebook)
    setup = [c.source for c in cells if grade_id(c) in ("ch02_setup",)]
    test = next(c.source for c in cells if grade_id(c) == "e1_test")
    with _restored():
        results = run_cells([*setup, WRONG_E1 + HOSTILE[label], test], {"__name__": "__main__"})
    assert [error is None for _, error in results[:-1]] == [True, True]
    error = results[-1][1]
    assert isinstance(error, AssertionError) and str(error).startswith("❌ Not yet"), error


def test_the_same_answer_passes_when_right(course):
    """The hostile harness itself lets a right answer through (so the test above can fail)."""
    notebook = nbformat.read(course / "en" / "source" / "ch02" / "ch02.ipynb", 4)
    cells = _code_cells(notebook)
    setup = next(c.source for c in cells if grade_id(c) == "ch02_setup")
    test = next(c.source for c in cells if grade_id(c) == "e1_test")
    right = "def matches_game(heaps):\n    return 'Yes' if reduce(xor, heaps, 0) else 'No'\n"
    with _restored():
        results = run_cells([setup, right + HOSTILE["replaces the reference"], test], {})
    assert [error for _, error in results] == [None, None, None]
