"""Subtraction games and S-Nim (the article "公平组合博弈" 6, the slides POJ2960).

One heap; a move takes ``s`` tokens for some ``s`` in a fixed finite set ``S`` of
positive integers.  The article gives three rules for the SG function of one heap:

1. ``S = {1, ..., m}`` (Bash's game): ``SG(x) = x mod (m + 1)``;
2. any number may be taken (a Nim heap): ``SG(x) = x``;
3. any other set: compute ``SG(x) = mex{SG(x - s) : s in S, s <= x}`` (打表).

**S-Nim** (POJ2960) is the sum of several such heaps: by the Sprague-Grundy
theorem a position is a P-position iff the xor of the heaps' SG values is 0.

**Periodicity.** With ``m = max S``, ``SG(x)`` for ``x >= m`` depends only on the
``m`` values before it; there are finitely many windows of ``m`` values, so the
sequence is eventually periodic, and if ``SG(x + p) = SG(x)`` for ``m``
consecutive ``x >= e`` then ``SG(x + p) = SG(x)`` for all ``x >= e`` (induction:
both values are the mex of equal windows).  :func:`certified_period` uses this.

>>> grundy_sequence({1, 3, 4}, 10)
[0, 1, 0, 1, 2, 3, 2, 0, 1, 0]
>>> certified_period({1, 3, 4})
(0, 7)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import reduce
from operator import xor
from typing import Any

from ..core import Game
from ..i18n import N_, _
from ..validation import require_int, require_sequence, show

__all__ = [
    "certified_period",
    "find_period",
    "grundy_sequence",
    "parse_subtraction_set",
    "s_nim_is_p_position",
    "subtraction_game",
]

_PERIOD = (
    "the sequence is eventually periodic: certified_period(S) and a short prefix give any value"
)
_SMALLER_SET = "the period can be very long for large moves: use a set with smaller moves"


def _check_set(S: Any) -> tuple[int, ...]:
    if isinstance(S, str | bytes) or not isinstance(S, Iterable):
        raise TypeError(
            _("a subtraction set is a collection of positive integers, got {value}").format(
                value=show(S)
            )
        )
    values = tuple(
        sorted({require_int(s, _("every element of the subtraction set"), 1) for s in S})
    )
    if not values:
        raise ValueError(_("the subtraction set is empty: no move is ever possible"))
    return values


def parse_subtraction_set(text: str) -> tuple[int, ...]:
    """Read a subtraction set typed as ``"1, 3, 4"`` or ``"{2 5 6}"``.

    >>> parse_subtraction_set("{1, 3, 4}")
    (1, 3, 4)
    """
    if not isinstance(text, str):
        raise TypeError(
            _("type the subtraction set as text such as '1, 3, 4', got {value}").format(
                value=show(text)
            )
        )
    tokens = text.replace("{", " ").replace("}", " ").replace(",", " ").split()
    if not tokens:
        raise ValueError(_("the subtraction set is empty: type numbers such as 1, 3, 4"))
    numbers = []
    for token in tokens:
        # isdecimal, not isdigit: "²" is a digit to Python but int() cannot read it
        if not token.isdecimal():
            raise ValueError(
                _(
                    "the entry {token} of the subtraction set is not a positive whole "
                    "number (type plain digits such as 1, 3, 4)"
                ).format(token=show(token))
            )
        numbers.append(int(token))
    return _check_set(numbers)


def subtraction_game(S: Iterable[int]) -> Game:
    """Return the subtraction game with set ``S`` on one heap (positions: heap sizes).

    >>> subtraction_game({2, 5}).options(6)
    [4, 1]
    """
    moves = _check_set(S)

    def options(n: int) -> list[int]:
        return [n - s for s in moves if s <= n]

    def validate(n: Any) -> None:
        require_int(n, _("the heap size"), minimum=0)

    return Game(
        options,
        validate=validate,
        size=lambda n: n + 1,
        hint=N_("use grundy_sequence(S, n) and certified_period(S): the values are periodic"),
    ).named(N_("subtraction game S = {{{moves}}}"), moves=", ".join(map(str, moves)))


def grundy_sequence(S: Iterable[int], n: int) -> list[int]:
    """SG values of one heap of size ``0 .. n-1`` (the article rule 3, by tabulation).

    >>> grundy_sequence({1, 2, 3}, 9)   # rule 1: x mod 4
    [0, 1, 2, 3, 0, 1, 2, 3, 0]
    """
    moves = _check_set(S)
    require_int(n, _("the number of values n"), minimum=0, maximum=200_000, instead=_PERIOD)
    values: list[int] = []
    for x in range(n):
        seen = {values[x - s] for s in moves if s <= x}
        g = 0
        while g in seen:
            g += 1
        values.append(g)
    return values


def find_period(seq: Sequence[int]) -> tuple[int, int] | None:
    """The (preperiod, period) that the observed prefix ``seq`` shows, or None.

    The smallest period ``p`` and, for it, the smallest ``e`` with
    ``seq[i + p] == seq[i]`` for every ``e <= i < len(seq) - p``, provided the
    periodic part holds at least two full periods.  This is what the prefix
    *shows*, not a proof: see :func:`certified_period` for a proof.

    >>> find_period([5, 0, 1, 2, 0, 1, 2, 0, 1, 2])
    (1, 3)
    >>> find_period([0, 1, 2, 3]) is None
    True
    """
    values = require_sequence(seq, "seq", N_("a list of values such as [0, 1, 2, 0, 1, 2]"), 10**6)
    size = len(values)
    for period in range(1, size // 2 + 1):
        i = size - period - 1
        while i >= 0 and values[i + period] == values[i]:
            i -= 1
        if size - (i + 1) >= 2 * period:
            return i + 1, period
    return None


def certified_period(S: Iterable[int]) -> tuple[int, int]:
    """The exact (preperiod, period) of the SG sequence of ``S``, with a proof.

    Computes values until a candidate ``(e, p)`` matches on ``e <= x < e + max(S)``
    and beyond (see the module docstring), doubling the prefix as needed.

    >>> certified_period({2, 5, 6})
    (0, 11)
    """
    moves = _check_set(S)
    require_int(moves[-1], _("the largest element of S"), maximum=1000, instead=_SMALLER_SET)
    window = moves[-1]
    size = 4 * window + 8
    while True:
        values = grundy_sequence(moves, size)
        for period in range(1, size // 2 + 1):
            i = size - period - 1
            while i >= 0 and values[i + period] == values[i]:
                i -= 1
            preperiod = i + 1
            if preperiod + window + period <= size:
                return preperiod, period
        size *= 2


def s_nim_is_p_position(S: Iterable[int], heaps: Iterable[int]) -> bool:
    """POJ2960 S-Nim: is the position with these heaps a P-position? (xor of SG values is 0).

    >>> s_nim_is_p_position({2, 5}, [5, 11]), s_nim_is_p_position({2, 5}, [2, 3])
    (False, True)
    """
    moves = _check_set(S)
    if isinstance(heaps, str | bytes) or not isinstance(heaps, Iterable):
        raise TypeError(
            _("heaps must be a collection of heap sizes, got {value}").format(value=show(heaps))
        )
    sizes = [require_int(h, _("every heap size"), minimum=0) for h in heaps]
    if not sizes:
        return True
    preperiod, period = certified_period(moves)
    table = grundy_sequence(moves, preperiod + period)

    def value(h: int) -> int:
        return table[h] if h < preperiod else table[preperiod + (h - preperiod) % period]

    return reduce(xor, (value(h) for h in sizes), 0) == 0
