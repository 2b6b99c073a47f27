"""Answer key of chapter 7 (coin-turning games): built cases, checkers, quiz.

The P-positions of Mock Turtles are built from the rule proved in the chapter (an even number
of heads whose coin numbers xor to 0), so that both answers of HDU3537 and of E2 are well
represented, with the pitfalls the chapter names: a coin listed twice, an odd number of heads
with xor 0, coins near 10^8.

>>> from gametheory_helpers.practice import ch07
>>> bool(ch07.check_e1(lambda heads: "No"))
False
"""

from __future__ import annotations

import random
from functools import reduce
from itertools import combinations
from operator import xor
from typing import Any

from ..exercises import Feedback, check_function, check_set
from ..games.coins import (
    CoinRule,
    coin_game,
    hdu3537,
    mock_turtles,
    position_grundy,
    ruler,
    winning_turns,
)
from ..i18n import N_
from ..quiz import MultipleChoice, ShortAnswer
from . import case_mix

__all__ = ["CASE_MIX", "CHECKS", "SPOILERS", "Q1", "Q2", "check_e1", "check_e2", "check_e3",
           "check_e4"]  # fmt: skip

COIN_LIMIT = 10**8  # HDU3537: coins 0 <= x < 10^8


def mock_is_p(heads) -> bool:
    """Mock Turtles (coins from 0): P iff an even number of heads whose numbers xor to 0."""
    heads = set(heads)
    return len(heads) % 2 == 0 and reduce(xor, heads, 0) == 0


def e1_reference(heads: list[int]) -> str:
    """HDU3537: "Yes" when Daizhenyang (first to move) loses."""
    return hdu3537(heads)


def _p_heads(rng: random.Random, size: int, limit: int) -> list[int] | None:
    """``size`` (even) distinct coins below ``limit`` whose numbers xor to 0."""
    heads = set()
    while len(heads) < size - 1:
        heads.add(rng.randrange(limit))
    last = reduce(xor, heads, 0)
    if last in heads or last >= limit:
        return None
    return [*heads, last]


def _e1_cases() -> list[list[int]]:
    rng = random.Random(3537)
    cases: list[list[int]] = [[], [0], [0, 1, 2, 3]]  # the samples
    cases += [[5, 5], [3, 3, 0, 1, 2], [0, 1, 2, 3, 3], [7, 7, 7], [99999999, 4], [99999999]]
    cases += [[1, 2, 3], [0, 0], [6, 6, 1, 2, 4, 7]]  # an odd number with xor 0; repeats
    while len(cases) < 300:
        kind = len(cases) % 3
        limit = rng.choice([16, 1000, COIN_LIMIT])
        if kind == 0:  # a P-position
            heads = _p_heads(rng, 2 * rng.randint(1, 4), limit)
            if heads is None:
                continue
        elif kind == 1:  # a P-position with some coins listed twice
            heads = _p_heads(rng, 2 * rng.randint(1, 4), limit)
            if heads is None:
                continue
            heads += rng.sample(heads, rng.randint(1, len(heads)))
        else:
            heads = [rng.randrange(limit) for _ in range(rng.randint(1, 8))]
            if rng.random() < 0.4:  # a repeat that must not cancel
                heads.append(rng.choice(heads))
        rng.shuffle(heads)
        cases.append(heads)
    return cases


E1_CASES = _e1_cases()


def check_e1(daizhenyang: Any) -> Feedback:
    """Check ``daizhenyang(heads)`` (HDU3537) on the built cases."""
    return check_function(
        daizhenyang,
        e1_reference,
        [(c,) for c in E1_CASES],
        argument_names=("heads",),
        hint=N_("a coin listed twice is still one head"),
    )


def _e2_cases() -> list[list[int]]:
    rng = random.Random(7)
    rows = [sorted(h) for k in range(7) for h in combinations(range(9), k)]
    rows += [sorted(h) for k in (3, 4, 5) for h in combinations(range(16), k) if max(h) >= 9]
    p_rows = [h for h in rows if mock_is_p(h)]
    odd_zero = [h for h in rows if len(h) % 2 and reduce(xor, h, 0) == 0]  # xor 0, but N
    even_other = [h for h in rows if len(h) % 2 == 0 and reduce(xor, h, 0)]
    rng.shuffle(p_rows), rng.shuffle(odd_zero), rng.shuffle(even_other)
    cases = [[], [0], [1, 2, 3], [0, 1, 2, 3]] + p_rows[:70] + odd_zero[:40] + even_other[:30]
    rng.shuffle(cases)
    return cases


