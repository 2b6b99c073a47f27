"""Tests of the exercise checkers: they judge, name a counter-example, and never raise."""

import sys
import threading
import time

import numpy as np
import pytest

from gametheory_helpers import exercises
from gametheory_helpers.exercises import (
    Feedback,
    check_answer,
    check_answers,
    check_function,
    check_set,
    short_repr,
)


def bash_outcome(n):
    """Reference: Bash game with m = 3, P exactly at the multiples of 4 (the article)."""
    return "P" if n % 4 == 0 else "N"


# -- Feedback --------------------------------------------------------------------------------


def test_feedback_truthiness_and_repr():
    good, bad = Feedback(True, "fine."), Feedback(False, "not yet.")
    assert bool(good) is True
    assert bool(bad) is False
    assert repr(good) == "✅ fine."
    assert repr(bad) == "❌ not yet."
    assert good == Feedback(True, "fine.")
    with pytest.raises(AttributeError):
        good.correct = False  # frozen: a verdict cannot be edited


# -- check_function --------------------------------------------------------------------------


def test_check_function_accepts_a_correct_attempt():
    feedback = check_function(lambda n: "N" if n % 4 else "P", bash_outcome, range(30))
    assert feedback
    assert feedback.message == "Correct on all 30 test cases."


def test_check_function_names_the_first_counter_example():
    def forgets_m_plus_1(n):
        return "P" if n % 3 == 0 else "N"

    feedback = check_function(forgets_m_plus_1, bash_outcome, range(10), hint="look at 4.")
    assert not feedback
    # n = 0 agrees; n = 3 is the first disagreement ('P' given, 'N' expected)
    assert feedback.message == (
        "Not yet: for n = 3 your function returns 'P' but the answer is 'N'. Hint: look at 4."
    )


def test_check_function_with_several_arguments_and_names():
    def wrong_sum(a, b):
        return a + b if a < 2 else a - b

    feedback = check_function(
        wrong_sum, lambda a, b: a + b, [(0, 1), (1, 1), (2, 5)], argument_names=("a", "b")
    )
    assert not feedback
    assert "for a = 2, b = 5 your function returns -3 but the answer is 7" in feedback.message
    # with names that do not fit, the raw input is shown
    feedback = check_function(wrong_sum, lambda a, b: a + b, [(2, 5)])
    assert "for input (2, 5) your function returns -3" in feedback.message


def test_check_function_not_attempted_yet():
    def stub(n):
        raise NotImplementedError

    feedback = check_function(stub, bash_outcome, range(5), hint="unused")
    assert not feedback
    assert feedback.message.startswith("not attempted yet")
    assert "NotImplementedError" in feedback.message


def test_check_function_reports_an_exception_instead_of_raising():
    def crashes(n):
        return 10 // (n - 2)

    def reference(n):
        return 10 // (n - 2) if n != 2 else 0

    feedback = check_function(crashes, reference, range(5), hint="division by zero?")
    assert not feedback
    assert "for n = 2 your function raised ZeroDivisionError" in feedback.message
    assert feedback.message.endswith("Hint: division by zero?")


def test_check_function_survives_a_result_that_cannot_be_compared():
    class Weird:
        def __eq__(self, other):
            raise RuntimeError("no comparing me")

        def __repr__(self):
            return "Weird()"

    feedback = check_function(lambda n: Weird(), lambda n: n, [1])
    assert not feedback
    assert "returns Weird() but the answer is 1" in feedback.message


def test_check_function_custom_comparison_and_non_callable():
    feedback = check_function(
        lambda n: [n, 0],
        lambda n: [0, n],
        [1, 2],
        same=lambda got, want: sorted(got) == sorted(want),
    )
    assert feedback
    assert feedback.message == "Correct on all 2 test cases."
    feedback = check_function(42, bash_outcome, range(3))
    assert not feedback
    assert feedback.message == "expected a function, got 42."


def test_check_function_with_no_cases_is_vacuously_correct():
    assert (
        check_function(lambda n: None, bash_outcome, []).message == "Correct on all 0 test cases."
    )


# -- check_answer ------------------------------------------------------------------------------


