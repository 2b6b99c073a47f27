"""Hand-built pitfall tests: the cases that break each problem's known wrong solutions.

Random tests rarely reach the values where a classic wrong program fails (``floor(k * phi)``
in ``double`` is wrong for only 95 values of ``k <= 10^9``), so every problem also gets named
groups of cases built on purpose: the limits themselves, the edges of 32- and 64-bit overflow
that the limits allow, Fibonacci-sized Wythoff heaps, the all-ones misere case, unsorted input
where the statement allows it, degenerate inputs the limits allow.  Every case satisfies the
problem's stated limits (the tests check this).  The judge runs these groups right after the
samples, one test file per group, named ``pitfall: <group>``.

>>> [name for name, _ in PITFALLS["POJ1067"]][:2]
['Fibonacci-sized heaps (double floor(k*phi) fails)', 'empty heaps and the limits']
>>> DOUBLE_PHI_FAILURES[0], len(DOUBLE_PHI_FAILURES)
(102334155, 95)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cached_property, reduce
from math import isqrt
from operator import xor

from gametheory_helpers.games import wythoff
from gametheory_helpers.i18n import N_

__all__ = ["DOUBLE_PHI_FAILURES", "DOUBLE_SQUARE_FAILURES", "PITFALLS"]

Group = tuple[str, tuple]

#: Every k <= 10^9 whose floor(k * phi) computed in IEEE double (k * ((1 + sqrt(5)) / 2), or
#: k * (1 + sqrt(5)) / 2) is wrong; in each case the double product rounds up to the integer
#: just above k * phi.  (80-bit ``long double`` gets all k <= 10^9 right.)  The tests recompute
#: this list from the Zeckendorf representations (k * phi is within 10^-6 of an integer only
#: when k's Zeckendorf parts are all large Fibonacci numbers).
DOUBLE_PHI_FAILURES = (
    102334155,
    141422324,
    180510493,
    204668310,
    219598662,
    243756479,
    267914296,
    282844648,
    307002465,
    321932817,
    336863169,
    346090634,
    361020986,
    370248451,
    385178803,
    400109155,
    409336620,
    424266972,
    439197324,
    448424789,
    463355141,
    472582606,
    487512958,
    502443310,
    511670775,
    526601127,
    535828592,
    541531479,
    550758944,
    565689296,
    574916761,
    589847113,
    604777465,
    614004930,
    628935282,
    638162747,
    643865634,
    653093099,
    668023451,
    673726338,
    677250916,
    682953803,
    692181268,
    697884155,
    701408733,
    707111620,
    712814507,
    716339085,
    722041972,
    731269437,
    736972324,
    740496902,
    746199789,
    755427254,
    761130141,
    770357606,
    776060493,
    779585071,
    785287958,
    794515423,
    800218310,
    803742888,
    809445775,
    815148662,
    818673240,
    824376127,
    833603592,
    839306479,
    842831057,
    848533944,
    857761409,
    863464296,
    872691761,
    878394648,
    881919226,
    887622113,
    896849578,
    902552465,
    906077043,
    911779930,
    917482817,
    921007395,
    926710282,
    935937747,
    941640634,
    945165212,
    950868099,
    960095564,
    965798451,
    969323029,
    975025916,
    980728803,
    984253381,
    989956268,
    999183733,
)


#: n < 2^31, not Fibonacci numbers, that a double-precision test "5n^2 + 4 or 5n^2 - 4 is a
#: perfect square" (``s = sqrt(5.0*n*n + 4); s == floor(s)``) takes for Fibonacci numbers: small
#: multiples k * F of the largest Fibonacci numbers, e.g. 204668310 = 2 * F_40, where 5n^2 is
#: (kL)^2 - 4k^2 +- 4 with L the Lucas number, within a double's spacing of a square.  The tests
#: recompute them in IEEE double.
DOUBLE_SQUARE_FAILURES = (
    126491972,
    204668310,
    252983944,
    307002465,
    331160282,
    409336620,
    496740423,
    505967888,
    511670775,
    535828592,
    614004930,
    662320564,
    716339085,
    803742888,
    818673240,
    827900705,
    866988874,
    921007395,
    993480846,
    1011935776,
)


def wythoff_a(k: int) -> int:
    """floor(k * phi), exactly: the smaller heap of Wythoff's k-th P-position."""
    return (k + isqrt(5 * k * k)) // 2


def _fibonacci(limit: int) -> list[int]:
    """1, 2, 3, 5, 8, ... up to ``limit``."""
    found = [1, 2]
    while found[-1] + found[-2] <= limit:
        found.append(found[-1] + found[-2])
    return found


