"""Answer key of chapter 10 (other methods): references, built cases, checkers, quizzes.

Euclid's game (E1, E2) is checked on every small pair and on pairs next to the golden ratio
that no ``float`` resolves: consecutive Fibonacci numbers near 10^18 and 60-digit pairs next
to ``φ · 10^60``, whose ratio lies on alternating sides of φ; and on pairs with a huge
quotient, such as ``(10**18, 3)``, where a search through every option of a stage (instead of
the shortcut "a quotient of 2 or more wins") never finishes.  The pirates (E3) are checked at
every boundary of the two theorems: ``n = 2m, 2m + 1, 2m + 2`` and ``2m + 2^k - 1, 2m + 2^k,
2m + 2^k + 1`` up to the judge's ``n = 10^4``.  On the sizes no brute force reaches, the
references are the closed forms, checked against the brute force in
``tests/test_practice_ch10.py``.

Example
-------
>>> from gametheory_helpers.practice import ch10
>>> phi = (1 + 5**0.5) / 2
>>> ch10.check_e1(lambda a, b: a != b and max(a, b) < phi * min(a, b))  # doctest: +ELLIPSIS
❌ Not yet: for a = ...
"""

from __future__ import annotations

import random
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence
from functools import cache
from typing import Any

from ..core import Game
from ..exercises import Feedback, check_function
from ..games import euclid, loopy, pirates, symmetry
from ..i18n import N_
from ..quiz import MultipleChoice, ShortAnswer

# the checkers and questions; the references and case builders are the checkers' own
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
]

#: Seconds one call of a student's function may take.
TIME_LIMIT = 1.0


def _fibonacci_pairs(low: int, high: int) -> list[tuple[int, int]]:
    """Consecutive Fibonacci numbers (F(k+1), F(k)) with low <= F(k) < high."""
    pairs, a, b = [], 1, 1
    while b < high:
        if b >= low:
            pairs.append((a + b, b))
        a, b = b, a + b
    return pairs


# -- E1 · Euclid's game and the golden ratio ----------------------------------------------------


def e1_reference(a: int, b: int) -> bool:
    """True for a P-position of Euclid's game (by the stages: exact for any size)."""
    return euclid.is_p_position(a, b)


def _huge_euclid_pairs() -> list[tuple[int, int]]:
    fib = _fibonacci_pairs(10**17, 10**19)[:4] + _fibonacci_pairs(10**59, 10**61)[:4]
    near_phi = [
        (10**60 + 7, 10**60),
        (161803398874989484820 * 10**40, 10**60),
        (161803398874989484821 * 10**40, 10**60),
        (10**60, 618033988749894848204 * 10**38),
    ]
    pairs = fib + [(b, a) for a, b in fib] + near_phi
    # one step from a Fibonacci pair, and quotients far too large to try one option at a time
    pairs += [(a + 1, b) for a, b in fib[:4]] + [(a - 1, b) for a, b in fib[:4]]
    pairs += [(10**18, 3), (3, 10**18), (10**60, 7), (2 * 10**18 + 1, 10**18)]
    return pairs


E1_CASES = [(a, b) for a in range(1, 80) for b in range(1, 80)] + _huge_euclid_pairs()


def check_e1(attempt: Any) -> Feedback:
    """``euclid_p(a, b) -> bool``, exact for 60-digit numbers."""
    return check_function(
        attempt, e1_reference, E1_CASES, argument_names=("a", "b"), time_limit=TIME_LIMIT
    )


# -- E2 · all the winning moves -----------------------------------------------------------------

EUCLID = euclid.euclid_game()


def e2_reference(a: int, b: int) -> list[tuple[int, int]]:
    """Every winning move from (a, b), by the stage analysis (at most one, two from (a, a)).

    >>> e2_reference(5, 5), e2_reference(25, 7), e2_reference(15, 24)
    ([(0, 5), (5, 0)], [(11, 7)], [])
    """
    if a == b:
        return [(0, b), (a, 0)]
    move = euclid.winning_move(a, b)
    return [move] if move else []


def e2_brute_force(a: int, b: int) -> list[tuple[int, int]]:
    """The same by trying every option (for small pairs: the tests compare)."""
    return sorted(EUCLID.winning_moves((a, b)))


E2_CASES = [(a, b) for a in range(1, 50) for b in range(1, 50)] + _huge_euclid_pairs()


