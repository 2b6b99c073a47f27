"""The answer key of chapter 5 (the Sprague-Grundy function and sums of games).

E1 S-Nim with S = {1, 4}, E2 Lasker's Nim from the recurrence, E3 octal codes, E4 the value of a
sum, E5 HDU1847, E6 BZOJ2940 *Stripes*, E7 HDU4664 *Triangulation* (asked in the exercises of
the companion 05b); Q1 a mex, Q2 where finiteness is used, Q3 Dawson's chess by hand (asked in
section 8, before the computer prints the values of 0.137), Q4 why equal games cancel.  The
cases are built: P-positions of every game (equal values, xors of three, the empty position),
the heap sizes where a split changes the value, runs where a stripe splits the strip, heaps
and point counts far past any table (10**18, 10**9), and the yes/no answers balanced.

>>> check_e4(5)
✅ Correct: the SG value is 5.
>>> bool(check_e1(lambda heaps: True))
False
"""

from __future__ import annotations

import itertools
import random
from typing import Any

from ..core import Game, mex, nim_sum
from ..exercises import Feedback, check_answer, check_function, short_repr
from ..games import octal, subtraction
from ..i18n import N_, _
from ..quiz import MultipleChoice, ShortAnswer
from . import case_mix

# the checkers and questions; the references and case builders are the checkers' own
__all__ = [
    "CASE_MIX",
    "CHECKS",
    "Q1",
    "Q2",
    "Q3",
    "Q4",
    "SPOILERS",
    "check_e1",
    "check_e2",
    "check_e3",
    "check_e4",
    "check_e5",
    "check_e6",
    "check_e7",
]

# -- E1 · S-Nim with S = {1, 4} ---------------------------------------------------------------

_S14 = subtraction.subtraction_game({1, 4})
_V14 = subtraction.grundy_sequence({1, 4}, 5)


def e1_reference(heaps: tuple[int, ...]) -> bool:
    """Whether the S-Nim position ``heaps`` (takes of 1 or 4) is a P-position."""
    return subtraction.s_nim_is_p_position({1, 4}, heaps)


def _e1_cases() -> tuple[list, list, list]:
    rng = random.Random(14)
    plain = [((),)] + [((h,),) for h in range(15)]
    plain += [((a, b),) for a in range(12) for b in range(12)]
    # P-positions with three heaps: the third heap matches the xor of the first two
    for _round in range(60):
        a, b = rng.randrange(20), rng.randrange(20)
        want = _V14[a % 5] ^ _V14[b % 5]
        if want in _V14:
            c = next(c for c in range(rng.randrange(5), 40) if _V14[c % 5] == want)
            plain.append(((a, b, c),))
    # plain xor of the heaps (Nim) and the heap sizes mod 5 disagree with the values here
    pitfall = [((4, 3, 7),), ((4, 4),), ((9, 3),), ((5, 2),), ((1, 3, 2),), ((8, 6),)]
    large = [((10**9, 5, 7),), ((10**18, 10**18 + 2),), ((10**18 + 4, 3),), ((2**64, 2**64 + 1),)]
    large += [((10**18 + 3, 10**12 + 1, 4),), ((10**15 + 4,),)]
    return plain, pitfall, large


_E1_PLAIN, _E1_PITFALL, _E1_LARGE = _e1_cases()
E1_CASES = _E1_PLAIN + _E1_PITFALL + _E1_LARGE


def check_e1(attempt: Any) -> Feedback:
    """``is_p_1_4(heaps)``: True iff the S-Nim position (takes of 1 or 4) is a P-position."""
    return check_function(
        attempt,
        e1_reference,
        E1_CASES,
        argument_names=("heaps",),
        hint=N_(
            "one heap: SG(x) depends only on x mod 5; a position: the xor of the heaps' values"
        ),
        time_limit=2.0,
    )


# -- E2 · Lasker's Nim -----------------------------------------------------------------------


def e2_reference(h: int) -> int:
    """SG of one heap of ``h`` in Lasker's Nim."""
    return octal.lasker_nim_grundy(h)


E2_CASES = list(range(401))


