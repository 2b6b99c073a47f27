"""Answer key of chapter 9 (Nim multiplication and the Tartan theorem): built cases, checkers, quiz.

The positions of HDU3404 and POJ3533 are built from the Tartan theorem: a P-position is made by
choosing all lights but one at random and then *dividing* (in the Nim field) for the last one,
so that the xor of the Nim products is 0.  Half the cases are P-positions; among them some that
the ordinary product, the Nim product of the coordinates minus one and plain xor all get wrong.

>>> from gametheory_helpers.practice import ch09
>>> bool(ch09.check_e1(lambda lights: "Don't waste your time."))
False
"""

from __future__ import annotations

import random
from functools import reduce
from operator import xor
from typing import Any

from ..exercises import Feedback, check_function
from ..games.coins import mock_turtles_grundy, ruler_grundy
from ..games.nimbers import nim_inverse, nim_multiply
from ..i18n import N_
from ..quiz import MultipleChoice, ShortAnswer
from . import case_mix
from ._blank import check_table

__all__ = ["CASE_MIX", "CHECKS", "SPOILERS", "Q1", "Q2", "check_e1", "check_e2", "check_e3",
           "check_e4"]  # fmt: skip

WIN, LOSE = "Have a try, lxhgww.", "Don't waste your time."
E1_LIMIT = 10_000  # HDU3404: 1 <= x, y <= 10000
E2_LIMIT = 2_000  # the coordinates of the POJ3533 cases here (from 0)


def e1_reference(lights: list[tuple[int, int]]) -> str:
    """HDU3404: the first player wins iff the xor of the x ⊗ y over the lights is not 0."""
    return WIN if reduce(xor, (nim_multiply(x, y) for x, y in lights), 0) else LOSE


def e2_reference(lights: list[tuple[int, int, int]]) -> bool:
    """POJ3533: True iff the xor of the x ⊗ y ⊗ z is not 0."""
    return reduce(xor, (nim_multiply(nim_multiply(x, y), z) for x, y, z in lights), 0) != 0


def _value1(lights) -> int:
    return reduce(xor, (nim_multiply(x, y) for x, y in lights), 0)


def _value2(lights) -> int:
    return reduce(xor, (nim_multiply(nim_multiply(x, y), z) for x, y, z in lights), 0)


def _complete(rng: random.Random, lights: list, value, limit: int, low: int, dims: int) -> list:
    """``lights`` plus one light that brings the value to 0 (found by a Nim division)."""
    target = value(lights)
    taken = set(lights)
    while True:
        others = tuple(rng.randint(max(low, 1), limit) for _ in range(dims - 1))
        if target == 0:  # a light with a zero coordinate is worth 0 (only possible from 0)
            if low > 0:
                return lights if lights else []
            last = 0
        else:
            last = nim_multiply(target, nim_inverse(reduce(nim_multiply, others, 1)))
        light = (*others, last)
        if low <= last <= limit and light not in taken:
            shuffled = [*lights, light]
            rng.shuffle(shuffled)
            return shuffled


def _e1_cases() -> list[list[tuple[int, int]]]:
    rng = random.Random(3404)
    cases = [[(1, 2), (2, 1)], [(1, 1), (2, 2)]]  # the samples
    # where x * y and nim(x - 1, y - 1) fail: a P-position whose ordinary products do not cancel
    cases += [[(2, 2), (1, 3)], [(3, 3), (1, 2)], [(16, 16), (3, 8)], [(10000, 10000)]]
    cases += [[(1, 1)], [(1, 10000)], [(10000, 1)], [(5, 7), (7, 5), (2, 3)]]
    while len(cases) < 300:
        size = rng.randint(1, 30)
        lights = list({(rng.randint(1, E1_LIMIT), rng.randint(1, E1_LIMIT)) for _ in range(size)})
        if len(cases) % 2:  # every other case a P-position
            lights = _complete(rng, lights[1:], _value1, E1_LIMIT, 1, 2)
        if lights:
            cases.append(lights)
    return cases


def _e2_cases() -> list[list[tuple[int, int, int]]]:
    rng = random.Random(3533)
    cases = [[(1, 1, 1), (2, 2, 3)], [(3, 5, 6), (5, 3, 6)], [(0, 4, 9)], [(1, 1, 1)]]
    cases += [[(2, 2, 2), (1, 1, 2)], [(2, 3, 3), (1, 1, 1)], [(2, 2, 1), (3, 1, 1)]]
    while len(cases) < 300:
        size = rng.randint(1, 20)
        lights = list({tuple(rng.randint(0, E2_LIMIT) for _ in range(3)) for _ in range(size)})
        if len(cases) % 2:
            lights = _complete(rng, lights[1:], _value2, E2_LIMIT, 0, 3)
        if lights:
            cases.append(lights)
    return cases


E1_CASES = _e1_cases()
E2_CASES = _e2_cases()


def check_e1(switch_lights: Any) -> Feedback:
    """Check ``switch_lights(lights)`` (HDU3404) on the built cases."""
    return check_function(
        switch_lights,
        e1_reference,
        [(c,) for c in E1_CASES],
        argument_names=("lights",),
        hint=N_(
            "a light is a head of turning corners, but the coordinates start at 1: read the "
            "moves again (a rectangle may be degenerate)"
        ),
    )


def check_e2(first_player_wins: Any) -> Feedback:
    """Check ``first_player_wins(lights)`` (POJ3533) on the built cases."""
    return check_function(
        first_player_wins,
        e2_reference,
        [(c,) for c in E2_CASES],
        argument_names=("lights",),
        hint=N_("the Tartan theorem in three dimensions (Corollary 4)"),
    )


