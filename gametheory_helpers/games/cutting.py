"""POJ2311 *Cutting Game* (the slides): whoever first cuts out a 1 x 1 piece wins.

Start with a ``w x h`` sheet of squared paper (``w, h >= 2``).  A move takes one piece
and cuts it along a grid line into two pieces; the first player to produce a 1 x 1
piece wins.

**Why 1 x 1 cannot be the terminal state** (the slides).  The game stops as soon as
*one* piece is 1 x 1, so it is not a sum of games over the pieces if we let 1 x 1 be
a terminal piece (a sum goes on while other pieces still have moves).  The slides'
repair: a cut that leaves a piece of width or height 1 (a ``1 x k`` strip, ``k >= 2``)
loses at once, because the opponent cuts a 1 x 1 off that strip.  So from a position
whose pieces all have both sides at least 2, nobody makes such a cut voluntarily,
and the sensible cuts are those leaving both parts with sides ``>= 2``.  A player
with no such cut (every piece is 2 x 2, 2 x 3, 3 x 2 or 3 x 3: sides ``<= 3``) must
make a losing cut: these pieces are the terminal states, with SG value 0.  On those
cuts the game *is* a sum over the pieces, so

    SG(w, h) = mex({SG(i, h) ^ SG(w - i, h) : 2 <= i <= w - 2}
                   | {SG(w, j) ^ SG(w, h - j) : 2 <= j <= h - 2}).

>>> cutting_grundy(2, 2), cutting_grundy(4, 2), first_player_wins(2, 3), first_player_wins(4, 2)
(0, 1, False, True)
"""

from __future__ import annotations

from typing import Any

from ..core import Game, mex
from ..i18n import N_, _
from ..validation import require_int, show

__all__ = ["cutting_game", "cutting_grundy", "first_player_wins", "naive_cutting_grundy"]

Piece = tuple[int, int]

TABLE_LIMIT = 200  # side of the table of SG values (about side^3 steps)
NAIVE_LIMIT = 60
_SMALLER = "no closed form is known for this game: ask for a smaller sheet"


def _piece(piece: Any) -> Piece:
    if not isinstance(piece, tuple) or len(piece) != 2:
        raise TypeError(
            _("a piece of paper is a pair (width, height), got {value}").format(value=show(piece))
        )
    w = require_int(piece[0], _("the width of a piece"), minimum=1)
    h = require_int(piece[1], _("the height of a piece"), minimum=1)
    return (min(w, h), max(w, h))


def _cuts(w: int, h: int, smallest: int) -> list[tuple[Piece, Piece]]:
    return [((i, h), (w - i, h)) for i in range(smallest, w - smallest + 1)] + [
        ((w, j), (w, h - j)) for j in range(smallest, h - smallest + 1)
    ]


def cutting_game() -> Game:
    """The literal game: positions are sorted tuples of pieces ``(short side, long side)``.

    A position holding a 1 x 1 piece is terminal: the previous player has just won.

    >>> cutting_game().outcome(((2, 2),)), cutting_game().outcome(((1, 3),))
    ('P', 'N')
    """

    def moves(position: tuple[Piece, ...]) -> list[tuple[Piece, ...]]:
        if (1, 1) in position:
            return []
        options = set()
        for index, (w, h) in enumerate(position):
            rest = position[:index] + position[index + 1 :]
            for a, b in _cuts(w, h, 1):
                options.add(tuple(sorted((*rest, _piece(a), _piece(b)))))
        return sorted(options)

    def validate(position: Any) -> None:
        if not isinstance(position, tuple):
            raise TypeError(
                _("a position is a tuple of pieces such as ((2, 3), (4, 4)), got {value}").format(
                    value=show(position)
                )
            )
        for piece in position:
            _piece(piece)

    return Game(moves, name=N_("POJ2311 cutting game"), validate=validate)


_TABLE: list[list[int]] = []  # _TABLE[w][h] for 2 <= w <= h, grown on demand


def _table(size: int) -> list[list[int]]:
    if len(_TABLE) > size:
        return _TABLE
    table = [[0] * (size + 1) for _ in range(size + 1)]
    for w in range(2, size + 1):
        for h in range(w, size + 1):
            seen = {table[i][h] ^ table[w - i][h] for i in range(2, w // 2 + 1)}
            seen.update(table[w][j] ^ table[w][h - j] for j in range(2, h // 2 + 1))
            g = 0
            while g in seen:
                g += 1
            table[w][h] = table[h][w] = g
    _TABLE[:] = table
    return _TABLE


def cutting_grundy(w: int, h: int) -> int:
    """SG value of one ``w x h`` piece (``w, h >= 2``), sides ``<= 3`` being terminal.

    >>> [cutting_grundy(2, h) for h in range(2, 9)]
    [0, 0, 1, 1, 2, 0, 3]
    """
    w = require_int(w, _("the width w"), minimum=2, maximum=TABLE_LIMIT, instead=_SMALLER)
    h = require_int(h, _("the height h"), minimum=2, maximum=TABLE_LIMIT, instead=_SMALLER)
    return _table(max(w, h))[w][h]


def first_player_wins(w: int, h: int) -> bool:
    """POJ2311: does the first player win from one ``w x h`` sheet?

    >>> first_player_wins(3, 3), first_player_wins(4, 4)
    (False, True)
    """
    return cutting_grundy(w, h) != 0


def naive_cutting_grundy(w: int, h: int) -> int:
    """The tempting but wrong version: every cut allowed, 1 x 1 the only terminal piece.

    >>> naive_cutting_grundy(1, 2), naive_cutting_grundy(2, 2)
    (1, 1)
    """
    w = require_int(w, _("the width w"), minimum=1, maximum=NAIVE_LIMIT, instead=_SMALLER)
    h = require_int(h, _("the height h"), minimum=1, maximum=NAIVE_LIMIT, instead=_SMALLER)
    table: dict[Piece, int] = {}
    for a in range(1, max(w, h) + 1):
        for b in range(a, max(w, h) + 1):
            table[(a, b)] = mex(table[_piece(x)] ^ table[_piece(y)] for x, y in _cuts(a, b, 1))
    return table[_piece((w, h))]
