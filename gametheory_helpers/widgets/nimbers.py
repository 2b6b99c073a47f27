"""A turning-corners board (翻角游戏, HDU3404) to play against the perfect computer.

Coins sit on a grid, ``(0, 0)`` at the top left (as in the slides); ``x`` is the
row, ``y`` the column.  A move: click a head ``(x, y)``, then the opposite
corner ``(x', y')`` with ``x' < x`` and ``y' < y``: the four corners turn over.
The computer moves to a position whose value, the xor of ``x ⊗ y`` over the
heads, is 0, whenever it can, and says so.

>>> box = turning_corners_board({(2, 2)}, rows=3, columns=3)
>>> app = box.app
>>> app.click(2, 2); app.click(1, 1)   # the student turns (2,2) (1,2) (2,1) (1,1) ...
>>> app.history[-1][2], app.value       # ... the computer answers, back to value 0
((1, 1, 0, 0), 0)
>>> app.click(2, 0)
>>> app.error
'(2, 0) is tails: first click a head (●) to turn it.'
"""

from __future__ import annotations

import html
import random
from collections.abc import Iterable
from typing import Any

import ipywidgets as widgets

from ..games.nimbers import (
    nim_multiply,
    turning_corners_move,
    turning_corners_value,
    turning_corners_winning_moves,
)
from ..i18n import N_, _
from ..validation import require_int, require_iterable, show
from ._common import USER_ERRORS, _attach, _error_html, read_value

__all__ = ["TurningCornersApp", "parse_heads", "turning_corners_board"]

HEAD, TAIL = "●", "○"
MAX_SIDE = 12
COIN_FONT_SIZE = "22px"


class _BoardBox(widgets.VBox):
    """The board's box; its plain-text form (what a viewer without widgets shows) is the board."""

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any] | None:
        bundle = super()._repr_mimebundle_(**kwargs)
        app = getattr(self, "app", None)
        if bundle is not None and app is not None:
            bundle["text/plain"] = app.board_text()
        return bundle


def parse_heads(text: str) -> frozenset[tuple[int, int]]:
    """Read heads typed as ``(1, 2), (3, 3)``, ``[(1, 2)]``, ``{(1, 2)}`` (empty text: no head).

    >>> sorted(parse_heads("(1, 2), (3, 3)")), parse_heads("(1,2)")
    ([(1, 2), (3, 3)], frozenset({(1, 2)}))
    """
    if not isinstance(text, str):
        raise TypeError(
            _("heads must be typed as text such as (1, 2), (3, 3); got {value}").format(
                value=show(text)
            )
        )
    if not text.strip():
        return frozenset()
    value = read_value(text, _("the heads"))
    if isinstance(value, tuple) and len(value) == 2 and all(isinstance(v, int) for v in value):
        value = (value,)
    if not isinstance(value, tuple | frozenset):
        value = (value,)
    heads = []
    for item in value:
        if not (isinstance(item, tuple) and len(item) == 2):
            raise ValueError(
                _("{item} is not a head: write each head as a pair (x, y)").format(item=show(item))
            )
        heads.append(item)
    return frozenset(heads)


