"""BZOJ1457 queens (the slides): whoever first moves *any* queen to (0, 0) wins.

Queens stand on a board (several may share a square); a move takes one queen from
``(x, y)`` to ``(x - k, y)``, ``(x, y - k)`` or ``(x - k, y - k)``, ``k >= 1``.  The
first player to put a queen on ``(0, 0)`` wins.

One queen alone is Wythoff's game.  With several queens the game is **not** the sum
of Wythoff games: the whole game stops as soon as one queen arrives, while a sum
would go on.  The slides' repair: a queen on the lines ``x = 0``, ``y = 0`` or ``x = y``
can be moved to (0, 0) at once, so if one stands there at the start the first player
wins; otherwise nobody moves a queen onto those lines (the opponent would win next
move).  On the remaining squares the game *is* a sum, with ``(1, 2)`` and ``(2, 1)``
as the terminal squares (every move from them lands on a line): their SG value is
0, not the value Wythoff's game gives them.

>>> first_player_wins([(1, 2), (3, 5)]), first_player_wins([(3, 3)])
(False, True)
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache, reduce
from operator import xor
from typing import Any

from ..core import Game, mex
from ..i18n import N_, _
from ..validation import require_at_most, require_int, require_iterable, show

__all__ = ["first_player_wins", "naive_first_player_wins", "queen_grundy", "queens_game"]


def _square(square: Any) -> tuple[int, int]:
    if not isinstance(square, tuple) or len(square) != 2:
        raise TypeError(
            _("a queen stands on a square (x, y), got {value}").format(value=show(square))
        )
    x, y = square
    return require_int(x, _("the coordinate x"), 0), require_int(y, _("the coordinate y"), 0)


def _queens(queens: Any) -> list[Any]:
    return require_iterable(queens, "queens", N_("a list of squares such as [(1, 2), (2, 1)]"))


def _queen_moves(x: int, y: int) -> list[tuple[int, int]]:
    return (
        [(x - k, y) for k in range(1, x + 1)]
        + [(x, y - k) for k in range(1, y + 1)]
        + [(x - k, y - k) for k in range(1, min(x, y) + 1)]
    )


def queens_game() -> Game:
    """The literal game on sorted tuples of squares; a position with a queen on (0, 0) is over.

    >>> queens_game().outcome(((0, 0), (1, 2))), queens_game().outcome(((1, 2),))
    ('P', 'P')
    """

    def moves(position: tuple[tuple[int, int], ...]) -> list[tuple[tuple[int, int], ...]]:
        if (0, 0) in position:
            return []  # the previous player has just won
        options = set()
        for index, (x, y) in enumerate(position):
            rest = position[:index] + position[index + 1 :]
            for square in _queen_moves(x, y):
                options.add(tuple(sorted((*rest, square))))
        return sorted(options)

    def validate(position: Any) -> None:
        if not isinstance(position, tuple):
            raise TypeError(
                _("a position is a tuple of squares such as ((1, 2), (3, 5)), got {value}").format(
                    value=show(position)
                )
            )
        for square in position:
            _square(square)

    return Game(moves, name=N_("BZOJ1457 queens"), validate=validate)


TABLE_LIMIT = 63  # the SG table is built up to the next power of two (about 4 * side^3 steps)


def _on_a_line(x: int, y: int) -> bool:
    return x == 0 or y == 0 or x == y


@cache
def _safe_grundy_table(size: int) -> tuple[tuple[int, ...], ...]:
    table = [[0] * size for _ in range(size)]
    for x in range(size):
        for y in range(size):
            if not _on_a_line(x, y):
                table[x][y] = mex(
                    table[a][b] for a, b in _queen_moves(x, y) if not _on_a_line(a, b)
                )
    return tuple(tuple(row) for row in table)


def queen_grundy(x: int, y: int) -> int:
    """SG value of a queen off the lines, in the game where moves onto a line are never made.

    ``(1, 2)`` and ``(2, 1)`` get 0 (no safe move); not defined on the lines.

    >>> queen_grundy(1, 2), queen_grundy(2, 1), queen_grundy(1, 3)
    (0, 0, 1)
    """
    x, y = _square((x, y))
    limit = _("the coordinates of a queen")
    require_int(
        max(x, y), limit, maximum=TABLE_LIMIT, instead=N_("ask for a queen nearer the corner")
    )
    if _on_a_line(x, y):
        raise ValueError(
            _("({x}, {y}) is on a line x = 0, y = 0 or x = y: that queen wins at once").format(
                x=x, y=y
            )
        )
    size = 1 << max(x, y).bit_length()
    return _safe_grundy_table(max(size, 8))[x][y]


def first_player_wins(queens: Iterable[tuple[int, int]]) -> bool:
    """BZOJ1457: a queen on a line wins at once; otherwise the xor of :func:`queen_grundy`.

    >>> first_player_wins([(1, 2), (2, 1)])
    False
    """
    squares = [_square(q) for q in _queens(queens)]
    if not squares:
        raise ValueError(_("there must be at least one queen"))
    if (0, 0) in squares:
        raise ValueError(_("a queen already stands on (0, 0): the game is over before it starts"))
    if any(_on_a_line(x, y) for x, y in squares):
        return True
    return reduce(xor, (queen_grundy(x, y) for x, y in squares), 0) != 0


def naive_first_player_wins(queens: Iterable[tuple[int, int]]) -> bool:
    """The tempting but wrong answer: xor of Wythoff SG values, (0, 0) as the only terminal.

    >>> naive_first_player_wins([(1, 2), (2, 1)])
    False
    """
    squares = [_square(q) for q in _queens(queens)]
    if not squares:
        raise ValueError(_("there must be at least one queen"))
    size = max(max(s) for s in squares) + 1
    require_at_most(size, 300, _("the board side"), N_("use first_player_wins, the closed form"))
    table = [[0] * size for _ in range(size)]
    for x in range(size):
        for y in range(size):
            table[x][y] = mex(table[a][b] for a, b in _queen_moves(x, y))
    return reduce(xor, (table[x][y] for x, y in squares), 0) != 0