def check_e2(attempt: Any) -> Feedback:
    """``lasker(h)``: SG(h) of Lasker's Nim for h <= 400."""
    return check_function(
        attempt,
        e2_reference,
        E2_CASES,
        argument_names=("h",),
        hint=N_("options: every smaller heap, and every split a + b = h"),
        time_limit=2.0,
    )


# -- E3 · octal codes ------------------------------------------------------------------------

E3_RULES = {"A": "0.33", "B": "0.02", "C": "0.7", "D": "0.606"}
"""The answer key: each rule's label (the dict key the student types, the same in every
language) -> its octal code. The rules themselves are :data:`E3_RULE_TEXT`."""

E3_RULE_TEXT = {
    "A": N_("take 1 or 2 from a heap, no splitting"),
    "B": N_("take exactly 2, never a whole heap, no splitting"),
    "C": N_("take 1, leaving 0, 1 or 2 heaps"),
    "D": N_("take 1 or 3, never a whole heap, splitting allowed"),
}


def _digits(code: Any) -> tuple[int, ...] | None:
    try:
        digits = list(octal.parse_octal(code).digits)
    except (TypeError, ValueError):
        return None
    while len(digits) > 1 and digits[-1] == 0:
        digits.pop()
    return tuple(digits)


def _rule(label: str) -> str:
    """``rule A (take 1 or 2 from a heap, no splitting)``, in the reader's language."""
    return _("rule {label} ({rule})").format(label=label, rule=_(E3_RULE_TEXT[label]))


def check_e3(attempt: Any) -> Feedback:
    """A dict: each label of :data:`E3_RULES` ("A" to "D") -> its octal code ("0.77").

    >>> print(check_e3({"A": "0.33", "B": ..., "C": "0.7", "D": "0.606"}).message)
    not attempted yet: no code for rule B (take exactly 2, never a whole heap, no splitting).
    """
    if not isinstance(attempt, dict):
        return Feedback(
            False, _("expected a dict of answers, got {value}.").format(value=short_repr(attempt))
        )
    missing = [label for label in E3_RULES if attempt.get(label, ...) in (..., None, "")]
    unknown = [key for key in attempt if key not in E3_RULES]
    if unknown:
        return Feedback(
            False,
            _("{key} is not a rule's label: the labels are {first} to {last}.").format(
                key=short_repr(unknown[0]), first=min(E3_RULES), last=max(E3_RULES)
            ),
        )
    if missing:
        return Feedback(
            False,
            _("not attempted yet: no code for {rule}.").format(rule=_rule(missing[0])),
        )
    for label, code in E3_RULES.items():
        given = attempt[label]
        if not isinstance(given, str):
            return Feedback(
                False,
                _("write the code of {rule} as a string such as '0.77', got {value}.").format(
                    rule=_rule(label), value=short_repr(given)
                ),
            )
        if _digits(given) != _digits(code):
            return Feedback(
                False,
                _(
                    "Not yet: {value} is not the code of {rule}. Hint: digit j says what taking "
                    "j tokens may leave: 1 = nothing (a whole heap), 2 = one heap, 4 = two heaps."
                ).format(value=short_repr(given), rule=_rule(label)),
            )
    return Feedback(True, _("All {count} codes are right.").format(count=len(E3_RULES)))


# -- E4 · the value of a sum -----------------------------------------------------------------

E4_ANSWER = octal.grundy_sequence("0.77", 12)[11] ^ subtraction.grundy_sequence({1, 3, 4}, 13)[12]


def check_e4(attempt: Any) -> Feedback:
    """The SG value of a Kayles row of 11 plus a heap of 12 with S = {1, 3, 4}."""
    return check_answer(
        attempt,
        E4_ANSWER,
        what=N_("SG value"),
        hint=N_("SG(Kayles 11) xor SG(12 with S = {1, 3, 4}); not the sum, not 11 xor 12"),
    )


# -- E5 · HDU1847 ----------------------------------------------------------------------------

_POWERS = subtraction.subtraction_game([2**k for k in range(10)])


def e5_reference(n: int) -> str:
    """HDU1847: ``"Kiki"`` if the first player wins with ``n`` cards, else ``"Cici"``."""
    return "Kiki" if _POWERS.outcome(n) == "N" else "Cici"


E5_CASES = [n for n in range(1, 1001) if n % 3 == 0 or n <= 400 or n >= 990]


