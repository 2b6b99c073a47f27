"""The answer key of chapter 4 (Fibonacci Nim and Zeckendorf's theorem).

E1 HDU2516 (who wins), E2 BZOJ2275 HRPA (the smallest winning first take), E3 the k-multiple
game (HDU2486 / HDU2580 / POJ3922), E4 Zeckendorf by hand; Q1 winning first moves, Q2 the
operation counts, Q3 large takes lose (a claim checked as a function).  The cases are built:
every Fibonacci number of the range (the P-positions) and its neighbours, heaps just past
``2**31 - 1`` and the Fibonacci numbers where a double Binet formula goes wrong, every losing
size of the k-multiple game up to ``10**8``, and heaps that no table reaches.

>>> check_e4([987, 13])
✅ Correct: the Zeckendorf representation of 1000 is [987, 13].
>>> bool(check_e1(lambda n: "First win"))
False
"""

from __future__ import annotations

from typing import Any

from ..exercises import Feedback, check_answer, check_function
from ..games.fibonacci import fibonacci_nim, first_winning_move, is_p_position, losing_positions
from ..i18n import N_
from ..numbers import fibonacci, fibonacci_upto
from ..quiz import MultipleChoice
from . import case_mix

# the checkers and questions; the references and case builders are the checkers' own
__all__ = [
    "CASE_MIX",
    "CHECKS",
    "Q1",
    "Q2",
    "Q3",
    "Q3_CASES",
    "SPOILERS",
    "check_e1",
    "check_e2",
    "check_e3",
    "check_e4",
]

_FIBS = [f for f in fibonacci_upto(2 * 10**15) if f >= 2]  # 2, 3, 5, 8, ...


# -- E1 · HDU2516 ---------------------------------------------------------------------------


def e1_reference(n: int) -> str:
    """HDU2516: ``"Second win"`` iff the heap ``n`` is a Fibonacci number."""
    return "Second win" if is_p_position(n) else "First win"


def _e1_cases() -> tuple[list, list, list]:
    top = 2**31 - 1
    fibs = [f for f in _FIBS if f <= top]
    near = sorted(
        {f + 1 for f in fibs} | {f - 1 for i, f in enumerate(fibs) if i % 2 and f > 8} - set(fibs)
    )
    plain = fibs[:30] + [n for n in near if n < fibs[30]]
    large = fibs[30:] + [n for n in near if n >= fibs[30]]
    pitfall = [top, top - 1, 1836311904, 2**31 - 2**20, 2**30]  # past F(46): int overflow
    return plain, pitfall, large


_E1_PLAIN, _E1_PITFALL, _E1_LARGE = _e1_cases()
E1_CASES = _E1_PLAIN + _E1_PITFALL + _E1_LARGE


def check_e1(attempt: Any) -> Feedback:
    """HDU2516: ``hdu2516(n)`` returns ``"Second win"`` or ``"First win"``, 2 <= n < 2**31."""
    return check_function(
        attempt, e1_reference, E1_CASES, hint=N_("which n are P-positions?"), time_limit=2.0
    )


# -- E2 · BZOJ2275 HRPA ---------------------------------------------------------------------


def e2_reference(n: int) -> int | None:
    """The smallest winning first take from ``n`` stones, or ``None`` if the first player loses."""
    return first_winning_move(n)


def _e2_cases() -> tuple[list, list, list]:
    plain = list(range(2, 250))
    # n minus the largest Fibonacci number is not the answer; Fibonacci heaps answer None
    pitfall = [83, 1000, 987 + 610 - 1, 4 + 8 + 21 + 55 + 144 + 377]
    pitfall += [f for f in _FIBS if 250 <= f <= 10**15]
    pitfall += [f + g for f, g in zip(_FIBS[10:60], _FIBS[12:62], strict=True) if f + g <= 10**15]
    # a double Binet formula round(phi**i / sqrt 5) is wrong from F(71) = 308061521170129 on
    binet = [fibonacci(i) for i in (71, 72, 73)]
    large = binet + [f + 1 for f in binet] + [f + 3 for f in binet]
    large += [10**15, 10**15 - 1, 999999999999989, fibonacci(70) + fibonacci(3)]
    return plain, pitfall, large