E2_CASES = _e2_cases()


def e2_reference(heads: list[int]) -> bool:
    """Mock Turtles by the theorem of section 3: is the xor of the g(x) zero?"""
    return position_grundy(mock_turtles(), heads) == 0


def check_e2(mock_is_p_attempt: Any) -> Feedback:
    """Check ``mock_is_p(heads)`` on built rows of coins 0..8."""
    return check_function(
        mock_is_p_attempt,
        e2_reference,
        [(c,) for c in E2_CASES],
        argument_names=("heads",),
        hint=N_("write g(x) = 2x + [x is evil] and look at the high bits and the last bit"),
    )


E3_ROW = frozenset({3, 6, 12, 13})
E3_ANSWER = {(min(t), max(t)) for t in winning_turns(ruler(), E3_ROW)}


def check_e3(my_winning_runs: Any) -> Feedback:
    """Check the set of winning runs of E3."""
    return check_set(
        my_winning_runs,
        E3_ANSWER,
        what=N_("set of winning runs"),
        hint=N_("the row's value is 1 xor 2 xor 4 xor 1; find runs whose values xor to it"),
    )


NEAR = CoinRule(
    "turn x alone, or x and one of x-1, x-2", lambda x: [(), *[(x - d,) for d in (1, 2) if d <= x]]
)
_NEAR_GAME = coin_game(NEAR)


def e4_reference(x: int) -> int:
    """The pattern of E4 (checked against the brute force in the tests)."""
    return x % 3 + 1


E4_LARGE = [10**6, 10**6 + 1, 10**9 + 2, 10**18, 2**64 + 1]
E4_CASES = list(range(40)) + E4_LARGE


def check_e4(near_g: Any) -> Feedback:
    """Check ``near_g(x)`` for x < 40 and for coins far beyond any table."""
    return check_function(
        near_g,
        e4_reference,
        E4_CASES,
        argument_names=("x",),
        hint=N_("find the pattern in a table, then write it without the table"),
        time_limit=1.0,
    )


Q1 = MultipleChoice(
    N_("The rule 'the rightmost coin turned goes from heads to tails' ensures:"),
    [
        (
            N_("every game ends"),
            True,
            N_(
                "The head x loses 2^x and the coins left of x gain at most 2^x - 1, so "
                "N(H) = sum of 2^x over the heads drops at every move (section 1)."
            ),
        ),
        (
            N_("g(x) is well defined coin by coin from the left"),
            True,
            N_(
                "The companions of x all lie left of x, so the mex defining g(x) only uses values "
                "already defined."
            ),
        ),
        (
            N_("the companion coins must be tails"),
            False,
            N_(
                "Companions may be heads or tails: a head turned "
                "again becomes tails, which the xor "
                "handles as v xor v = 0. That is why the heads are independent."
            ),
        ),
        (
            N_("the game is a Nim position"),
            False,
            N_(
                "Only for special rules (one or two coins): Mock "
                "Turtles or Ruler give other values. "
                "The rule makes each head a separate game, not a Nim heap of x."
            ),
        ),
    ],
    multiple=True,
)

Q2 = ShortAnswer(
    N_("Heads on 3, 5, 6 in 'one or two coins': P or N?"),
    {"p", "p-position"},
    hint=N_("a head on coin x is a Nim heap of x stones"),
    explanation=N_("g(x) = x, so the value is 3 xor 5 xor 6 = 0: a P-position (Bouton)."),
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
    "E1": case_mix([(c,) for c in E1_CASES], lambda c: "P" if mock_is_p(c) else "N"),
    "E2": case_mix([(c,) for c in E2_CASES], lambda c: "P" if mock_is_p(c) else "N"),
    "E4": {"small": 40, "large": len(E4_LARGE)},
}
CASE_MIX["E1"]["pitfall"] = sum(1 for c in E1_CASES if len(set(c)) < len(c))  # repeated coins
CASE_MIX["E1"]["large"] = sum(1 for c in E1_CASES if c and max(c) >= 10**7)
CASE_MIX["E2"]["pitfall"] = sum(1 for c in E2_CASES if len(c) % 2 and reduce(xor, c, 0) == 0)

SPOILERS = {
    "E3": ("(3, 6), (9, 12), (10, 13)", "the run $3..6$", "the run $9..12$", "the run $10..13$"),
    "E4": ("x % 3 + 1", "(x \\bmod 3) + 1", "[1, 2, 3] * 4"),
    "Q2": ("3 \\oplus 5 \\oplus 6 = ", "3 xor 5 xor 6 = 0"),
}