def check_e2(attempt: Any) -> Feedback:
    """``euclid_winning_moves(a, b)``: the sorted list of every winning move."""
    return check_function(
        attempt, e2_reference, E2_CASES, argument_names=("a", "b"), time_limit=TIME_LIMIT
    )


# -- E3 · HDU1538 -------------------------------------------------------------------------------


def e3_reference(n: int, m: int, p: int) -> str:
    """HDU1538's answer, from the two theorems of section 3."""
    return pirates.hdu1538(n, m, p)


@cache
def _pirate_boundaries(m: int, top: int = 10**4) -> tuple[int, ...]:
    """The n where the answer changes shape: 2m, 2m + 1, 2m + 2 and 2m + 2^k +- 1."""
    ns = {2 * m - 1, 2 * m, 2 * m + 1, 2 * m + 2, 2 * m + 3}
    power = 4
    while 2 * m + power - 1 <= top:
        ns |= {2 * m + power - 1, 2 * m + power, 2 * m + power + 1}
        power *= 2
    return tuple(sorted(n for n in ns if 1 <= n <= top))


def _e3_cases() -> list[tuple[int, int, int]]:
    cases = [(n, m, p) for n in range(1, 41) for m in range(0, 8) for p in range(1, n + 1)]
    for m in (1, 2, 3, 10, 100, 1000, 4999):
        for n in _pirate_boundaries(m):
            survivor = pirates.last_survivor(n, m)
            for p in {1, 2, n - 1, n, survivor - 1, survivor, survivor + 1}:
                if 1 <= p <= n and (n > 40 or m > 7):  # not already in the grid
                    cases.append((n, m, p))
    cases += [(10**4, 100, p) for p in (1, 200, 201, 8392, 8393, 10**4)]
    cases += [(10**4, 10**4, p) for p in (1, 2, 9999, 10**4)]
    return cases


E3_CASES = _e3_cases()


def check_e3(attempt: Any) -> Feedback:
    """HDU1538: ``pirate_answer(n, m, p) -> "Thrown" | str(coins)``."""
    return check_function(
        attempt, e3_reference, E3_CASES, argument_names=("n", "m", "p"), time_limit=TIME_LIMIT
    )


# -- E4 · POJ2484 with up to k adjacent coins ---------------------------------------------------


def circle_k_brute_force(n: int, k: int) -> bool:
    """Whether the first player wins a circle of n coins, by searching every position."""

    def moves(coins: frozenset[int]) -> list[frozenset[int]]:
        options = []
        for start in coins:
            taken: set[int] = set()
            for step in range(k):
                coin = (start + step) % n
                if coin not in coins or coin in taken:
                    break
                taken.add(coin)
                options.append(coins - taken)
        return options

    return Game(moves).outcome(frozenset(range(n))) == "N"


def e4_reference(n: int, k: int) -> bool:
    """The first player wins iff n is odd (k = 1) or n <= k (k >= 2); tests: = brute force.

    >>> [e4_reference(n, 1) for n in (1, 2, 3)], [e4_reference(n, 3) for n in (3, 4)]
    ([True, False, True], [True, False])
    """
    return n % 2 == 1 if k == 1 else n <= k


def _e4_cases() -> list[tuple[int, int]]:
    small = [(n, k) for k in range(1, 5) for n in range(1, 11)]
    large = [(10**9, 1), (10**9 + 1, 1), (10**9, 10**9), (10**9, 10**9 - 1), (10**9 - 1, 10**9)]
    large += [(2, 2), (3, 2), (7, 7), (7, 8), (12, 11), (12, 12), (100, 99), (100, 101)]
    return small + large


E4_CASES = _e4_cases()


def check_e4(attempt: Any) -> Feedback:
    """``circle_k_first_wins(n, k) -> bool``, for circles of up to 10^9 coins."""
    return check_function(
        attempt, e4_reference, E4_CASES, argument_names=("n", "k"), time_limit=TIME_LIMIT
    )


# -- E5 · every winning move of the battle ------------------------------------------------------


def battle_positions(w: int, h: int) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """Every position of the ultimate battle on a w x h board (no shared row or column)."""
    cells = [(x, y) for x in range(w) for y in range(h)]
    return [(a, b) for a in cells for b in cells if a[0] != b[0] and a[1] != b[1]]


E5_BOARDS = ((4, 4), (5, 3), (6, 6))


