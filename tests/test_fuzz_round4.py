"""The fourth fuzz round (issue 39): each reproduction, held by a test.

Calls that once hung run in a forked child (``tests/hostile.py``) that is stopped when it has
used a few seconds of CPU; the tests measure the child's CPU time, never the wall clock.
"""

from __future__ import annotations

import importlib.util
import inspect
import itertools
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import nbformat
import pytest
from hostile import limited

from gametheory_helpers import exercises
from gametheory_helpers.exercises import check_answers, check_function, check_set
from gametheory_helpers.i18n import set_language
from gametheory_helpers.practice import ch01, ch06


@pytest.fixture
def chinese():
    set_language("zh")
    yield
    set_language("en")


def _cpu_of(function):
    """Run ``function()`` in a forked child; return (its value, the child's CPU seconds)."""

    def measured():
        started = time.process_time()
        value = function()
        return value, time.process_time() - started

    outcome = limited(measured, timeout=30)  # a hang backstop only
    assert outcome.kind == "answer", str(outcome)
    return outcome.value


# -- wrong answers -------------------------------------------------------------------------


def _sum_then_clear(heaps):
    total = sum(heaps)
    heaps.clear()
    return total


def test_a_function_that_empties_its_case_does_not_empty_the_checkers_cases():
    cases = [[1, 2], [3], [4, 5, 6]]
    assert check_function(_sum_then_clear, sum, cases, argument_names=("heaps",))
    assert cases == [[1, 2], [3], [4, 5, 6]]
    assert not check_function(lambda heaps: 0, sum, cases, argument_names=("heaps",))


def test_the_reference_never_sees_the_students_copy():
    seen = []

    def keeps_and_spoils(heaps):
        for earlier in seen:
            earlier.append(100)  # spoils the lists it was given before
        seen.append(heaps)
        return sum(heaps)

    assert check_function(keeps_and_spoils, sum, [[1], [2], [3]], argument_names=("heaps",))


def test_a_student_emptying_the_case_cannot_empty_the_references_answer():
    """The reference gets a copy of its own: with one copy shared, a reference that answers
    with its argument would answer the list the student emptied, and agree with it."""

    def empties(heaps):
        heaps.clear()
        return heaps

    feedback = check_function(empties, lambda heaps: heaps, [[1, 2], [3]])
    assert not feedback, feedback


@pytest.mark.parametrize("answer", [False, True])
def test_a_bool_is_not_a_count(answer):
    assert not ch01.check_impartial_count(answer)
    assert ch01.check_impartial_count(0)
    assert not exercises.check_answer(answer, int(answer))


# -- hangs -----------------------------------------------------------------------------------


# The timer's signal is handled at a loop's backward jump or at a call: these loops have both
# inside their ``try``, so every tick lands where the student's handler catches it.


def _bare_except_loop(n):
    while True:
        try:
            while True:
                n += 1
        except:  # noqa: E722 - the student's code under test
            pass


def _except_base_and_call(n):
    def step(k):
        try:
            while True:
                k += 1
        except BaseException:
            return k

    while True:
        try:
            n = step(n)
        except BaseException:
            continue


def _finally_continue(n):
    while True:
        try:
            while True:
                n += 1
        finally:
            continue  # noqa: B012 - swallows any exception


@pytest.mark.parametrize("student", [_bare_except_loop, _except_base_and_call, _finally_continue])
def test_a_loop_that_catches_everything_is_still_stopped(student):
    def check():
        return check_function(student, lambda n: n, [1, 2], time_limit=0.3).message

    message, cpu = _cpu_of(check)
    assert "Time limit" in message and "n = 1" in message
    assert cpu < 1.5, cpu


