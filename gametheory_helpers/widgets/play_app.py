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

import html
from collections.abc import Callable
from typing import Any

import ipywidgets as widgets

from ..core import Game
from ..i18n import _
from ..play import COMPUTER, HUMAN, SEARCH_LIMIT, PlaySession, describe_move
from ..theorems import Theorem
from ..validation import require_game, require_int, show
from ._common import USER_ERRORS, _attach, _error_html, format_value, read_value

__all__ = ["PlayApp", "parse_position", "play", "render_position"]

STONE = "●"
MAX_STONES_DRAWN = 60  # a larger heap is drawn as its number
BAR = "<span style='display:inline-block;width:12em;height:0.8em;background:#4e79a7'></span>"
MAX_ROWS_DRAWN = 30  # heaps drawn one per row; the rest are counted
LISTED = 200  # moves in the drop-down by default; past that, heap positions get heap + amount
MAX_LISTED = 300  # no app lists more moves than this
_WIDE_LABEL = {"description_width": "initial"}  # a label such as "your move" is never cut


def parse_position(text: str) -> Any:
    """Read a position typed by a student: ``7``, ``(3, 4, 5)``, ``3, 4, 5``, ``3 4 5``, ``{0, 1}``.

    Lists become tuples and sets frozensets; see :func:`._common.read_value`, the one
    parser every position field uses.

    >>> parse_position("3, 4, 5"), parse_position(" 7 "), parse_position("[3,4,5]")
    ((3, 4, 5), 7, (3, 4, 5))
    """
    return read_value(text)


def _number(size: int) -> str:
    return show(size) if size.bit_length() > 130 else f"{size:,}"


def _heap_row(label: str, size: int) -> str:
    if size > MAX_STONES_DRAWN:
        # Past a size a row of stones says nothing more: draw the number, with a bar.
        stones = (
            "<span style='display:inline-block;width:12em;height:0.8em;background:#4e79a7'></span>"
        )
    else:
        stones = STONE * size
    return (
        f"<tr><td style='padding-right:1em'>{label}</td>"
        f"<td style='font-size:1.3em;letter-spacing:0.1em;color:#4e79a7'>{stones}</td>"
        f"<td style='padding-left:1em'>{_number(size)}</td></tr>"
    )


def _is_heap(h: Any) -> bool:
    return isinstance(h, int) and not isinstance(h, bool) and h >= 0