@cache
def _battle_labels(w: int, h: int) -> dict:
    return loopy.loopy_outcomes(symmetry.ultimate_battle(w, h), battle_positions(w, h))


def e5_reference(w: int, h: int, position) -> list:
    """Every move to a P-position, by retrograde analysis of the whole board."""
    labels = _battle_labels(w, h)
    return sorted(o for o in symmetry.ultimate_battle(w, h).options(position) if labels[o] == "P")


def _e5_cases() -> list:
    rng = random.Random(2586)
    p_cases, n_cases, two_moves = [], [], []
    for w, h in E5_BOARDS:
        for position in battle_positions(w, h):
            moves = e5_reference(w, h, position)
            target = p_cases if not moves else two_moves if len(moves) > 1 else n_cases
            target.append((w, h, position))
    rng.shuffle(n_cases)
    return p_cases + two_moves + n_cases[: max(0, 2 * len(p_cases) - len(two_moves))]


E5_CASES = _e5_cases()


def check_e5(attempt: Any) -> Feedback:
    """``battle_winning_moves(w, h, position)``: the sorted list of all winning moves."""
    return check_function(
        attempt,
        e5_reference,
        E5_CASES,
        argument_names=("w", "h", "position"),
        time_limit=TIME_LIMIT,
    )


# -- E6 · POJ1678 I Love this Game! -------------------------------------------------------------


def e6_brute_force(a: int, b: int, pool: Sequence[int]) -> int:
    """Every play sequence, straight from the rules (picked numbers leave the pool)."""

    def best(remaining: tuple[int, ...], last: int | None) -> int:
        picks = [
            i
            for i, y in enumerate(remaining)
            if (a <= y <= b if last is None else a <= y - last <= b)
        ]
        if not picks:
            return 0  # the player to move cannot pick: the game is over
        return max(
            remaining[i] - best(remaining[:i] + remaining[i + 1 :], remaining[i]) for i in picks
        )

    return best(tuple(pool), None)


def e6_reference(a: int, b: int, pool: Sequence[int]) -> int:
    """The dynamic programme from the largest number down (tests: = brute force)."""
    values = sorted(set(pool))
    worth: dict[int, int] = {}
    for v in reversed(values):
        answers = values[bisect_left(values, v + a) : bisect_right(values, v + b)]
        worth[v] = v - max(worth[w] for w in answers) if answers else v
    starts = [worth[v] for v in values if a <= v <= b]
    return max(starts) if starts else 0


E6_SAMPLES = [((1, 2, [1, 3, -2, 5, -3, 6]), -3), ((1, 2, [-2, -1]), 0), ((1, 2, [1, 0]), 1)]


#: Forced answers that cost the answerer; repeats; nothing to start with.
E6_PITFALLS = [(1, 2, [1, 3, 4]), (1, 2, [1, 1, 2, 3, 3, 4]), (2, 3, [1, 5, 9]), (3, 5, [1, 2])]


def _e6_cases() -> list[tuple[int, int, list[int]]]:
    rng = random.Random(1678)
    cases = [case for case, _ in E6_SAMPLES] + E6_PITFALLS
    for _ in range(400):
        a = rng.randint(1, 3)
        b = rng.randint(a + 1, a + 4)
        cases.append((a, b, [rng.randint(-4, 16) for _ in range(rng.randint(2, 9))]))
    for size in (1000, 10_000, 10_000):  # the judge's n: only the programme finishes
        a = rng.randint(1, 50)
        b = rng.randint(a + 1, 100)
        cases.append((a, b, [rng.randint(-9999, 9999) for _ in range(size)]))
    cases.append((1, 2, list(range(1, 10_001))))
    return cases


E6_CASES = _e6_cases()


def check_e6(attempt: Any) -> Feedback:
    """POJ1678: ``love_this_game(a, b, pool) -> int``, for pools of up to 10^4 numbers."""
    return check_function(
        attempt,
        e6_reference,
        E6_CASES,
        argument_names=("a", "b", "pool"),
        hint=N_("the picks increase; what is a pick worth if the opponent must answer it?"),
        time_limit=TIME_LIMIT,
    )


# -- the questions ------------------------------------------------------------------------------