def check_e5(attempt: Any) -> Feedback:
    """HDU1847: ``kiki_or_cici(n)`` for 1 <= n <= 1000."""
    return check_function(
        attempt, e5_reference, E5_CASES, hint=N_("tabulate SG(n), then look at n modulo 3")
    )


# -- E6 · BZOJ2940 stripes -------------------------------------------------------------------


def _stripes_game(lengths: tuple[int, ...]) -> Game:
    lengths = tuple(sorted(set(lengths)))

    def moves(segments):
        found = set()
        for index, free in enumerate(segments):
            rest = segments[:index] + segments[index + 1 :]
            for length in lengths:
                for left in range(free - length + 1):
                    parts = (*rest, left, free - length - left)
                    found.add(tuple(sorted(part for part in parts if part)))
        return found

    return Game(moves, name=f"stripes {lengths}")


_STRIPES_SMALL = [(1, 5, 1), (2, 3, 7), (1, 2, 3), (4, 4, 6), (3, 5, 8), (2, 2, 2), (3, 3, 3)]
_stripes_games = {triple: _stripes_game(triple) for triple in _STRIPES_SMALL}
_stripes_fast: dict[tuple[int, int, int], list[int]] = {}


def _stripes_octal(triple: tuple[int, int, int]) -> str:
    # digit 7 (leave 0, 1 or 2 runs) at each stripe length
    return "0." + "".join("7" if j in triple else "0" for j in range(1, max(triple) + 1))


_LITERAL = 12  # runs searched literally, as tuples of free runs
_MOST = 400  # the longest strip in the cases


def e6_reference(c: int, z: int, n: int, p: int) -> bool:
    """Whether the first player wins on a free strip of ``p`` cells with stripes c, z, n."""
    if (c, z, n) in _stripes_games and p <= _LITERAL:
        return _stripes_games[(c, z, n)].outcome((p,) if p else ()) == "N"
    if (c, z, n) not in _stripes_fast:
        _stripes_fast[(c, z, n)] = octal.grundy_sequence(_stripes_octal((c, z, n)), _MOST + 1)
    return _stripes_fast[(c, z, n)][p] != 0


def _e6_cases() -> tuple[list, list, list]:
    rng = random.Random(2940)
    plain = []
    for triple in _STRIPES_SMALL:  # every losing run, and as many winning ones
        runs = range(1, _LITERAL + 1)
        loses = [p for p in runs if not e6_reference(*triple, p)]
        wins = [p for p in runs if e6_reference(*triple, p)]
        plain += [(*triple, p) for p in loses + wins[: len(loses) + 1]]
    pitfall = []  # runs where the split matters: the plain subtraction game disagrees
    large = []
    for triple in [(1, 5, 1), (2, 2, 2), (4, 4, 6), (3, 3, 3), (3, 7, 20), (13, 2, 41), (5, 9, 12)]:
        values = octal.grundy_sequence(_stripes_octal(triple), _MOST + 1)
        subtract = subtraction.grundy_sequence(set(triple), _MOST + 1)
        wins = [p for p in range(20, _MOST + 1) if values[p]]
        loses = [p for p in range(20, _MOST + 1) if not values[p]]
        split = [p for p in range(20, _MOST + 1) if (values[p] == 0) != (subtract[p] == 0)]
        pitfall += [(*triple, p) for p in rng.sample(split, min(8, len(split)))]
        large += [(*triple, p) for p in rng.sample(loses, min(12, len(loses)))]
        large += [(*triple, p) for p in rng.sample(wins, min(4, len(wins)))]
    return plain, pitfall, large


_E6_PLAIN, _E6_PITFALL, _E6_LARGE = _e6_cases()
E6_CASES = _E6_PLAIN + _E6_PITFALL + _E6_LARGE


def check_e6(attempt: Any) -> Feedback:
    """``stripes_first_player_wins(c, z, n, p)``: does the first player win (p <= 400)?"""
    return check_function(
        attempt,
        e6_reference,
        E6_CASES,
        argument_names=("c", "z", "n", "p"),
        hint=N_("SG(p) = mex over lengths l and positions i of SG(i) xor SG(p - l - i)"),
        time_limit=2.0,
    )


# -- E7 · HDU4664 ----------------------------------------------------------------------------

