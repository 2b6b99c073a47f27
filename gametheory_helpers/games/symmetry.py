"""Symmetry strategies (对称性思想, the slides): POJ2484 and the "ultimate battle".

**POJ2484 A Funny Game.** ``n`` coins lie in a circle; a move removes one coin
or two *adjacent* coins (neighbours in the circle with no gap between them);
whoever takes the last coin wins.  **Theorem:** the first player wins iff
``n <= 2``.  For ``n >= 3`` the first move leaves a single row of ``n - 1`` or
``n - 2`` coins; the second player removes the middle coin (odd row) or the
middle two (even row), leaving two equal rows, and from then on copies every
move in the other row.  The copy is always legal, and the second player makes
the last move.  (After the first move this is Kayles, the octal game 0.77.)

**The ultimate battle (JDFZOJ2586).** Two soldiers stand on a ``w x h`` grid in
different rows and columns.  A move takes your own soldier any number of cells
along its row or column, staying on the grid and never reaching or crossing the
enemy's row or column (there the enemy, who moves next, would shoot).  A player
with no such move loses.  Players may step backwards, so the game can loop.
With ``dx, dy`` the column and row distances between the soldiers:
**Theorem:** the player to move loses iff ``dx == dy``, whatever the board.
The winner keeps ``dx == dy`` after each of his moves: if the opponent retreats
``k`` cells along one axis, follow ``k`` cells along it; if he advances ``k``
along one axis, advance ``k`` along the other.  Each such pair of moves lowers
``2 dx + (room behind the loser in x) + (room behind him in y)``, so the loser
is driven into a corner and runs out of moves: no draw.

>>> circle_first_player_wins(2), circle_first_player_wins(3)
(True, False)
>>> battle_is_p_position(((0, 0), (2, 2))), battle_winning_move(5, 5, ((0, 0), (3, 1)))
(True, ((3, 1), (2, 0)))
"""

from __future__ import annotations

from collections import Counter

from ..core import Game
from ..i18n import N_, _
from ..validation import require_int, show

__all__ = [
    "arcs",
    "battle_is_p_position",
    "battle_winning_move",
    "circle_coins",
    "circle_first_player_wins",
    "circle_symmetry_reply",
    "is_paired",
    "ultimate_battle",
]

Cell = tuple[int, int]
BattlePosition = tuple[Cell, Cell]


# -- POJ2484: the circle of coins --------------------------------------------------------


def _coins(n: object, coins: object) -> frozenset[int]:
    require_int(n, _("the number of coins n"), minimum=1)
    if not isinstance(coins, frozenset | set):
        raise TypeError(
            _("a position of the circle game is a frozenset of coin numbers, got {value}").format(
                value=show(coins)
            )
        )
    for coin in coins:
        require_int(coin, _("every coin number"), minimum=0)
        if coin >= n:  # type: ignore[operator]
            raise ValueError(
                _("coin {coin} is not on a circle of n = {n} coins (numbered 0 to {last})").format(
                    coin=coin, n=n, last=n - 1
                )
            )
    return frozenset(coins)


def circle_coins(n: int) -> Game:
    """POJ2484 on ``n`` coins as a :class:`Game`: positions are frozensets of the coins left.

    Coins are numbered ``0, ..., n - 1`` around the circle; ``i`` and ``i + 1``
    (mod ``n``) are adjacent while both are still there.

    >>> game = circle_coins(4)
    >>> len(game.options(frozenset(range(4)))), game.outcome(frozenset(range(4)))
    (8, 'P')
    """
    require_int(n, _("the number of coins n"), minimum=1)

    def moves(coins: frozenset[int]) -> list[frozenset[int]]:
        options = [coins - {coin} for coin in sorted(coins)]
        if n >= 2:
            for coin in sorted(coins):
                neighbour = (coin + 1) % n
                if neighbour in coins and (n > 2 or coin == 0):
                    options.append(coins - {coin, neighbour})
        return options

    game = Game(moves, validate=lambda c: _coins(n, c))
    return game.named(N_("circle of {n} coins (POJ2484)"), n=n)


def circle_first_player_wins(n: int) -> bool:
    """POJ2484: the first player ("Alice") wins a circle of ``n >= 1`` coins iff ``n <= 2``.

    >>> [n for n in range(1, 10) if circle_first_player_wins(n)]
    [1, 2]
    """
    require_int(n, _("the number of coins n"), minimum=1)
    return n <= 2


def arcs(n: int, coins: frozenset[int]) -> list[int]:
    """The lengths of the runs of adjacent coins left (sorted), ``[n]`` for the full circle.

    >>> arcs(8, frozenset({0, 1, 2, 4, 5, 7}))
    [2, 4]
    """
    coins = _coins(n, coins)
    if len(coins) == n:
        return [n]
    lengths = []
    for coin in coins:
        if (coin - 1) % n in coins:
            continue  # not the first coin of its run
        length = 1
        while (coin + length) % n in coins:
            length += 1
        lengths.append(length)
    return sorted(lengths)


