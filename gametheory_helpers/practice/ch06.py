"""Answer key of chapter 6 (misère play and every-SG): built cases, checkers, quiz.

Every case keeps its problem's constraints (POJ3480: 1 <= N <= 47 heaps, 1 <= A_i <= 4747; no
empty heap), and each yes/no checker has both answers well represented: the P-positions are
built (S0 rows of single heaps, T2 positions whose last heap is the xor of the others; Lasker
positions completed through the inverse of the SG function), not hoped for in random samples.

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
from ..games.misere import misere_nim_is_p_position, misere_nim_state, misere_nim_winning_moves
from ..games.nim import nim
from ..games.octal import lasker_nim_grundy
from ..i18n import N_
from ..quiz import MultipleChoice
from . import case_mix
from ._blank import check_table

__all__ = ["CASE_MIX", "CHECKS", "SPOILERS", "Q1", "Q2", "check_e1", "check_e2", "check_e3a",
           "check_e3b", "check_e4", "check_e5"]  # fmt: skip

MAX_HEAPS, MAX_HEAP = 47, 4747  # POJ3480 / HDU1907
LASKER_MAX = 2**31 - 1  # HDU3032


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


# -- E3 HDU3032 Nim or not Nim? ------------------------------------------------------------------


def e3a_reference(n: int) -> int:
    """Lasker's Nim: the SG value of one heap of ``n`` (the closed form)."""
    return lasker_nim_grundy(n)


E3A_LARGE = [10**6, 10**9, 10**9 + 1, 10**9 + 2, 10**9 + 3, 2**31 - 2, LASKER_MAX, 2**31 - 4]
E3A_CASES = list(range(400)) + E3A_LARGE


def check_e3a(lasker_grundy: Any) -> Feedback:
    """Check ``lasker_grundy(n)``: n < 400 and heaps up to 2^31 - 1 (a table cannot reach them)."""
    return check_function(
        lasker_grundy,
        e3a_reference,
        E3A_CASES,
        hint=N_("look at n modulo 4, and use the pattern: a table of 10^9 heaps cannot be built"),
        time_limit=1.0,
    )


def _lasker_inverse(value: int) -> int:
    """The heap whose Lasker SG value is ``value`` (the SG function is a bijection)."""
    return {0: value - 1, 1: value, 2: value, 3: value + 1}[value % 4] if value else 0


def e3b_reference(heaps: tuple[int, ...]) -> str:
    """HDU3032: Alice wins iff the xor of the heaps' Lasker SG values is not 0."""
    return "Alice" if reduce(xor, map(lasker_nim_grundy, heaps), 0) else "Bob"


def _e3b_cases() -> list[tuple[int, ...]]:
    rng = random.Random(3032)
    cases: list[tuple[int, ...]] = [(2, 2, 3), (3, 3)]  # the samples
    cases += [(1, 2, 3), (1, 2, 4), (3,), (4,), (3, 4), (7, 8), (LASKER_MAX,), (LASKER_MAX,) * 2]
    cases += [(LASKER_MAX, 2**31 - 2), (2**31 - 4, 2**31 - 5), (3, 4, 7)]
    while len(cases) < 300:
        limit = rng.choice([12, 400, LASKER_MAX])
        heaps = [rng.randint(1, limit) for _ in range(rng.randint(1, 6))]
        kind = len(cases) % 3
        if kind == 0:  # a P-position: the last heap completes the SG xor to 0
            last = _lasker_inverse(reduce(xor, map(lasker_nim_grundy, heaps), 0))
        elif kind == 1:  # raw xor 0, which plain Nim calls a loss
            last = reduce(xor, heaps, 0)
        else:
            last = rng.randint(1, limit)
        if not 1 <= last <= LASKER_MAX:
            continue
        heaps.append(last)
        rng.shuffle(heaps)
        cases.append(tuple(heaps))
    return cases


E3B_CASES = _e3b_cases()


def check_e3b(alice_or_bob: Any) -> Feedback:
    """Check ``alice_or_bob(heaps)`` (HDU3032) on the built cases."""
    return check_function(
        alice_or_bob,
        e3b_reference,
        [(c,) for c in E3B_CASES],
        argument_names=("heaps",),
        hint=N_("a heap of Lasker's Nim is not a Nim heap of the same size"),
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

Q1 = MultipleChoice(
    N_(
        "Misère Nim from (2, 3, 1), a T2 state (完全利他态). Which states can one move reach? "
        "(Pick every one.)"
    ),
    [
        ("S0", False, N_("a move changes one heap, so one of the two big heaps survives.")),
        ("S1", True, N_("e.g. 3 -> 1 gives (2, 1, 1): one big heap, Nim-sum 2.")),
        ("S2", True, N_("e.g. 1 -> 0 gives (2, 3, 0): two big heaps, Nim-sum 1.")),
        ("T0", False, N_("a big heap survives every move (theorem 7's argument).")),
        ("T2", False, N_("changing one heap changes the Nim-sum (theorem 2): T never reaches T.")),
    ],
    multiple=True,
)

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
    "E3a": {"small": 400, "large": len(E3A_LARGE)},
    "E3b": case_mix([(c,) for c in E3B_CASES], lambda c: _p_or_n(e3b_reference(c) == "Bob")),
    "E4": case_mix([(c,) for c in E4_CASES], lambda c: _p_or_n(e4_reference(c) == "GG")),
}
CASE_MIX["E1"]["pitfall"] = sum(1 for c in E1_CASES if max(c) == 1)  # all ones (S0 / T0)
CASE_MIX["E1"]["large"] = sum(1 for c in E1_CASES if len(c) >= 40 or max(c) >= 4000)
CASE_MIX["E2"]["pitfall"] = sum(1 for c in E2_CASES if misere_nim_state(c) in ("S1", "T0"))
CASE_MIX["E3b"]["pitfall"] = sum(  # plain xor of the heaps gives the wrong winner
    1 for c in E3B_CASES if (reduce(xor, c, 0) == 0) != (e3b_reference(c) == "Bob")
)
CASE_MIX["E3b"]["large"] = sum(1 for c in E3B_CASES if max(c) > 2**30)
CASE_MIX["E4"]["large"] = sum(1 for c in E4_CASES if max(max(p) for p in c) > 100)

# the key checks itself against the brute force
assert {misere_nim_state(o) for o in nim().options((2, 3, 1))} == {
    c.text for c in Q1.choices if c.correct
}
assert EUCLID.is_p_position((11, 7)) and not EUCLID.is_p_position((4, 7))

SPOILERS = {
    "E3a": (
        "SG(4k+3) = 4k+4",
        "SG(4k + 3) = 4k + 4",
        "n + 1 if n % 4 == 3",
        "SG(2^{31} - 1) = 2^{31}",
    ),
    "E3b": ("SG(4k+3) = 4k+4", "SG(4k + 3) = 4k + 4"),
    "E5": (
        '(2, 3, 1): "T2"',
        '(4, 5, 6): "S2"',
        "(6, 1, 1) is S1",
        "(1, 1, 1)  state S0",
        "(2, 3, 1)  state T2",
    ),
    "Q1": ("Theorem 9 says that from T2",),
    "Q2": ("(11, 7)", "(11, 7)$"),
}