Q1 = MultipleChoice(
    N_("Euclid's game from (7, 5): who wins?"),
    [
        (
            N_("Ollie (the second player)"),
            euclid.winner(7, 5) == "Ollie",
            f"The quotients are {euclid.quotients(7, 5)}. Stage 1 has quotient 1: Stan's move "
            "to (5, 2) is forced. The first stage with a choice is stage 2, Ollie's: an even "
            "index, so Ollie wins.",
        ),
        (
            N_("Stan, because some quotient is at least 2"),
            False,
            N_(
                "Only the FIRST stage with quotient >= 2 counts, and whose turn it is there: "
                "here it is stage 2, which Ollie plays."
            ),
        ),
        (
            N_("Stan, because the number of stages (3) is odd"),
            False,
            N_(
                "The number of stages decides only when every quotient is 1; here stage 2 already "
                "has quotient 2, and it is Ollie's."
            ),
        ),
        (
            N_("nobody: the game can go on forever"),
            False,
            N_(
                "Every move lowers a + b, so the game ends; the "
                "first stage with a choice decides it."
            ),
        ),
    ],
)

Q2 = ShortAnswer(
    N_("5 pirates, 100 coins: how many coins does pirate 5 keep?"),
    {str(pirates.outcome(5, 100, 5))},
    hint=N_("n = 5 <= 2m + 1: who is sure of 0 if pirate 5 dies, and how many votes does he need?"),
    explanation=N_("He pays pirates 3 and 1 one coin each and keeps 100 - 2 = 98."),
)

CHECKS: dict[str, Callable[[Any], Feedback]] = {
    "E1": check_e1,
    "E2": check_e2,
    "E3": check_e3,
    "E4": check_e4,
    "E5": check_e5,
    "E6": check_e6,
    "Q1": Q1.check,
    "Q2": Q2.check,
}


def _mix(cases: list, reference: Callable[..., Any], **labels: Callable[..., bool]) -> dict:
    """Count the cases under each label; a label's test sees the case and the reference answer."""
    mix = dict.fromkeys(labels, 0)
    for case in cases:
        answer = reference(*case)
        for label, test in labels.items():
            mix[label] += bool(test(answer, *case))
    return mix


CASE_MIX = {
    "E1": _mix(
        E1_CASES,
        e1_reference,
        P=lambda p, a, b: p,
        N=lambda p, a, b: not p,
        pitfall=lambda p, a, b: a == b or max(a, b) > 10**17,
        large=lambda p, a, b: max(a, b) > 10**17,
    ),
    "E2": _mix(
        E2_CASES,
        e2_reference,
        P=lambda moves, a, b: not moves,
        N=lambda moves, a, b: bool(moves),
        pitfall=lambda moves, a, b: a == b or max(a, b) // min(a, b) >= 2,
        large=lambda moves, a, b: max(a, b) > 10**17,
    ),
    "E3": _mix(
        E3_CASES,
        e3_reference,
        thrown=lambda answer, n, m, p: answer == "Thrown",
        gold=lambda answer, n, m, p: answer != "Thrown",
        pitfall=lambda answer, n, m, p: n in _pirate_boundaries(m),
        large=lambda answer, n, m, p: n >= 1000,
    ),
    "E4": _mix(
        E4_CASES,
        e4_reference,
        P=lambda wins, n, k: not wins,
        N=lambda wins, n, k: wins,
        pitfall=lambda wins, n, k: k == 1 or abs(n - k) <= 1,
        large=lambda wins, n, k: n >= 10**9 - 1,
    ),
    "E5": _mix(
        E5_CASES,
        e5_reference,
        P=lambda moves, w, h, position: not moves,
        N=lambda moves, w, h, position: bool(moves),
        pitfall=lambda moves, w, h, position: len(moves) > 1,  # advance and retreat both win
    ),
    "E6": {
        "samples": len(E6_SAMPLES),
        "pitfall": sum(1 for case in E6_CASES if case in E6_PITFALLS),
        **_mix(
            E6_CASES,
            lambda a, b, pool: None,
            small=lambda _, a, b, pool: len(pool) <= 9,
            large=lambda _, a, b, pool: len(pool) >= 1000,
        ),
    },
}

SPOILERS = {
    "E1": ("(2 * big - small) ** 2 < 5 * small * small", "(2a - b)^2 < 5b^2"),
    "E2": ("**at most",),
    "E4": ("return n <= k",),
    "E6": ("W(v) = v - \\max",),
    "Q1": ("winner(7, 5)",),
    "Q2": ("(1, 0, 1, 0, 98)", "keeps 100 - 2 = 98"),
}
