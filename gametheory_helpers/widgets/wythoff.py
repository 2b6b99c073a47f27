"""Play Wythoff's game as a queen on a board, against a computer that uses the theorem.

The generic :func:`~gametheory_helpers.widgets.play` widget with a chessboard renderer: the
queen stands on ``(a, b)`` and moves left, down or diagonally down-left; whoever moves her to
the corner ``(0, 0)`` wins (the opponent has no move).  The computer's moves come from the
closed form :func:`~gametheory_helpers.games.wythoff.winning_moves`, and it names the
P-position ``(a_k, b_k)`` it moves to.

>>> box = play_wythoff((4, 5))
>>> box.app.choose((3, 5))           # the student moves to the P-position (a_2, b_2)...
>>> box.app.session.position         # ...so every computer move leaves an N-position
(3, 4)
>>> box.app.start_input.value = "(99, 3)"
>>> box.app.new_game()
>>> box.app.error
'the board has 31 rows and columns: each heap must be at most 30, got (99, 3)'
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as widgets

from ..core import Game
from ..games.wythoff import is_p_position, p_position_containing, winning_moves, wythoff
from ..i18n import N_, _
from ..validation import require_int, require_pair, show
from .play_app import play

__all__ = ["BOARD_LIMIT", "describe_queen_move", "play_wythoff", "render_board"]

BOARD_LIMIT = 30
QUEEN = "♛"
LIGHT, DARK, REACH, CORNER = "#f0d9b5", "#b58863", "#9ecae1", "#f28e2b"


def render_board(position: Any, extent: Any = None) -> str:
    """HTML chessboard with the queen on ``(a, b)``; the squares she can reach are tinted.

    Column ``a`` runs to the right, row ``b`` upwards, and ``(0, 0)`` (the goal) is orange.
    ``extent`` (the game's start) keeps the board that large as the queen comes down, so it
    does not shrink to a few squares when the game ends.

    >>> QUEEN in render_board((2, 1)), render_board((2, 1)).count("<td")
    (True, 6)
    >>> render_board((0, 0), extent=(3, 5)).count("<td")
    24
    """
    if not (isinstance(position, tuple) and len(position) == 2):
        raise TypeError(
            _("position must be a pair (a, b) such as (5, 8), got {value}").format(
                value=show(position)
            )
        )
    a, b = (require_int(v, _("every heap of the position"), minimum=0) for v in position)
    if max(a, b) > BOARD_LIMIT:
        # too large to draw square by square: say where the queen is instead
        return _(
            "<p>The queen stands on ({a}, {b}): the board is too large to draw "
            "(more than {limit} squares a side).</p>"
        ).format(a=show(a), b=show(b), limit=BOARD_LIMIT)
    reach_a, reach_b = (a, b) if extent is None else require_pair(extent, "extent")
    if max(reach_a, reach_b) > BOARD_LIMIT:
        reach_a, reach_b = a, b
    size_a, size_b = max(a, reach_a, 1) + 1, max(b, reach_b, 1) + 1
    rows = []
    for y in range(size_b - 1, -1, -1):
        cells = [f"<th class='gt-axis' style='padding:0 4px;font-size:0.7em'>{y}</th>"]
        for x in range(size_a):
            reachable = (x < a and y == b) or (x == a and y < b) or (0 < a - x == b - y)
            colour = (
                CORNER if (x, y) == (0, 0) else REACH if reachable else (LIGHT, DARK)[(x + y) % 2]
            )
            mark = QUEEN if (x, y) == (a, b) else ""
            cells.append(
                f"<td class='gt-square' style='width:22px;height:22px;text-align:center;"
                "font-size:18px;"
                f"background:{colour};padding:0'>{mark}</td>"
            )
        rows.append("<tr>" + "".join(cells) + "</tr>")
    labels = "".join(
        f"<th class='gt-axis' style='font-size:0.7em;font-weight:normal'>{x}</th>"
        for x in range(size_a)
    )
    rows.append(f"<tr><th></th>{labels}</tr>")
    where = _("queen at (a, b) = {position}; tinted squares: where she can go").format(
        position=html.escape(repr(position))
    )
    return f"<p>{where}</p><table style='border-collapse:collapse'>{''.join(rows)}</table>"


def describe_queen_move(before: Any, after: Any) -> str:
    """Describe a queen move as stones taken from the heaps.

    >>> describe_queen_move((7, 5), (4, 5))
    'left 3: take 3 from heap a, (7, 5) → (4, 5)'
    >>> describe_queen_move((7, 5), (4, 2))
    'diagonal 3: take 3 from both heaps, (7, 5) → (4, 2)'
    """
    (a, b), (x, y) = require_pair(before, "before"), require_pair(after, "after")
    if y == b:
        kind = _("left {count}: take {count} from heap a").format(count=a - x)
    elif x == a:
        kind = _("down {count}: take {count} from heap b").format(count=b - y)
    else:
        kind = _("diagonal {count}: take {count} from both heaps").format(count=a - x)
    return f"{kind}, {show(before)} → {show(after)}"


def _explain(position: Any) -> str:
    a, b = position
    if not is_p_position(a, b):
        return ""
    low, high = sorted(position)
    k, _pair = p_position_containing(high)
    if k == 0:
        return _("(0, 0) is the corner")
    return _("{low} = floor({k} * phi) and {high} = {low} + {k}: the pair (a_{k}, b_{k})").format(
        low=low, high=high, k=k
    )


def _strategy(position: Any) -> Any:
    a, b = position
    moves = winning_moves(a, b)
    if moves:
        return moves[0]
    # a P-position: every move loses; take one stone from the larger heap to play on
    return (a - 1, b) if a >= b else (a, b - 1)


def _board_game() -> Game:
    base = wythoff()

    def validate(position: object) -> None:
        base.check_position(position)
        if max(position) > BOARD_LIMIT:  # type: ignore[call-overload]
            raise ValueError(
                _(
                    "the board has {rows} rows and columns: each heap must be at "
                    "most {largest}, got {value}"
                ).format(rows=BOARD_LIMIT + 1, largest=BOARD_LIMIT, value=show(position))
            )

    return Game(base.options, name=N_("Wythoff's game: the queen to the corner"), validate=validate)


def play_wythoff(start: tuple[int, int] = (5, 8), human_first: bool = True) -> widgets.Box:
    """Return a widget to play Wythoff's game on a board from ``start`` (heaps up to 30).

    The app object is ``box.app`` (a :class:`~gametheory_helpers.widgets.PlayApp`).
    """
    box = play(
        _board_game(),
        start,
        human_first=human_first,
        explain=_explain,
        strategy=_strategy,
        render=render_board,
        describe=describe_queen_move,
        title=_("Wythoff's game: move the queen left, down or diagonally; reaching (0, 0) wins"),
    )
    app = box.app
    app.render = lambda position: render_board(position, extent=app.session.start)
    app.refresh()
    return box