# 32 is not a Fermat 2-power, so 32 ⊗ 32 is no instance of a property stated before E3 (issue
# #37: 16 ⊗ 16 = 24 was property 3 with M = 16); it takes property 2 (32 = 2 ⊗ 16), the field
# laws, property 3, distributivity and the table: (2 ⊗ 2) ⊗ (16 ⊗ 16) = 3 ⊗ 24 = 48 xor 4.
E3_ANSWERS = {"5*6": 8, "32*32": 52, "1/5": 12, "1/8": 10, "sqrt(8)": 14}
E3_HINTS = {
    "32*32": N_(
        "32 = 2 ⊗ 16 by property 2; regroup, then property 3, distributivity and the table"
    ),
    "1/5": N_("look for 1 in row 5 of the table"),
    "1/8": N_("look for 1 in row 8 of the table"),
    "sqrt(8)": N_("look for 8 on the diagonal of the table"),
}


def check_e3(arithmetic: Any) -> Feedback:
    """Check the table of Nim arithmetic of E3."""
    return check_table(arithmetic, E3_ANSWERS, hints=E3_HINTS)


E4_CASES = [(x, y) for x in range(40) for y in range(1, 40)]


def e4_reference(x: int, y: int) -> int:
    """Mock Turtles x Ruler, by the Tartan theorem with chapter 7's closed forms."""
    return nim_multiply(mock_turtles_grundy(x), ruler_grundy(y))


def check_e4(mt_ruler: Any) -> Feedback:
    """Check ``mt_ruler(x, y)`` for 0 <= x < 40, 1 <= y < 40."""
    return check_function(mt_ruler, e4_reference, E4_CASES, argument_names=("x", "y"))


Q1 = MultipleChoice(
    N_(
        "Balanced turning-corners positions (each column's rows xor to 0) are P-positions. "
        "Which law of the Nim product follows?"
    ),
    [
        (
            N_("distributivity over xor"),
            True,
            N_(
                "A position with heads (a, c), (b, c), (a xor b, c) is balanced, so its value "
                "a ⊗ c xor b ⊗ c xor (a xor b) ⊗ c is 0: that is distributivity (Lemma 2)."
            ),
        ),
        (
            N_("associativity"),
            False,
            N_(
                "Associativity came from the 3-D game: the same head read as (turning corners) x N "
                "and as N x (turning corners), with the Tartan theorem (Corollary 4)."
            ),
        ),
        (
            N_("commutativity"),
            False,
            N_(
                "Commutativity is read straight off the mex rule, which is symmetric in x and y "
                "(Lemma 1(b)): no strategy is needed."
            ),
        ),
        (
            N_("every x != 0 has an inverse"),
            False,
            N_(
                "Inverses came from finiteness: multiplication by x "
                "!= 0 is injective on the finite "
                "subfield below 2^(2^k), hence onto, so it hits 1 (Theorem 5)."
            ),
        ),
    ],
)


def _q2_accept(text: str) -> bool:
    numbers = "".join(c if c.isdigit() else " " for c in text).split()
    return sorted(int(n) for n in numbers) == [0, 1]


Q2 = ShortAnswer(
    N_("All x with x ⊗ x = x:"),
    _q2_accept,
    hint=N_("rewrite x ⊗ x xor x = 0 as a product, with distributivity"),
    explanation=N_("x ⊗ x xor x = x ⊗ (x xor 1) is 0 only when x = 0 or x = 1 (Lemma 1(d))."),
)

CHECKS = {
    "E1": check_e1,
    "E2": check_e2,
    "E3": check_e3,
    "E4": check_e4,
    "Q1": Q1.check,
    "Q2": Q2.check,
}

CASE_MIX = {
    "E1": case_mix(E1_CASES, lambda c: "N" if _value1(c) else "P"),
    "E2": case_mix(E2_CASES, lambda c: "N" if _value2(c) else "P"),
    "E4": case_mix(E4_CASES, lambda x, y: "y odd" if y % 2 else "y even"),
}
CASE_MIX["E1"]["pitfall"] = sum(  # P-positions that x * y or nim(x - 1, y - 1) call N
    1
    for c in E1_CASES
    if not _value1(c)
    and (reduce(xor, (x * y for x, y in c), 0) or _value1([(x - 1, y - 1) for x, y in c]))
)
CASE_MIX["E1"]["large"] = sum(1 for c in E1_CASES if max(max(light) for light in c) > 4096)
CASE_MIX["E2"]["pitfall"] = sum(
    1 for c in E2_CASES if not _value2(c) and reduce(xor, (x * y * z for x, y, z in c), 0)
)

SPOILERS = {
    "E3": (
        "32 \\otimes 32 = 52",
        "32 (x) 32 = 52",
        "32⊗32 = 52",
        "32 ⊗ 32 = 52",
        "3 \\otimes 24 = 52",
        "5 \\otimes 6 = 8",
        "5 \\otimes 12 = 1",
        "8 \\otimes 10 = 1",
        "14 \\otimes 14 = 8",
        "\\sqrt 8 = 14",
    ),
    "Q2": ("idempotents are $0$ and $1$", "x \\in \\{0, 1\\}"),
    "E2": ("xor of the $x \\otimes y \\otimes z$ is 0",),
    "E4": ("Mock Turtles x Ruler: brute force", "tartan_grundy(mt_rule, ruler_rule"),
}