def _wythoff_fibonacci_cases(top: int) -> list[tuple[int, int]]:
    """The P-positions (a_k, b_k <= top) for every k where double fails, and their neighbours:
    the positions a double program gets wrong are (a_k, b_k) and (a_k + 1, b_k + 1)."""
    cases = []
    for k in DOUBLE_PHI_FAILURES:
        a = wythoff_a(k)
        if a + k + 1 > top:
            continue
        b = a + k
        cases += [(a, b), (a + 1, b + 1), (a, b + 1), (a + 1, b), (a - 1, b - 1)]
    return cases


def _fibonacci_pairs(top: int) -> list[tuple[int, int]]:
    """Consecutive Fibonacci numbers near ``top``: Wythoff P-positions (F_2j, F_2j+1)."""
    fib = _fibonacci(top)
    return [(fib[i], fib[i + 1]) for i in range(len(fib) - 8, len(fib) - 1)]


class _LargestInput(Sequence):
    """``tests`` lists of ``size`` values in ``[1, top]``, the same every time (a fixed seed):
    the largest input a statement allows, against solutions too slow to read or answer it.
    Every second list holds each of its values twice (a xor of 0: the other answer).  Made
    when first read, not when the judge is imported."""

    def __init__(self, tests: int, size: int, top: int) -> None:
        self.tests, self.size, self.top = tests, size, top

    @cached_property
    def _cases(self) -> tuple[list[int], ...]:
        rng = random.Random(f"largest/{self.tests}/{self.size}/{self.top}")
        values = range(1, self.top + 1)
        cases = []
        for index in range(self.tests):
            if index % 2 and self.size % 2 == 0:  # every value twice: a xor of 0
                half = rng.choices(values, k=self.size // 2)
                cases.append(half + rng.sample(half, len(half)))
            else:
                cases.append(rng.choices(values, k=self.size))
        return tuple(cases)

    def __len__(self) -> int:
        return self.tests

    def __getitem__(self, index):
        return self._cases[index]


def _largest_input(tests: int, size: int, top: int) -> Sequence:
    return _LargestInput(tests, size, top)


def _georgia_row(rng: random.Random, losing: bool) -> list[int]:
    """1000 distinct squares in 1..10000, unsorted; ``losing``: the gaps inside the pairs
    (counted from the right) come in equal twos, so their xor is 0 and Georgia loses."""
    gaps = [rng.randint(0, 7) for _ in range(500)]
    if losing:
        gaps = [g for g in gaps[:250] for _ in range(2)]
        rng.shuffle(gaps)
    squares, square = [], 10000 - rng.randint(0, 99)
    for gap in gaps:  # from the right: a pair is (square - gap - 1, square)
        squares += [square, square - gap - 1]
        square -= gap + 2 + rng.randint(0, 6)
    rng.shuffle(squares)
    return squares


_WYTHOFF_TOP = 10**9
_WYTHOFF_FIB = _wythoff_fibonacci_cases(_WYTHOFF_TOP)
_FIB_31 = [f for f in _fibonacci(2**31 - 1) if f >= 2]
_F = _fibonacci(10**15)
_LARGE_P = [wythoff.p_position(k) for k in (10**8, 3 * 10**8, 381966011)]


def _pitfalls() -> dict[str, tuple[Group, ...]]:
    p: dict[str, tuple[Group, ...]] = {}
    p["POJ2505"] = (
        (
            N_("the edges of Stan's and Ollie's intervals"),
            tuple(
                [2, 9, 10, 18, 19, 162, 163, 324, 325]
                + [
                    e
                    for j in range(2, 8)
                    for e in (18**j, 18**j + 1, 9 * 18**j, 9 * 18**j + 1)
                    if e < 4294967295
                ]
            ),
        ),
        (
            N_("n near 2^31 and 2^32 - 1 (32-bit overflow)"),
            (
                2147483647,
                2147483648,
                2147483649,
                3000000000,
                4294967293,
                4294967294,
                3401222400,
                3401222401,
            ),
        ),
    )
    p["POJ2068"] = (
        (
            N_("one stone left (the first team must take it)"),
            (
                (1, [1, 1]),
                (1, [16, 16]),
                (2, [1, 1]),
                (2, [2, 2]),
                (3, [1, 1]),
            ),
        ),
        (
            N_("the largest tables"),
            (
                (8191, [16] * 20),
                (8191, [1] * 20),
                (8190, [1] * 20),
                (8191, list(range(1, 17)) + [16, 15, 14, 13]),
                (1, [16] * 20),
                (4097, [16, 1] * 10),
            ),
        ),
        (
            N_("teams of several players (not only M1 and M2 in turn)"),
            (
                (5, [1, 1, 16, 16]),
                (19, [16, 16, 1, 1]),
                (20, [16, 16, 1, 1]),
                (8190, [16, 16, 1, 1]),
                (7, [2, 2, 16, 16]),
                (8191, [2, 2, 16, 16]),
                (4097, [1, 1] + [16] * 18),
                (8191, [16, 16] + [1] * 18),
            ),
        ),
    )
    p["POJ2234"] = (
        (N_("heaps of one"), ([1], [1, 1], [1, 1, 1], [1] * 20, [1] * 19, [5, 1, 5], [2, 3, 1])),
        (
            N_("largest heaps"),
            (
                [10**7],
                [10**7, 10**7],
                [10**7] * 20,
                [10**7] * 19,
                [8388613, 8388611, 6],
                [10**7, 9999999, 1],
            ),
        ),
    )
    p["POJ2975"] = (
        (N_("one heap"), ([1], [10**9], [2])),
        (N_("P-positions: no winning move"), ([10**9, 10**9], [1, 2, 3], [7, 11, 12], [1, 1])),
        (N_("every heap is a winning move"), ([10**9] * 999, [10**9] * 1000, [1, 1, 1])),
        (N_("x ^ s < x, not x ^ (s < x)"), ([3, 5, 6, 1], [6, 5, 2], [4, 8, 16, 1], [2, 3, 6])),
    )
    p["POJ1704"] = (
        (
            N_("unsorted squares"),
            (
                [5, 1],
                [9, 3, 7, 1],
                [14, 1, 17, 9, 5, 12, 6, 7],
                [2, 1],
                [3, 1, 2],
                [10, 2, 3],
                [8, 4, 1],
                [6, 3],
            ),
        ),
        (
            N_("one chessman and full rows"),
            (
                [1],
                [2],
                [9999],
                [10000],
                list(range(1000, 0, -1)),
                list(range(9999, 9000, -1)),
                list(range(10000, 9000, -1)),
                [1, 10000],
            ),
        ),
        (
            N_("the largest input: 20 tests of 1000 chessmen"),
            tuple(_georgia_row(random.Random(f"POJ1704/{i}"), i % 2 == 1) for i in range(20)),
        ),
    )
    p["HDU2188"] = (
        (
            N_("m >= n, and n a multiple of m + 1"),
            (
                (1, 1),
                (5, 9999),
                (9999, 9999),
                (2, 1),
                (9999, 9998),
                (9998, 1),
                (9999, 1),
                (1, 9999),
                (6, 2),
                (7, 2),
                (9996, 2),
            ),
        ),
    )
    p["HDU2149"] = (
        (N_("the first bid can reach M"), ((1, 1), (1, 1099), (1099, 1099), (5, 10), (10, 10))),
        (N_("no winning bid"), ((1098, 1097), (1099, 1098), (3, 2), (12, 5), (1098, 1))),
    )
    p["HDU1849"] = (
        (N_("pieces already on square 0"), ([0], [0, 0, 0], [0, 7, 7], [0] * 1000)),
        (
            N_("the largest boards"),
            ([1000], [1000] * 1000, [1000] * 999, list(range(1000)), list(range(1, 1001))),
        ),
    )
    p["POJ2368"] = (
        (
            N_("primes, powers of two and the limits"),
            (
                3,
                4,
                5,
                8,
                2**26,
                99999989,
                10**8,
                99999999,
                49999991 * 2,
            ),
        ),
    )
    p["POJ1067"] = (
        (
            N_("Fibonacci-sized heaps (double floor(k*phi) fails)"),
            tuple(
                [(b, a) if i % 2 else (a, b) for i, (a, b) in enumerate(_WYTHOFF_FIB)]
                + _fibonacci_pairs(_WYTHOFF_TOP)
            ),
        ),
        (
            N_("empty heaps and the limits"),
            (
                (0, 0),
                (0, 1),
                (1, 0),
                (1, 1),
                (1, 2),
                (2, 1),
                (0, 10**9),
                (10**9, 0),
                (10**9, 10**9),
                (618033988, 10**9),
                (618033989, 10**9),
            ),
        ),
        (
            N_("unsorted large P-positions"),
            tuple(c for a, b in _LARGE_P for c in ((b, a), (a, b), (b + 1, a), (b, a + 1))),
        ),
    )
    p["HDU2177"] = (
        (
            N_("Fibonacci-sized heaps near the limit"),
            tuple(
                c
                for a, b in _fibonacci_pairs(10**6)
                for c in ((a, b), (a + 1, b + 1), (a, b + 1), (a - 1, b))
                if c[1] <= 10**6
            ),
        ),
        (
            N_("empty heaps and the limits"),
            (
                (0, 1),
                (0, 2),
                (1, 1),
                (2, 2),
                (0, 10**6),
                (10**6, 10**6),
                (999999, 10**6),
                wythoff.p_position(381966),
            ),
        ),
    )
    p["HDU2516"] = (
        (
            N_("the largest Fibonacci numbers and their neighbours"),
            tuple(n for f in _FIB_31[-8:] for n in (f - 1, f, f + 1) if 2 <= n < 2**31),
        ),
        (N_("beyond the last 32-bit Fibonacci number"), (2147483647, 2147483646, 2000000000)),
        (N_("the smallest heaps"), (2, 3, 4, 5, 6, 7, 8)),
        (N_("a double-precision test of 5n^2 +- 4 being a square fails"), DOUBLE_SQUARE_FAILURES),
    )
    p["BZOJ2275"] = (
        (
            N_("64-bit heaps"),
            (_F[-1] + 1, _F[-1] - 1, 10**15, 2**31 + 1, 2**32 + 1, _F[-2] + _F[-4]),
        ),
    )
    stones = (
        (
            N_("k = 1: powers of two lose"),
            (
                (2**26, 1),
                (2**26 + 1, 1),
                (10**8, 1),
                (2, 1),
                (3, 1),
                (2**24 * 5, 1),
            ),
        ),
        (
            N_("k = 2: Fibonacci numbers near 10^8"),
            (
                (63245986, 2),
                (63245987, 2),
                (63245985, 2),
                (10**8, 2),
                (2, 2),
                (39088169, 2),
            ),
        ),
        (N_("large k"), ((10**8, 10**5), (2, 10**5), (100001, 10**5), (3, 10**5))),
        (
            N_("20 tests at n = 10^8 (the most a file holds)"),
            tuple((10**8 - i, k) for i, k in enumerate((1, 2, 3, 7, 10, 99, 1000, 10**5) * 3))[:20],
        ),
    )
    for pid in ("HDU2486", "HDU2580", "POJ3922"):
        p[pid] = stones
    p["HDU1847"] = ((N_("small n and the limit"), tuple([*range(1, 13), 996, 998, 999, 1000])),)
    p["POJ2960"] = (
        (
            N_("unsorted S and empty heaps"),
            (
                ([5, 2], [[0], [0, 0], [5, 12], [12, 5]]),
                ([10000, 1], [[10000], [9999, 0], [0]]),
                ([7, 3, 1], [[4], [8], [2, 9]]),
            ),
        ),
        (N_("moves larger than every heap"), (([50, 60], [[3, 4], [49], [50]]),)),
        (
            N_("the largest sets and heaps"),
            (
                (list(range(100, 0, -1)), [[10000] * 100, [9999] * 99 + [1], [101, 100]]),
                (list(range(9901, 10001)), [[10000, 9900], [10000] * 3]),
            ),
        ),
    )
    chain = [[i + 1] for i in range(999)] + [[]]
    backwards = [[]] + [[i - 1] for i in range(1, 1000)]
    p["POJ2425"] = (
        (
            N_("edges to smaller vertices"),
            (
                (backwards, [[999], [998], [999, 998], [0]]),
                ([[], [0], [0, 1], [2, 1]], [[3], [2], [3, 3]]),
            ),
        ),
        (N_("a chain of 1000 vertices (deep recursion)"), ((chain, [[0], [0, 0], [1], [0, 999]]),)),
        (N_("one vertex"), (([[]], [[0], [0, 0, 0]]),)),
    )
    p["POJ2311"] = (
        (
            N_("small sheets and the limits"),
            tuple(
                [(w, h) for w in range(2, 7) for h in range(2, 7)]
                + [(2, 200), (200, 2), (200, 200), (199, 200), (200, 199)]
                + [(2, 57), (57, 3), (7, 37), (37, 7), (11, 7), (3, 45)]
            ),
        ),
    )
    p["POJ3537"] = ((N_("short strips and the limit"), tuple([*range(3, 15), 1999, 2000])),)
    p["BZOJ1457"] = (
        (
            N_("a queen that can reach (0, 0) at once"),
            (
                [(0, 5)],
                [(5, 0)],
                [(7, 7)],
                [(0, 5), (0, 5)],
                [(1, 2), (0, 3)],
                [(99, 99)],
                [(1, 2), (2, 1), (3, 3)],
            ),
        ),
        (N_("no queen on a line"), ([(1, 2)], [(1, 2)] * 1000, [(99, 98)], [(1, 2), (2, 1)])),
        (
            N_("equal values cancel in the xor"),
            (
                [(1, 3), (3, 1)],
                [(98, 97), (97, 98)],
                [(1, 3), (1, 4), (1, 5)],
                [(1, 3), (1, 4)],
                [(2, 5), (5, 2), (1, 3)],
            ),
        ),
    )
    p["HDU4664"] = (
        (N_("the irregular start of Dawson's sequence"), tuple([i] for i in range(1, 71))),
        (
            N_("huge planes"),
            (
                [10**9],
                [10**9, 10**9],
                [10**9 - 1, 999999966],
                [1] * 1000,
                [2] * 1000,
                [10**9] * 999,
            ),
        ),
        (N_("the largest input: 1000 tests of 1000 planes"), _largest_input(1000, 1000, 10**9)),
        # N is not bounded apart from the sum: one test may hold every plane
        (N_("the largest test: 10^6 planes"), _largest_input(1, 10**6, 10**9)),
    )
    p["BZOJ2940"] = (
        (N_("equal stripes"), (((1, 1, 1), [1, 2, 3, 1000]),)),
        (N_("stripes longer than the strip"), (((1000, 1000, 1000), [1, 999, 1000]),)),
        (N_("many strips"), (((100, 200, 300), list(range(1, 1001))),)),
    )
    john = (
        (N_("all heaps of one M&M (misere)"), ([1], [1, 1], [1, 1, 1], [1] * 46, [1] * 47)),
        (N_("one heap larger than 1"), ([2], [4747], [1, 1, 2], [1] * 46 + [4747], [1, 2, 3])),
        (N_("the largest heaps"), ([4747] * 47, [4747] * 46, [4747, 4746, 1])),
        (N_("the largest input: 474 tests"), _largest_input(474, 46, 4747)),
    )
    p["POJ3480"] = john
    p["HDU1907"] = john
    p["HDU3032"] = (
        (N_("plain xor disagrees"), ([1, 2, 3], [1, 2, 4], [4, 3], [3, 4, 7], [8, 7], [4], [3])),
        (
            N_("heaps near 2^31 - 1"),
            (
                [2**31 - 1],
                [2**31 - 1, 2**31 - 1],
                [2**31 - 4, 2**31 - 5],
                [2**31 - 1, 2**31 - 4],
                [2**31 - 2, 2**31 - 3],
            ),
        ),
        (N_("many heaps"), ([2**31 - 1] * 20000,)),
        (N_("the largest test: 10^6 heaps"), _largest_input(1, 10**6, 2**31 - 1)),
    )
    p["HDU3595"] = (
        (N_("equal pairs and ones"), ([(1, 1)], [(1000, 1000)], [(1, 1000)], [(1000, 1)])),
        (
            N_("the longest game decides, not the xor"),
            (
                [(987, 610)],
                [(987, 610), (1, 1)],
                [(610, 987), (2, 1), (3, 1)],
                [(3, 2), (1, 1)],
                [(1000, 999)] * 1000,
            ),
        ),
    )
    p["HDU3537"] = (
        (
            N_("repeated positions"),
            ([0, 0], [1, 1, 1], [5, 5, 6, 6], [99999999, 99999999], [0] * 100),
        ),
        (
            N_("no heads and the largest positions"),
            (
                [],
                [99999999],
                [99999998, 99999999],
                list(range(99999900, 10**8)),
            ),
        ),
    )
    p["POJ3710"] = (
        (
            N_("even and odd cycles"),
            (
                ((2, [(1, 2), (1, 2)]),),
                ((3, [(1, 2), (2, 3), (3, 1)]),),
                ((5, [(1, 2), (2, 3), (3, 4), (4, 5), (5, 2)]),),
                ((4, [(1, 2), (2, 3), (3, 4), (4, 2)]), (2, [(1, 2), (2, 1)])),
                ((6, [(1, 2), (2, 3), (3, 1), (1, 4), (4, 5), (5, 6), (6, 4)]),),
            ),
        ),
        (
            N_("single vertices and paths"),
            (
                ((1, []),),
                ((1, []), (2, [(1, 2)])),
                ((99, [(i, i + 1) for i in range(1, 99)]),),
            ),
        ),
    )
    triangles = [e for k in range(1, 50) for e in ((1, 2 * k), (2 * k, 2 * k + 1), (2 * k + 1, 1))]
    odd_ring = [(i, i % 99 + 1) for i in range(1, 100)]
    even_ring = [(1, 2)] + [(i, i % 98 + 2) for i in range(2, 100)]
    p["POJ3710"] += (
        (
            N_("the largest forests (99 trees of 99 vertices)"),
            (
                tuple((99, triangles) for _ in range(99)),
                tuple((99, odd_ring if t % 2 else even_ring) for t in range(98)),
            ),
        ),
    )
    p["HDU3404"] = (
        (
            N_("the ordinary product is wrong"),
            (
                [(2, 2), (3, 1)],
                [(4, 4), (6, 1)],
                [(16, 16), (24, 1)],
                [(2, 2)],
                [(2, 3), (3, 2)],
                [(3, 3), (2, 1)],
            ),
        ),
        (
            N_("the largest coordinates"),
            (
                [(10000, 10000)],
                [(10000, 9999), (9999, 10000)],
                [(1, 1), (1, 2)],
                [(1, 1)],
                [(x, 10001 - x) for x in range(9000, 10000)],
            ),
        ),
    )
    p["POJ3533"] = (
        (
            N_("coordinate 0 and repeated lights"),
            (
                [(0, 0, 0)],
                [(0, 5, 7)],
                [(2, 2, 2), (2, 2, 2)],
                [(999, 999, 999)] * 2,
            ),
        ),
        (
            N_("the ordinary product is wrong"),
            (
                [(2, 2, 1), (3, 1, 1)],
                [(2, 2, 2)],
                [(999, 999, 999)],
                [(4, 4, 1), (6, 1, 1)],
                [(999, 998, 997), (1, 1, 1)],
            ),
        ),
        (
            N_("the third coordinate counts"),
            (
                [(1, 1, 2), (1, 2, 1)],
                [(1, 1, 2), (1, 1, 3), (1, 1, 1)],
                [(2, 3, 1), (2, 3, 2)],
                [(5, 7, 0), (5, 7, 9)],
                [(998, 999, 3), (998, 999, 2), (998, 999, 1)],
            ),
        ),
        (
            N_("100 lights near the limits"),
            (
                [(999 - i % 10, 999 - i // 10, 999 - (i * 37) % 100) for i in range(100)],
                [(i * 7 % 1000, i * 11 % 1000, i * 13 % 1000) for i in range(100)],
            ),
        ),
    )
    p["POJ2348"] = (
        (
            N_("equal numbers, multiples and 2^31 - 1"),
            (
                (1, 1),
                (2, 1),
                (2147483647, 1),
                (1, 2147483647),
                (2147483647, 2147483647),
                (2147483647, 2147483646),
                (2147483646, 1073741823),
            ),
        ),
        (
            N_("consecutive Fibonacci numbers (the longest games)"),
            tuple(
                c
                for i in range(len(_FIB_31) - 6, len(_FIB_31) - 1)
                for c in ((_FIB_31[i + 1], _FIB_31[i]), (_FIB_31[i], _FIB_31[i + 1] + 1))
            ),
        ),
    )
    p["HDU1538"] = (
        (
            N_("one pirate and few pirates"),
            ((1, 1, 1), (1, 100, 1), (2, 1, 1), (2, 1, 2), (3, 1, 2)),
        ),
        (
            N_("up to 10^7 gold pieces"),
            (
                (10**4, 10**7, 10**4),
                (10**4, 10**7, 1),
                (10**4, 10**7, 2),
                (1, 10**7, 1),
                (2, 10**7, 2),
                (10**4, 4999, 10**4),
                (10**4, 4998, 10**4),
                (10**4, 4998, 1),
                (9999, 4998, 9999),
            ),
        ),
        (
            N_("the boundaries 2m + 2^j"),
            tuple(
                (n, m, q)
                for m in (1, 100)
                for j in range(0, 14)
                for n in (2 * m + 2**j, 2 * m + 2**j - 1)
                if n <= 10**4
                for q in (n, 1)
            ),
        ),
    )
    p["POJ2484"] = ((N_("small circles and the limit"), (1, 2, 3, 4, 5, 999999, 10**6)),)
    p["POJ1678"] = (
        (N_("no possible first pick"), ((1, 2, [5, 6, -3]), (1, 2, [0, 0]), (50, 100, [49, 101]))),
        (
            N_("negative numbers and duplicates"),
            (
                (1, 2, [-2, -1]),
                (1, 100, [-9999, 9999, 50]),
                (1, 2, [1, 1, 2, 2, 3, 3]),
                (2, 3, [-9999] * 10 + [2, 4]),
            ),
        ),
        (
            N_("long chains"),
            ((1, 2, list(range(1, 1001))), (99, 100, list(range(-9999, 10000, 20)))),
        ),
        (
            N_("the largest pools (n = 10000)"),
            (
                (1, 100, [(i * 7919) % 19999 - 9999 for i in range(10000)]),
                (1, 2, [1] * 3000 + [3] * 3000 + [2] * 4000),
            ),
        ),
    )
    return p


PITFALLS: dict[str, tuple[Group, ...]] = _pitfalls()


# -- the standard follow-up problems (issue 28) ---------------------------------------------


def _fibonacci_take_values() -> list[int]:
    from gametheory_helpers.games import subtraction

    return subtraction.grundy_sequence(_fibonacci(1000), 1001)


def _hdu1848_groups() -> tuple[Group, ...]:
    sg = _fibonacci_take_values()
    high = [h for h in range(1, 1001) if sg[h] >= 6]  # a mex array of 5 or 6 cells fails here
    high_cases = []
    for h in high[:6]:
        third = next(x for x in range(1, 1001) if sg[x] == sg[h] ^ sg[1])
        high_cases += [(h, 1, third), (h, 1, third % 1000 + 1), (h, h, 1000)]
    return (
        (
            N_("Nim and the Fibonacci values disagree"),
            ((1, 1, 4), (1, 2, 7), (2, 3, 5), (4, 4, 4), (1, 3, 6), (2, 2, 10), (3, 3, 3)),
        ),
        (
            N_("the largest heaps (takes up to 987)"),
            ((1000, 1000, 1000), (987, 988, 1), (1000, 999, 998), (610, 987, 377), (1000, 1, 1))
            + ((986, 1, 1), (1000, 987, 987), (144, 233, 999)),
        ),
        (N_("Grundy values 6 to 9"), tuple(high_cases)),
    )


def _followup_pitfalls() -> dict[str, tuple[Group, ...]]:
    p: dict[str, tuple[Group, ...]] = {}
    p["HDU1848"] = _hdu1848_groups()
    p["HDU1536"] = PITFALLS["POJ2960"] + (
        (
            N_("a new set S in every test (stale Grundy tables)"),
            (
                ([1], [[2], [3], [2, 3]]),
                ([2], [[2], [3], [1, 1]]),
                ([1, 2], [[3], [4, 1]]),
                ([3], [[10000], [9999, 1]]),
            ),
        ),
    )
    p["HDU1524"] = PITFALLS["POJ2425"]
    p["HDU2509"] = (
        (
            N_("rows of one apple only"),
            ([1], [1, 1], [1, 1, 1], [1] * 99, [1] * 100, [1] * 4),
        ),
        (
            N_("exactly one row longer than one apple"),
            ([2], [1, 1, 5], [100], [1] * 99 + [2], [1, 100], [1, 1, 2]),
        ),
        (
            N_("Nim P-positions with long rows"),
            ([2, 2], [100, 100], [3, 5, 6], [1, 2, 3], [100] * 100, [99] * 100)
            + ([64, 32, 96], [2, 3]),
        ),
    )
    p["HDU1850"] = (
        (N_("two heaps, one of them small"), ([1, 2], [10**6, 1], [2, 10**6], [1, 10**6])),
        (N_("P-positions: no winning move"), ([10**6, 10**6], [1, 2, 3], [7, 11, 12], [1, 1])),
        (N_("every heap is a winning move"), ([10**6] * 99, [999999] * 99, [1, 1, 1])),
        (N_("x ^ s < x, not x ^ (s < x)"), ([3, 5, 6, 1], [6, 5, 2], [4, 8, 16, 1], [2, 3, 6])),
        (N_("equal heaps count separately"), ([5, 5, 5], [7, 7, 7, 1, 2], [10**6] * 100)),
    )
    p["HDU1527"] = PITFALLS["POJ1067"]
    p["HDU1525"] = PITFALLS["POJ2348"]
    p["P2197"] = (
        (N_("empty heaps"), ([0], [0, 0], [0, 5], [5, 0, 5], [0] * 10**4, [0] * 9999 + [1])),
        (
            N_("the misere traps (all heaps of one)"),
            ([1], [1, 1], [1, 1, 1], [1] * 10**4, [2], [2, 2]),
        ),
        (
            N_("the largest tests"),
            (  # each heap holds fewer than 10^4 stones
                [9999] * 10**4,
                [9999] * 9999,
                [(i * 7919) % 10**4 for i in range(10**4)],
                [8192, 1807, 9999],
                [9999, 9998, 1],
                [1, 2, 3],
            ),
        ),
    )
    wythoff_cases = []
    for k in DOUBLE_PHI_FAILURES[:3]:
        a = wythoff_a(k)
        wythoff_cases += [(a, a + k), (a + k + 1, a + 1)]
    p["P2252"] = (
        (N_("Fibonacci-sized heaps (double floor(k*phi) fails)"), tuple(wythoff_cases)),
        (
            N_("empty heaps, the larger heap first, the limits"),
            ((0, 0), (1, 0), (7, 4), (10**9, 10**9), (10**9, 618033988), (0, 10**9)),
        ),
    )
    return p


PITFALLS.update(_followup_pitfalls())


# -- the local practice problems (issue 28) -------------------------------------------------


def _ruler_value(x: int) -> int:
    return x & -x


def _ruler_groups() -> tuple[Group, ...]:
    """Rows where the true values (x & -x) and each classic mistake disagree on the winner:
    the index of the lowest 1 bit (ctz), ctz + 1, and the highest power of 2 below x."""
    mistakes = (
        lambda x: (x & -x).bit_length() - 1,
        lambda x: (x & -x).bit_length(),
        lambda x: 1 << (x.bit_length() - 1),
    )
    from itertools import combinations

    found: list[list[int]] = []
    for mistake in mistakes:
        wins = {True: 0, False: 0}  # rows picked for this mistake, by the true winner
        for size in (2, 3, 4):
            for row in combinations(range(1, 17), size):
                true = reduce(xor, map(_ruler_value, row)) != 0
                if wins[true] < 2 and (reduce(xor, map(mistake, row)) != 0) != true:
                    wins[true] += 1
                    found.append(list(row))
    return (
        (N_("the value of the lowest 1 bit, not its index"), tuple(found)),
        (
            N_("powers of two and the largest positions"),
            (
                [1, 2, 3],
                [2**29, 2**29 + 2**28, 2**28],
                [10**9],
                [10**9, 999999999 - 511, 488],
                [2**29, 3 * 2**28],
                [3 * 2**28, 2**28],
                [999999488, 488, 10**9 - 2**10],
                list(range(10**9 - 999, 10**9 + 1)),
                [4, 12, 20, 28],
            ),
        ),
    )


def _moore_groups() -> tuple[Group, ...]:
    return (
        (
            N_("Nim-sum 0 but not a P-position of Nim_k (plain xor fails)"),
            ((2, [1, 2, 3]), (2, [5, 6, 3]), (3, [1, 1, 1, 1]), (2, [7, 7]), (4, [3, 5, 6])),
        ),
        (
            N_("bits divisible by k + 1 in total, not column by column"),
            ((2, [1, 1, 2]), (2, [3, 4]), (1, [1, 2]), (3, [7, 8]), (2, [1, 6])),
        ),
        (
            N_("P-positions of Nim_k (every column a multiple of k + 1)"),
            (
                (2, [5, 5, 5]),
                (2, [1, 2, 3, 3, 2, 1, 1, 2, 3]),
                (1, [1, 2, 3]),
                (3, [10**9] * 4),
                (99, [10**9] * 100),
                (2, [6, 5, 3]),
            ),
        ),
        (
            N_("k at least n, empty heaps and the limits"),
            (
                (100, [10**9] * 100),
                (100, [0] * 100),
                (5, [0, 0, 0]),
                (1, [0]),
                (7, [0, 1]),
                (100, [1]),
            ),
        ),
    )


def _local_pitfalls() -> dict[str, tuple[Group, ...]]:
    p: dict[str, tuple[Group, ...]] = {}
    p["LOCAL_MISERE_BASH"] = (
        (
            N_("n a multiple of m + 1 and one more than a multiple (normal play is off by one)"),
            ((1, 1), (1, 5), (2, 1), (3, 1), (4, 3), (5, 3), (8, 3), (9, 3), (12, 5), (13, 5)),
        ),
        (
            N_("m at least n, and one stone"),
            ((1, 10**18), (2, 10**18), (10**18, 10**18), (10**18, 10**18 - 1), (7, 6)),
        ),
        (
            N_("past 2^31 and 2^63 - 1 (32-bit overflow)"),
            (
                (2**31 + 1, 2**31 - 1),
                (4294967297, 4294967295),
                (10**18, 999999999999999999),
                (10**18 - 1, 2),
                (3 * 10**17 + 1, 10**17 - 1),
                (2**40 + 1, 2**20 - 1),
            ),
        ),
    )
    p["LOCAL_MOORE_NIM"] = _moore_groups()
    p["LOCAL_RULER"] = _ruler_groups()
    return p


PITFALLS.update(_local_pitfalls())
