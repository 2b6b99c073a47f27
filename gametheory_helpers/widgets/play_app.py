"""The generic play widget: any :class:`~gametheory_helpers.Game` against a perfect opponent.

The rules of the match live in :class:`~gametheory_helpers.play.PlaySession`;
this module only draws it.  Heaps (an int, or a tuple of ints) are drawn as
rows of stones; any other position as text, or by the ``render`` function a
chapter passes in.

>>> from gametheory_helpers.games.nim import nim
>>> box = play(nim(), (1, 2))
>>> app = box.app
>>> app.choose((1, 1))          # the student moves to a P-position...
>>> app.session.position        # ...and the computer must answer from it
(0, 1)
>>> app.start_input.value = "(1, -2)"
>>> app.new_game()
>>> app.error
'every heap size in a Nim position must be at least 0, got -2'
"""

from __future__ import annotations

import ast
import html
from collections.abc import Callable
from typing import Any

import ipywidgets as widgets

from ..core import Game
from ..play import COMPUTER, HUMAN, PlaySession, describe_move
from ..validation import show
from ._common import USER_ERRORS, _attach, _error_html

__all__ = ["PlayApp", "parse_position", "play", "render_position"]

STONE = "●"
MAX_STONES_DRAWN = 60


def parse_position(text: str) -> Any:
    """Read a position typed by a student: ``7``, ``(3, 4, 5)``, ``3, 4, 5`` or ``'a'``.

    >>> parse_position("3, 4, 5"), parse_position(" 7 ")
    ((3, 4, 5), 7)
    """
    try:
        value = ast.literal_eval(text.strip())
    except (ValueError, SyntaxError):
        raise ValueError(
            f"cannot read {show(text)} as a position: type a number such as 7, "
            "or heaps such as (3, 4, 5)"
        ) from None
    return tuple(value) if isinstance(value, list) else value


def _heap_row(label: str, size: int) -> str:
    stones = STONE * min(size, MAX_STONES_DRAWN) + (" …" if size > MAX_STONES_DRAWN else "")
    return (
        f"<tr><td style='padding-right:1em'>{label}</td>"
        f"<td style='font-size:1.3em;letter-spacing:0.1em;color:#4e79a7'>{stones}</td>"
        f"<td style='padding-left:1em'>{size}</td></tr>"
    )


def render_position(position: Any) -> str:
    """HTML for a position: heaps as rows of stones, anything else as escaped text.

    >>> "●●●" in render_position((3, 1))
    True
    """
    is_int = isinstance(position, int) and not isinstance(position, bool)
    if is_int and position >= 0:
        return f"<table>{_heap_row('heap', position)}</table>"
    if (
        isinstance(position, tuple)
        and position
        and all(isinstance(h, int) and not isinstance(h, bool) and h >= 0 for h in position)
    ):
        rows = "".join(_heap_row(f"heap {i + 1}", h) for i, h in enumerate(position))
        return f"<table>{rows}</table>"
    return f"<pre>{html.escape(repr(position))}</pre>"


