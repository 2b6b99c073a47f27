"""Chapter 1's checkers tell right from wrong: the classic wrong solutions are all rejected.

Also: the closed-form references agree with the brute force, E4 tries sizes a memoised search
cannot finish, and every quiz feedback that names a move names a winning one.
"""

from __future__ import annotations

import math
import re
import sys
from functools import cache

from practice_catalogue import Attempt, parametrize, verdict

from gametheory_helpers.games import team_nim
from gametheory_helpers.graph import digraph_game, kernel
from gametheory_helpers.practice import ch01 as practice

# -- E1 · take 1, 3 or 4 ------------------------------------------------------------------------


def outcome_134_worked(n):
    return "P" if n % 7 in (0, 2) else "N"


def outcome_134_table(n):  # a table up to n: fine for small n, hopeless for n = 10**18
    table = []
    for k in range(n + 1):
        table.append("N" if any(k >= t and table[k - t] == "P" for t in (1, 3, 4)) else "P")
    return table[n]


@cache
def _memo_134(n):
    return "N" if any(n >= t and _memo_134(n - t) == "P" for t in (1, 3, 4)) else "P"


def outcome_134_memo(n):
    return _memo_134(n)


def outcome_134_bash(n):  # Bash's rule with m = 4 (the question Q1 of chapter 2)
    return "P" if n % 5 == 0 else "N"


def outcome_134_only_zero(n):
    return "P" if n % 7 == 0 else "N"


def outcome_134_shifted(n):
    return "P" if n % 7 in (1, 3) else "N"


# -- E3 · take 2 or 3 ---------------------------------------------------------------------------


def is_p_23_worked(n):
    return n % 5 in (0, 1)


def is_p_23_compare(n):
    return n % 5 < 2


def is_p_23_zero_only(n):  # forgets that 1 is terminal too
    return n % 5 == 0


def is_p_23_period_4(n):
    return n % 4 in (0, 1)


def is_p_23_strings(n):  # 'P'/'N' where True/False is asked
    return "P" if n % 5 in (0, 1) else "N"


def is_p_23_brute(n):
    table = []
    for k in range(n + 1):
        table.append(not any(k >= t and table[k - t] for t in (2, 3)))
    return table[n]


# -- E4 · digits 2 to 5 -------------------------------------------------------------------------


def winner_worked(n):
    power = 1
    while 5 * power <= n:
        if n < 10 * power:
            return "Ollie"
        power *= 10
    return "Stan"


def winner_leading_digit(n):
    return "Ollie" if str(n)[0] in "56789" else "Stan"


def winner_memo(n):  # the memoised search over the products 2^a 3^b 5^c: correct, but slow
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 5000))

    @cache
    def wins(p):
        return p <= n and any(not wins(p * d) for d in range(2, 6))

    return "Stan" if wins(1) else "Ollie"


def winner_float_log(n):  # the leading digit through a float logarithm
    return "Ollie" if n / 10 ** math.floor(math.log10(n)) >= 5 else "Stan"


def winner_poj2505(n):  # POJ2505's rule, with the digits 2 to 9
    while n > 18:
        n = (n + 17) // 18
    return "Stan" if n <= 9 else "Ollie"


def winner_off_by_one(n):
    power = 1
    while 5 * power < n:
        if n <= 10 * power:
            return "Ollie"
        power *= 10
    return "Stan"


def winner_float_division(n):  # the interval test with float division
    while n > 10:
        n = math.ceil(n / 10)
    return "Stan" if n <= 5 and n != 5 else "Ollie"


# -- E5 · POJ2068, one player per team ----------------------------------------------------------


def first_wins_worked(s, m):
    return (s - 1) % (m + 1) != 0


def first_wins_mod(s, m):
    return s % (m + 1) != 1 % (m + 1)


def first_wins_normal_bash(s, m):
    return s % (m + 1) != 0


def first_wins_mod_m(s, m):
    return (s - 1) % m != 0


def first_wins_table(s, m):  # a table up to s: hopeless for s = 10**12
    win = [False, False]
    for k in range(2, s + 1):
        win.append(any(not win[k - t] for t in range(1, min(m, k - 1) + 1)))
    return win[s]


def first_wins_forget_one(s, m):
    return s == 1 or (s - 1) % (m + 1) != 0


