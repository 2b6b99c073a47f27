"""Answer key of chapter 6 (misère play and every-SG): built cases, checkers, quiz.

Every case keeps its problem's constraints (POJ3480: 1 <= N <= 47 heaps, 1 <= A_i <= 4747; no
empty heap), and each yes/no checker has both answers well represented: the P-positions are
built (S0 rows of single heaps, T2 positions whose last heap is the xor of the others;
E3's positions completed through a heap of the missing SG value), not hoped for in random samples.

>>> from gametheory_helpers.practice import ch06
>>> bool(ch06.check_e1(lambda heaps: "John"))
False
"""

from __future__ import annotations

import random
from functools import cache, reduce
from itertools import islice, product
from operator import xor
from typing import Any

from ..exercises import Feedback, check_function
from ..games.euclid import euclid_game
from ..games.misere import (
    misere_nim_is_p_position,
    misere_nim_state,
    misere_nim_winning_moves,
    sj_first_player_wins,
)
from ..games.nim import nim
from ..i18n import N_
from ..quiz import MultipleChoice
from . import case_mix
from ._blank import check_table

__all__ = ["CASE_MIX", "CHECKS", "SPOILERS", "Q1", "Q2", "check_e1", "check_e2", "check_e3a",
           "check_e3b", "check_e4", "check_e5"]  # fmt: skip

MAX_HEAPS, MAX_HEAP = 47, 4747  # POJ3480 / HDU1907
CLEAR_MAX = 10**18  # E3: heaps up to 10^18, m up to 10^9, at most 100 heaps


# -- E1 POJ3480 John -----------------------------------------------------------------------


def e1_reference(heaps: tuple[int, ...]) -> str:
    """POJ3480: "Brother" at the misère P-positions (S0, T2), else "John"."""
    return "Brother" if misere_nim_is_p_position(heaps) else "John"


def _t2(rng: random.Random, size: int, limit: int) -> tuple[int, ...] | None:
    heaps = [rng.randint(2, limit) for _ in range(size - 1)]
    last = reduce(xor, heaps, 0)
    if not 1 <= last <= limit:
        return None
    heaps.append(last)
    rng.shuffle(heaps)
    return tuple(heaps)


def _e1_cases() -> list[tuple[int, ...]]:
    rng = random.Random(3480)
    cases: list[tuple[int, ...]] = [(3, 5, 1), (1,)]  # the samples
    cases += [(1,) * n for n in range(1, MAX_HEAPS + 1)]  # all ones: S0 (odd) and T0 (even)
    cases += [(2,), (MAX_HEAP,), (1, 2), (2, 1), (1, 1, 2), (2, 1, 1), (1, 2, 3), (1, 3, 2)]
    cases += [(1, 1, 1, 1, 5, 4), (1, 4, 5), (1, 1, 4, 5), (1, 6, 7, 1, 1)]  # first heap 1, not S0
    cases += [(MAX_HEAP, MAX_HEAP), (1,) * 46 + (MAX_HEAP,), (1,) * 45 + (2, 3)]
    while len(cases) < 320:
        kind = len(cases) % 4
        size = rng.randint(2, MAX_HEAPS if rng.random() < 0.3 else 6)
        if kind == 0:  # T2
            heaps = _t2(rng, size, rng.choice([7, 60, MAX_HEAP]))
            if heaps is None or sum(h >= 2 for h in heaps) < 2:
                continue
        elif kind == 1:  # S1: one big heap among single ones, in any place
            heaps = [1] * (size - 1) + [rng.randint(2, MAX_HEAP)]
            rng.shuffle(heaps)
            heaps = tuple(heaps)
        elif kind == 2:  # ones and big heaps mixed, T2 with a first heap of 1
            heaps = _t2(rng, size, rng.choice([7, MAX_HEAP]))
            if heaps is None or sum(h >= 2 for h in heaps) < 2:
                continue
            heaps = (1, 1, *heaps) if len(heaps) < MAX_HEAPS - 1 else heaps
        else:  # random (mostly S2)
            heaps = tuple(rng.randint(1, rng.choice([3, MAX_HEAP])) for _ in range(size))
        cases.append(heaps)
    return cases