def test_after_a_stopped_loop_the_checker_and_the_tracer_are_as_before():
    def check():
        tracer = __import__("sys").gettrace()
        first = check_function(_bare_except_loop, lambda n: n, [1], time_limit=0.2)
        second = check_function(lambda n: n, lambda n: n, [1, 2, 3])
        return bool(first), bool(second), __import__("sys").gettrace() is tracer

    (first, second, same_tracer), _cpu = _cpu_of(check)
    assert (first, second, same_tracer) == (False, True, True)


def test_once_the_time_is_up_no_python_handler_runs_for_the_ticks():
    """The first tick's handler (Python) stops the student's code and installs the stop
    tracer, which traces every new frame: a Python handler for the later ticks was traced too
    and could be entered again by the next tick at its first instruction. Once, in a full
    suite, ticks so nested ~700 deep inside pytest's hook for exceptions nobody can catch,
    for minutes of CPU. So the first stop hands both timer signals to a C-level handler (it
    only asks for another _TimeUp), and the handlers the signals had before come back."""
    installed = []

    def check():
        real_signal = signal.signal

        def recording(number, handler):
            installed.append((number, handler))
            return real_signal(number, handler)

        before = signal.getsignal(signal.SIGPROF), signal.getsignal(signal.SIGALRM)
        signal.signal = recording
        try:
            message = check_function(_bare_except_loop, lambda n: n, [1], time_limit=0.2).message
        finally:
            signal.signal = real_signal
        after = signal.getsignal(signal.SIGPROF), signal.getsignal(signal.SIGALRM)

        def kind(number: int, handler) -> str:  # noqa: ANN001
            if handler is before[number == signal.SIGALRM]:
                return "as before"
            return "Python" if inspect.isfunction(handler) else "C"

        return "Time limit" in message, [kind(*each) for each in installed], before == after

    (stopped, kinds, restored), cpu = _cpu_of(check)
    assert stopped and restored, (stopped, restored)
    # the first tick's handler for both, the C handler for both, then both as before
    assert kinds == ["Python"] * 2 + ["C"] * 2 + ["as before"] * 2, kinds
    assert cpu < 1.5, cpu


def _spin(seconds: float) -> None:
    """Compute (not wait) for ``seconds`` of CPU time: the checkers' limits count CPU time."""
    end = time.process_time() + seconds
    while time.process_time() < end:
        pass


def test_a_check_has_a_total_time_budget_and_says_so():
    calls = []

    def slow_but_right(n):
        calls.append(n)
        _spin(0.2)
        return n

    feedback = check_function(
        slow_but_right, lambda n: n, range(100), time_limit=1.0, total_time_limit=0.5
    )
    assert not feedback and "0.5 s in all" in feedback.message
    assert len(calls) <= 4  # stopped after the budget, not after 100 calls


def test_the_default_budget_stops_a_slow_right_function_long_before_all_cases():
    assert exercises.DEFAULT_TOTAL_TIME_LIMIT <= 30
    # a check that says no budget gets the default one (running it out would cost 20 s)
    default = inspect.signature(check_function).parameters["total_time_limit"].default
    assert default == exercises.DEFAULT_TOTAL_TIME_LIMIT
    calls = []

    def slow_but_right(n):
        calls.append(n)
        _spin(0.5)
        return n

    # 182 cases at 0.5 s would be 91 s; the budget stops it (counted in calls, not seconds)
    feedback = check_function(slow_but_right, lambda n: n, range(182), total_time_limit=1.2)
    assert not feedback and len(calls) <= 4


def test_limits_count_cpu_time_and_a_waiting_function_meets_the_wall_backstop():
    # a right function that computes 0.3 s per call is not stopped by a 1 s limit however
    # busy the machine (CPU time), while one that sleeps is stopped by the backstop
    assert check_function(lambda n: _spin(0.3) or n, lambda n: n, range(2), time_limit=1.0)
    calls = []

    def sleeper(n):
        calls.append(n)
        time.sleep(60)
        return n

    feedback = check_function(sleeper, lambda n: n, range(3), time_limit=0.2)
    # stopped in its first call (WALL_BACKSTOP_FACTOR x 0.2 s): without the backstop each call
    # would sleep its 60 s out and be right (no wall-clock threshold here: the verdict says it)
    assert not feedback and "Time limit" in feedback.message and calls == [0]