def test_check_answer():
    assert check_answer(60, 14 ^ 21 ^ 39, what="nim-sum")
    assert check_answer(60, 60, what="nim-sum").message == "Correct: the nim-sum is 60."
    wrong = check_answer(61, 60, hint="xor, not add", what="nim-sum")
    assert not wrong
    assert wrong.message == "Not yet: 61 is not the nim-sum. Hint: xor, not add"
    assert "60" not in wrong.message, "the answer must not be given away"
    for blank in (None, ...):
        feedback = check_answer(blank, 60, what="nim-sum")
        assert not feedback
        assert feedback.message == "not attempted yet: fill in your nim-sum."


def test_check_answer_with_incomparable_values():
    class Grumpy:
        def __eq__(self, other):
            raise ValueError("ambiguous")

        def __repr__(self):
            return "Grumpy()"

    feedback = check_answer(Grumpy(), 3)
    assert not feedback
    assert feedback.message == "Not yet: Grumpy() is not the answer."


# -- check_set ---------------------------------------------------------------------------------


def test_check_set():
    p_positions = {0, 4, 8}
    assert check_set([8, 0, 4], p_positions, what="set of P-positions")
    assert check_set((0, 4, 8, 4), p_positions).message == "Correct: the set is [0, 4, 8]."
    extra = check_set({0, 3, 4, 8}, p_positions, hint="3 -> 0 is a move")
    assert not extra
    assert extra.message == "Not yet: 3 should not be in the set. Hint: 3 -> 0 is a move"
    missing = check_set({0, 4}, p_positions, what="kernel")
    assert not missing
    assert missing.message == "Not yet: your kernel is missing an element (1 missing)."
    assert "8" not in missing.message, "the missing element must not be given away"
    assert check_set(None, p_positions).message == "not attempted yet: fill in your set."
    assert check_set(5, p_positions).message == "expected a collection (a set or a list), got 5."


# -- check_answers -----------------------------------------------------------------------------

QUIZ = {"2048": "no", "gomoku": "no", "Nim": "yes"}


def test_check_answers_all_right():
    feedback = check_answers(dict(QUIZ), QUIZ)
    assert feedback
    assert feedback.message == "All 3 answers are right."


def test_check_answers_names_the_first_wrong_item_with_its_hint():
    attempt = {"2048": "yes", "gomoku": "yes", "Nim": "yes"}
    feedback = check_answers(attempt, QUIZ, hints={"2048": "is there chance?", "Nim": "x"})
    assert not feedback
    assert feedback.message == (
        "2 of 3 answers are wrong; look again at '2048'. Hint: is there chance?"
    )
    assert "gomoku" not in feedback.message


def test_check_answers_incomplete_or_wrong_shape():
    assert (
        check_answers({"2048": "no"}, QUIZ).message == "not finished yet: no answer for 'gomoku'."
    )
    blank = {"2048": "no", "gomoku": ..., "Nim": "yes"}
    assert check_answers(blank, QUIZ).message == "not finished yet: no answer for 'gomoku'."
    unknown = {**QUIZ, "chess": "yes"}
    assert check_answers(unknown, QUIZ).message == "'chess' is not one of the questions."
    not_a_dict = check_answers(["no", "no", "yes"], QUIZ)
    assert not not_a_dict
    assert not_a_dict.message == "expected a dict of answers, got ['no', 'no', 'yes']."


# -- time limits, printing floods, huge values (issue: exercises never hang) -----------------


def spins_forever(n):
    while True:
        pass


def spins_in_a_loop_that_swallows_exceptions(n):
    while True:
        try:
            while True:
                pass
        except Exception:  # a student's catch-all must not defeat the limit
            continue


def exponential_search(n):
    def count(k):
        return 1 if k < 2 else count(k - 1) + count(k - 2)

    return "P" if count(n + 40) % 4 == 0 else "N"


@pytest.mark.parametrize(
    "hang", [spins_forever, spins_in_a_loop_that_swallows_exceptions, exponential_search]
)
def test_check_function_stops_an_attempt_that_never_returns_then_still_works(hang):
    start = time.process_time()  # CPU seconds: the attempt spins for its 0.3 s, no longer
    feedback = check_function(hang, bash_outcome, [0, 1, 2], time_limit=0.3)
    elapsed = time.process_time() - start
    assert not feedback
    assert elapsed < 0.3 + 1.0, f"the verdict took {elapsed:.2f} s of CPU"
    assert feedback.message.startswith(
        "Time limit: for n = 0 your function was still running after 0.3 s"
    )
    assert "infinite loop" in feedback.message and "exponentially" in feedback.message
    # the same process (the kernel) is usable afterwards: a correct attempt passes
    assert check_function(lambda n: "N" if n % 4 else "P", bash_outcome, range(20))
    time.sleep(0.25)  # no stray alarm is left behind to hit later code


