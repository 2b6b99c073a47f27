"""The answer key of chapter 3 (Wythoff's game and Beatty's theorem).

E1 POJ1067 (who wins), E2 the partner of a number, E3 HDU2177 (every winning move), E4 the
largest number of winning moves, E5 misère Wythoff, E6 Wythoff with a tolerance ``t``
(Fraenkel's generalisation); Q1 Beatty pairs, Q2 rays and rules.  The cases are built:
P-positions in both orders, the positions next to them, the 95 differences ``k <= 10**9`` at
which a ``double`` golden ratio gives a wrong ``floor(k * phi)`` (:data:`FLOAT_TRAPS`), and
heaps with 25 to 40 digits that no table or search reaches.

>>> check_e4(3)
✅ Correct: the largest number of winning moves is 3.
>>> bool(check_e1(lambda a, b: 1))
False
"""

from __future__ import annotations

import random
from math import isqrt
from typing import Any

from ..exercises import Feedback, check_answer, check_function
from ..games.wythoff import is_p_position, p_position, p_position_containing, winning_moves
from ..i18n import N_, _
from ..numbers import floor_mul_phi
from ..quiz import MultipleChoice
from . import case_mix

# the checkers and questions; the references and case builders are the checkers' own
__all__ = [
    "CASE_MIX",
    "CHECKS",
    "Q1",
    "Q2",
    "SPOILERS",
    "check_e1",
    "check_e2",
    "check_e3",
    "check_e4",
    "check_e5",
    "check_e6",
]

_PHI_DOUBLE = (1 + 5**0.5) / 2  # the nearest double to phi, as a C++ or Python program has it


def float_traps(limit: int = 10**9) -> list[int]:
    """Every ``1 <= k <= limit`` at which ``int(k * phi)`` in ``double`` is not ``floor(k phi)``.

    Only a ``k`` whose Zeckendorf representation has all its terms large can fail: if its
    smallest term is ``F_c``, Binet's formula puts ``k phi`` no closer than ``phi**-(c + 2)`` to
    an integer, while the double product is off by less than ``2**-20`` for ``k <= 2 * 10**9``
    (``2 * 10**9`` times the error ``2**-53`` of the double phi, plus half a unit in the last
    place of a product below ``2**32``).  So only the ``k`` with smallest term ``F_c``,
    ``c >= 24``, can fail (``phi**-25 > 2**-18``), and each of them is checked with exact
    integers.

    >>> float_traps(2 * 10**8)
    [102334155, 141422324, 180510493]
    """
    if not isinstance(limit, int) or isinstance(limit, bool) or not 1 <= limit <= 2 * 10**9:
        raise ValueError(
            _("limit must be an integer from 1 to 2*10**9, got {value!r}").format(value=limit)
        )
    fib = [0, 1]
    while fib[-1] <= limit:
        fib.append(fib[-1] + fib[-2])
    found: list[int] = []

    def extend(index: int, total: int) -> None:
        if total and int(total * _PHI_DOUBLE) != floor_mul_phi(total):
            found.append(total)
        for j in range(index, len(fib)):
            if total + fib[j] > limit:
                break
            extend(j + 2, total + fib[j])

    extend(24, 0)
    return sorted(found)


#: The 95 differences k <= 10**9 at which a double phi gives a wrong floor(k phi).
FLOAT_TRAPS = tuple(float_traps())


# -- E1 · POJ1067 ---------------------------------------------------------------------------


def e1_reference(a: int, b: int) -> int:
    """1 if the player to move wins at heaps ``a, b`` (in either order), else 0."""
    return 0 if is_p_position(a, b) else 1


def _both_orders(pairs):
    for a, b in pairs:
        yield (a, b)
        if a != b:
            yield (b, a)


def _e1_cases() -> tuple[list, list, list]:
    rng = random.Random(1067)
    base = [p_position(k) for k in range(0, 120)]
    p_cases = list(_both_orders(base))
    n_cases = []
    for a, b in base:
        for near in ((a + 1, b), (a, b + 1), (a + 1, b + 1), (a, b - 1) if b > a else (a, a + 1)):
            n_cases.append(near if rng.random() < 0.5 else near[::-1])
    n_cases += [(0, x) for x in range(1, 20)] + [(x, x) for x in range(1, 20)]
    pitfall = []
    for k in FLOAT_TRAPS:  # the double's floor(k phi) is off by one here
        a, b = p_position(k)
        wrong = int(k * _PHI_DOUBLE)
        pitfall += [(a, b) if k % 2 else (b, a), (wrong, wrong + k)]
    large = []
    for k in (10**25, 10**30 + 7, 3**60, 2**100):
        a, b = p_position(k)
        large += [(a, b), (b, a), (a + 1, b), (a, b + 10**9)]
    return p_cases + n_cases, pitfall, large


