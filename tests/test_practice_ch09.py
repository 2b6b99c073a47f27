"""Chapter 9's checkers against the solutions students write, right and wrong."""

from __future__ import annotations

from functools import cache, reduce
from operator import xor

import pytest
from practice_catalogue import Attempt, parametrize, verdict

from gametheory_helpers.games.coins import mock_turtles, one_or_two_coins, ruler, two_coins
from gametheory_helpers.games.nimbers import nim_multiply, tartan_game, tartan_grundy
from gametheory_helpers.practice import ch09

WIN, LOSE = "Have a try, lxhgww.", "Don't waste your time."


@cache
def slides_product(x: int, y: int) -> int:
    """A student's Nim product: the slides' recursion, with the product by M/2 done in full."""
    if x < y:
        x, y = y, x
    if y == 0:
        return 0
    if x == 1:
        return 1
    t = 2
    while t * t <= x:
        t *= t
    c1 = slides_product(x // t, y // t)
    c2 = slides_product(x // t, y % t) ^ slides_product(x % t, y // t)
    c3 = slides_product(x % t, y % t)
    return (c1 ^ c2) * t ^ c3 ^ slides_product(t // 2, c1)


def lights_game(product):
    def solve(lights):
        return WIN if reduce(xor, (product(x, y) for x, y in lights), 0) else LOSE

    return solve


def box_game(product3, inverted=False):
    def solve(lights):
        return (reduce(xor, (product3(x, y, z) for x, y, z in lights), 0) != 0) != inverted

    return solve


def mt_value(x: int) -> int:
    return 2 * x + (bin(x).count("1") % 2 == 0)


E3_RIGHT = {"5*6": 8, "32*32": 52, "1/5": 12, "1/8": 10, "sqrt(8)": 14}

CATALOGUE = [
    # E1 HDU3404
    Attempt("E1", "worked solution: xor of nim(x, y)", lights_game(nim_multiply), True),
    Attempt("E1", "own slides recursion", lights_game(slides_product), True),
    Attempt("E1", "ordinary product x*y", lights_game(lambda x, y: x * y)),
    Attempt(
        "E1",
        "coordinates from 0: nim(x-1, y-1)",
        lights_game(lambda x, y: nim_multiply(x - 1, y - 1)),
    ),  # fmt: skip
    Attempt("E1", "Nim on the coordinates: x xor y", lights_game(lambda x, y: x ^ y)),
    Attempt("E1", "Nim on x only", lights_game(lambda x, y: x)),
    Attempt(
        "E1",
        "answers inverted",
        lambda lights: LOSE if lights_game(nim_multiply)(lights) == WIN else WIN,
    ),  # fmt: skip
    Attempt(
        "E1",
        "product mod 2^16 table only (x*y kept below 65536)",
        lights_game(lambda x, y: nim_multiply(x % 4096, y % 4096)),
    ),  # fmt: skip
    # E2 POJ3533
    Attempt(
        "E2", "worked solution", box_game(lambda x, y, z: nim_multiply(nim_multiply(x, y), z)), True
    ),  # fmt: skip
    Attempt(
        "E2",
        "own recursion, other grouping",
        box_game(lambda x, y, z: slides_product(x, slides_product(y, z))),
        True,
    ),  # fmt: skip
    Attempt("E2", "ordinary product x*y*z", box_game(lambda x, y, z: x * y * z)),
    Attempt("E2", "x xor y xor z", box_game(lambda x, y, z: x ^ y ^ z)),
    Attempt("E2", "two dimensions only: nim(x, y)", box_game(lambda x, y, z: nim_multiply(x, y))),
    Attempt(
        "E2",
        "the published Yes: True when the xor is 0",
        box_game(lambda x, y, z: nim_multiply(nim_multiply(x, y), z), inverted=True),
    ),  # fmt: skip
    # E3 arithmetic
    Attempt("E3", "the answers", dict(E3_RIGHT), True),
    Attempt("E3", "32 taken for a Fermat 2-power: 3/2 * 32", {**E3_RIGHT, "32*32": 48}),
    Attempt("E3", "ordinary product 32*32", {**E3_RIGHT, "32*32": 1024}),
    Attempt("E3", "3 (x) 24 as the ordinary 3 * 24", {**E3_RIGHT, "32*32": 72}),
    Attempt("E3", "ordinary product 5*6", {**E3_RIGHT, "5*6": 30}),
    Attempt("E3", "1/8 read off column 8 instead", {**E3_RIGHT, "1/8": 8}),
    Attempt("E3", "sqrt(8) = 8 squared", {**E3_RIGHT, "sqrt(8)": nim_multiply(8, 8)}),
    # E4 Mock Turtles x Ruler
    Attempt("E4", "worked solution", lambda x, y: nim_multiply(mt_value(x), y & -y), True),
    Attempt(
        "E4", "tartan_grundy", lambda x, y: tartan_grundy(mock_turtles(), ruler(), x, y), True
    ),  # fmt: skip
    Attempt("E4", "ordinary product", lambda x, y: mt_value(x) * (y & -y)),
    Attempt("E4", "Mock Turtles from 1", lambda x, y: nim_multiply(mt_value(x + 1), y & -y)),
    Attempt("E4", "xor instead of the Nim product", lambda x, y: mt_value(x) ^ (y & -y)),
    Attempt("E4", "Ruler value y itself", lambda x, y: nim_multiply(mt_value(x), y)),
    # quiz
    Attempt("Q1", "distributivity", 0, True),
    Attempt("Q1", "associativity", 1),
    Attempt("Q1", "commutativity", 2),
    Attempt("Q1", "inverses", 3),
    Attempt("Q2", "0, 1", "0, 1", True),
    Attempt("Q2", "1 and 0", "1 and 0", True),
    Attempt("Q2", "only 1", "1"),
    Attempt("Q2", "0, 1, 2, 3 (the subfield)", "0, 1, 2, 3"),
    Attempt("Q2", "blank", ""),
]


@parametrize(CATALOGUE)
def test_catalogue(attempt):
    assert bool(verdict(ch09, attempt)) == attempt.accepted, verdict(ch09, attempt)


def test_every_exercise_has_three_wrong_and_a_right_solution():
    for exercise in ("E1", "E2", "E3", "E4"):
        entries = [a for a in CATALOGUE if a.exercise == exercise]
        assert sum(not a.accepted for a in entries) >= 3 and any(a.accepted for a in entries)


def test_references_agree_with_brute_force_on_small_boards():
    hdu3404 = tartan_game(one_or_two_coins(), one_or_two_coins())  # degenerate rectangles
    small = [(x, y) for x in range(1, 4) for y in range(1, 4)]
    for mask in range(1, 2 ** len(small), 7):
        lights = [c for i, c in enumerate(small) if mask >> i & 1]
        brute = hdu3404.outcome(frozenset(lights))
        assert ch09.e1_reference(lights) == (WIN if brute == "N" else LOSE)
    box = tartan_game(two_coins(), two_coins(), two_coins())
    cube = [(x, y, z) for x in range(3) for y in range(3) for z in range(2)]
    for mask in range(1, 2 ** len(cube), 97):
        lights = [c for i, c in enumerate(cube) if mask >> i & 1]
        assert ch09.e2_reference(lights) == (box.outcome(frozenset(lights)) == "N")


def test_cases_keep_the_problems_constraints_and_both_sides():
    for lights in ch09.E1_CASES:
        assert lights and len(set(lights)) == len(lights)
        assert all(1 <= x <= 10_000 and 1 <= y <= 10_000 for x, y in lights)
    for lights in ch09.E2_CASES:
        assert lights and len(set(lights)) == len(lights)
        assert all(min(light) >= 0 for light in lights)
    for exercise in ("E1", "E2"):
        mix = ch09.CASE_MIX[exercise]
        assert 3 * min(mix["P"], mix["N"]) >= mix["P"] + mix["N"]
        assert mix["pitfall"] >= 50


@pytest.mark.parametrize("exercise", ["E1", "E2", "E4"])
def test_checkers_are_quick_for_a_right_solution(exercise):
    import time

    right = next(a for a in CATALOGUE if a.exercise == exercise and a.accepted)
    start = time.process_time()  # CPU time: a loaded machine does not make it fail
    assert verdict(ch09, right)
    assert time.process_time() - start < 2


def _mex_table(n: int) -> list[list[int]]:
    """x ⊗ y for x, y < n from the mex rule of turning corners, without the package."""
    table = [[0] * n for _ in range(n)]
    for x in range(n):
        for y in range(n):
            seen = {table[a][b] ^ table[x][b] ^ table[a][y] for a in range(x) for b in range(y)}
            table[x][y] = next(v for v in range(len(seen) + 1) if v not in seen)
    return table


def test_e3_answers_and_the_worked_steps_by_the_mex_rule():
    table = _mex_table(33)
    assert {
        "5*6": table[5][6],
        "32*32": table[32][32],
        "1/5": next(y for y in range(1, 16) if table[5][y] == 1),
        "1/8": next(y for y in range(1, 16) if table[8][y] == 1),
        "sqrt(8)": next(y for y in range(16) if table[y][y] == 8),
    } == ch09.E3_ANSWERS
    # the worked solution: 32 = 2 (x) 16, (2 (x) 2) (x) (16 (x) 16) = 3 (x) 24 = 48 xor 4 = 52
    stated = {(2, 16): 32, (2, 2): 3, (16, 16): 24, (3, 24): 52, (3, 16): 48, (3, 8): 4}
    for (x, y), value in stated.items():
        assert table[x][y] == value == nim_multiply(x, y), (x, y)
    assert 48 ^ 4 == 52


def test_e3_hints_are_chinese_under_zh():
    from gametheory_helpers import i18n

    before = i18n.get_language()
    i18n.set_language("zh")
    try:
        messages = [
            ch09.check_e3({**E3_RIGHT, key: -1}).message for key in ("32*32", "1/5", "sqrt(8)")
        ]
    finally:
        i18n.set_language(before)
    assert "提示：由性质 2，32 = 2 ⊗ 16" in messages[0], messages[0]
    assert "提示：在表的第 5 行中找 1" in messages[1], messages[1]
    assert "提示：在表的对角线上找 8" in messages[2], messages[2]
