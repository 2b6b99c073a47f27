"""Print speed figures for the chapter-05 octal engine next to the naive O(n^2) recurrence.

Run with ``.venv/bin/python benchmarks/bench_octal.py`` (``--quick`` or ``BENCH_QUICK=1`` for
a short run, a smoke test rather than figures).

Three columns per line: the naive pure-Python double loop (every split ``a + b = r``
visited one by one), the fast engine computing every value (word-parallel byte engine,
``certify_limit=0``), and the fast engine as users call it (values until the
Guy-Smith theorem certifies a period, then extended by periodicity).  When the naive
loop would take too long it is not run; its time is estimated from a smaller run
(the loop is quadratic) and marked "est.".  Figures, not assertions: they depend on
the machine and its load.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from _quick import quick

from gametheory_helpers.games import octal

NAIVE_BUDGET = 20_000  # the naive loop is run up to this n, estimated beyond


def naive_octal(code: str, n: int) -> list[int]:
    """The O(n^2) double loop of the slides (POJ3537's "O(n^2)"), written as tightly as possible."""
    parsed = octal.parse_octal(code)
    whole = {j for j, d in enumerate(parsed.digits) if d & 1 and j}
    one = [j for j, d in enumerate(parsed.digits) if d & 2 and j]
    two = [j for j, d in enumerate(parsed.digits) if d & 4]
    g = [0] * n
    for heap in range(1, n):
        seen = {0} if heap in whole else set()
        for take in one:
            if take < heap:
                seen.add(g[heap - take])
        for take in two:
            rest = heap - take
            for a in range(1, rest // 2 + 1):
                seen.add(g[a] ^ g[rest - a])
        value = 0
        while value in seen:
            value += 1
        g[heap] = value
    return g


def naive_grundy(n: int) -> list[int]:
    g = [0] * n
    for heap in range(3, n):
        seen = {g[a] ^ g[heap - a] for a in range(1, (heap + 1) // 2)}
        value = 0
        while value in seen:
            value += 1
        g[heap] = value
    return g


def _timed(function: Callable[[], Any]) -> tuple[Any, float]:
    start = time.perf_counter()
    result = function()
    return result, time.perf_counter() - start


def _row(label: str, n: int, naive: str, raw: str, certified: str) -> None:
    print(f"{label:<26} {n:>9,} {naive:>16} {raw:>12} {certified:>12}")


def bench(label: str, n: int, naive: Callable[[int], list[int]], fast: Callable[[int], Any],
          raw: Callable[[int], list[int]] | None, measured: dict[str, float]) -> None:  # fmt: skip
    if n <= NAIVE_BUDGET:
        expected, seconds = _timed(lambda: naive(n))
        measured[label] = seconds / n**2
        naive_text = f"{seconds:.2f} s"
    else:
        expected = None
        naive_text = f"~{measured[label] * n**2:.0f} s est."
    raw_text = "-"
    if raw is not None:
        values, seconds = _timed(lambda: raw(n))
        raw_text = f"{seconds:.2f} s"
        assert expected is None or values == expected
    values, seconds = _timed(lambda: fast(n))
    assert expected is None or values == expected
    _row(label, n, naive_text, raw_text, f"{seconds:.3f} s")


def main(quick: bool = False) -> None:
    print("Octal engine: naive O(n^2) loop vs the fast engine (all values / with certificate)")
    print(f"{'game':<26} {'n':>9} {'naive':>16} {'fast (all)':>12} {'fast (cert.)':>12}")
    measured: dict[str, float] = {}
    sizes = [500, 1000] if quick else [10**4, 2 * 10**4, 10**5]
    for code, name in [("0.77", "Kayles 0.77"), ("0.07", "Dawson's Kayles 0.07"),
                       ("0.137", "Dawson's chess 0.137")]:  # fmt: skip
        for n in sizes:
            bench(
                name, n, lambda m, c=code: naive_octal(c, m),
                lambda m, c=code: octal.grundy_sequence(c, m, max_heaps=m),
                (lambda m, c=code: octal.grundy_sequence(c, m, certify_limit=0, max_heaps=m))
                if n <= 2 * 10**4 else None,
                measured,
            )  # fmt: skip
        big = 10**5 if quick else 10**6
        fast = lambda m, c=code: octal.grundy_sequence(c, m, max_heaps=m)  # noqa: E731
        bench(name, big, lambda m: [], fast, None, {name: measured[name]})
        print(" ", octal.periodicity(code))
    for n in [500, 1500] if quick else [10**4, 3 * 10**4, 10**5]:
        # the sequence is not periodic: every value is computed, so the size is passed on
        grundy = lambda m: octal.grundys_game_sequence(m, max_heaps=m)  # noqa: E731
        bench("Grundy's game", n, naive_grundy, grundy, None, measured)
    print("  Grundy's game is not known to be periodic: every value is computed.")


if __name__ == "__main__":
    main(quick=quick())