_E1_PLAIN, _E1_PITFALL, _E1_LARGE = _e1_cases()
E1_CASES = _E1_PLAIN + _E1_PITFALL + _E1_LARGE


def check_e1(attempt: Any) -> Feedback:
    """POJ1067: ``poj1067(a, b)`` returns 1 if the player to move wins, else 0."""
    return check_function(
        attempt,
        e1_reference,
        E1_CASES,
        argument_names=("a", "b"),
        hint=N_("the heaps come in either order; compute floor(k phi) with integers only"),
        time_limit=2.0,
    )


# -- E2 · the partner of a number ------------------------------------------------------------


def e2_reference(m: int) -> int:
    """The other number of the Wythoff pair that contains ``m >= 1``."""
    _k, (a, b) = p_position_containing(m)
    return b if m == a else a


def _e2_cases() -> tuple[list, list, list]:
    plain = list(range(1, 1500))
    pitfall = []
    for k in FLOAT_TRAPS[:40]:
        a, b = p_position(k)
        pitfall += [a, b, a + 1, b - 1]
    large = [10**40, 10**40 + 1, 7**50, *p_position(10**30), *p_position(2**90)]
    return plain, pitfall, large


_E2_PLAIN, _E2_PITFALL, _E2_LARGE = _e2_cases()
E2_CASES = _E2_PLAIN + _E2_PITFALL + _E2_LARGE


def check_e2(attempt: Any) -> Feedback:
    """``partner(m)``: the other number of the P-position that contains ``m``."""
    return check_function(
        attempt,
        e2_reference,
        E2_CASES,
        argument_names=("m",),
        hint=N_("count the a_n <= m exactly with integers; is m itself one of them?"),
        time_limit=2.0,
    )


# -- E3 · HDU2177 ---------------------------------------------------------------------------


def e3_reference(a: int, b: int) -> list[tuple[int, int]]:
    """Every winning target of ``(a, b)``, each as (smaller, larger), sorted."""
    return sorted({tuple(sorted(move)) for move in winning_moves(a, b)})


def _e3_cases() -> tuple[list, list, list]:
    plain = [(a, b) for a in range(25) for b in range(a, 30)]
    plain += [(b, a) for a, b in plain[::7] if a != b]  # some in the other order
    pitfall = []
    for k in FLOAT_TRAPS[:30]:
        a, b = p_position(k)
        pitfall += [(a + 5, b), (a, b + 3), (a + 2, b + 2), (b, a + 7)]
    large = []
    for k in (10**25, 10**30 + 3):
        a, b = p_position(k)
        large += [(a + 9, b), (a, b + 9), (a + 9, b + 9), (10**20 + k, 10**20 + k)]
    return plain, pitfall, large


_E3_PLAIN, _E3_PITFALL, _E3_LARGE = _e3_cases()
E3_CASES = _E3_PLAIN + _E3_PITFALL + _E3_LARGE


def _same_moves(got: Any, expected: list) -> bool:
    return isinstance(got, list) and [tuple(move) for move in got] == expected


def check_e3(attempt: Any) -> Feedback:
    """HDU2177: ``hdu2177(a, b)`` lists every winning target, smaller heap first, sorted."""
    return check_function(
        attempt,
        e3_reference,
        E3_CASES,
        argument_names=("a", "b"),
        same=_same_moves,
        hint=N_("three kinds of move: lower the first heap, lower the second, or both equally"),
        time_limit=2.0,
    )


# -- E4 · how many winning moves -------------------------------------------------------------

E4_MOST_WINNING_MOVES = 3


def check_e4(attempt: Any) -> Feedback:
    """The largest number of different winning moves of a Wythoff position."""
    return check_answer(
        attempt,
        E4_MOST_WINNING_MOVES,
        what=N_("largest number of winning moves"),
        hint=N_("count the kinds of move, and how many targets each kind can have"),
    )


# -- E5 · misère Wythoff ---------------------------------------------------------------------

MISERE_SMALL_P = ((0, 1), (2, 2))  # they replace the normal-play pairs (0, 0) and (1, 2)


def e5_reference(a: int, b: int) -> int:
    """Misère Wythoff (taking the last stone loses): 1 if the player to move wins, else 0.

    The P-positions are ``(0, 1)``, ``(2, 2)`` and the normal-play pairs ``(a_k, b_k)``, ``k >= 2``.

    >>> [e5_reference(*p) for p in ((0, 0), (0, 1), (1, 2), (2, 2), (3, 5))]
    [1, 0, 1, 0, 0]
    """
    a, b = min(a, b), max(a, b)
    if b <= 2:
        return 0 if (a, b) in MISERE_SMALL_P else 1
    return 0 if is_p_position(a, b) else 1