def _endless():
    while True:
        yield 1


@pytest.mark.parametrize(
    "attempt", [itertools.count(), _endless, itertools.repeat((1, 2))], ids=["count", "gen", "rep"]
)
def test_check_set_on_an_endless_iterable_refuses(attempt):
    def check():
        value = attempt() if callable(attempt) else attempt
        return check_set(value, {1, 2}).message, ch01.check_e2(value).message

    (message, chapter), cpu = _cpu_of(check)
    assert "endless" in message and "endless" in chapter
    assert cpu < 4, cpu


def test_check_set_still_reads_a_generator_and_names_an_unhashable_element():
    assert check_set((x for x in (1, 2)), {1, 2})
    assert "cannot be an element" in check_set([{1: 2}], {1}).message


def test_a_custom_same_reads_a_lazy_answer_inside_the_time_limit():
    def lazy_move(heaps):
        return _endless()  # a generator: e2_same reads it

    def check():
        return ch06.check_e2(lazy_move).message

    message, cpu = _cpu_of(check)
    assert message.startswith("Not yet") or "Time limit" in message, message
    assert cpu < 5, cpu


def test_a_slow_same_is_inside_the_time_limit():
    def slow_same(got, expected):
        while True:
            pass

    def check():
        return check_function(lambda n: n, lambda n: n, [1], same=slow_same, time_limit=0.3)

    feedback, cpu = _cpu_of(check)
    assert "Time limit" in feedback.message and cpu < 1.5


# -- the teacher's own arguments ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("keywords", "name"),
    [
        ({"reference": 3}, "reference"),
        ({"cases": 5}, "cases"),
        ({"cases": "123"}, "cases"),
        ({"hint": 7}, "hint"),
        ({"argument_names": "n"}, "argument_names"),
        ({"same": "=="}, "same"),
        ({"time_limit": -1}, "time_limit"),
        ({"time_limit": "3"}, "time_limit"),
        ({"total_time_limit": float("nan")}, "total_time_limit"),
        ({"time_limit": True}, "time_limit"),
    ],
)
def test_check_function_checks_the_teachers_arguments(keywords, name):
    arguments = {"reference": abs, "cases": [1, 2]} | keywords
    with pytest.raises((TypeError, ValueError), match=name):
        check_function(abs, **arguments)


@pytest.mark.parametrize(
    ("expected", "hints", "name"),
    [(5, None, "expected"), ([1, 2], None, "expected"), ({"a": 1}, 3, "hints"),
     ({"a": 1}, {"a": 3}, "hints")],
)  # fmt: skip
def test_check_answers_checks_the_teachers_arguments(expected, hints, name):
    with pytest.raises(TypeError, match=name):
        check_answers({"a": 1}, expected, hints=hints)


def test_ch06_e2_reads_no_more_of_an_endless_answer_than_a_move():
    def check():
        return ch06.check_e2(lambda heaps: itertools.count(1)).message

    message, cpu = _cpu_of(check)
    assert message.startswith("Not yet"), message
    assert cpu < 2, cpu


# -- tools: data loss and crashes ------------------------------------------------------------

ROOT = Path(__file__).resolve().parent.parent


def _sandbox(tmp_path: Path) -> tuple[Path, Path]:
    """A copy of the tools next to a notebooks/ folder holding one chapter with a solution."""
    (tmp_path / "tools").mkdir()
    for name in ("student_copy.py", "notebook_files.py", "execute_notebooks.py"):
        shutil.copy(ROOT / "tools" / name, tmp_path / "tools" / name)
    chapter = nbformat.v4.new_notebook()
    solution = nbformat.v4.new_code_cell("ANSWER = 42")
    solution.metadata = {"tags": ["solution"], "slideshow": {"slide_type": "skip"}}
    chapter.cells = [nbformat.v4.new_markdown_cell("# Exercises"), solution]
    (tmp_path / "notebooks" / "zh").mkdir(parents=True)
    path = tmp_path / "notebooks" / "01_x.ipynb"
    nbformat.write(chapter, path)
    return tmp_path / "tools", path