def render_position(position: Any) -> str:
    """HTML for a position: heaps as rows of stones (a number past 60), else escaped text.

    >>> "●●●" in render_position((3, 1))
    True
    >>> "●" in render_position((100, 200, 300)), "300" in render_position((100, 200, 300))
    (False, True)
    """
    if _is_heap(position):
        return f"<table>{_heap_row(_('heap'), position)}</table>"
    if isinstance(position, tuple) and position and all(_is_heap(h) for h in position):
        shown = position[:MAX_ROWS_DRAWN]
        rows = "".join(
            _heap_row(_("heap {number}").format(number=i + 1), h) for i, h in enumerate(shown)
        )
        if len(position) > MAX_ROWS_DRAWN:
            rows += (
                "<tr><td colspan='3'>"
                + _("… and {count:,} more heaps").format(count=len(position) - MAX_ROWS_DRAWN)
                + "</td></tr>"
            )
        return f"<table>{rows}</table>"
    return f"<pre>{html.escape(show(position, 2000))}</pre>"


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
        parse: Callable[[str], Any] = parse_position,
        max_steps: int | None = SEARCH_LIMIT,
        theorem: Theorem | bool | None = None,
    ) -> None:
        for label, function in (("render", render), ("describe", describe), ("parse", parse)):
            if not callable(function):
                raise TypeError(
                    _("{label} must be a function, got {value}").format(
                        label=label, value=show(function)
                    )
                )
        if title is not None and not isinstance(title, str):
            raise TypeError(_("title must be a string, got {value}").format(value=show(title)))
        if max_listed is not None:
            require_int(max_listed, "max_listed", minimum=1)
        self.render = render
        self.parse = parse
        self.max_listed = LISTED if max_listed is None else min(max_listed, MAX_LISTED)
        self.describe = describe
        require_game(game)
        if not isinstance(human_first, bool):
            raise TypeError(
                _("human_first must be True or False, got {value}").format(value=show(human_first))
            )
        self.error = ""
        self.session = PlaySession(
            game,
            start,
            human_first=human_first,
            explain=explain,
            grundy=grundy,
            strategy=strategy,
            describe=describe,
            max_steps=max_steps,
            theorem=theorem,
        )
        shown = _(title) if title else game.shown_name
        self.title = widgets.HTML(f"<h4>{html.escape(shown)}</h4>")
        self.board = widgets.HTML()
        self.status = widgets.HTML()
        self.message = widgets.HTML()
        self.moves = widgets.Dropdown(
            description=_("your move"), layout={"width": "420px"}, style=_WIDE_LABEL
        )
        self.play_button = widgets.Button(description=_("Play"), button_style="primary")
        self.undo_button = widgets.Button(description=_("Undo"))
        self.new_button = widgets.Button(description=_("New game"))
        self.heap_input = widgets.BoundedIntText(value=1, min=1, max=1, description=_("heap"))
        self.take_input = widgets.BoundedIntText(value=1, min=1, max=1, description=_("take"))
        self.amount_box = widgets.HBox([self.heap_input, self.take_input])
        self.start_input = widgets.Text(
            value=format_value(start), description=_("start"), style=_WIDE_LABEL
        )
        self.first = widgets.ToggleButtons(
            options=[(_("You move first"), True), (_("Computer first"), False)],
            value=human_first,
        )
        self.show_values = widgets.Checkbox(value=False, description=_("show SG values"))
        self.show_hint = widgets.Checkbox(value=False, description=_("hint"))
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
                    widgets.HBox([self.moves, self.amount_box, self.play_button, self.undo_button]),
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
        """Play the move selected in the drop-down list (or typed as heap and amount)."""
        if self.amount_box.layout.display != "none":
            self.choose(self._typed_move())
            return
        if self.moves.value is None:
            self._show_error(_("choose a move first (the game may be over: start a new game)"))
            return
        self.choose(self.moves.value)

    def _typed_move(self) -> Any:
        position = self.session.position
        take = self.take_input.value
        if isinstance(position, int):
            return position - take
        index = self.heap_input.value - 1
        return position[:index] + (position[index] - take,) + position[index + 1 :]

    def undo(self) -> None:
        """Take back the student's last move and the computer's reply."""
        self._guarded(self.session.undo)

    def new_game(self) -> None:
        """Start again from the position typed in *start*, with the chosen first player."""

        def restart() -> None:
            start = self.parse(self.start_input.value)
            self.session.restart(self._coerce(start), human_first=self.first.value)

        self._guarded(restart)

    def _coerce(self, start: Any) -> Any:
        # A plain count typed for a game of heap tuples means one heap: 7 is (7,).
        game = self.session.game
        if isinstance(start, int) and not isinstance(start, bool):
            try:
                game.check_position(start)
            except USER_ERRORS:
                try:
                    game.check_position((start,))
                except USER_ERRORS:
                    pass
                else:
                    return (start,)
        return start

    def _guarded(self, action: Callable[[], Any]) -> None:
        self.error = ""
        try:
            action()
        except USER_ERRORS as error:
            self._show_error(str(error))
            return
        except RecursionError:
            self._show_error(_("that input is nested too deeply to read: type a simpler position"))
            return
        self.refresh()

    def _show_error(self, message: str) -> None:
        self.error = message
        self.message.value = _error_html(message)

    # -- drawing -------------------------------------------------------------

    def _option_label(self, option: Any) -> str:
        label = self.describe(self.session.position, option)
        if self.show_values.value:
            label += f"   [{self._value(option)}]"
        return label

    def _value(self, position: Any) -> str:
        # A theorem that only says who loses (Wythoff's) names P or N, not the SG value.
        session = self.session
        theorem = session.theorem
        if session.closed_form is None and theorem is not None and theorem.grundy is None:
            return _("P-position") if session.is_p(position) else _("N-position")
        return f"SG {session.grundy(position)}"

    @property
    def status_text(self) -> str:
        """The sentence under the board: whose turn, or who won."""
        session = self.session
        if session.is_over:
            return (
                _("You win! The computer has no move.")
                if session.winner == HUMAN
                else _("The computer wins: you have no move left.")
            )
        text = _("Your move.")
        if self.show_values.value:
            value = self._value(session.position)
            text += (
                _(" This position has SG value {value}.").format(value=value[len("SG ") :])
                if value.startswith("SG")
                else _(" This position is a {value}.").format(value=value)
            )
        if self.show_hint.value:
            winning = session.hint()
            text += (
                _(" Hint: winning moves: ")
                + "; ".join(self.describe(session.position, w) for w in winning)
                if winning
                else _(" Hint: no winning move here: play on and hope for a mistake.")
            )
        return text

    def refresh(self) -> None:
        """Redraw the board, the status, the list of moves and the history."""
        session = self.session
        board = self.render(session.position)
        if not isinstance(board, str):
            raise TypeError(
                _("render must return HTML text, got {value}").format(value=show(board))
            )
        self.board.value = board
        last = session.history[-1] if session.history else None
        reason = last.reason if last is not None and last.player == COMPUTER else ""
        parts = [f"<p><b>{html.escape(self.status_text)}</b></p>"]
        if reason:
            parts.insert(0, f"<p>🤖 {html.escape(reason)}</p>")
        self.status.value = "".join(parts)
        if not self.error:
            self.message.value = ""
        listed_all = session.moves_listed
        options = [] if session.is_over or not listed_all else session.legal_moves()
        position = session.position
        heaps = _is_heap(position) or (
            isinstance(position, tuple) and all(_is_heap(h) for h in position)
        )
        typed = heaps and (not listed_all or len(options) > self.max_listed)
        # A drop-down of every move stops helping long before it gets slow: past
        # max_listed moves, a heap position is played by heap number and amount.
        self.amount_box.layout.display = "" if typed else "none"
        self.moves.layout.display = "none" if typed else ""
        if typed:
            sizes = (position,) if isinstance(position, int) else position
            self.heap_input.max = len(sizes)
            self.heap_input.layout.display = "none" if isinstance(position, int) else ""
            self.take_input.max = max(max(sizes), 1)
            self.moves.options = []
            listed: list[Any] = []
        else:
            listed = options[: self.max_listed]
            self.moves.options = [(self._option_label(option), option) for option in listed]
            self.moves.value = listed[0] if listed else None
            if len(listed) < len(options):
                self.status.value += (
                    "<p>"
                    + _(
                        "The list shows the first {listed:,} of {total:,} moves; "
                        "the others are played on the board."
                    ).format(listed=len(listed), total=len(options))
                    + "</p>"
                )
        self.play_button.disabled = session.is_over
        self.undo_button.disabled = not any(m.player == HUMAN for m in session.history)
        you, computer = _("you"), _("computer")
        rows = "".join(
            f"<li>{you if m.player == HUMAN else computer}: "
            f"{html.escape(self.describe(m.before, m.after))}</li>"
            for m in session.history
        )
        summary = _("moves so far")
        self.history.value = f"<details><summary>{summary}</summary><ol>{rows}</ol></details>"


def play(game: Game, start: Any, **options: Any) -> widgets.Box:
    """Return a widget to play ``game`` from ``start`` against the perfect computer.

    Keyword options: ``human_first`` (default True), ``explain(position) -> str``
    (the game's own reason, e.g. the xor for Nim), ``grundy(position) -> int`` and
    ``strategy(position) -> option`` (for games too large for the engine),
    ``render(position) -> html``, ``describe(before, after) -> str``, ``title`` and
    ``max_listed`` (list at most this many moves, for apps whose board takes moves too;
    never more than 300), ``parse(text) -> position`` (how the start box is read;
    default :func:`parse_position`), ``max_steps`` (the search steps the engine may take to
    solve a start, default :data:`~gametheory_helpers.play.SEARCH_LIMIT`; ``None`` for no
    limit), ``theorem`` (default the game's own, ``game.theorem``: Bash, Nim and Wythoff are
    played by their theorems, so Bash with 10^9 stones answers at once; ``False`` to make the
    computer search).
    The app object is ``box.app`` (see :class:`PlayApp`).
    """
    return PlayApp(game, start, **options).container