def is_paired(n: int, coins: frozenset[int]) -> bool:
    """Whether the rows left come in equal pairs (every length an even number of times).

    Such a position (not the full circle) is a P-position: copy each move in the twin row.

    >>> is_paired(8, frozenset({0, 1, 4, 5})), is_paired(8, frozenset({0, 1, 4}))
    (True, False)
    """
    if len(_coins(n, coins)) == n:
        return False
    return all(count % 2 == 0 for count in Counter(arcs(n, coins)).values())


def circle_symmetry_reply(n: int, coins: frozenset[int]) -> frozenset[int] | None:
    """The second player's symmetry move: a move leaving equal pairs of rows (``None`` if none).

    >>> sorted(circle_symmetry_reply(7, frozenset(range(1, 7))))
    [1, 2, 5, 6]
    """
    coins = _coins(n, coins)
    for option in circle_coins(n).options(coins):
        if not option or is_paired(n, option):
            return option
    return None


# -- JDFZOJ2586: the ultimate battle ----------------------------------------------------


def _board(w: object, h: object) -> tuple[int, int]:
    require_int(w, _("the board width w"), minimum=2)
    require_int(h, _("the board height h"), minimum=2)
    return w, h  # type: ignore[return-value]


_ANY_SIZE = float("inf")  # a board large enough for any cell


def _battle(w: int, h: int, position: object) -> BattlePosition:
    shape_ok = (
        isinstance(position, tuple)
        and len(position) == 2
        and all(isinstance(cell, tuple) and len(cell) == 2 for cell in position)
    )
    if not shape_ok:
        raise TypeError(
            _(
                "a battle position is ((x, y) of the player to move, (x, y) of the "
                "other), like ((0, 0), (2, 3)); got {value}"
            ).format(value=show(position))
        )
    for x, y in position:  # type: ignore[union-attr]
        require_int(x, _("a column x"), minimum=0)
        require_int(y, _("a row y"), minimum=0)
        if x >= w or y >= h:
            raise ValueError(
                _("cell ({x}, {y}) is off the {w} x {h} board (0 <= x < {w}, 0 <= y < {h})").format(
                    x=x, y=y, w=w, h=h
                )
            )
    (x1, y1), (x2, y2) = position  # type: ignore[misc]
    if x1 == x2 or y1 == y2:
        raise ValueError(
            _(
                "the soldiers at ({x1}, {y1}) and ({x2}, {y2}) share a row or a "
                "column: they must stand in different rows and columns"
            ).format(x1=x1, y1=y1, x2=x2, y2=y2)
        )
    return position  # type: ignore[return-value]


def _slide(mover: int, enemy: int, size: int) -> range:
    """Coordinates the mover can reach along one axis: his side of the enemy, minus his own."""
    return range(0, enemy) if mover < enemy else range(enemy + 1, size)


def ultimate_battle(w: int, h: int) -> Game:
    """The ultimate battle on a ``w x h`` board as a :class:`Game` (a loopy one).

    A position is ``((x1, y1), (x2, y2))``: the soldier of the player to move
    first.  After a move the pair is swapped.  The engine's SG solver refuses
    loopy games; use :func:`~gametheory_helpers.games.loopy.loopy_outcomes`.

    >>> ultimate_battle(3, 3).options(((0, 0), (1, 1)))
    []
    >>> ultimate_battle(3, 3).options(((0, 0), (2, 1)))
    [((2, 1), (1, 0))]
    """
    w, h = _board(w, h)

    def moves(position: BattlePosition) -> list[BattlePosition]:
        (x1, y1), (x2, y2) = position
        options = [((x2, y2), (x, y1)) for x in _slide(x1, x2, w) if x != x1]
        options += [((x2, y2), (x1, y)) for y in _slide(y1, y2, h) if y != y1]
        return options

    game = Game(moves, validate=lambda p: _battle(w, h, p))
    return game.named(N_("ultimate battle on {w} x {h}"), w=w, h=h)


def battle_is_p_position(position: BattlePosition) -> bool:
    """Whether the player to move loses: the column and row distances are equal.

    >>> battle_is_p_position(((0, 0), (3, 3))), battle_is_p_position(((0, 4), (3, 0)))
    (True, False)
    """
    # No board is given here: check the shape and that the position can occur on some board.
    (x1, y1), (x2, y2) = _battle(_ANY_SIZE, _ANY_SIZE, position)  # type: ignore[arg-type]
    return abs(x1 - x2) == abs(y1 - y2)


def battle_winning_move(w: int, h: int, position: BattlePosition) -> BattlePosition | None:
    """The equalising move: advance along the larger distance until ``dx == dy``.

    Returns the position after the move (seen by the opponent, so swapped), or
    ``None`` from a P-position.

    >>> battle_winning_move(8, 8, ((0, 0), (5, 2)))
    ((5, 2), (3, 0))
    """
    w, h = _board(w, h)
    (x1, y1), (x2, y2) = _battle(w, h, position)
    dx, dy = abs(x1 - x2), abs(y1 - y2)
    if dx == dy:
        return None
    if dx > dy:
        step = dx - dy
        x1 += step if x1 < x2 else -step
    else:
        step = dy - dx
        y1 += step if y1 < y2 else -step
    return ((x2, y2), (x1, y1))