def _tool(tools: Path, name: str, *args: str, cwd: Path | None = None):
    return subprocess.run(
        [sys.executable, str(tools / name), *args],
        cwd=cwd or tools.parent,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
        capture_output=True,
        text=True,
        timeout=120,
    )


def _one_line_refusal(done: subprocess.CompletedProcess, *words: str) -> None:
    assert done.returncode == 2, (done.returncode, done.stderr)
    lines = done.stderr.strip().splitlines()
    assert "Traceback" not in done.stderr and len(lines) == 1, done.stderr
    for word in words:
        assert word in done.stderr, done.stderr


@pytest.mark.parametrize("out", ["notebooks", "notebooks/zh", "notebooks/../notebooks"])
def test_student_copy_never_writes_over_the_chapters(tmp_path, out):
    tools, chapter = _sandbox(tmp_path)
    before = chapter.read_bytes()
    done = _tool(tools, "student_copy.py", "--out", out)
    _one_line_refusal(done, "notebooks")
    assert chapter.read_bytes() == before
    assert list((tmp_path / "notebooks" / "zh").iterdir()) == []


def test_student_copy_never_writes_over_the_notebook_it_reads(tmp_path):
    tools, chapter = _sandbox(tmp_path)
    mine = tmp_path / "mine" / "copy.ipynb"
    mine.parent.mkdir()
    shutil.copy(chapter, mine)
    before = mine.read_bytes()
    _one_line_refusal(_tool(tools, "student_copy.py", "--out", str(mine.parent), str(mine)))
    assert mine.read_bytes() == before


def test_student_copy_to_an_existing_file_is_refused_in_one_line(tmp_path):
    tools, _chapter = _sandbox(tmp_path)
    existing = tmp_path / "notes.txt"
    existing.write_text("mine", encoding="utf-8")
    _one_line_refusal(_tool(tools, "student_copy.py", "--out", str(existing)), "notes.txt")
    _one_line_refusal(_tool(tools, "student_copy.py", "--out", str(existing / "sub")), "notes.txt")
    assert existing.read_text(encoding="utf-8") == "mine"
    done = _tool(tools, "student_copy.py", "--out", str(tmp_path / "fine"))
    assert done.returncode == 0, done.stderr
    assert "ANSWER" not in (tmp_path / "fine" / "01_x.ipynb").read_text(encoding="utf-8")


def _runnable(tmp_path: Path, **changes) -> Path:
    notebook = nbformat.v4.new_notebook()
    marker = tmp_path / "ran.txt"
    cell = nbformat.v4.new_code_cell(f"open({str(marker)!r}, 'w').write('ran')")
    cell.metadata = changes.pop("cell_metadata", {})
    notebook.cells = [cell]
    notebook.metadata.update(changes)
    path = tmp_path / "nb.ipynb"
    path.write_text(json.dumps(notebook), encoding="utf-8")
    return path


STATE = "application/vnd.jupyter.widget-state+json"


@pytest.mark.parametrize(
    "changes",
    [
        {"widgets": {STATE: {"state": [], "version_major": 2, "version_minor": 0}}},
        {"widgets": {STATE: {"state": "none", "version_major": 2, "version_minor": 0}}},
        {"widgets": {STATE: "none"}},
        {"widgets": ["none"]},
        {"cell_metadata": {"tags": "solution"}},
    ],
    ids=["state-list", "state-string", "widget-state-string", "widgets-list", "tag-string"],
)
def test_execute_notebooks_refuses_an_unsavable_notebook_before_running_it(tmp_path, changes):
    path = _runnable(tmp_path, **changes)
    before = path.read_bytes()
    done = _tool(ROOT / "tools", "execute_notebooks.py", str(path), cwd=ROOT)
    _one_line_refusal(done, str(path))
    assert not (tmp_path / "ran.txt").exists() and path.read_bytes() == before