_D07 = octal.naive_grundy_sequence("0.07", 400)  # the textbook recurrence, not the fast engine
_D07_PERIOD = octal.periodicity("0.07")  # certified by the Guy-Smith theorem
_dawson_rows = octal.octal_game("0.07")  # the literal game on rows of heaps


def _dawson(a: int) -> int:
    if a < len(_D07):
        return _D07[a]
    start, period = _D07_PERIOD.preperiod, _D07_PERIOD.period
    return _D07[start + (a - start) % period]


def e7_reference(points: list[int]) -> str:
    """HDU4664: ``"Carol"`` if the first player wins on planes of ``points``, else ``"Dave"``."""
    if sum(points) <= 24:  # small positions: search the literal sum of rows
        return "Carol" if _dawson_rows.outcome(tuple(sorted(points))) == "N" else "Dave"
    return "Carol" if nim_sum(_dawson(a) for a in points) else "Dave"


def _e7_cases() -> tuple[list, list, list]:
    rng = random.Random(4664)
    plain = [([2],), ([2, 2],)]
    plain += [
        (list(rows),)
        for k in (1, 2, 3)
        for rows in itertools.combinations_with_replacement(range(1, 9), k)
        if sum(rows) <= 24
    ]
    # plain xor of the point counts, and 0.07 values without the period, fail here
    pitfall = [([3, 5],), ([4, 4, 4],), ([6, 2],), ([5],), ([9, 1],), ([15],), ([35],)]
    large = []
    start, period = _D07_PERIOD.preperiod, _D07_PERIOD.period
    for _round in range(80):
        a = rng.randint(10**6, 10**9)
        b = start + rng.randrange(period) + period * rng.randint(10**3, 10**7)
        if _dawson(a) == _dawson(b):
            large.append(([a, b],))  # equal values: Dave
        c = rng.randint(60, 10**9)
        want = _dawson(a) ^ _dawson(c)
        fits = [d for d in range(start, start + period) if _dawson(d) == want]
        if fits:
            d = rng.choice(fits) + period * rng.randint(0, 10**7)
            large.append(([a, c, d],))  # xor 0: Dave
            large.append(([a, c, d + 1],) if _dawson(d + 1) != want else ([a, c],))
        large.append(([rng.randint(1, 10**9) for _ in range(rng.randint(1, 5))],))
    return plain, pitfall, large


_E7_PLAIN, _E7_PITFALL, _E7_LARGE = _e7_cases()
E7_CASES = _E7_PLAIN + _E7_PITFALL + _E7_LARGE


def check_e7(attempt: Any) -> Feedback:
    """HDU4664: ``carol_or_dave(points)``, planes of up to 10**9 points."""
    return check_function(
        attempt,
        e7_reference,
        E7_CASES,
        argument_names=("points",),
        hint=N_("xor of the 0.07 values; past the preperiod, reduce a modulo the period"),
        time_limit=2.0,
    )


# -- the questions ---------------------------------------------------------------------------

Q1 = MultipleChoice(
    N_("The options of a position x have SG values 0, 1, 3, 3 and 5. Which statements are true?"),
    [
        (N_("SG(x) = 2"), True, N_("mex{0, 1, 3, 5} = 2: 0 and 1 occur, 2 does not.")),
        (N_("x is an N-position"), True, N_("some option has SG 0 (property 3): move there.")),
        (
            N_("x has an option of SG value 4"),
            False,
            N_(
                "4 is not in the list; a value above the mex "
                "may or may not occur, and here it does not."
            ),
        ),
        (N_("x + *2 is a P-position"), True, N_("SG(x + *2) = 2 xor 2 = 0, so the sum is P.")),
        (
            N_("x + x is an N-position"),
            False,
            N_(
                "x + x is always P: 2 xor 2 = 0, and the second "
                "player can copy every move in the other copy."
            ),
        ),
        (
            N_("SG(x) = 6 (the largest value plus one)"),
            False,
            N_("mex is the least value that is missing, not max + 1: here 2 is missing."),
        ),
    ],
    multiple=True,
)

