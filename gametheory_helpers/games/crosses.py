"""POJ3537 *Crosses and Crosses* (the slides): a 1 x n strip, three crosses in a row wins.

Two players take turns drawing an ``X`` in an empty cell of a 1 x n strip; the player
who completes three ``X`` in a row wins.  The slides' reduction: a player who draws
within distance 2 of an existing ``X`` lets the opponent complete a row at once, so
nobody does that voluntarily, and a player left with no other cell loses.  Drawing at
cell ``i`` of a free stretch of ``n`` cells therefore removes cells ``i - 2 .. i + 2``
(clipped at the ends) and leaves two independent stretches: the octal game in which
a move removes 1, 2 or 3 cells from a whole stretch, 3 or 4 from an end, or 5 from
anywhere, code ``0.11337`` (the slides compute the same recurrence in O(n^2)).

The first player wins iff ``SG(n) != 0``.  (For ``n <= 2`` nobody can make three in a
row at all; the reduction's answer is meaningful for ``n >= 3``.)  The sequence equals
that of Treblecross ``0.007`` shifted by two: ``SG_0.11337(n) = SG_0.007(n + 2)``.
:func:`crosses_game` is the literal game on strings of ``X`` and ``.``,
for the check against the reduction.

>>> [first_player_wins(n) for n in range(1, 8)]
[True, True, True, True, True, False, True]
"""

from __future__ import annotations

from typing import Any

from ..core import Game
from ..i18n import N_, _
from ..validation import require_int, show
from . import octal

__all__ = ["CROSSES_CODE", "crosses_game", "crosses_grundy", "first_player_wins"]

CROSSES_CODE = "0.11337"


def crosses_game() -> Game:
    """The literal game: positions are strings such as ``"X..X."``.

    A string containing ``XXX`` is terminal: the previous player has just won, so the
    player to move has lost (normal play).

    >>> crosses_game().outcome("X.X"), crosses_game().outcome("X...X")
    ('N', 'P')
    """

    def moves(strip: str) -> list[str]:
        if "XXX" in strip:
            return []
        return [strip[:i] + "X" + strip[i + 1 :] for i, cell in enumerate(strip) if cell == "."]

    def validate(strip: Any) -> None:
        if not isinstance(strip, str) or set(strip) - {"X", "."}:
            raise ValueError(
                _("a strip is a string of 'X' and '.', such as 'X..X', got {value}").format(
                    value=show(strip)
                )
            )

    return Game(moves, name=N_("crosses and crosses"), validate=validate)


def crosses_grundy(n: int) -> int:
    """SG value of an empty strip of ``n`` cells, from the octal reduction ``0.11337``.

    >>> [crosses_grundy(n) for n in range(8)]
    [0, 1, 1, 1, 2, 2, 0, 3]
    """
    require_int(
        n,
        _("the strip length n"),
        minimum=0,
        maximum=1000,
        instead=N_("no period of its SG values is known: use a shorter strip"),
    )
    return octal.grundy_sequence(CROSSES_CODE, n + 1)[n]


def first_player_wins(n: int) -> bool:
    """POJ3537: does the first player win on an empty 1 x n strip?

    >>> first_player_wins(6)
    False
    """
    return crosses_grundy(n) != 0