CATALOGUE = [
    Attempt("check_combinatorial", "right answers", dict(practice.QUIZ_ANSWERS), True),
    Attempt(
        "check_combinatorial",
        "rock-paper-scissors counted",
        {**practice.QUIZ_ANSWERS, "rock-paper-scissors": True},
    ),
    Attempt("check_combinatorial", "chess left out", {**practice.QUIZ_ANSWERS, "gomoku": False}),
    Attempt("check_combinatorial", "not attempted", dict.fromkeys(practice.QUIZ_ANSWERS, ...)),
    Attempt("check_impartial_count", "0", 0, True),
    Attempt("check_impartial_count", "2 (gomoku and chess)", 2),
    Attempt("check_impartial_count", "5", 5),
    Attempt("check_impartial_count", "not attempted", ...),
    Attempt("E1", "worked solution: period 7", outcome_134_worked, True),
    Attempt("E1", "table up to n", outcome_134_table, slow=True),
    Attempt("E1", "memoised recursion", outcome_134_memo),
    Attempt("E1", "Bash's rule with m = 4", outcome_134_bash),
    Attempt("E1", "only n % 7 == 0", outcome_134_only_zero),
    Attempt("E1", "residues shifted by one", outcome_134_shifted),
    Attempt("E2", "the kernel", {1, 5, 6, 10}, True),
    Attempt("E2", "the kernel as a list", [10, 6, 5, 1], True),
    Attempt("E2", "the sink only", {10}),
    Attempt("E2", "the odd heights", {2, 3, 4, 8, 9}),
    Attempt("E2", "one vertex missing", {1, 5, 10}),
    Attempt("E3", "worked solution", is_p_23_worked, True),
    Attempt("E3", "n % 5 < 2", is_p_23_compare, True),
    Attempt("E3", "only n % 5 == 0", is_p_23_zero_only),
    Attempt("E3", "period 4", is_p_23_period_4),
    Attempt("E3", "'P'/'N' instead of True/False", is_p_23_strings),
    Attempt("E3", "table up to n", is_p_23_brute, slow=True),
    Attempt("E4", "worked solution: the intervals", winner_worked, True),
    Attempt("E4", "leading digit 5..9", winner_leading_digit, True),
    Attempt("E4", "memoised search (too slow for 300 digits)", winner_memo, slow=True),
    Attempt("E4", "leading digit by a float log10", winner_float_log),
    Attempt("E4", "POJ2505's rule (digits 2 to 9)", winner_poj2505),
    Attempt("E4", "interval ends off by one", winner_off_by_one),
    Attempt("E4", "float division", winner_float_division),
    Attempt("E5", "worked solution: misère Bash", first_wins_worked, True),
    Attempt("E5", "s % (m + 1) != 1", first_wins_mod, True),
    Attempt("E5", "normal-play Bash", first_wins_normal_bash),
    Attempt("E5", "(s - 1) % m (off by one)", first_wins_mod_m),
    Attempt("E5", "table up to s", first_wins_table, slow=True),
    Attempt("E5", "s = 1 counted as a win", first_wins_forget_one),
    Attempt("Q1", "b, c, f", {1, 2, 5}, True),
    Attempt("Q1", "f only", {5}),
    Attempt("Q1", "a, d, e (the N-positions)", {0, 3, 4}),
    Attempt("Q1", "b, c", {1, 2}),
    Attempt("Q2", "the definition by induction", 0, True),
    Attempt("Q2", "the first player's move", 1),
    Attempt("Q2", "reading off the root", 2),
    Attempt("Q2", "none", 3),
]


@parametrize(CATALOGUE)
def test_catalogue(attempt):
    feedback = verdict(practice, attempt)
    assert bool(feedback) == attempt.accepted, feedback


def test_every_exercise_has_a_right_and_three_wrong_solutions():
    for exercise in practice.CHECKS:
        right = [a for a in CATALOGUE if a.exercise == exercise and a.accepted]
        wrong = [a for a in CATALOGUE if a.exercise == exercise and not a.accepted]
        assert right and len(wrong) >= 2 + exercise.startswith("E"), exercise


def test_references_agree_with_the_brute_force():
    assert all(practice.e1_reference(n) == practice.TAKE_134.outcome(n) for n in range(300))
    assert all(practice.e3_reference(n) == practice.TAKE_23.is_p_position(n) for n in range(300))
    assert all(practice.e4_reference(n) == practice.e4_brute_force(n) for n in range(1, 3000))
    for m in range(1, 7):
        for s in range(1, 60):
            assert practice.e5_reference(s, m) == team_nim.first_team_wins(s, [m, m]), (s, m)


def test_e4_has_sizes_a_memoised_search_cannot_finish():
    """The memoised search is in the catalogue, marked slow: ``verdict`` checks that the time
    limit stops it (checking it here too cost the suite its 4 s again)."""
    assert max(practice.E4_CASES) >= 10**299
    assert [a.slow for a in CATALOGUE if a.attempt is winner_memo] == [True]


def test_subtraction_games_are_checked_far_beyond_a_table():
    for cases in (practice.E1_CASES, practice.E3_CASES):
        assert max(cases) >= 2**63
    for edge in (0, 1, 2):
        assert edge in practice.E1_CASES and edge in practice.E3_CASES


MOVE = re.compile(r"(\w) -> (\w) moves to")


def test_quiz_feedback_names_only_winning_moves():
    game = digraph_game(practice.Q1_EDGES)
    p_positions = kernel(practice.Q1_EDGES)
    for choice in practice.Q1.choices:
        assert choice.correct == (choice.text in p_positions)
        for start, end in MOVE.findall(choice.why):
            assert start == choice.text and end in game.options(start)
            assert game.outcome(end) == "P", choice