class TurningCornersApp:
    """The board, the moves and the computer's replies (see :func:`turning_corners_board`)."""

    def __init__(
        self,
        heads: Iterable[tuple[int, int]] | None = None,
        rows: int = 6,
        columns: int = 6,
        human_first: bool = True,
        seed: int = 2026,
    ) -> None:
        require_int(rows, "rows", minimum=2)
        require_int(columns, "columns", minimum=2)
        require_int(seed, "seed")
        if not isinstance(human_first, bool):
            raise TypeError(
                _("human_first must be True or False, got {value}").format(value=show(human_first))
            )
        if not (2 <= rows <= MAX_SIDE and 2 <= columns <= MAX_SIDE):
            raise ValueError(
                _("the board has 2 to {max_side} rows and columns").format(max_side=MAX_SIDE)
            )
        self.rows, self.columns = rows, columns
        self.rng = random.Random(seed)
        self.error = ""
        self.last_reason = ""
        self.selected: tuple[int, int] | None = None
        self.buttons = [
            [
                # the coins at 22 px: a head and a tail are told apart at a glance
                widgets.Button(
                    layout=widgets.Layout(width="44px", height="36px"),
                    style=widgets.ButtonStyle(font_size=COIN_FONT_SIZE),
                )
                for _ in range(columns)
            ]
            for _ in range(rows)
        ]
        for x, row in enumerate(self.buttons):
            for y, button in enumerate(row):
                button.on_click(lambda _b, x=x, y=y: self.click(x, y))
        self.status = widgets.HTML()
        self.message = widgets.HTML()
        self.show_values = widgets.Checkbox(value=False, description=_("show x ⊗ y"))
        self.show_hint = widgets.Checkbox(value=False, description=_("hint"))
        for box in (self.show_values, self.show_hint):
            box.observe(lambda _change: self.refresh(), names="value")
        self.start_input = widgets.Text(
            value="", description=_("start"), placeholder=_("(2, 3), (4, 4) or empty for random")
        )
        self.first = widgets.ToggleButtons(
            options=[(_("You move first"), True), (_("Computer first"), False)], value=human_first
        )
        self.new_button = widgets.Button(description=_("New game"))
        self.new_button.on_click(lambda _b: self.new_game())
        self.undo_button = widgets.Button(description=_("Undo"))
        self.undo_button.on_click(lambda _b: self.undo())
        # Labels with the coordinates the messages use: a head (x, y) is in row x, column y.
        self.column_labels = [widgets.HTML(f"<b>y = {y}</b>") for y in range(columns)]
        self.row_labels = [
            widgets.HTML(f"<b>x = {x}</b>", layout=widgets.Layout(align_self="center"))
            for x in range(rows)
        ]
        cells: list[widgets.Widget] = [widgets.HTML(""), *self.column_labels]
        for x, row in enumerate(self.buttons):
            cells.append(self.row_labels[x])
            cells.extend(row)
        grid = widgets.GridBox(
            cells,
            layout=widgets.Layout(grid_template_columns=f"52px repeat({columns}, 46px)"),
        )
        self.container = _attach(
            self,
            _BoardBox(
                [
                    widgets.HTML("<h4>" + _("Turning corners") + "</h4>"),
                    grid,
                    self.status,
                    self.message,
                    widgets.HBox([self.show_values, self.show_hint, self.undo_button]),
                    widgets.HBox([self.start_input, self.first, self.new_button]),
                ]
            ),
        )
        self.start(heads, human_first)

    # -- state ------------------------------------------------------------------

    def start(self, heads: Iterable[tuple[int, int]] | None, human_first: bool = True) -> None:
        """Start from ``heads`` (a random position when ``None``)."""
        if heads is None:
            cells = [(x, y) for x in range(1, self.rows) for y in range(1, self.columns)]
            heads = self.rng.sample(cells, min(4, len(cells)))
        heads = frozenset(
            require_iterable(heads, "heads", N_("a list of squares such as [(2, 3)]"))
        )
        turning_corners_value(heads)  # checks the coordinates
        outside = sorted(h for h in heads if not (h[0] < self.rows and h[1] < self.columns))
        if outside:
            raise ValueError(
                _("{outside} is off the board ({rows} rows, {columns} columns)").format(
                    outside=outside[0], rows=self.rows, columns=self.columns
                )
            )
        self.heads = heads
        self.history: list[tuple[str, frozenset, tuple[int, int, int, int]]] = []
        self.selected = None
        self.last_reason = ""
        self.to_move = "human" if human_first else "computer"
        if not human_first and not self.is_over:
            self.computer_move()
        self.refresh()

    def board_text(self) -> str:
        """The board as text (heads ●, tails ○, row ``x``, column ``y``) and whose move it is.

        >>> print(TurningCornersApp({(1, 2)}, rows=2, columns=3).board_text())
        Turning corners (● head, ○ tail; a head (x, y) is in row x, column y)
               y=0 y=1 y=2
          x=0    ○   ○   ○
          x=1    ○   ○   ●
        Your move: click a head.
        """
        title = _("Turning corners ({head} head, {tail} tail; a head (x, y) is in row x, column y)")
        lines = [title.format(head=HEAD, tail=TAIL)]
        lines.append("      " + "".join(f"{f'y={y}':>4}" for y in range(self.columns)))
        for x in range(self.rows):
            coins = "".join(
                f"{HEAD if (x, y) in self.heads else TAIL:>4}" for y in range(self.columns)
            )
            lines.append(f"{f'x={x}':>5} {coins}")
        lines.append(self._status_text())
        return "\n".join(lines)

    @property
    def value(self) -> int:
        """The SG value of the position: xor of ``x ⊗ y`` over the heads."""
        return turning_corners_value(self.heads)

    @property
    def is_over(self) -> bool:
        """True when no head has ``x > 0`` and ``y > 0``: the player to move has lost."""
        return not any(x and y for x, y in self.heads)

    @property
    def winner(self) -> str | None:
        """``'human'`` or ``'computer'`` once the game is over."""
        if not self.is_over:
            return None
        return "computer" if self.to_move == "human" else "human"

    # -- moves ------------------------------------------------------------------

    def click(self, x: int, y: int) -> None:
        """A click on coin ``(x, y)``: select a head, or choose the opposite corner."""
        self.error = ""
        if self.is_over or self.to_move != "human":
            self._show_error(_("the game is over: start a new game"))
            return
        if self.selected is None or (x, y) in self.heads and not self._below(x, y):
            if (x, y) not in self.heads:
                self._show_error(
                    _("({x}, {y}) is tails: first click a head ({head}) to turn it.").format(
                        x=x, y=y, head=HEAD
                    )
                )
                return
            if x == 0 or y == 0:
                self._show_error(
                    _("({x}, {y}) has no coin above and to its left: it cannot move.").format(
                        x=x, y=y
                    )
                )
                return
            self.selected = (x, y)
            self.refresh()
            return
        if not self._below(x, y):
            self._show_error(
                _(
                    "({x}, {y}) is not above and to the left of {selected}: click a coin with "
                    "a smaller row and a smaller column, or another head."
                ).format(x=x, y=y, selected=self.selected)
            )
            return
        sx, sy = self.selected
        self.play(sx, sy, x, y)

    def _below(self, x: int, y: int) -> bool:
        return self.selected is not None and x < self.selected[0] and y < self.selected[1]

    def play(self, x: int, y: int, x2: int, y2: int) -> None:
        """The student turns the corners of ``(x2, y2)``–``(x, y)``; the computer answers."""
        self.error = ""
        try:
            if self.is_over or self.to_move != "human":
                raise ValueError(_("the game is over: start a new game"))
            after = turning_corners_move(self.heads, x, y, x2, y2)
        except USER_ERRORS as error:
            self._show_error(str(error))
            return
        self.history.append(("human", self.heads, (x, y, x2, y2)))
        self.heads = after
        self.selected = None
        self.to_move = "computer"
        if self.is_over:
            self.last_reason = ""
        else:
            self.computer_move()
        self.refresh()

    def computer_move(self) -> tuple[int, int, int, int]:
        """Let the computer move: to value 0 if possible, else a small move to keep playing."""
        winning = turning_corners_winning_moves(self.heads)
        if winning:
            move = winning[0]
        else:
            x, y = max((h for h in self.heads if h[0] and h[1]), key=lambda h: nim_multiply(*h))
            move = (x, y, x - 1, y - 1)
        self.history.append(("computer", self.heads, move))
        self.heads = turning_corners_move(self.heads, *move)
        self.to_move = "human"
        corners = f"({move[0]}, {move[1]}), ({move[2]}, {move[1]}), ({move[0]}, {move[3]}), " + (
            f"({move[2]}, {move[3]})"
        )
        if winning:
            self.last_reason = _(
                "I turned {corners}. Now the xor of x ⊗ y over the heads is 0: "
                "whatever you do, I can bring it back to 0."
            ).format(corners=corners)
        else:
            self.last_reason = _(
                "Every move loses here (the value was 0), so I turned {corners} and hope "
                "for a mistake."
            ).format(corners=corners)
        return move

    def undo(self) -> None:
        """Take back the student's last move and the computer's reply."""
        self.error = ""
        while self.history:
            player, before, _move = self.history.pop()
            self.heads = before
            if player == "human":
                break
        else:
            self._show_error(_("there is no move of yours to take back"))
            self.to_move = "human"
            return
        self.to_move = "human"
        self.selected = None
        self.last_reason = ""
        self.refresh()

    def new_game(self) -> None:
        """Start from the heads typed in *start* (random when empty)."""
        self.error = ""
        try:
            text = self.start_input.value
            heads = parse_heads(text) if text.strip() else None
            self.start(heads, self.first.value)
        except USER_ERRORS as error:
            self._show_error(str(error))

    def _show_error(self, message: str) -> None:
        self.error = message
        self.message.value = _error_html(message)

    # -- drawing ----------------------------------------------------------------

    def _status_text(self) -> str:
        if self.is_over:
            return (
                _("You win! The computer has no move.")
                if self.winner == "human"
                else _("The computer wins: no head of yours can move.")
            )
        if self.selected is None:
            return _("Your move: click a head.")
        return _("Head {head} chosen: click the opposite corner (above, left).").format(
            head=self.selected
        )

    def refresh(self) -> None:
        """Redraw the coins, the status line and the hint."""
        for x, row in enumerate(self.buttons):
            for y, button in enumerate(row):
                head = (x, y) in self.heads
                label = HEAD if head else TAIL
                if self.show_values.value and head:
                    label += f" {nim_multiply(x, y)}"
                button.description = label
                button.button_style = (
                    "warning" if self.selected == (x, y) else ("info" if head else "")
                )
                button.tooltip = f"({x}, {y}); x ⊗ y = {nim_multiply(x, y)}"
        text = self._status_text()
        if self.show_values.value:
            text += _(" Value of the position: {value}.").format(value=self.value)
        if self.show_hint.value and not self.is_over:
            moves = turning_corners_winning_moves(self.heads)
            text += (
                _(" Hint: winning moves ")
                + "; ".join(
                    _("{head} with {corner}").format(head=m[:2], corner=m[2:]) for m in moves[:4]
                )
                if moves
                else _(" Hint: no winning move (value 0).")
            )
        parts = []
        if self.last_reason:
            parts.append(f"<p>🤖 {html.escape(self.last_reason)}</p>")
        parts.append(f"<p><b>{html.escape(text)}</b></p>")
        self.status.value = "".join(parts)
        if not self.error:
            self.message.value = ""
        self.undo_button.disabled = not any(p == "human" for p, _b, _m in self.history)


def turning_corners_board(
    heads: Iterable[tuple[int, int]] | None = None,
    rows: int = 6,
    columns: int = 6,
    **options: Any,
) -> widgets.Box:
    """Return a turning-corners board to play (``box.app`` is the :class:`TurningCornersApp`).

    Options: ``human_first`` (default True), ``seed`` for the random start.
    """
    return TurningCornersApp(heads, rows, columns, **options).container