def _e5_cases() -> tuple[list, list, list]:
    rng = random.Random(2177)
    base = [p_position(k) for k in range(2, 120)]
    plain = list(_both_orders(base))
    for a, b in base:
        for near in ((a + 1, b), (a, b + 1), (a + 1, b + 1), (a, b - 1)):
            plain.append(near if rng.random() < 0.5 else near[::-1])
    small = [(a, b) for a in range(3) for b in range(3)]  # where misère differs from normal play
    pitfall = small + [(0, 1), (1, 0), (2, 2)] * 3 + [(0, 3), (1, 3), (3, 3), (3, 5), (5, 3)]
    large = []
    for k in (10**25, 3**60):
        a, b = p_position(k)
        large += [(a, b), (b, a), (a + 1, b), (a, b + 1)]
    return plain, pitfall, large


_E5_PLAIN, _E5_PITFALL, _E5_LARGE = _e5_cases()
E5_CASES = _E5_PLAIN + _E5_PITFALL + _E5_LARGE


def check_e5(attempt: Any) -> Feedback:
    """Misère Wythoff: ``misere_wythoff(a, b)`` returns 1 if the player to move wins, else 0."""
    return check_function(
        attempt,
        e5_reference,
        E5_CASES,
        argument_names=("a", "b"),
        hint=N_("tabulate the misère game with the engine: which small positions change?"),
        time_limit=2.0,
    )


# -- E6 · Wythoff with a tolerance t ----------------------------------------------------------


def floor_alpha(k: int, t: int) -> int:
    """``floor(k * alpha_t)``, ``alpha_t = (2 - t + sqrt(t^2 + 4)) / 2``, exactly (``k >= 0``).

    ``sqrt(k^2 (t^2 + 4))`` is irrational for ``k >= 1`` (``t^2 + 4`` is never a square for
    ``t >= 1``), so its floor may replace it inside the outer floor.

    >>> [floor_alpha(k, 1) for k in range(6)], [floor_alpha(k, 2) for k in range(6)]
    ([0, 1, 3, 4, 6, 8], [0, 1, 2, 4, 5, 7])
    """
    return (k * (2 - t) + isqrt(k * k * (t * t + 4))) // 2


def e6_reference(a: int, b: int, t: int) -> int:
    """1 if the player to move wins Wythoff's game with tolerance ``t``, else 0.

    Moves: any number from one heap, or ``x >= 1`` and ``y >= 1`` from both with
    ``|x - y| < t``.  The P-positions are ``(a_k, a_k + t k)`` with ``a_k = floor(k alpha_t)``.

    >>> [e6_reference(a, b, 2) for a, b in ((1, 3), (2, 6), (1, 2), (3, 5))]
    [0, 0, 1, 1]
    """
    a, b = min(a, b), max(a, b)
    k, rest = divmod(b - a, t)
    return 0 if rest == 0 and a == floor_alpha(k, t) else 1


