"""Dawson's chess (Dawson 1934), played literally with pawns on a 3 x n board.

White pawns fill the bottom row, black pawns the top row, the middle row is empty.
Pawns move as in chess, without a double step and without promotion: one square
forward onto an empty square, or one square diagonally forward to capture an enemy
pawn.  **Captures are compulsory**: a player who can capture must capture (any one
capture of their choice).  White moves first; the player who cannot move loses.

The two armies are mirror images, so we store a position *from the side to move*:
three rows, the mover's home row first, with ``"M"`` for the mover's pawns, ``"O"``
for the opponent's and ``"."`` for an empty square.  After a move the board is
turned round (rows reversed, ``M`` and ``O`` swapped).  Stored that way the game is
impartial, and :func:`dawson_chess_game` is an ordinary :class:`~gametheory_helpers.Game`.

Why it is the octal game 0.137 (chapter 5): a push into the middle of column ``i``
starts a forced exchange after which columns ``i - 1, i, i + 1`` are blocked for
good, so a move removes 1 column (a lone column), 2 (an end of a stretch) or 3
(anywhere, splitting the stretch).  :func:`dawson_chess_game` lets the engine check
that the literal board and ``0.137`` have the same outcome.

>>> game = dawson_chess_game()
>>> [game.outcome(start_position(n)) for n in range(1, 7)]
['N', 'N', 'N', 'P', 'N', 'N']
"""

from __future__ import annotations

from ..core import Game
from ..i18n import N_, _
from ..validation import require_int, show

__all__ = ["dawson_chess_game", "start_position"]

Board = tuple[str, str, str]
MAX_COLUMNS = 100  # widest board the literal game accepts (the search stops far below it)


def start_position(n: int) -> Board:
    """The opening position on a 3 x ``n`` board, seen from White (the side to move).

    >>> start_position(3)
    ('MMM', '...', 'OOO')
    """
    n = require_int(n, "n", minimum=1)
    if n > 12:
        raise ValueError(
            _("n = {n} is too large for the literal search (at most 12 columns)").format(n=n)
        )
    return ("M" * n, "." * n, "O" * n)


def _turned(rows: list[list[str]]) -> Board:
    swap = {"M": "O", "O": "M", ".": "."}
    return tuple("".join(swap[c] for c in row) for row in reversed(rows))  # type: ignore[return-value]


def _moves(board: Board) -> list[Board]:
    height, width = len(board), len(board[0])
    captures: list[Board] = []
    pushes: list[Board] = []
    for r in range(height - 1):
        for c in range(width):
            if board[r][c] != "M":
                continue
            for dc in (-1, 1):
                if 0 <= c + dc < width and board[r + 1][c + dc] == "O":
                    rows = [list(row) for row in board]
                    rows[r][c], rows[r + 1][c + dc] = ".", "M"
                    captures.append(_turned(rows))
            if board[r + 1][c] == ".":
                rows = [list(row) for row in board]
                rows[r][c], rows[r + 1][c] = ".", "M"
                pushes.append(_turned(rows))
    return sorted(set(captures or pushes))


def dawson_chess_game() -> Game:
    """The literal game; positions are boards from :func:`start_position` and their successors.

    >>> game = dawson_chess_game()
    >>> game.options(("MM", "..", "OO"))
    [('MM', '.O', 'O.'), ('MM', 'O.', '.O')]
    """
    return Game(_moves, name=N_("Dawson's chess (3 x n board)"), validate=_check_board)


def _check_board(board: object) -> None:
    shape = _(
        "a board is a tuple of three rows of equal length written with M (the mover's pawns), "
        "O (the opponent's) and . (empty), such as ('MMM', '...', 'OOO')"
    )
    if not isinstance(board, tuple) or len(board) != 3:
        raise TypeError(_("{shape}; got {value}").format(shape=shape, value=show(board)))
    if not all(isinstance(row, str) for row in board):
        raise TypeError(_("{shape}; got {value}").format(shape=shape, value=show(board)))
    width = len(board[0])
    if not 1 <= width <= MAX_COLUMNS or any(len(row) != width for row in board):
        raise ValueError(
            _("{shape}, 1 to {max_columns} columns; got {value}").format(
                shape=shape, max_columns=MAX_COLUMNS, value=show(board)
            )
        )
    wrong = next((c for row in board for c in row if c not in "MO."), None)
    if wrong is not None:
        raise ValueError(
            _("{shape}; the board {board} has the square {wrong!r}").format(
                shape=shape, board=show(board), wrong=wrong
            )
        )