_E2_PLAIN, _E2_PITFALL, _E2_LARGE = _e2_cases()
E2_CASES = _E2_PLAIN + _E2_PITFALL + _E2_LARGE


def check_e2(attempt: Any) -> Feedback:
    """BZOJ2275: ``hrpa(n)``, the smallest winning first take, or ``None``; n <= 10**15."""
    return check_function(
        attempt,
        e2_reference,
        E2_CASES,
        hint=N_("not n minus the largest Fibonacci number"),
        time_limit=2.0,
    )


# -- E3 · the k-multiple game ---------------------------------------------------------------


def e3_reference(n: int, k: int) -> int | str:
    """``"lose"`` if the first player loses with ``n`` stones and factor ``k``, else the take."""
    take = first_winning_move(n, k)
    return "lose" if take is None else take


def _e3_cases() -> tuple[list, list, list]:
    plain = [(n, k) for k in range(1, 7) for n in range(2, 80)]
    pitfall = []
    for k in (1, 2, 3, 4, 5, 7, 10, 13, 20):  # the losing sizes, and one past each
        terms = [t for t in losing_positions(k, 10**8) if t >= 2]
        step = max(1, len(terms) // 25)
        for t in terms[::step]:
            pitfall += [(t, k), (t + 1, k)]
    large = [(10**8, 1), (10**8, 7), (99999999, 20), (10**8 - 1, 3), (67108864, 1)]
    large += [(losing_positions(k, 10**8)[-1], k) for k in (2, 6, 17)]
    return plain, pitfall, large


_E3_PLAIN, _E3_PITFALL, _E3_LARGE = _e3_cases()
E3_CASES = _E3_PLAIN + _E3_PITFALL + _E3_LARGE


def check_e3(attempt: Any) -> Feedback:
    """``stone_game(n, k)``: ``"lose"`` or the smallest winning first take; k <= 20, n <= 10**8."""
    return check_function(
        attempt,
        e3_reference,
        E3_CASES,
        argument_names=("n", "k"),
        hint=N_("build the sequence a, b of section 8"),
        time_limit=2.0,
    )


# -- E4 · Zeckendorf by hand -----------------------------------------------------------------

E4_ANSWER = [987, 13]


def check_e4(attempt: Any) -> Feedback:
    """The Zeckendorf representation of 1000, as a list, largest term first."""
    if isinstance(attempt, tuple):
        attempt = list(attempt)
    return check_answer(
        attempt,
        E4_ANSWER,
        what=N_("Zeckendorf representation of 1000"),
        hint=N_(
            "take the largest Fibonacci number that fits, then repeat on the rest; "
            "no two terms may be consecutive Fibonacci numbers"
        ),
    )


# -- the questions ---------------------------------------------------------------------------

Q1 = MultipleChoice(
    N_("A heap of 62 stones (62 = 55 + 5 + 2), the first move. Which first takes win?"),
    [
        (
            N_("take 2"),
            True,
            N_(
                "2 is the smallest Zeckendorf term: the opponent, allowed 4, faces "
                "60 = 55 + 5 and cannot empty the 5-block."
            ),
        ),
        (N_("take 1"), False, N_("61 = 55 + 5 + 1 and the opponent may take 2 >= 1: they take 1.")),
        (
            N_("take 7"),
            True,
            N_(
                "7 leaves 55, a Fibonacci number, and the opponent may take at most 14 < 55: "
                "by the theorem that state is a P-position."
            ),
        ),
        (N_("take 5"), False, N_("57 = 55 + 2 and the opponent, allowed 10, takes 2.")),
    ],
    multiple=True,
)

Q2 = MultipleChoice(
    N_(
        "For the table up to n = 5 the plain recursion makes 8 calls and the bottom-up "
        "memoised solver 15. Which statement is right?"
    ),
    [
        (
            N_(
                "The bottom-up fill decides every state (m, p) with 2p < m, needed or not; a "
                "top-down memo never makes more calls than the plain recursion"
            ),
            True,
            N_(
                "bottom-up filling pays for all ~n^2/4 states; the recursion only visits the "
                "states the five starts need, and for tiny n it meets few of them twice. A "
                "top-down memo follows the recursion but never re-enters a stored state: each "
                "of its calls is a call the recursion makes too, so it can only save."
            ),
        ),
        (
            N_(
                "Memoisation always costs extra calls while sub-problems rarely repeat, "
                "top-down as well as bottom-up"
            ),
            False,
            N_(
                "only the bottom-up order costs extra: it visits states no start needs. A "
                "top-down memo is called only where the recursion is, and skips the repeats."
            ),
        ),
        (
            N_("The memoised solver has a bug"),
            False,
            N_(
                "its table agrees with the recursion and the engine "
                "for every n (section 2); it only "
                "does work that pays off later."
            ),
        ),
        (
            N_("Memoisation never helps for Fibonacci Nim"),
            False,
            N_("up to 25 the counts are 68,225 against 523: it helps as soon as states repeat."),
        ),
    ],
)

_GAME = fibonacci_nim()


def q3_reference(m: int, t: int) -> bool:
    """The engine: after taking ``t`` of ``m`` stones, can the opponent take all the rest?"""
    return (0, 2 * (m - t)) in _GAME.options((m - t, 2 * t))


def _q3_cases() -> list[tuple[int, int]]:
    cases = []
    for m in range(2, 90):
        third = -(-m // 3)
        cases += [(m, t) for t in range(max(1, third - 3), min(m - 1, third + 2) + 1)]
    return cases


Q3_CASES = _q3_cases()


class ClaimQuestion:
    """A proof question whose claim is written as a function and checked on built cases.

    >>> ClaimQuestion(lambda n: n % 2 == 0, [(2,), (3,)], ("n",)).check(lambda n: n % 2 == 0)
    ✅ Correct on all 2 test cases.
    """

    def __init__(self, reference, cases, argument_names: tuple[str, ...]) -> None:
        self.reference = reference
        self.cases = list(cases)
        self.argument_names = argument_names

    def check(self, attempt: Any) -> Feedback:
        """Compare the claimed predicate with the reference on every case."""
        return check_function(
            attempt,
            self.reference,
            self.cases,
            argument_names=self.argument_names,
            hint=N_("compare the stones left, m - t, with the opponent's allowance 2t"),
            time_limit=2.0,
        )


Q3 = ClaimQuestion(q3_reference, Q3_CASES, ("m", "t"))


def _e3_side(n: int, k: int) -> str:
    return "lose" if e3_reference(n, k) == "lose" else "win"


def _e2_side(n: int) -> str:
    return "lose" if e2_reference(n) is None else "win"


CHECKS = {
    "E1": check_e1,
    "E2": check_e2,
    "E3": check_e3,
    "E4": check_e4,
    "Q1": Q1.check,
    "Q2": Q2.check,
    "Q3": Q3.check,
}

CASE_MIX = {
    "E1": {
        **case_mix(E1_CASES, lambda n: "P" if e1_reference(n) == "Second win" else "N"),
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
    "Q3": case_mix(Q3_CASES, lambda m, t: "N" if q3_reference(m, t) else "P"),
}

SPOILERS = {
    "E4": ("987 + 13", "[987, 13]"),
    "Q1": ("n = 62: N, winning first takes", "62 = 55 + 5 + 2 stones. I took"),
    "Q2": (
        "the recursion only visits the few states the five starts need",
        "fills *every* state",
        "every state $(m, p)$ with $2p < m$",
    ),
}
