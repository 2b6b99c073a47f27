"""Print the speed of the Nim product (run: ``.venv/bin/python benchmarks/bench_nimbers.py``).

Microseconds per product of random pairs of 64-bit and 128-bit numbers, for
:func:`nim_multiply` (GF(2**16) log tables + three half-size products per
level) and for the slides' recursion :func:`nim_multiply_plain` (four half-size
products and one product by M/2 per level, memoised in a bounded cache, cleared
before each run).  Figures, not assertions: the best of five runs is shown, in
CPU time of this process (``time.process_time``), so that other jobs on a shared
machine count less; compare runs on the same machine.  Targets of issue 8: <= 5 µs (64-bit) and
<= 15 µs (128-bit) for the fast product.  ``--quick`` or ``BENCH_QUICK=1``: fewer pairs, one run.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from _quick import quick

from gametheory_helpers.games import nimbers

PAIRS = 100 if quick() else 2000
REPEATS = 1 if quick() else 5


def _microseconds(function: Callable[[int, int], int], pairs: list[tuple[int, int]]) -> float:
    best = float("inf")
    for _ in range(REPEATS):
        nimbers._plain.cache_clear()
        start = time.process_time()
        for a, b in pairs:
            function(a, b)
        best = min(best, time.process_time() - start)
    return best / len(pairs) * 1e6


def main() -> None:
    rng = random.Random(2026)
    print(f"{'operands':<10} {'nim_multiply':>14} {'slides recursion':>16} {'speed-up':>9}")
    for bits in (16, 32, 64, 128, 256):
        pairs = [(rng.getrandbits(bits), rng.getrandbits(bits)) for _ in range(PAIRS)]
        fast = _microseconds(nimbers.nim_multiply, pairs)
        plain = _microseconds(nimbers.nim_multiply_plain, pairs)
        print(f"{bits:>3}-bit    {fast:>11.2f} µs {plain:>13.1f} µs {plain / fast:>8.0f}x")
    for name, function in [("nim_inverse", nimbers.nim_inverse), ("nim_sqrt", nimbers.nim_sqrt)]:
        values = [rng.getrandbits(128) | 1 for _ in range(PAIRS // 4)]
        start = time.process_time()
        for value in values:
            function(value)
        seconds = (time.process_time() - start) / len(values)
        print(f"{name} of a 128-bit nimber: {seconds * 1e6:.1f} µs")


if __name__ == "__main__":
    main()