def _e6_cases() -> tuple[list, list, list]:
    rng = random.Random(1982)
    plain, pitfall, large = [], [], []
    for t in (1, 2, 3, 4, 5, 7):
        base = [(floor_alpha(k, t), floor_alpha(k, t) + t * k) for k in range(60)]
        for a, b in base:
            plain.append((a, b, t) if rng.random() < 0.5 else (b, a, t))
            near = [(a + 1, b), (a, b + 1), (a + 1, b + 1)][rng.randrange(3)]
            plain.append((*near, t))
        for a, b in base[1:20]:  # the P-positions of the neighbouring tolerances t - 1, t + 1
            pitfall += [(a, a + (t + 1) * (b - a) // t, t), (a, b, t + 1)]
    for t in (2, 3, 10, 1000):
        for k in (10**20 + 7, 3**50):
            a = floor_alpha(k, t)
            large += [(a, a + t * k, t), (a + t * k, a, t), (a + 1, a + t * k, t)]
    return plain, pitfall, large


_E6_PLAIN, _E6_PITFALL, _E6_LARGE = _e6_cases()
E6_CASES = _E6_PLAIN + _E6_PITFALL + _E6_LARGE


def check_e6(attempt: Any) -> Feedback:
    """``wythoff_t(a, b, t)``: 1 if the player to move wins with tolerance ``t``, else 0."""
    return check_function(
        attempt,
        e6_reference,
        E6_CASES,
        argument_names=("a", "b", "t"),
        hint=N_(
            "b_k = a_k + t k; find alpha from Beatty's theorem and compute floor(k alpha) exactly"
        ),
        time_limit=2.0,
    )


# -- the questions ---------------------------------------------------------------------------

Q1 = MultipleChoice(
    N_(
        "Which pairs (alpha, beta) split the positive integers into two Beatty sequences "
        "floor(n alpha), floor(n beta)?"
    ),
    [
        (
            N_("sqrt 2 and 2 + sqrt 2"),
            True,
            N_("both irrational, and 1/sqrt 2 + 1/(2 + sqrt 2) = sqrt 2/2 + (2 - sqrt 2)/2 = 1."),
        ),
        (
            N_("phi and phi^2"),
            True,
            N_("1/phi + 1/phi^2 = (phi + 1)/phi^2 = 1, since phi^2 = phi + 1."),
        ),
        (
            N_("3/2 and 3"),
            False,
            N_(
                "1/(3/2) + 1/3 = 1, but 3/2 is rational: floor(2 * 3/2) = 3 = floor(1 * 3) collide."
            ),
        ),
        (
            N_("sqrt 3 and sqrt 3 + 1"),
            False,
            N_(
                "1/sqrt 3 + 1/(sqrt 3 + 1) = 0.577 + 0.366 = 0.943, "
                "not 1: some integers are missed."
            ),
        ),
    ],
    multiple=True,
)

Q2 = MultipleChoice(
    N_("In the ray picture (section 3), which rule of the table do the DIAGONAL rays explain?"),
    [
        (
            N_("Rule 1: every positive integer lies in exactly one P-position"),
            False,
            N_(
                "that is the horizontal and vertical rays: a P-position's row and column are N, so "
                "no number is used twice as a coordinate."
            ),
        ),
        (
            N_("Rule 2: a_k is the mex of the numbers used so far"),
            False,
            N_(
                "the mex comes from taking the lowest free column; "
                "the diagonal rays do not decide it."
            ),
        ),
        (
            N_("Rule 3: b_k = a_k + k"),
            True,
            N_(
                "a diagonal move keeps b - a, so once a P-position has difference k no other can; "
                "the k-th P-position takes the next unused difference, k."
            ),
        ),
    ],
)


def _e1_side(a: int, b: int) -> str:
    return "P" if e1_reference(a, b) == 0 else "N"


def _e2_side(m: int) -> str:
    return "a" if p_position_containing(m)[1][0] == m else "b"


def _e3_side(a: int, b: int) -> str:
    return f"{len(e3_reference(a, b))} moves"


CHECKS = {
    "E1": check_e1,
    "E2": check_e2,
    "E3": check_e3,
    "E4": check_e4,
    "E5": check_e5,
    "E6": check_e6,
    "Q1": Q1.check,
    "Q2": Q2.check,
}

CASE_MIX = {
    "E1": {
        **case_mix(E1_CASES, _e1_side),
        "pitfall": len(_E1_PITFALL),
        "large": len(_E1_LARGE),
    },
    "E2": {
        **case_mix(E2_CASES, _e2_side),
        "pitfall": len(_E2_PITFALL),
        "large": len(_E2_LARGE),
    },
    "E3": {
        **case_mix(E3_CASES, _e3_side),
        "pitfall": len(_E3_PITFALL),
        "large": len(_E3_LARGE),
    },
    "E5": {
        **case_mix(E5_CASES, lambda a, b: "P" if e5_reference(a, b) == 0 else "N"),
        "pitfall": len(_E5_PITFALL),
        "large": len(_E5_LARGE),
    },
    "E6": {
        **case_mix(E6_CASES, lambda a, b, t: "P" if e6_reference(a, b, t) == 0 else "N"),
        "pitfall": len(_E6_PITFALL),
        "large": len(_E6_LARGE),
    },
}

SPOILERS = {
    "E1": ("isqrt(5 * k * k)) // 2 else 1", "0 if a == (k + isqrt"),
    "E2": (
        "(isqrt(5 * n * n) - n) // 2",
        r"$\lfloor j\varphi \rfloor = m$ then $m = a_j$",
        "otherwise $m$ is a $b$",
        "the partner of $b_i$ is the number of $a$'s below it",
    ),
    "E4": (
        "at most three winning moves",
        "up to three in all",
        "[True, True, True]",
        "(0, 0) - diagonal: keep the difference 0",
        "tries each kind with\none lookup",
    ),
    "Q1": ("partner of sqrt 2", "sqrt2.complement()", "$\\beta = 2 + \\sqrt 2$"),
    "Q2": ("the diagonal rays explain **rule 3**",),
    "E5": ("MISERE_P = {(0, 1), (2, 2)}",),
    "E6": ("(2 - t + isqrt(", r"\alpha_t = \frac{2 - t"),
}
