"""Play a coin-turning game against the perfect computer, choosing the coins to turn by clicking.

The match is the generic :class:`~gametheory_helpers.widgets.play_app.PlayApp`
(the move list, undo, hints and the computer's explanations all come from
there); this app draws the row as coins, adds one toggle button per coin, and
checks a clicked set of coins against the rule before playing it.

>>> from gametheory_helpers.games.coins import mock_turtles
>>> box = coin_play(mock_turtles(), "THHT")
>>> app = box.app
>>> app.select({0, 3})                 # coin 3 is a tail: not a legal move
>>> app.turn_selected()
>>> app.error
'the rightmost coin you turn (3) must be heads up'
>>> app.select({1, 2})                 # turn coins 1 and 2 (2 is the rightmost, a head)
>>> app.turn_selected()
>>> app.error, app.session.winner
('', 'human')
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import reduce
from operator import xor
from typing import Any

import ipywidgets as widgets

from ..games.coins import CoinRule, coin_game, format_coins, parse_coins, single_head_values, turn
from ..i18n import _, ngettext
from ..play import COMPUTER
from ..validation import require_int, show
from .play_app import PlayApp

__all__ = ["CoinPlayApp", "coin_play", "render_coin_row"]

MAX_COINS = 40
MAX_ROW = 400  # coins render_coin_row draws one by one
MAX_LISTED_TURNS = 300  # the drop-down list; every turn can be clicked on the coins


def render_coin_row(
    heads: Iterable[int], length: int, first: int = 0, values: list[int] | None = None
) -> str:
    """HTML for a row of coins: ● heads, ○ tails, the coin numbers under them, SG values above.

    >>> "●" in render_coin_row({1}, 3)
    True
    """
    if isinstance(heads, str | bytes) or not isinstance(heads, Iterable):
        raise TypeError(
            _("heads must be a collection of coin numbers, got {value}").format(value=show(heads))
        )
    require_int(length, _("the length of the row"), minimum=0, maximum=MAX_ROW)
    require_int(first, _("the number of the first coin"), minimum=0)
    if values is not None and (not isinstance(values, list | tuple) or len(values) < length):
        raise TypeError(
            _("values must be a list of {length} SG values, got {value}").format(
                length=length, value=show(values)
            )
        )
    chosen = set(heads)
    cells, numbers, tops = [], [], []
    for index in range(length):
        x = first + index
        is_head = x in chosen
        color = "#b8860b" if is_head else "#999999"
        coin = "●" if is_head else "○"
        cells.append(f"<td style='font-size:1.8em;color:{color};text-align:center'>{coin}</td>")
        numbers.append(f"<td style='text-align:center;color:#777'>{x}</td>")
        label = f"*{values[index]}" if values is not None and is_head else ""
        tops.append(f"<td class='gt-small' style='text-align:center;font-size:0.85em'>{label}</td>")
    rows = ["".join(tops)] if values is not None else []
    rows += ["".join(cells), "".join(numbers)]
    return "<table>" + "".join(f"<tr>{row}</tr>" for row in rows) + "</table>"


class CoinPlayApp(PlayApp):
    """The coin-row app (see :func:`coin_play`): a :class:`PlayApp` with clickable coins."""

    def __init__(self, rule: CoinRule, row: str, *, human_first: bool = True) -> None:
        if not isinstance(rule, CoinRule):
            raise TypeError(
                _("coin_play needs a CoinRule such as mock_turtles(), got {value}").format(
                    value=show(rule)
                )
            )
        self.rule = rule
        self.length = self._check_length(row)
        start = parse_coins(row, rule.first)
        self.values = single_head_values(rule, self.length)
        self.coin_buttons: list[widgets.ToggleButton] = []
        super().__init__(
            coin_game(rule),
            start,
            human_first=human_first,
            explain=self.explain,
            grundy=self.value_of,
            render=self.render_row,
            describe=self.describe_turn,
            title=rule.shown_name,
            max_listed=MAX_LISTED_TURNS,
        )
        self.start_input.value = row
        self.start_input.description = _("start row")
        self.turn_button = widgets.Button(
            description=_("Turn selected coins"),
            button_style="primary",
            layout=widgets.Layout(width="auto"),  # the whole label, never "Turn select…"
        )
        self.turn_button.on_click(lambda _b: self.turn_selected())
        self.coin_row = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))  # long rows wrap
        self._build_coin_buttons()
        children = list(self.container.children)
        children.insert(
            3,
            widgets.VBox(
                [widgets.HBox([widgets.Label(_("click coins:")), self.turn_button]), self.coin_row]
            ),
        )
        self.container.children = children
        self.refresh()

    @staticmethod
    def _check_length(row: Any) -> int:
        if not isinstance(row, str):
            raise TypeError(
                _("the starting row is a string of H and T such as 'THHT', got {value}").format(
                    value=show(row)
                )
            )
        length = len(row.replace(" ", ""))
        if not 1 <= length <= MAX_COINS:
            raise ValueError(
                _("the row must have 1 to {max_coins} coins, got {value}").format(
                    max_coins=MAX_COINS, value=length
                )
            )
        return length

    def _build_coin_buttons(self) -> None:
        self.coin_buttons = [
            widgets.ToggleButton(
                value=False, description=str(self.rule.first + i), layout={"width": "42px"}
            )
            for i in range(self.length)
        ]
        self.coin_row.children = self.coin_buttons

    # -- text and pictures ---------------------------------------------------------

    def value_of(self, heads: Iterable[int]) -> int:
        """The SG value of a row by the single-head theorem."""
        return reduce(xor, (self.values[x - self.rule.first] for x in heads), 0)

    def explain(self, heads: frozenset[int]) -> str:
        """The xor of the single heads, e.g. ``'SG = 1 xor 2 xor 3 = 0'``."""
        if not heads:
            return _("no head left")
        parts = " xor ".join(str(self.values[x - self.rule.first]) for x in sorted(heads))
        return f"SG = {parts} = {self.value_of(heads)}"

    def render_row(self, heads: frozenset[int]) -> str:
        """The board: the row of coins, with SG values when *show SG values* is ticked."""
        show = getattr(self, "show_values", None)
        values = self.values if show is not None and show.value else None
        return render_coin_row(heads, self.length, self.rule.first, values)

    def describe_turn(self, before: frozenset[int], after: frozenset[int]) -> str:
        """A move in words: which coins were turned, and the row it leaves."""
        coins = sorted(before ^ after)
        row = format_coins(after, self.length, self.rule.first)
        return ngettext(
            "turn coin {coins} → {row}", "turn coins {coins} → {row}", len(coins)
        ).format(coins=_(", ").join(map(str, coins)), row=row)  # "、" in Chinese

    # -- the coin buttons -----------------------------------------------------------

    @property
    def selected(self) -> frozenset[int]:
        """The coins whose buttons are pressed."""
        return frozenset(self.rule.first + i for i, b in enumerate(self.coin_buttons) if b.value)

    def select(self, coins: Iterable[int]) -> None:
        """Press exactly the buttons of ``coins`` (as a student clicking them would)."""
        chosen = set(coins)
        for i, button in enumerate(self.coin_buttons):
            button.value = self.rule.first + i in chosen

    def turn_selected(self) -> None:
        """Check the selected coins against the rule and play that move."""
        coins = self.selected
        problem = self._illegal(coins)
        if problem:
            self._show_error(problem)
            return
        self.choose(turn(self.session.position, coins))

    def _illegal(self, coins: frozenset[int]) -> str:
        if self.session.is_over:
            return _("the game is over: {winner} won. Start a new game.").format(
                winner=_(self.session.winner)
            )
        if not coins:
            return _("click the coins you want to turn first")
        rightmost = max(coins)
        if rightmost not in self.session.position:
            return _("the rightmost coin you turn ({coin}) must be heads up").format(coin=rightmost)
        if coins - {rightmost} not in self.rule.companion_sets(rightmost):
            shown = _(", ").join(map(str, sorted(coins)))
            return _("{rule} does not allow turning coins {coins}").format(
                rule=self.rule.shown_name, coins=shown
            )
        return ""

    # -- new games and redrawing ----------------------------------------------------

    def new_game(self) -> None:
        """Start again from the row typed in *start row* (H heads, T tails)."""

        def restart() -> None:
            text = self.start_input.value
            length = self._check_length(text)
            start = parse_coins(text, self.rule.first)
            self.length = length
            self.values = single_head_values(self.rule, length)
            self._build_coin_buttons()
            self.session.restart(start, human_first=self.first.value)

        self._guarded(restart)

    def refresh(self) -> None:
        """Redraw everything and release the coin buttons."""
        super().refresh()
        for button in self.coin_buttons:
            button.value = False
        if hasattr(self, "turn_button"):
            self.turn_button.disabled = self.session.is_over

    @property
    def last_computer_move(self) -> str:
        """The computer's last move in words ('' if it has not moved)."""
        moves = [m for m in self.session.history if m.player == COMPUTER]
        return self.describe_turn(moves[-1].before, moves[-1].after) if moves else ""


def coin_play(rule: CoinRule, row: str = "THTHTTH", *, human_first: bool = True) -> widgets.Box:
    """Return a widget to play the coin game ``rule`` from ``row`` ('H' heads, 'T' tails).

    The leftmost letter is coin ``rule.first``.  The app object is ``box.app``
    (see :class:`CoinPlayApp`).
    """
    return CoinPlayApp(rule, row, human_first=human_first).container