def test_time_limit_names_the_case_it_was_working_on_and_keeps_the_hint():
    def slow_from_5(n):
        while n >= 5:
            pass
        return bash_outcome(n)

    feedback = check_function(slow_from_5, bash_outcome, range(8), time_limit=0.2, hint="look.")
    assert "for n = 5 your function was still running after 0.2 s" in feedback.message
    assert feedback.message.endswith("Hint: look.")


def test_default_time_limit_is_a_few_seconds():
    assert 1 <= exercises.DEFAULT_TIME_LIMIT <= 5


def test_time_limit_outside_the_main_thread_answers_and_says_so():
    results = []
    worker = threading.Thread(
        target=lambda: results.append(
            check_function(spins_forever, bash_outcome, [3], time_limit=0.3)
        )
    )
    start = time.process_time()  # CPU seconds: a spinning attempt left behind would add up
    worker.start()
    worker.join(120)  # a backstop only
    assert not worker.is_alive()
    assert time.process_time() - start < 2
    assert not exercises.can_interrupt() or threading.current_thread() is threading.main_thread()
    (feedback,) = results
    assert "for n = 3 your function was still running" in feedback.message
    assert "cannot interrupt code directly" in feedback.message


def test_a_flood_of_printing_is_cut(capsys):
    def chatty(n):
        for i in range(100_000):
            print("step", i)
        return bash_outcome(n)

    # no time limit: printing 200,000 lines may take seconds on a loaded machine
    assert check_function(chatty, bash_outcome, [0, 1], time_limit=None, total_time_limit=None)
    shown = capsys.readouterr().out
    assert len(shown) < 3 * exercises.PRINT_LIMIT + 500
    assert "characters of printing cut by the checker" in shown
    assert "step 0\n" in shown


def test_messages_stay_short_for_long_results():
    feedback = check_function(lambda n: list(range(10**6)), lambda n: [0], [1])
    assert not feedback
    assert len(feedback.message) < 500
    assert "..." in feedback.message


def test_huge_integers_never_break_a_message():
    assert sys.get_int_max_str_digits() == 4300  # Python's default limit is in force
    wrong = check_answer(10**5000, 5)
    assert not wrong
    assert "integer of about 5,001 digits" in wrong.message
    right = check_answer(10**5000, 10**5000)
    assert right and len(right.message) < 200
    feedback = check_function(lambda n: n * 10**5000, lambda n: 0, [1])
    assert "integer of about 5,001 digits" in feedback.message
    assert short_repr(-(10**60)) == "<-integer of about 61 digits, ending ...000000>"
    assert short_repr(10**57) == str(10**57)


def test_short_repr_survives_a_broken_repr():
    class Broken:
        def __repr__(self):
            raise RuntimeError("no")

    assert short_repr(Broken()) == "<Broken object that cannot be shown>"
    assert len(short_repr("x" * 10_000, limit=50)) <= 55


def test_check_answers_with_numpy_arrays():
    expected = {"row": np.array([0, 1, 2]), "n": 3}
    assert check_answers({"row": np.array([0, 1, 2]), "n": 3}, expected)
    assert check_answers({"row": [0, 1, 2], "n": 3}, expected)
    wrong = check_answers({"row": np.array([0, 1, 3]), "n": 3}, expected)
    assert not wrong
    assert wrong.message == "1 of 2 answers are wrong; look again at 'row'."
    shape = check_answers({"row": np.array([0, 1]), "n": 3}, expected)
    assert not shape
    assert check_answer(np.array([1, 2]), np.array([1, 2]))
    assert not check_answer(np.array([1, 2]), np.array([1, 3]))


def test_check_set_reads_lists_as_tuples_and_names_unhashable_elements():
    assert check_set([[1, 2], [3, 5]], {(1, 2), (3, 5)})
    wrong = check_set([[1, 2]], {(1, 3)})
    assert wrong.message == "Not yet: (1, 2) should not be in the set."
    bad = check_set([{1: 2}], {1})
    assert not bad
    assert "{1: 2} (a dict) cannot be an element" in bad.message
    assert "expected a collection" in check_set(5, {1}).message
    assert "expected a collection" in check_set("abc", {"a"}).message
