"""Chapter 7's checkers against the solutions students write, right and wrong."""

from __future__ import annotations

import time
from functools import cache, reduce
from operator import xor

import pytest
from practice_catalogue import Attempt, parametrize, verdict

from gametheory_helpers.games.coins import coin_game, mock_turtles, one_or_two_coins, ruler
from gametheory_helpers.practice import ch07


def odious_value(x):
    return 2 * x + (bin(x).count("1") % 2 == 0)


def daizhenyang(value, dedupe=True, inverted=False):
    def solve(heads):
        coins = set(heads) if dedupe else heads
        lose = reduce(xor, (value(x) for x in coins), 0) == 0
        return "Yes" if lose != inverted else "No"

    return solve


@cache
def near_brute(x):  # a memoised brute force of the rule: the table up to x
    options = {0} | {near_brute(x - d) for d in (1, 2) if d <= x}
    return min(set(range(4)) - options)


E3_RIGHT = [(3, 6), (9, 12), (10, 13)]

CATALOGUE = [
    Attempt("E1", "worked solution", daizhenyang(odious_value), True),
    Attempt(
        "E1",
        "odious by popcount parity, written differently",
        daizhenyang(lambda x: 2 * x + 1 - bin(x).count("1") % 2),
        True,
    ),  # fmt: skip
    Attempt("E1", "no dedupe: a repeated coin cancels", daizhenyang(odious_value, dedupe=False)),
    Attempt("E1", "Nim: g(x) = x", daizhenyang(lambda x: x)),
    Attempt("E1", "forgets the +1: g(x) = 2x", daizhenyang(lambda x: 2 * x)),
    Attempt(
        "E1", "evil instead of odious", daizhenyang(lambda x: 2 * x + (bin(x).count("1") % 2 == 1))
    ),  # fmt: skip
    Attempt("E1", "coins from 1: g(x - 1)", daizhenyang(lambda x: odious_value(max(x - 1, 0)))),
    Attempt("E1", "answers inverted", daizhenyang(odious_value, inverted=True)),
    Attempt("E2", "the rule", lambda h: len(h) % 2 == 0 and reduce(xor, h, 0) == 0, True),
    Attempt(
        "E2", "xor of the odious values", lambda h: reduce(xor, map(odious_value, h), 0) == 0, True
    ),  # fmt: skip
    Attempt("E2", "forgets the parity: xor of coin numbers 0", lambda h: reduce(xor, h, 0) == 0),
    Attempt("E2", "only the parity", lambda h: len(h) % 2 == 0),
    Attempt("E2", "odd number of heads", lambda h: len(h) % 2 == 1 and reduce(xor, h, 0) == 0),
    Attempt("E3", "the winning runs", E3_RIGHT, True),
    Attempt("E3", "as a set", set(E3_RIGHT), True),
    Attempt("E3", "one run missed", E3_RIGHT[:2]),
    Attempt("E3", "a run that does not win added", [*E3_RIGHT, (3, 3)]),
    Attempt("E3", "single coins only", [(6, 6), (12, 12), (13, 13)]),
    Attempt("E4", "the pattern", lambda x: x % 3 + 1, True),
    Attempt("E4", "a table of three", lambda x: (1, 2, 3)[x % 3], True),
    Attempt("E4", "off by one: x % 3", lambda x: x % 3),
    Attempt("E4", "shifted: (x + 1) % 3 + 1", lambda x: (x + 1) % 3 + 1),
    Attempt("E4", "memoised brute force (the table up to x)", near_brute),
    Attempt("E4", "Nim: x + 1", lambda x: x + 1),
    Attempt("Q1", "both right options", {0, 1}, True),
    Attempt("Q1", "one of them", {0}),
    Attempt("Q1", "with a wrong one", {0, 1, 2}),
    Attempt("Q1", "Nim position", {3}),
    Attempt("Q2", "P", "P", True),
    Attempt("Q2", "p-position", "P-position", True),
    Attempt("Q2", "N", "N"),
    Attempt("Q2", "blank", ""),
]


@parametrize(CATALOGUE)
def test_catalogue(attempt):
    assert bool(verdict(ch07, attempt)) == attempt.accepted, verdict(ch07, attempt)


def test_every_exercise_has_three_wrong_and_a_right_solution():
    for exercise in ("E1", "E2", "E3", "E4"):
        entries = [a for a in CATALOGUE if a.exercise == exercise]
        assert sum(not a.accepted for a in entries) >= 3 and any(a.accepted for a in entries)


def test_missed_options_are_not_named():
    message = ch07.Q1.check({0}).message
    assert "well defined" not in message and "missing" in message
    message = ch07.Q1.check({1}).message
    assert "every game ends" not in message


def test_references_agree_with_brute_force():
    mock = coin_game(mock_turtles())
    for heads in ch07.E2_CASES:
        if max(heads, default=0) <= 8:
            assert ch07.e2_reference(heads) == mock.is_p_position(frozenset(heads))
    for case in ch07.E1_CASES:
        if max(case, default=0) <= 8:
            assert (ch07.e1_reference(case) == "Yes") == mock.is_p_position(frozenset(case))
    near = coin_game(ch07.NEAR)
    assert [ch07.e4_reference(x) for x in range(30)] == [
        near.grundy(frozenset({x})) for x in range(30)
    ]
    ruler_game = coin_game(ruler())
    row = ch07.E3_ROW
    for first, last in ch07.E3_ANSWER:  # every named run is a winning move
        after = row ^ frozenset(range(first, last + 1))
        assert last in row and ruler_game.is_p_position(after)
    assert coin_game(one_or_two_coins()).is_p_position(frozenset({3, 5, 6}))  # Q2


def test_cases_keep_the_problems_constraints():
    for heads in ch07.E1_CASES:
        assert all(0 <= x < 10**8 for x in heads)
    for heads in ch07.E2_CASES:
        assert len(set(heads)) == len(heads)
    assert ch07.CASE_MIX["E1"]["pitfall"] >= 50 and ch07.CASE_MIX["E2"]["pitfall"] >= 20


@pytest.mark.parametrize("exercise", ["E1", "E2", "E4"])
def test_checkers_are_quick_for_a_right_solution(exercise):
    right = next(a for a in CATALOGUE if a.exercise == exercise and a.accepted)
    start = time.process_time()  # CPU seconds, not wall clock
    assert verdict(ch07, right)
    assert time.process_time() - start < 2