def test_execute_notebooks_refuses_an_unknown_name_in_one_line():
    done = _tool(ROOT / "tools", "execute_notebooks.py", "99_no_such.ipynb", cwd=ROOT)
    _one_line_refusal(done, "99_no_such")


def _load_tool(name: str):
    spec = importlib.util.spec_from_file_location(f"round4_{name}", ROOT / "tools" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


BAD_NOTEBOOK = (
    '{"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": [{"cell_type": "code"}]}'
)
BAD_CATALOGUES = {
    "garbage": 'msgid "a"\nmsgstr "b"\nthis is not a po line\n',
    "binary": b"\xff\xfe\x00msgid",
}


def _write(path: Path, text: str | bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


def _assert_one_line(capsys, code: int, *words: str) -> None:
    assert code == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1, lines
    for word in words:
        assert word in lines[0], lines


def test_update_messages_reports_a_malformed_notebook_in_one_line(tmp_path, monkeypatch, capsys):
    tool = _load_tool("update_messages")
    bad = _write(tmp_path / "01_bad.ipynb", BAD_NOTEBOOK)
    monkeypatch.setattr(tool, "NOTEBOOKS", tmp_path)
    _assert_one_line(capsys, tool.main(["--check"]), str(bad))


@pytest.mark.parametrize("kind", sorted(BAD_CATALOGUES))
def test_update_messages_reports_a_malformed_catalogue_in_one_line(
    tmp_path, monkeypatch, capsys, kind
):
    tool = _load_tool("update_messages")
    bad = _write(tmp_path / "bad.po", BAD_CATALOGUES[kind])
    monkeypatch.setattr(tool, "PO", bad)
    monkeypatch.setattr(tool, "MO", tmp_path / "bad.mo")  # never written: refused first
    _assert_one_line(capsys, tool.main([]), "bad.po")
    assert not (tmp_path / "bad.mo").exists()


def test_update_messages_check_reports_a_malformed_mo(tmp_path, monkeypatch):
    tool = _load_tool("update_messages")
    monkeypatch.setattr(tool, "MO", _write(tmp_path / "bad.mo", b"not a catalogue"))
    assert any("bad.mo cannot be read" in line for line in tool.problems())


@pytest.mark.parametrize("command", ["check", "status", "update"])
def test_translate_notebooks_reports_a_malformed_catalogue_in_one_line(tmp_path, capsys, command):
    tool = _load_tool("translate_notebooks")
    notebooks = tmp_path / "notebooks"
    chapter = nbformat.v4.new_notebook()
    chapter.cells = [nbformat.v4.new_markdown_cell("# Title")]
    notebooks.mkdir()
    nbformat.write(chapter, notebooks / "01_x.ipynb")
    bad = _write(tmp_path / "i18n" / "01_x.po", BAD_CATALOGUES["garbage"])
    paths = tool.Paths(notebooks=notebooks, catalogues=tmp_path / "i18n")
    _assert_one_line(capsys, tool.main([command], paths), str(bad))


def test_translate_notebooks_reports_a_malformed_notebook_in_one_line(tmp_path, capsys):
    tool = _load_tool("translate_notebooks")
    bad = _write(tmp_path / "notebooks" / "01_x.ipynb", BAD_NOTEBOOK)
    paths = tool.Paths(notebooks=tmp_path / "notebooks", catalogues=tmp_path / "i18n")
    _assert_one_line(capsys, tool.main(["update"], paths), str(bad))


# -- sizes the API accepted that took minutes ------------------------------------------------


def test_a_brute_force_on_a_big_octal_row_is_refused_at_once():
    def call():
        from gametheory_helpers.games.octal import octal_game

        return octal_game("0." + "7" * 32).grundy((3000,))

    outcome = limited(call, cpu=1)
    assert outcome.kind == "refusal" and "max_steps" in outcome.message, str(outcome)


def test_the_literal_octal_game_still_answers_small_rows():
    from gametheory_helpers.games.octal import octal_game

    kayles = octal_game("0.77")
    assert kayles.grundy((3, 4)) == 3 ^ 1  # G(3) = 3, G(4) = 1 (Guy's table)
    assert kayles.grundy((12,)) == 4  # Kayles: 0 1 2 3 1 4 3 2 1 4 2 6 4


def test_grundy_sequence_without_numba_refuses_a_size_it_cannot_finish(monkeypatch):
    from gametheory_helpers.games import octal, octal_sparse

    monkeypatch.setattr(octal_sparse, "ACCELERATE", False)
    outcome = limited(lambda: octal.grundy_sequence("0.6", 2**21), cpu=1)
    assert outcome.kind == "refusal" and "numba" in outcome.message, str(outcome)
    # by hand: a move takes one token and leaves one or two nonempty heaps
    assert octal.grundy_sequence("0.6", 5) == [0, 0, 1, 2, 0]
    assert len(octal.grundy_sequence("0.33", 10**5)) == 10**5  # no two-heap digit: no cap


# -- plotting and validation: clear refusals, in Chinese too -----------------------------------


@pytest.mark.parametrize("width", [10**100, None, 0, 2.5])
def test_draw_battle_board_refuses_a_bad_width_at_once(width):
    from gametheory_helpers.plotting import draw_battle_board

    outcome = limited(lambda: draw_battle_board(width, 5, ((0, 0), (1, 1))), cpu=1)
    assert outcome.kind == "refusal" and "width" in outcome.message, str(outcome)


def test_draw_battle_board_refuses_in_chinese():
    def call(width, position):
        from gametheory_helpers.plotting import draw_battle_board

        set_language("zh")
        return draw_battle_board(width, 5, position)

    assert "棋盘宽度" in limited(lambda: call(10**100, ((0, 0), (1, 1))), cpu=1).message
    outcome = limited(lambda: call(5, None), cpu=1)
    assert outcome.kind == "refusal" and "士兵" in outcome.message, str(outcome)


@pytest.mark.parametrize("arguments", [(None, 5, "n"), (3, None, "n"), ("3", 5, "n")])
def test_require_at_most_names_a_value_that_is_not_a_number(arguments):
    from gametheory_helpers.validation import require_at_most

    with pytest.raises(TypeError, match="must be a number"):
        require_at_most(*arguments)


# -- Chinese -----------------------------------------------------------------------------------


def test_blank_answers_and_the_new_refusals_are_in_chinese(chinese):
    from gametheory_helpers.practice import ch05
    from gametheory_helpers.practice._blank import check_table

    assert "尚未作答" in ch01.check_combinatorial({"chess": ...}).message
    assert "尚未作答" in check_table({"a": ...}, {"a": 1}).message
    assert "全部" in ch05.check_e3(dict(ch05.E3_RULES)).message
    assert "不是" in ch05.check_e3(dict.fromkeys(ch05.E3_RULES, "0.1")).message
    assert "无穷" in check_set(itertools.repeat(1, 10**6), {1}).message
    slow = check_function(lambda n: _spin(0.2) or n, abs, range(9), total_time_limit=0.3)
    assert "总共" in slow.message
    with pytest.raises(TypeError, match="必须是函数"):
        check_function(abs, 3, [1])


def test_every_chapter_still_accepts_its_references_with_the_new_limits():
    from gametheory_helpers.practice import ch02

    assert ch02.check_e1(ch02.e1_reference)
    assert ch06.check_e2(lambda heaps: (ch06.e2_reference(heaps) or [None])[0])
