"""Answer key of chapter 2 (Bash's game and Nim): references, built cases, checkers, quizzes.

The cases are built, not sampled: P- and N-positions in balance (P-positions constructed by
making the Nim-sum 0), the judges' sizes (POJ2975: 1000 heaps up to 10^9; POJ1704: 1000
chessmen, squares up to 10000, **unsorted**), and the pitfalls the chapter names (empty heaps,
the survey's highest-bit slip, the wall in front of an odd number of chessmen, a donation
limit ``m >= n``, a price reached by the first bid).  On the judges' sizes the references use
the closed forms (Bouton, staircase Nim); ``tests/test_practice_ch02.py`` checks them against
the brute force on small cases.

Example
-------
>>> from gametheory_helpers.practice import ch02
>>> ch02.check_e1(lambda heaps: "Yes" if sum(heaps) % 2 else "No")  # doctest: +ELLIPSIS
❌ Not yet: for heaps = ...
>>> ch02.e2_reference([7, 11, 13])
3
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from functools import reduce
from itertools import combinations, product
from operator import xor
from typing import Any

from ..core import Game
from ..exercises import Feedback, check_answer, check_function
from ..games import bash, nim
from ..i18n import N_, _
from ..quiz import MultipleChoice, ShortAnswer
from . import case_mix

__all__ = [
    "CASE_MIX",
    "CHECKS",
    "SPOILERS",
    "Q1",
    "Q2",
    "check_e1",
    "check_e2",
    "check_e3",
    "check_e4",
    "check_e5",
    "check_e6",
    "check_e7",
]

#: Seconds one call of a student's function may take (the judges' sizes need the fast rule).
TIME_LIMIT = 1.0

_NIM = nim.nim()


def _nim_sum(values: Iterable[int]) -> int:
    return reduce(xor, values, 0)


def _balanced(p_cases: list, n_cases: list, pinned: Sequence = ()) -> list:
    """All P cases, the pinned cases, and N cases up to twice the P cases (a third each side)."""
    room = max(0, 2 * len(p_cases) - len(pinned))
    return [*pinned, *p_cases, *n_cases[:room]]


def _p_position(rng: random.Random, count: int, top: int, *, zeros: bool = False) -> list[int]:
    """A Nim position of ``count`` heaps below ``top`` with Nim-sum 0, shuffled."""
    while True:
        heaps = [rng.randrange(0 if zeros else 1, top) for _ in range(count - 1)]
        last = _nim_sum(heaps)
        if last < top and (zeros or last > 0):
            heaps.append(last)
            rng.shuffle(heaps)
            return heaps


def _n_position(rng: random.Random, count: int, top: int) -> list[int]:
    while True:
        heaps = [rng.randrange(1, top) for _ in range(count)]
        if _nim_sum(heaps):
            return heaps


# -- E1 · POJ2234 Matches Game ------------------------------------------------------------------


def e1_reference(heaps: Sequence[int]) -> str:
    """POJ2234's answer, by Bouton's theorem.

    >>> e1_reference([1, 2, 3]), e1_reference([5, 9])
    ('No', 'Yes')
    """
    return "Yes" if _nim_sum(heaps) else "No"


def _e1_cases() -> list[list[int]]:
    rng = random.Random(2234)
    small = [list(h) for count in (1, 2, 3) for h in product(range(4), repeat=count)]
    p_small = [h for h in small if not _nim_sum(h)]
    n_small = [h for h in small if _nim_sum(h)]
    p_large = [_p_position(rng, rng.randint(2, 20), 10**9 + 1) for _ in range(50)]
    p_large += [[10**9, 10**9], [1, 2, 3] * 6, [2**29, 2**29 - 1, 2**30 - 1]]
    n_large = [_n_position(rng, rng.randint(1, 20), 10**9 + 1) for _ in range(40)]
    # sum parity, "two heaps only" and the heap count do not decide: N-positions that fool them
    n_large += [[1, 2], [2, 4], [1, 1, 1, 2], [10**9], [3, 5, 7, 9]]
    return p_small + p_large + n_small + n_large


E1_CASES = _e1_cases()


def check_e1(attempt: Any) -> Feedback:
    """POJ2234: ``matches_game(heaps) -> "Yes" | "No"``."""
    return check_function(
        attempt, e1_reference, E1_CASES, argument_names=("heaps",), time_limit=TIME_LIMIT
    )


# -- E2 · POJ2975 Nim: count the winning moves --------------------------------------------------


def e2_reference(heaps: Sequence[int]) -> int:
    """The number of moves to a P-position (closed form: heaps with ``h ^ s < h``).

    >>> e2_reference([7, 11, 13]), e2_reference([1, 2, 3])
    (3, 0)
    """
    s = _nim_sum(heaps)
    return sum(1 for h in heaps if h ^ s < h)


def _highest_bit_count(heaps: Sequence[int]) -> int:
    """The survey's slip (Note 2): heaps whose *highest* 1 is the Nim-sum's leading 1."""
    s = _nim_sum(heaps)
    return sum(1 for h in heaps if s and h.bit_length() == s.bit_length())


def _e2_cases() -> list[list[int]]:
    rng = random.Random(2975)
    small = [list(h) for count in (1, 2, 3) for h in product(range(5), repeat=count)]
    p_small = [h for h in small if not _nim_sum(h)]
    n_small = [h for h in small if _nim_sum(h)]
    sizes = [2, 3, 5, 20, 100, 1000]
    p_large = [_p_position(rng, sizes[i % 6], 10**9 + 1) for i in range(66)]
    n_large = [_n_position(rng, sizes[i % 6], 10**9 + 1) for i in range(24)]
    # several winning moves at once, and the highest-bit slip (2, 3): the Nim-sum 1 is led by
    # a column where no heap has its highest 1
    pinned = [[7, 11, 13], [2, 3], [6, 10, 15], [10**9, 10**9 - 1, 5], [2**29 + 1, 2**29, 3]]
    pinned += [[rng.randrange(1, 10**9 + 1) | 1 for _ in range(1000)] for _ in range(2)]
    return pinned + p_small + p_large + n_small + n_large


E2_CASES = _e2_cases()


def check_e2(attempt: Any) -> Feedback:
    """POJ2975: ``count_winning_moves(heaps) -> int``, fast on 1000 heaps up to 10^9."""
    return check_function(
        attempt, e2_reference, E2_CASES, argument_names=("heaps",), time_limit=TIME_LIMIT
    )


# -- E3 · POJ1704 Georgia and Bob ---------------------------------------------------------------


def _georgia_moves(men: tuple[int, ...]):
    for i, x in enumerate(men):
        lowest = men[i - 1] + 1 if i else 1
        for y in range(lowest, x):
            yield men[:i] + (y,) + men[i + 1 :]


#: The game itself (positions: the squares, sorted), for the brute force.
GEORGIA = Game(_georgia_moves, name="Georgia and Bob")


def georgia_wins(squares: Iterable[int]) -> bool:
    """Staircase Nim on the gaps: xor the gaps in front of chessmen 1, 3, 5, ... from the right.

    >>> georgia_wins([1, 2, 3]), georgia_wins([3, 1]), georgia_wins([2])
    (False, True, True)
    """
    men = [0, *sorted(squares)]  # a wall at square 0
    gaps = [men[i] - men[i - 1] - 1 for i in range(len(men) - 1, 0, -1)]
    return _nim_sum(gaps[0::2]) != 0


def e3_reference(squares: Sequence[int]) -> str:
    """POJ1704's answer (the squares in any order)."""
    return "Georgia will win" if georgia_wins(squares) else "Bob will win"


