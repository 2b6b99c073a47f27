"""The judge's reference answers at the problems' stated limits: in time, and equal to the
direct formulas they replace (POJ1678's pool of n = 10^4 numbers once took 17 s per case)."""

from __future__ import annotations

import random

from gametheory_helpers.judge import get_problem
from tests.hostile import assert_answers

POOL = [(i * 7919) % 19999 - 9999 for i in range(10000)]


def _poj1678_quadratic(a: int, b: int, pool: list[int]) -> str:
    """The DP over every pair of the sorted pool, as the judge first computed it."""
    values = sorted(pool)
    best = [0] * len(values)
    for i in range(len(values) - 1, -1, -1):
        replies = [best[j] for j in range(i + 1, len(values)) if a <= values[j] - values[i] <= b]
        best[i] = values[i] - (max(replies) if replies else 0)
    starts = [best[i] for i, v in enumerate(values) if a <= v <= b]
    return str(max(starts) if starts else 0)


def test_poj1678_answers_the_largest_pool_in_time():
    problem = get_problem("POJ1678")
    assert assert_answers(lambda: problem.answer((1, 100, POOL), 1), cpu=5) == "269"
    assert assert_answers(lambda: problem.answer((99, 100, [7] * 10000), 1), cpu=5) == "0"


def test_poj1678_agrees_with_the_quadratic_dp_and_the_brute_force():
    problem = get_problem("POJ1678")
    rng = random.Random("poj1678 reference")
    for _ in range(300):
        a = rng.randint(1, 5)
        b = rng.randint(a + 1, 8)
        pool = [rng.randint(-12, 12) for _ in range(rng.randint(1, 40))]
        assert problem.answer((a, b, pool), 1) == _poj1678_quadratic(a, b, pool), (a, b, pool)
    for _ in range(100):
        a = rng.randint(1, 3)
        b = rng.randint(a + 1, 4)
        pool = [rng.randint(-3, 9) for _ in range(rng.randint(1, 6))]
        case = (a, b, pool)
        assert problem.output_text([case]) == problem.brute_output([case]), case
