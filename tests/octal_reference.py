"""Shared by the sparse-engine tests: every short octal code, and two independent references."""

from __future__ import annotations

import itertools
import random

import numpy as np

from gametheory_helpers.games import octal


def _codes() -> list[str]:
    """Every octal code with one to three digits after the point, d0 = 0 or 4 (1,023 codes)."""
    codes = []
    for d0 in "04":
        for k in (1, 2, 3):
            for digits in itertools.product("01234567", repeat=k):
                if digits[-1] == "0" and not (d0 == "4" and k == 1):
                    continue  # a trailing 0 repeats a shorter code
                codes.append(d0 + "." + "".join(digits))
    return codes


CODES = _codes()

# The random sample compared to n = 20,000: Grundy's game (None), the two open octal games of
# chapter 5, and six codes drawn (with a fixed seed) from those with a two-heap digit.
SAMPLE_TO_20000 = [
    None,
    "0.6",
    "0.16",
    *random.Random(22).sample([c for c in CODES if any(d in "4567" for d in c[2:])], 6),
]


def _naive_loops(n, whole, one, two, unequal):  # noqa: ANN001, ANN202 - compiled by numba
    """The textbook recurrence: every option of every heap, a stamp array for the mex."""
    g = np.zeros(n, dtype=np.int64)
    size = 4 * n + 32  # more than the number of options of any heap: the mex is below it
    stamp = np.full(size, -1, dtype=np.int64)
    for heap in range(1, n):
        for j in whole:
            if j == heap:
                stamp[0] = heap
        for j in one:
            if 0 < j < heap:
                stamp[g[heap - j]] = heap
        for t in two:
            rest = heap - t
            half = (rest - 1) // 2 if unequal else rest // 2
            for a in range(1, half + 1):
                value = g[a] ^ g[rest - a]
                if value < size:
                    stamp[value] = heap
        mex = 0
        while stamp[mex] == heap:
            mex += 1
        g[heap] = mex
    return g


try:
    import numba

    _compiled_naive = numba.njit(cache=False)(_naive_loops)
except ImportError:  # without numba, plain() is vectorised()
    _compiled_naive = None


def plain(code: str | None, n: int) -> list[int]:
    """The plain (non-sparse) values from the textbook recurrence: compiled by numba when it
    is installed, else :func:`vectorised`.  Independent of every engine of the package."""
    if _compiled_naive is None:
        return vectorised(code, n)
    whole, one, two, unequal = _rules(code)
    as_array = [np.array(r, dtype=np.int64) for r in (whole, one, two)]
    return _compiled_naive(n, *as_array, unequal).tolist()


def _rules(code: str | None) -> tuple[list[int], list[int], list[int], bool]:
    """(take the whole heap, leave one heap, leave two heaps, unequal parts only) for a code."""
    if code is None:  # Grundy's game: split into two unequal heaps
        return [], [], [0], True
    digits = octal.parse_octal(code).digits
    whole = [j for j, d in enumerate(digits) if d & 1]
    one = [j for j, d in enumerate(digits) if d & 2]
    two = [j for j, d in enumerate(digits) if d & 4]
    return whole, one, two, False


def mex_of_options(code: str | None, g: np.ndarray, heap: int) -> int:
    """G(heap) from the values ``g`` of smaller heaps, every option enumerated (numpy)."""
    whole, one, two, unequal = _rules(code)
    options = [int(g[heap - j]) for j in one if 0 < j < heap]
    options += [0 for j in whole if j == heap]
    parts = []
    for t in two:
        rest = heap - t
        half = (rest - 1) // 2 if unequal else rest // 2
        if half >= 1:
            a = np.arange(1, half + 1)
            parts.append(g[a] ^ g[rest - a])
    seen = np.zeros(1 + len(options) + sum(len(p) for p in parts), dtype=bool)
    for part in parts:
        seen[part[part < len(seen)]] = True
    for value in options:
        if value < len(seen):
            seen[value] = True
    return int(np.argmin(seen))  # the first value not seen: the mex


def vectorised(code: str | None, n: int) -> list[int]:
    """The plain O(n^2) recurrence, each heap's options enumerated as one numpy expression.

    Independent of both engines of the package; unlike the byte engine it does not slow
    down when values pass 255 (0.434 reaches 1,052 before heap 20,000).
    """
    g = np.zeros(n, dtype=np.int64)
    for heap in range(1, n):
        g[heap] = mex_of_options(code, g, heap)
    return g.tolist()