def _unsorted(rng: random.Random, men: Sequence[int]) -> list[int]:
    """The squares in an order that is not increasing (reversed when there are only two)."""
    men = list(men)
    if len(men) < 2:
        return men
    order = men[::-1] if len(men) == 2 else men[:]
    while order == sorted(order):
        rng.shuffle(order)
    return order


def _georgia_p(rng: random.Random, count: int, top: int) -> list[int]:
    """``count`` distinct squares up to ``top`` forming a P-position (odd gaps xor to 0)."""
    while True:
        gaps = [rng.randrange(0, max(2, top // count - 1)) for _ in range(count)]
        odd = list(range(0, count, 2))  # gaps in front of chessmen 1, 3, 5, ... from the right
        gaps[odd[-1]] = 0
        gaps[odd[-1]] = _nim_sum(gaps[i] for i in odd)
        squares, position = [], 0
        for gap in reversed(gaps):  # the leftmost chessman first
            position += gap + 1
            squares.append(position)
        if squares[-1] <= top:
            return squares


def _e3_cases() -> list[list[int]]:
    rng = random.Random(1704)
    small = [list(c) for size in (1, 2, 3, 4) for c in combinations(range(1, 10), size)]
    p_small = [_unsorted(rng, c) for c in small if not georgia_wins(c)]
    n_small = [_unsorted(rng, c) for c in small if georgia_wins(c)]
    sizes = [2, 3, 7, 50, 999, 1000]
    p_large = [_unsorted(rng, _georgia_p(rng, sizes[i % 6], 10_000)) for i in range(40)]
    n_large = []
    while len(n_large) < 30:
        men = sorted(rng.sample(range(1, 10_001), sizes[len(n_large) % 6]))
        if georgia_wins(men):
            n_large.append(_unsorted(rng, men))
    # the judge's sample, and odd counts where the leftmost chessman pairs with the wall
    pinned = [[2, 1, 3], [1, 5, 6, 2], [9, 1], [5], [10_000, 1], [3, 10, 1], [4, 6, 2]]
    return _balanced(p_small + p_large, n_small + n_large, pinned)


E3_CASES = _e3_cases()


def check_e3(attempt: Any) -> Feedback:
    """POJ1704: ``georgia_and_bob(squares)``, the squares unsorted, up to 1000 chessmen."""
    return check_function(
        attempt, e3_reference, E3_CASES, argument_names=("squares",), time_limit=TIME_LIMIT
    )


# -- E4 · HDU2188 the volunteer -----------------------------------------------------------------


def e4_reference(n: int, m: int) -> str:
    """HDU2188: Bash's game on the missing money; Grass moves first."""
    return "Rabbit" if bash.is_p_position(n, m) else "Grass"


def _e4_cases() -> list[tuple[int, int]]:
    p_cases = [(k * (m + 1), m) for m in range(1, 13) for k in range(1, 7)]
    p_cases += [(10_000, 9_999), (10_000, 1), (9_990, 9), (10_000 // 8 * 8, 7)]
    n_cases = [(n + d, m) for n, m in p_cases for d in (-1, 1) if n + d >= 1 and n + d <= 10_000]
    pinned = [(1, 1), (5, 5), (3, 10_000), (10_000, 10_000), (4, 4), (2, 1)]  # m >= n, n = m + 1
    return _balanced(p_cases, n_cases, pinned)


E4_CASES = _e4_cases()


def check_e4(attempt: Any) -> Feedback:
    """HDU2188: ``volunteer(n, m) -> "Grass" | "Rabbit"``."""
    return check_function(
        attempt, e4_reference, E4_CASES, argument_names=("n", "m"), time_limit=TIME_LIMIT
    )


# -- E5 · HDU2149 Public Sale -------------------------------------------------------------------


def e5_reference(price: int, step: int) -> list[int] | str:
    """Every winning first bid: the bids that reach the price, or Bash's move ``M mod (N+1)``.

    >>> e5_reference(4, 2), e5_reference(3, 2), e5_reference(3, 5)
    ([1], 'none', [3, 4, 5])
    """
    if step >= price:
        return list(range(price, step + 1))
    return [price % (step + 1)] if price % (step + 1) else "none"


def e5_brute_force(price: int, step: int) -> list[int] | str:
    """The same answer by brute force over the prices (for the tests)."""
    game = Game(lambda t: [] if t >= price else [t + k for k in range(1, step + 1)])
    wins = [k for k in range(1, step + 1) if k >= price or game.outcome(k) == "P"]
    return wins or "none"


def _e5_cases() -> list[tuple[int, int]]:
    p_cases = [(k * (step + 1), step) for step in range(1, 16) for k in range(1, 5)]
    p_cases += [(1098, 1), (1096, 136), (1089, 10)]
    n_cases = [(m + d, s) for m, s in p_cases for d in (1, -1) if m + d > s and m + d < 1100]
    # the first bid reaches the price: every bid from M to N wins
    pinned = [(1, 1), (3, 5), (5, 5), (1, 1099), (10, 20), (7, 6)]
    return _balanced(p_cases, n_cases, pinned)


E5_CASES = _e5_cases()


def check_e5(attempt: Any) -> Feedback:
    """HDU2149: ``winning_first_bids(price, step)``: the sorted winning bids, or ``"none"``."""
    return check_function(
        attempt, e5_reference, E5_CASES, argument_names=("M", "N"), time_limit=TIME_LIMIT
    )


# -- E6 · HDU1849 Rabbit and Grass --------------------------------------------------------------


def e6_reference(squares: Sequence[int]) -> str:
    """HDU1849: each piece is a Nim heap; Rabbit moves first."""
    return "Rabbit Win!" if _nim_sum(squares) else "Grass Win!"


def _e6_cases() -> list[list[int]]:
    rng = random.Random(1849)
    small = [list(h) for count in (1, 2, 3) for h in product(range(4), repeat=count)]
    p_small = [h for h in small if not _nim_sum(h)]
    n_small = [h for h in small if _nim_sum(h)]
    sizes = [2, 3, 4, 10, 100, 1000]
    p_large = [_p_position(rng, sizes[i % 6], 1000, zeros=True) for i in range(40)]
    n_large = [_n_position(rng, sizes[i % 6], 1000) for i in range(30)]
    # pieces sharing a square, all pieces at 0, an odd number of pieces at the same square
    pinned = [[0, 0, 0], [5, 5, 5], [7, 7], [999, 999, 1, 1], [0, 3], [1, 2, 3, 3, 2, 1, 4]]
    return pinned + p_small + p_large + n_small + n_large


E6_CASES = _e6_cases()


def check_e6(attempt: Any) -> Feedback:
    """HDU1849: ``rabbit_and_grass(squares) -> "Rabbit Win!" | "Grass Win!"``."""
    return check_function(
        attempt, e6_reference, E6_CASES, argument_names=("squares",), time_limit=TIME_LIMIT
    )


# -- E7 · all the winning moves from (6, 10, 15), by hand ---------------------------------------

E7_POSITION = (6, 10, 15)


def check_e7(my_moves: Any) -> Feedback:
    """The set of positions reachable from (6, 10, 15) in one winning move."""
    if my_moves is None or my_moves is Ellipsis:
        return check_answer(None, None, what=N_("set of winning moves"))
    try:
        moves = {tuple(move) for move in my_moves}
    except TypeError:
        return Feedback(
            False, _("give a set of positions, e.g. {example}.").format(example="{(5, 9, 1)}")
        )
    return check_answer(
        moves,
        set(nim.winning_moves(E7_POSITION)),
        what=N_("set of winning moves"),
        hint=N_("write the heaps in binary and find the leading 1 of the xor"),
    )


# -- the questions ------------------------------------------------------------------------------

_TAKE_134 = Game(lambda n: [n - k for k in (1, 3, 4) if k <= n], name="take 1, 3 or 4")

Q1 = ShortAnswer(
    N_(
        "Subtraction set S = {1, 3, 4}: a move takes 1, 3 or 4 stones. Bash's rule with m = 4 "
        "would say that n is a P-position iff 5 divides n. What is the smallest n for which "
        "this prediction is wrong?"
    ),
    {str(min(n for n in range(50) if _TAKE_134.is_p_position(n) != (n % 5 == 0)))},
    hint=N_("tabulate the outcomes of n = 0, 1, 2, 3 with the three rules of chapter 1"),
    explanation=N_(
        "From 2 the only move takes 1 and leaves 1, an N-position: 2 is P, not N. "
        "Bash's proof (step 3) takes s stones for any 1 <= s <= m; here 2 cannot be taken."
    ),
)

#: The positions Q2 shows, in order.
Q2_POSITIONS = ((1, 1, 1), (1, 2, 3), (3, 3), (2, 2, 2, 1, 1, 1), (4, 5, 6))
_MOORE_K = 2


def _columns(heaps: Sequence[int]) -> list[tuple[int, int]]:
    """(column value, number of ones) for every binary column, the highest first."""
    top = max(heaps).bit_length()
    return [(1 << b, sum(h >> b & 1 for h in heaps)) for b in range(top - 1, -1, -1)]


def _ones(count: int) -> str:
    return f"{count} one" + ("" if count == 1 else "s")


def moore_feedback(heaps: tuple[int, ...], k: int = _MOORE_K) -> tuple[bool, str]:
    """Whether ``heaps`` is P in Moore's Nim_k, and why; an N-position names a computed move.

    >>> moore_feedback((1, 2, 3))[1]  # doctest: +ELLIPSIS
    '...move to (1, 1, 1)...'
    """
    columns = _columns(heaps)
    counts = ", ".join(f"the {value}s column holds {_ones(count)}" for value, count in columns)
    if nim.moore_is_p_position(heaps, k):
        return True, f"{counts}: each a multiple of k + 1 = {k + 1}."
    move = nim.moore_winning_move(heaps, k)
    bad = [f"{value}s" for value, count in columns if count % (k + 1)]
    return False, (
        f"{counts}; in the {' and '.join(bad)} column{'s' if len(bad) > 1 else ''} that is not a "
        f"multiple of {k + 1}. "
        f"The player to move wins: move to {move}."
    )


Q2 = MultipleChoice(
    N_(
        "Moore's Nim with k = 2 (take from one or two heaps). "
        "Which positions are P? (Pick every one.)"
    ),
    [(str(h), *moore_feedback(h)) for h in Q2_POSITIONS],
    multiple=True,
)

CHECKS: dict[str, Callable[[Any], Feedback]] = {
    "E1": check_e1,
    "E2": check_e2,
    "E3": check_e3,
    "E4": check_e4,
    "E5": check_e5,
    "E6": check_e6,
    "E7": check_e7,
    "Q1": Q1.check,
    "Q2": Q2.check,
}


def _side(answer: Any, p_answers: Iterable[Any]) -> str:
    return "P" if answer in tuple(p_answers) else "N"


def _mix(cases: list, reference: Callable, p_answers: Iterable[Any], extra: dict) -> dict:
    mix = case_mix(cases, lambda *args: _side(reference(*args), p_answers))
    for label, test in extra.items():
        mix[label] = sum(
            1 for case in cases if test(*(case if isinstance(case, tuple) else (case,)))
        )
    return mix


CASE_MIX = {
    "E1": _mix(
        E1_CASES,
        e1_reference,
        ["No"],
        {"pitfall": lambda h: 0 in h or len(h) == 1, "large": lambda h: max(h) > 10**6},
    ),
    "E2": _mix(
        E2_CASES,
        e2_reference,
        [0],
        {
            "pitfall": lambda h: _highest_bit_count(h) != e2_reference(h),
            "large": lambda h: len(h) >= 1000 or max(h) > 10**6,
        },
    ),
    "E3": _mix(
        E3_CASES,
        e3_reference,
        ["Bob will win"],
        {
            "pitfall": lambda men: list(men) != sorted(men),
            "large": lambda men: len(men) >= 999,
        },
    ),
    "E4": _mix(E4_CASES, e4_reference, ["Rabbit"], {"pitfall": lambda n, m: m >= n}),
    "E5": _mix(E5_CASES, e5_reference, ["none"], {"pitfall": lambda price, step: step >= price}),
    "E6": _mix(
        E6_CASES,
        e6_reference,
        ["Grass Win!"],
        {"pitfall": lambda s: len(set(s)) < len(s), "large": lambda s: len(s) >= 1000},
    ),
}

SPOILERS = {
    "E2": ("h ^ s < h",),
    "E3": ("gaps[0::2]",),
    "E5": ("M \\bmod (N + 1)",),
    "E7": ("(5, 10, 15)", "(6, 9, 15)", "(6, 10, 12)"),
    "Q1": ("2 is a P-position", "\\in \\{0, 2\\}"),
    "Q2": (
        *(f"move to {nim.moore_winning_move(h, _MOORE_K)}" for h in Q2_POSITIONS[1:3]),
        "(1, 1, 1), (2, 2, 2)",  # a list of the small P-positions of Nim_2 (issue 37)
    ),
}