class PlayApp:
    """The widget around a :class:`PlaySession` (see :func:`play`)."""

    def __init__(
        self,
        game: Game,
        start: Any,
        *,
        human_first: bool = True,
        explain: Callable[[Any], str] | None = None,
        grundy: Callable[[Any], int] | None = None,
        strategy: Callable[[Any], Any] | None = None,
        render: Callable[[Any], str] = render_position,
        describe: Callable[[Any, Any], str] = describe_move,
        title: str | None = None,
        max_listed: int | None = None,
    ) -> None:
        self.render = render
        self.max_listed = max_listed
        self.describe = describe
        self.error = ""
        self.session = PlaySession(
            game,
            start,
            human_first=human_first,
            explain=explain,
            grundy=grundy,
            strategy=strategy,
            describe=describe,
        )
        self.title = widgets.HTML(f"<h4>{html.escape(title or game.name)}</h4>")
        self.board = widgets.HTML()
        self.status = widgets.HTML()
        self.message = widgets.HTML()
        self.moves = widgets.Dropdown(description="your move", layout={"width": "420px"})
        self.play_button = widgets.Button(description="Play", button_style="primary")
        self.undo_button = widgets.Button(description="Undo")
        self.new_button = widgets.Button(description="New game")
        self.start_input = widgets.Text(value=repr(start), description="start")
        self.first = widgets.ToggleButtons(
            options=[("You move first", True), ("Computer first", False)],
            value=human_first,
        )
        self.show_values = widgets.Checkbox(value=False, description="show SG values")
        self.show_hint = widgets.Checkbox(value=False, description="hint")
        self.history = widgets.HTML()
        self.play_button.on_click(lambda _b: self.play_selected())
        self.undo_button.on_click(lambda _b: self.undo())
        self.new_button.on_click(lambda _b: self.new_game())
        for box in (self.show_values, self.show_hint):
            box.observe(lambda _change: self.refresh(), names="value")
        self.container = _attach(
            self,
            widgets.VBox(
                [
                    self.title,
                    self.board,
                    self.status,
                    widgets.HBox([self.moves, self.play_button, self.undo_button]),
                    self.message,
                    widgets.HBox([self.show_values, self.show_hint]),
                    widgets.HBox([self.start_input, self.first, self.new_button]),
                    self.history,
                ]
            ),
        )
        self.refresh()

    # -- actions -------------------------------------------------------------

    def choose(self, option: Any) -> None:
        """Play the student's move to ``option`` (as if picked in the list and played)."""
        self._guarded(lambda: self.session.play(option))

    def play_selected(self) -> None:
        """Play the move selected in the drop-down list."""
        if self.moves.value is None:
            self._show_error("choose a move first (the game may be over: start a new game)")
            return
        self.choose(self.moves.value)

    def undo(self) -> None:
        """Take back the student's last move and the computer's reply."""
        self._guarded(self.session.undo)

    def new_game(self) -> None:
        """Start again from the position typed in *start*, with the chosen first player."""

        def restart() -> None:
            self.session.restart(
                parse_position(self.start_input.value), human_first=self.first.value
            )

        self._guarded(restart)

    def _guarded(self, action: Callable[[], Any]) -> None:
        self.error = ""
        try:
            action()
        except USER_ERRORS as error:
            self._show_error(str(error))
            return
        self.refresh()

    def _show_error(self, message: str) -> None:
        self.error = message
        self.message.value = _error_html(message)

    # -- drawing -------------------------------------------------------------

    def _option_label(self, option: Any) -> str:
        label = self.describe(self.session.position, option)
        if self.show_values.value:
            label += f"   [SG {self.session.grundy(option)}]"
        return label

    @property
    def status_text(self) -> str:
        """The sentence under the board: whose turn, or who won."""
        session = self.session
        if session.is_over:
            return (
                "You win! The computer has no move."
                if session.winner == HUMAN
                else ("The computer wins: you have no move left.")
            )
        text = "Your move."
        if self.show_values.value:
            text += f" This position has SG value {session.grundy(session.position)}."
        if self.show_hint.value:
            winning = session.hint()
            text += (
                " Hint: winning moves: "
                + "; ".join(self.describe(session.position, w) for w in winning)
                if winning
                else " Hint: no winning move here: play on and hope for a mistake."
            )
        return text

    def refresh(self) -> None:
        """Redraw the board, the status, the list of moves and the history."""
        session = self.session
        self.board.value = self.render(session.position)
        last = session.history[-1] if session.history else None
        reason = last.reason if last is not None and last.player == COMPUTER else ""
        parts = [f"<p><b>{html.escape(self.status_text)}</b></p>"]
        if reason:
            parts.insert(0, f"<p>🤖 {html.escape(reason)}</p>")
        self.status.value = "".join(parts)
        if not self.error:
            self.message.value = ""
        options = [] if session.is_over else session.legal_moves()
        listed = options if self.max_listed is None else options[: self.max_listed]
        self.moves.options = [(self._option_label(option), option) for option in listed]
        self.moves.value = options[0] if options else None
        if len(listed) < len(options):
            self.status.value += (
                f"<p>The list shows the first {len(listed):,} of {len(options):,} moves; "
                "the others are played on the board.</p>"
            )
        self.play_button.disabled = not options
        self.undo_button.disabled = not any(m.player == HUMAN for m in session.history)
        rows = "".join(
            f"<li>{'you' if m.player == HUMAN else 'computer'}: "
            f"{html.escape(self.describe(m.before, m.after))}</li>"
            for m in session.history
        )
        self.history.value = f"<details><summary>moves so far</summary><ol>{rows}</ol></details>"


def play(game: Game, start: Any, **options: Any) -> widgets.Box:
    """Return a widget to play ``game`` from ``start`` against the perfect computer.

    Keyword options: ``human_first`` (default True), ``explain(position) -> str``
    (the game's own reason, e.g. the xor for Nim), ``grundy(position) -> int`` and
    ``strategy(position) -> option`` (for games too large for the engine),
    ``render(position) -> html``, ``describe(before, after) -> str``, ``title`` and
    ``max_listed`` (list at most this many moves, for apps whose board takes moves too).
    The app object is ``box.app`` (see :class:`PlayApp`).
    """
    return PlayApp(game, start, **options).container
