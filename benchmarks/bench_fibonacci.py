"""Print speed figures for chapter 04 (Fibonacci Nim, Zeckendorf, k-multiple dynamic subtraction).

Run with ``.venv/bin/python benchmarks/bench_fibonacci.py``.  Figures, not assertions: the
sequence method of the slides is linear in the number of losing positions, so even
``limit = 10**18`` takes well under a millisecond for small ``k``; the O(s) stack method is
linear in ``s`` itself and is shown for ``s = 10**6``.  ``--quick`` or ``BENCH_QUICK=1`` runs
fewer repeats and ``s = 10**4``.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from _quick import quick

from gametheory_helpers.games.fibonacci import (
    first_winning_move,
    is_p_position,
    losing_positions,
    losing_positions_by_stack,
)
from gametheory_helpers.numbers import zeckendorf


def _per_call(function: Callable[[], Any], repeat: int) -> tuple[Any, float]:
    start = time.perf_counter()
    for _ in range(repeat):
        result = function()
    return result, (time.perf_counter() - start) / repeat


def main() -> None:
    small = quick()
    limit = 10**18
    print("losing_positions(k, 10**18), the slides' sequence (time per call):")
    for k in (1, 2, 3, 5, 10, 100, 1000):
        terms, seconds = _per_call(
            lambda k=k: losing_positions(k, limit), 1 if small else 20 if k < 100 else 3
        )
        print(
            f"  k = {k:>4}: {len(terms):>7,} terms, largest {terms[-1]:>20,}",
            f"{seconds * 1e3:9.3f} ms",
        )
    n = 10**30
    for label, function in (
        ("zeckendorf(10**30)", lambda: zeckendorf(n)),
        ("is_p_position(10**30)", lambda: is_p_position(n)),
        ("first_winning_move(10**30)", lambda: first_winning_move(n)),
        ("first_winning_move(10**30, k=3)", lambda: first_winning_move(n, 3)),
    ):
        _, seconds = _per_call(function, 20 if small else 2000)
        print(f"{label:<34} {seconds * 1e6:8.1f} µs")
    s = 10**4 if small else 10**6
    for k in (2, 5):
        _, seconds = _per_call(lambda k=k: losing_positions_by_stack(k, s), 1)
        print(f"losing_positions_by_stack({k}, {s:,}) (O(s) method) {seconds:6.2f} s")


if __name__ == "__main__":
    main()