Q2 = MultipleChoice(
    N_(
        "Which step of the proof of the SG theorem (section 4) needs the games to be finite "
        "(every play ends)?"
    ),
    [
        (
            N_("The induction on the number of positions reachable from x + y"),
            True,
            N_(
                "induction needs this number to be finite and to drop along every move; on a graph "
                "with a cycle the SG value is not even defined (a 2-cycle a <-> b allows "
                "SG(a), SG(b) = 0, 1 or 1, 0)."
            ),
        ),
        (
            N_("Step 1: SG(b) = SG(x) is impossible"),
            False,
            N_("this is only the definition of mex: SG(x) differs from the value of every option."),
        ),
        (
            N_("Step 2: the highest bit k of d"),
            False,
            N_("d = t xor s is a positive integer; it has a highest bit whatever the game is."),
        ),
        (
            N_("Nowhere: the theorem also holds for games with cycles"),
            False,
            N_(
                "with cycles there are draws, and mex equations may have several solutions or none."
            ),
        ),
    ],
)

_Q3_VALUE = octal.grundy_sequence("0.137", 6)[5]

Q3 = ShortAnswer(
    N_("What is the SG value of Dawson's chess on a 3 x 5 board (the octal code 0.137 at n = 5)?"),
    {str(_Q3_VALUE)},
    hint=N_(
        "0.137: take 1 (a whole heap), 2 (whole, or from an end), 3 (anywhere); tabulate n = 0..5"
    ),
    explanation=N_("The first player wins on a 3 x 5 board."),
)

Q4 = MultipleChoice(
    N_(
        "Why is x + x a P-position for every position x of "
        "every impartial game (without SG values)?"
    ),
    [
        (
            N_("The second player copies every move in the other copy"),
            True,
            N_(
                "after each reply the two copies are equal again, so "
                "the copied move is always legal."
            ),
        ),
        (
            N_("Every play is finite, so the game ends, with the first player unable to move"),
            True,
            N_("copying never gets stuck, and the play cannot go on for ever."),
        ),
        (
            N_("Only when x itself is a P-position"),
            False,
            N_("copying works from any x: a Nim heap *3 + *3 is P although *3 is N."),
        ),
        (
            N_("Because x + x has no move at all"),
            False,
            N_(
                "x + x has a move whenever x has one; the point is that every move can be answered."
            ),
        ),
    ],
    multiple=True,
)


def _yes_no(value: Any) -> str:
    return "P" if value in (True, "Cici", "Dave") else "N"


def _e6_side(c: int, z: int, n: int, p: int) -> str:
    return "N" if e6_reference(c, z, n, p) else "P"


CHECKS = {
    "E1": check_e1,
    "E2": check_e2,
    "E3": check_e3,
    "E4": check_e4,
    "E5": check_e5,
    "E6": check_e6,
    "E7": check_e7,
    "Q1": Q1.check,
    "Q2": Q2.check,
    "Q3": Q3.check,
    "Q4": Q4.check,
}

CASE_MIX = {
    "E1": {
        **case_mix(E1_CASES, lambda heaps: _yes_no(e1_reference(heaps))),
        "pitfall": len(_E1_PITFALL),
        "large": len(_E1_LARGE),
    },
    "E2": {
        **case_mix(E2_CASES, lambda h: "split value" if e2_reference(h) != h else "heap value"),
        "pitfall": sum(1 for h in E2_CASES if e2_reference(h) != h),
    },
    "E5": case_mix(E5_CASES, lambda n: _yes_no(e5_reference(n))),
    "E6": {
        **case_mix(E6_CASES, _e6_side),
        "pitfall": len(_E6_PITFALL),
        "large": len(_E6_LARGE),
    },
    "E7": {
        **case_mix(E7_CASES, lambda points: _yes_no(e7_reference(points))),
        "pitfall": len(_E7_PITFALL),
        "large": len(_E7_LARGE),
    },
}

SPOILERS = {
    "E1": ("[0, 1, 0, 1, 2]",),
    "E2": ("recurrence[a] ^ recurrence[h - a]", "mex(set(recurrence) | splits)"),
    "E3": ('"0.606"', "'0.606'"),
    "Q2": ("(finite, since both graphs are finite DAGs)",),
    "Q3": ("0.137  [0, 1, 1, 2, 0, 3", "A002187 = [0, 1, 1, 2, 0, 3", "so the answer is 3"),
}

assert mex([0, 1, 3, 3, 5]) == 2  # Q1's first option