E1_CASES = _e1_cases()


def check_e1(john: Any) -> Feedback:
    """Check ``john(heaps)`` (POJ3480) on the built cases."""
    return check_function(
        john,
        e1_reference,
        [(c,) for c in E1_CASES],
        argument_names=("heaps",),
        hint=N_("the anti-Nim rule of section 4"),
    )


# -- E2 HDU1907 the winning move --------------------------------------------------------------


def e2_reference(heaps: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every winning move of misère Nim from ``heaps`` (none at a P-position)."""
    return misere_nim_winning_moves(tuple(heaps))


def e2_same(got: Any, expected: list[tuple[int, ...]]) -> bool:
    """A winning move is right if it is one of the winning moves; None iff there is none."""
    if not expected:
        return got is None
    try:  # a move has one number per heap: read no more of a lazy answer than that
        move = tuple(islice(got, MAX_HEAPS + 1))
    except TypeError:
        return False
    return len(move) <= MAX_HEAPS and move in expected


def _e2_cases() -> list[tuple[int, ...]]:
    rng = random.Random(1907)
    small = [p for k in range(1, 4) for p in product(range(1, 7), repeat=k)]
    p_cases = [p for p in small if misere_nim_is_p_position(p)]
    n_cases = [p for p in small if not misere_nim_is_p_position(p)]
    rng.shuffle(n_cases)
    cases = p_cases + [(1,) * n for n in range(1, 12)] + [(3, 5, 1)]
    # every state of the article: S1, T0 and S2 are the N-positions
    by_state: dict[str, list[tuple[int, ...]]] = {}
    for p in n_cases:
        by_state.setdefault(misere_nim_state(p), []).append(p)
    for state in ("S1", "S2", "T0"):
        cases += by_state.get(state, [])[:40]
    while sum(misere_nim_is_p_position(c) for c in cases) < len(cases) // 2:
        heaps = _t2(rng, rng.randint(2, 6), rng.choice([15, MAX_HEAP]))
        if heaps is not None and sum(h >= 2 for h in heaps) >= 2:
            cases.append(heaps)
    cases += [tuple(rng.randint(1, MAX_HEAP) for _ in range(rng.randint(2, 6))) for _ in range(20)]
    return cases


E2_CASES = _e2_cases()


def check_e2(john_move: Any) -> Feedback:
    """Check ``john_move(heaps)`` (HDU1907, a winning move or None)."""
    return check_function(
        john_move,
        e2_reference,
        [(c,) for c in E2_CASES],
        argument_names=("heaps",),
        same=e2_same,
        hint=N_("the moves of section 4, one for each state the player to move can win from"),
    )


# -- E3 take a few, or clear the heap (misère) ----------------------------------------------


def e3a_reference(n: int, m: int) -> int:
    """The SG value of one heap of ``n`` when a move takes 1 to ``m`` stones or the whole heap.

    ``SG(0) = 0`` and ``SG(n) = (n - 1) % (m + 1) + 1``: checked against the engine's brute
    force in tests/test_practice_ch06.py, never computed from it here.
    """
    return (n - 1) % (m + 1) + 1 if n else 0


def _clear_heap(value: int, m: int, rng: random.Random) -> int:
    """A heap whose SG value is ``value`` (``1 <= value <= m + 1``), of any size up to CLEAR_MAX."""
    return value + (m + 1) * rng.randint(0, (CLEAR_MAX - value) // (m + 1))


E3A_SMALL = [(n, m) for m in range(1, 7) for n in range(0, 40)]
E3A_LARGE = [(10**18, 1), (10**18, 10**9), (10**18 - 1, 999_999_999), (10**9 + 1, 10**9),
             (10**9 + 2, 10**9), (2**31 - 1, 2**31 - 2), (2**62 + 1, 2), (10**17, 3)]  # fmt: skip
E3A_CASES = E3A_SMALL + E3A_LARGE


def check_e3a(clear_grundy: Any) -> Feedback:
    """Check ``clear_grundy(n, m)`` on small heaps and on heaps up to 10^18 (no table reaches)."""
    return check_function(
        clear_grundy,
        e3a_reference,
        E3A_CASES,
        argument_names=("n", "m"),
        hint=N_("tabulate a few m, look at n modulo m + 1, and prove the pattern"),
        time_limit=1.0,
    )


def e3b_reference(heaps: tuple[int, ...], m: int) -> str:
    """Misère play of the sum: the SJ rule on the heaps' SG values (the criterion holds)."""
    return "First" if sj_first_player_wins([e3a_reference(h, m) for h in heaps]) else "Second"


def _e3b_cases() -> list[tuple[tuple[int, ...], int]]:
    rng = random.Random(606)
    cases: list[tuple[tuple[int, ...], int]] = [((1,), 1), ((2,), 1), ((1, 1), 3), ((3, 3), 2)]
    cases += [((4,), 3), ((5,), 3), ((5, 5, 5), 3), ((1, 5), 3), ((4, 5), 3), ((6, 6), 4)]
    cases += [((CLEAR_MAX,), 10**9), ((CLEAR_MAX, CLEAR_MAX), 1), ((1,) * 100, 5)]
    while len(cases) < 320:
        m = rng.choice([1, 2, 3, 5, 10, 10**9])
        limit = rng.choice([12, 200, CLEAR_MAX])
        size = rng.randint(1, 100 if rng.random() < 0.15 else 6)
        kind = len(cases) % 4
        if kind == 0:  # every SG value 1: heaps of 1 + j (m + 1), many of them large
            heaps = [_clear_heap(1, m, rng) for _ in range(size)]
        elif kind == 1:  # SG values xor to 0 with a value > 1: the last heap completes them
            heaps = [rng.randint(1, limit) for _ in range(size)]
            total = reduce(xor, (e3a_reference(h, m) for h in heaps), 0)
            if not 1 <= total <= m + 1 or len(heaps) == 100:
                continue
            heaps.append(_clear_heap(total, m, rng))
        elif kind == 2:  # raw heaps of Nim-sum 0 (anti-Nim's P-positions)
            heaps = [rng.randint(1, limit) for _ in range(size)]
            last = reduce(xor, heaps, 0)
            if not 1 <= last <= CLEAR_MAX or len(heaps) == 100:
                continue
            heaps.append(last)
        else:
            heaps = [rng.randint(1, limit) for _ in range(size)]
        rng.shuffle(heaps)
        cases.append((tuple(heaps), m))
    return cases


E3B_CASES = _e3b_cases()


def check_e3b(misere_winner: Any) -> Feedback:
    """Check ``misere_winner(heaps, m)`` (the misère sum) on the built cases."""
    return check_function(
        misere_winner,
        e3b_reference,
        E3B_CASES,
        argument_names=("heaps", "m"),
        hint=N_("the criterion of section 7 holds here; then the SJ rule on the SG values"),
    )


# -- E4 HDU3595 GG and MM ------------------------------------------------------------------------

EUCLID = euclid_game()


@cache
def euclid_win_step(small: int, large: int) -> tuple[bool, int]:
    """(does the player to move win?, step) for Euclid's game on ``small <= large``.

    The step function of section 8: win slowly (the largest step of a losing option, plus 1),
    lose fast (the smallest step of any option, plus 1).  From ``(a, r + j a)`` (``r < a``) the
    options are ``(a, r + i a)`` for ``i < j``, the last one read as ``(r, a)``: one stage of
    Euclid's algorithm is walked up in a loop, and only the stages recurse (depth O(log)).
    """
    if small == 0:
        return False, 0
    remainder, top = large % small, large // small
    wins, steps = euclid_win_step(remainder, small)
    best_losing = steps if not wins else -1  # the largest step of a losing option so far
    fewest = steps  # the smallest step of any option so far
    for _ in range(top):
        wins, steps = (True, best_losing + 1) if best_losing >= 0 else (False, fewest + 1)
        if not wins:
            best_losing = max(best_losing, steps)
        fewest = min(fewest, steps)
    return wins, steps


def e4_reference(pairs: list[tuple[int, int]]) -> str:
    """HDU3595: "MM" iff the largest step of the Euclid components is odd."""
    largest = max(euclid_win_step(*sorted(p))[1] for p in pairs)
    return "MM" if largest % 2 else "GG"


def _e4_cases() -> list[list[tuple[int, int]]]:
    rng = random.Random(3595)
    cases = [[(1, 1)] * 3, [(3, 2)], [(2, 3), (1, 1)], [(5, 3), (7, 4), (2, 9)]]
    cases += [[(1, 1)], [(2, 3)], [(3, 5), (2, 5), (4, 7)], [(1000, 1), (1, 1000)]]
    counts = {"MM": 0, "GG": 0}
    while len(cases) < 220:
        limit = rng.choice([12, 40, 1000])
        pairs = [(rng.randint(1, limit), rng.randint(1, limit)) for _ in range(rng.randint(1, 5))]
        answer = e4_reference(pairs)
        if counts[answer] >= 106:
            continue
        counts[answer] += 1
        cases.append(pairs)
    return cases


E4_CASES = _e4_cases()


def check_e4(gg_and_mm: Any) -> Feedback:
    """Check ``gg_and_mm(pairs)`` (HDU3595) on the built cases."""
    return check_function(
        gg_and_mm, e4_reference, [(c,) for c in E4_CASES], argument_names=("pairs",)
    )


# -- E5 the states ------------------------------------------------------------------------------

E5_POSITIONS = [(1, 1, 1, 1), (1, 1, 1), (6, 1, 1), (2, 3, 1), (4, 5, 6), (5, 5, 1, 1)]
E5_ANSWERS = {p: misere_nim_state(p) for p in E5_POSITIONS}
E5_HINTS = {
    p: "first the Nim-sum (S or T), then count the heaps of 2 or more" for p in E5_POSITIONS
}


def check_e5(my_states: Any) -> Feedback:
    """Check the table of states of E5."""
    return check_table(my_states, E5_ANSWERS, hints=E5_HINTS)


# -- questions ---------------------------------------------------------------------------------

Q1_START, Q1_FACED = (3, 3, 1, 1), (1, 3, 1, 1)  # the opponent took two from the first heap
Q1 = MultipleChoice(
    N_(
        "Misère Nim: your opponent faced (3, 3, 1, 1) and took two stones from the first heap, "
        "leaving (1, 3, 1, 1) to you. Which replies win? (Pick every one.)"
    ),
    [
        (
            N_("(1, 1, 1, 1): the normal-Nim move, Nim-sum 0 again"),
            False,
            N_(
                "four single heaps with Nim-sum 0 are T0, a win for the player to move: he takes "
                "one, and you face three single heaps (S0)."
            ),
        ),
        (
            N_("(1, 0, 1, 1): take the whole heap of 3"),
            True,
            N_(
                "(1, 3, 1, 1) is S1 (one big heap, Nim-sum 2) with three single heaps besides it, "
                "an odd number: empty the big heap and he faces S0; he takes one, you take one, "
                "he takes the last."
            ),
        ),
        (
            N_("(1, 2, 1, 1): take one stone and keep a big heap"),
            False,
            N_("still S1, now his: he empties the heap of 2 and you face three single heaps (S0)."),
        ),
        (
            N_("(0, 3, 1, 1): take a single heap"),
            False,
            N_(
                "S1 again, now his: with two single heaps besides the big one he leaves one stone "
                "in it, and you face three single heaps (S0)."
            ),
        ),
        (
            N_("None: his move was a good one"),
            False,
            N_(
                "(3, 3, 1, 1) is T2, lost for him whatever he does: (1, 3, 1, 1) has one big heap, "
                "so it is S1, and S1 always has a winning move."
            ),
        ),
    ],
    multiple=True,
)
Q1_REPLIES = [(1, 1, 1, 1), (1, 0, 1, 1), (1, 2, 1, 1), (0, 3, 1, 1), None]  # the choices' moves

Q2 = MultipleChoice(
    N_("Euclid's game from (25, 7), you to move. What do you do?"),
    [
        (
            N_("Move to (4, 7)."),
            False,
            N_(
                "(4, 7) is an N-position: its forced move reaches "
                "(4, 3), whose forced move reaches "
                "(1, 3), where the quotient 3 >= 2 wins for the player to move; so (4, 3) is P."
            ),
        ),
        (
            N_("Move to (11, 7)."),
            True,
            N_(
                "25 = 3 * 7 + 4: of (11, 7) and (4, 7) exactly one "
                "is P. (11, 7) -> (4, 7) is forced "
                "and (4, 7) is N, so (11, 7) is P."
            ),
        ),
        (
            N_("Nothing wins: (25, 7) is a P-position."),
            False,
            N_("a quotient >= 2 always wins: of (r + b, b) and (r, b) one is a P-position."),
        ),
    ],
)

CHECKS = {
    "E1": check_e1,
    "E2": check_e2,
    "E3a": check_e3a,
    "E3b": check_e3b,
    "E4": check_e4,
    "E5": check_e5,
    "Q1": Q1.check,
    "Q2": Q2.check,
}


def _p_or_n(is_p: bool) -> str:
    return "P" if is_p else "N"


CASE_MIX = {
    "E1": case_mix([(c,) for c in E1_CASES], lambda c: _p_or_n(misere_nim_is_p_position(c))),
    "E2": case_mix([(c,) for c in E2_CASES], lambda c: _p_or_n(misere_nim_is_p_position(c))),
    "E3a": {"small": len(E3A_SMALL), "large": len(E3A_LARGE)},
    "E3b": case_mix(E3B_CASES, lambda *c: _p_or_n(e3b_reference(*c) == "Second")),
    "E4": case_mix([(c,) for c in E4_CASES], lambda c: _p_or_n(e4_reference(c) == "GG")),
}
CASE_MIX["E1"]["pitfall"] = sum(1 for c in E1_CASES if max(c) == 1)  # all ones (S0 / T0)
CASE_MIX["E1"]["large"] = sum(1 for c in E1_CASES if len(c) >= 40 or max(c) >= 4000)
CASE_MIX["E2"]["pitfall"] = sum(1 for c in E2_CASES if misere_nim_state(c) in ("S1", "T0"))
CASE_MIX["E3b"]["pitfall"] = sum(  # a heap of 2 or more with SG value 1: "some heap > 1" is wrong
    1 for heaps, m in E3B_CASES if max(heaps) > 1 and all(e3a_reference(h, m) <= 1 for h in heaps)
)
CASE_MIX["E3b"]["large"] = sum(1 for heaps, _m in E3B_CASES if max(heaps) > 10**15)
CASE_MIX["E4"]["large"] = sum(1 for c in E4_CASES if max(max(p) for p in c) > 100)

# the key checks itself against the brute force
assert misere_nim_is_p_position(Q1_START) and Q1_FACED in nim().options(Q1_START)
assert {r for r, c in zip(Q1_REPLIES, Q1.choices, strict=True) if c.correct} == set(
    misere_nim_winning_moves(Q1_FACED)
)
assert EUCLID.is_p_position((11, 7)) and not EUCLID.is_p_position((4, 7))

SPOILERS = {
    "E3a": ("(n - 1) % (m + 1) + 1", "((n - 1) \\bmod (m + 1)) + 1", "values 1..m+1 repeat"),
    "E3b": ("(n - 1) % (m + 1) + 1", "((n - 1) \\bmod (m + 1)) + 1"),
    "E5": (
        '(2, 3, 1): "T2"',
        '(4, 5, 6): "S2"',
        "(6, 1, 1) is S1",
        "(1, 1, 1)  state S0",
        "(2, 3, 1)  state T2",
    ),
    "Q1": ("(1, 0, 1, 1)", "take the whole heap of 3"),
    "Q2": ("(11, 7)", "(11, 7)$"),
}
