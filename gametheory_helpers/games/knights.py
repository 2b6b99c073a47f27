"""BZOJ1393 [Cnoi2008] *knights*: an every-SG game of knights running to a corner.

The lecture slides 《博弈问题总结》 list the problem in their practice list (几道小练习)
without its statement; as it is usually retold (we could not check the judge's page):
knights stand on an ``n x n`` board, cells ``(x, y)`` with ``1 <= x, y <= n``.  A knight
on ``(x, y)`` may jump only to ``(x - 2, y + 1)``, ``(x - 2, y - 1)``, ``(x + 1, y - 2)``
or ``(x - 1, y - 2)``, staying on the board (four of the eight knight jumps; each lowers
``x + y`` by 1 or 3, so every knight stops after finitely many jumps).  Knights never
block each other.  On each turn the player to move must jump **every** knight that can
still jump; the player who cannot move loses.

**Model.** Each knight is a component and every component moves on every turn: an
every-SG game (chapter 6).  By the every-SG theorem the first player wins iff the largest
step value among the knights is odd.  :func:`knight_steps` computes the outcome and the
step value of every cell in one pass, in increasing order of ``x + y`` (every jump goes
to a smaller sum), so a board costs ``O(n^2)``; :func:`knights_game` is the one-knight
game that the engine's brute force checks it against.

>>> knight_steps(4)[2][2], knight_steps(4)[3][3]
(1, 2)
>>> knights_first_player_wins(4, [(3, 3)]), knights_first_player_wins(4, [(3, 3), (4, 4)])
(True, False)
"""

from __future__ import annotations

from collections.abc import Iterable

from ..core import Game
from ..i18n import N_, _
from ..validation import require_int, require_iterable, require_pair, show

__all__ = ["KNIGHT_JUMPS", "MAX_BOARD", "knight_steps", "knights_first_player_wins", "knights_game"]

KNIGHT_JUMPS = ((-2, 1), (-2, -1), (1, -2), (-1, -2))
"""The four jumps ``(dx, dy)`` a knight may make (each lowers ``x + y``)."""

MAX_BOARD = 500
"""The largest board side :func:`knight_steps` tabulates (250,000 cells, under a second)."""


def _side(n: object) -> int:
    return require_int(
        n,
        _("the side of the board"),
        minimum=1,
        maximum=MAX_BOARD,
        instead=N_("use a smaller board"),
    )


def _jumps(n: int, x: int, y: int) -> list[tuple[int, int]]:
    return [(x + dx, y + dy) for dx, dy in KNIGHT_JUMPS if 1 <= x + dx <= n and 1 <= y + dy <= n]


def knights_game(n: int) -> Game:
    """The game of one knight on the ``n x n`` board; a position is its cell ``(x, y)``.

    >>> sorted(knights_game(4).options((3, 3)))
    [(1, 2), (1, 4), (2, 1), (4, 1)]
    """
    side = _side(n)

    def validate(position: object) -> None:
        x, y = require_pair(position, _("a knight's cell"), N_("(3, 2)"))
        if not (1 <= x <= side and 1 <= y <= side):
            raise ValueError(
                _("the cell {position} is not on the board 1..{side} x 1..{side}").format(
                    position=show(position), side=side
                )
            )

    return Game(
        lambda p: _jumps(side, *p),
        validate=validate,
        hint=N_("use knight_steps(n) and the every-SG theorem"),
    ).named(N_("knight on a {side} x {side} board"), side=side)


def knight_steps(n: int) -> list[list[int]]:
    """The step value of a lone knight on every cell: ``knight_steps(n)[x - 1][y - 1]``.

    The every-SG recursion, cell by cell in increasing ``x + y``: a cell with no jump has
    step 0 and is a P-position; a cell with a jump to a P-position is an N-position and
    takes the largest step of such a jump, plus 1 (the winner keeps the knight running);
    any other cell is a P-position and takes the smallest step of a jump, plus 1 (the
    loser ends it fast).  Odd steps are exactly the N-positions.

    >>> knight_steps(3)
    [[0, 0, 1], [0, 0, 1], [1, 1, 1]]
    """
    side = _side(n)
    steps = [[0] * (side + 1) for _ in range(side + 1)]
    for total in range(2, 2 * side + 1):
        for x in range(max(1, total - side), min(side, total - 1) + 1):
            y = total - x
            options = [steps[a][b] for a, b in _jumps(side, x, y)]
            if not options:
                continue
            losing = [s for s in options if s % 2 == 0]  # even step: a P-position
            steps[x][y] = max(losing) + 1 if losing else min(options) + 1
    return [row[1:] for row in steps[1:]]


def knights_first_player_wins(n: int, knights: Iterable[tuple[int, int]]) -> bool:
    """The every-SG theorem for BZOJ1393: the first player wins iff the largest step is odd.

    ``knights`` lists the knights' cells (a cell may hold several knights).

    >>> knights_first_player_wins(8, [(8, 7), (5, 5)]), knights_first_player_wins(8, [(5, 5)])
    (True, False)
    """
    steps = knight_steps(n)
    cells = require_iterable(
        knights, _("the knights"), N_("a list of cells such as [(3, 2), (8, 8)]")
    )
    largest = 0
    for cell in cells:
        x, y = require_pair(cell, _("a knight's cell"), N_("(3, 2)"))
        if not (1 <= x <= n and 1 <= y <= n):
            raise ValueError(
                _("the knight on {cell} is not on the board 1..{n} x 1..{n}").format(
                    cell=show(cell), n=n
                )
            )
        largest = max(largest, steps[x - 1][y - 1])
    return largest % 2 == 1
