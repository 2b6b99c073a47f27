"""Fibonacci numbers and Zeckendorf's theorem (齐肯多夫定理), with exact big integers.

Fibonacci numbers here are indexed as in OEIS A000045: ``F(0) = 0, F(1) = 1,
F(i) = F(i-1) + F(i-2)``.  (The survey starts at ``f_1 = 0``, the blog post at
``f(0) = f(1) = 1``: the numbers are the same, only the labels move.)

**Zeckendorf's theorem** (the survey, the slides): every positive integer is, in exactly one
way, a sum of Fibonacci numbers ``F(i)`` with ``i >= 2`` no two of which are
consecutive in the sequence.  The greedy algorithm finds it: subtract the largest
Fibonacci number that fits and repeat.  Existence: if ``F(j) <= n < F(j+1)`` then
``n - F(j) < F(j+1) - F(j) = F(j-1)``, so the next term is at most ``F(j-2)``.
Uniqueness: non-consecutive Fibonacci numbers below ``F(j)`` add up to at most
``F(j) - 1``, so two representations must share their largest term.

>>> zeckendorf(83)
[55, 21, 5, 2]
>>> is_fibonacci(89), is_fibonacci(90)
(True, False)
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable
from math import isqrt

from ..i18n import N_, _
from ..validation import require_int, show

__all__ = [
    "fibonacci",
    "fibonacci_upto",
    "is_fibonacci",
    "is_zeckendorf_representation",
    "zeckendorf",
    "zeckendorf_indices",
]


def fibonacci(i: int) -> int:
    """Return the Fibonacci number ``F(i)`` (``F(0) = 0, F(1) = 1``), exactly, by fast doubling.

    >>> [fibonacci(i) for i in range(12)]
    [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
    >>> fibonacci(100)
    354224848179261915075
    """
    require_int(
        i,
        _("the index i"),
        minimum=0,
        maximum=10**6,
        instead=N_("F(10^6) already has 208,988 digits; ask for a smaller index"),
    )
    a, b = 0, 1  # F(k), F(k+1) for k = the bits of i read so far
    for bit in bin(i)[2:]:
        a, b = a * (2 * b - a), a * a + b * b  # F(2k), F(2k+1)
        if bit == "1":
            a, b = b, a + b
    return a


def is_fibonacci(n: int) -> bool:
    """Return whether ``n >= 0`` is a Fibonacci number: ``5n^2 + 4`` or ``5n^2 - 4`` is a square.

    Exact for integers of any size (:func:`math.isqrt`, no floating point).

    >>> [n for n in range(30) if is_fibonacci(n)]
    [0, 1, 2, 3, 5, 8, 13, 21]
    >>> is_fibonacci(fibonacci(500)), is_fibonacci(fibonacci(500) + 1)
    (True, False)
    """
    require_int(n, "n", minimum=0)
    return any(_is_square(5 * n * n + d) for d in (4, -4))


def _is_square(m: int) -> bool:
    return m >= 0 and isqrt(m) ** 2 == m


def fibonacci_upto(limit: int) -> list[int]:
    """Return the distinct Fibonacci numbers ``1, 2, 3, 5, ...`` that are at most ``limit``.

    >>> fibonacci_upto(100)
    [1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
    """
    require_int(limit, _("the limit"), minimum=0)
    terms: list[int] = []
    a, b = 1, 2
    while a <= limit:
        terms.append(a)
        a, b = b, a + b
    return terms


def zeckendorf(n: int) -> list[int]:
    """Return the Zeckendorf representation of ``n``: non-consecutive Fibonacci numbers, descending.

    Greedy: take the largest Fibonacci number that fits, then repeat on the rest.
    About ``log_phi(n)`` steps (145 for ``n = 10**30``).  ``zeckendorf(0) == []``.

    >>> zeckendorf(83), zeckendorf(100), zeckendorf(89)
    ([55, 21, 5, 2], [89, 8, 3], [89])
    """
    require_int(n, "n", minimum=0)
    terms = fibonacci_upto(n)
    parts: list[int] = []
    index = len(terms) - 1
    while n:
        index = bisect_right(terms, n, hi=index + 1) - 1
        parts.append(terms[index])
        n -= terms[index]
    return parts


def zeckendorf_indices(n: int) -> list[int]:
    """Return the indices ``i`` (``F(i)`` as in :func:`fibonacci`) of the Zeckendorf terms of ``n``.

    >>> zeckendorf_indices(83)
    [10, 8, 5, 3]
    """
    parts = zeckendorf(n)
    index_of = {value: i + 2 for i, value in enumerate(fibonacci_upto(n))}
    return [index_of[value] for value in parts]


def is_zeckendorf_representation(parts: Iterable[int], n: int | None = None) -> bool:
    """Check a claimed Zeckendorf representation (the uniqueness checker).

    True when ``parts`` are distinct Fibonacci numbers ``F(i)`` with ``i >= 2``, no two of
    them consecutive in the sequence, and (when ``n`` is given) they add up to ``n``.
    By Zeckendorf's theorem exactly one list passes for each ``n`` (in any order).

    >>> is_zeckendorf_representation([55, 21, 5, 2], 83)
    True
    >>> is_zeckendorf_representation([55, 21, 5, 1, 1], 83)   # 1 twice
    False
    >>> is_zeckendorf_representation([55, 21, 3, 2, 2], 83)   # 3 and 2 are consecutive
    False
    """
    if isinstance(parts, str | bytes) or not isinstance(parts, Iterable):
        raise TypeError(
            _("parts must be a list of Fibonacci numbers, got {value}").format(value=show(parts))
        )
    values = [require_int(p, _("every part"), minimum=1) for p in parts]
    if n is not None:
        require_int(n, "n", minimum=0)
        if sum(values) != n:
            return False
    terms = fibonacci_upto(max(values, default=0))
    position = {value: i for i, value in enumerate(terms)}
    if any(v not in position for v in values) or len(set(values)) != len(values):
        return False
    indices = sorted(position[v] for v in values)
    return all(b - a >= 2 for a, b in zip(indices, indices[1:], strict=False))
