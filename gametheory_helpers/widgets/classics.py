"""Chapter 10 apps: the pirates explorer, Euclid's game and the circle of coins to play.

>>> box = pirates_explorer(5, 2)
>>> box.app.rows[0]
(5, 'proposes; plan passes', 0, 0)
>>> euclid_play(25, 7).app.session.position
(25, 7)
"""

from __future__ import annotations

import html
from math import comb
from typing import Any

import ipywidgets as widgets

from ..games import euclid, pirates, symmetry
from ..i18n import N_, _, ngettext
from ..validation import require_int, require_pair, show
from ._common import USER_ERRORS, _attach, _error_html, read_value
from .play_app import play

__all__ = [
    "PiratesExplorer",
    "circle_play",
    "describe_circle_move",
    "describe_euclid_move",
    "euclid_play",
    "pirates_explorer",
    "render_circle",
    "render_euclid",
]

MAX_CIRCLE_DRAWN = 1000  # coins a ring of symbols may show
BRUTE_FORCE_LIMIT = 20_000  # divisions per round the explorer's brute-force check may try


class PiratesExplorer:
    """Sliders for ``n`` pirates and ``m`` coins; a table of every pirate's fate.

    ``rows`` holds ``(p, fate, sure gold or None, gold in one best plan or None)``
    from pirate ``n`` down to pirate 1; ``summary`` says which regime applies;
    ``check`` says whether the brute-force backward induction agrees (small
    cases only).
    """

    def __init__(self, n: int = 5, m: int = 2, max_n: int = 40, max_m: int = 12) -> None:
        require_int(max_n, "max_n", minimum=1, maximum=200)
        require_int(max_m, "max_m", minimum=0, maximum=200)
        require_int(n, _("n, the number of pirates"), minimum=1)
        require_int(m, _("m, the number of coins"), minimum=0)
        if n > max_n or m > max_m:
            raise ValueError(
                _("n = {n} and m = {m} must be at most max_n = {max_n}, max_m = {max_m}").format(
                    n=n, m=m, max_n=max_n, max_m=max_m
                )
            )
        self.error = ""
        self.rows: list[tuple[int, str, int | None, int | None]] = []
        self.summary = ""
        self.check = ""
        self.n_slider = widgets.IntSlider(value=n, min=1, max=max_n, description=_("pirates n"))
        self.m_slider = widgets.IntSlider(value=m, min=0, max=max_m, description=_("coins m"))
        self.brute = widgets.Checkbox(value=True, description=_("check by brute force"))
        self.output = widgets.HTML()
        for control in (self.n_slider, self.m_slider, self.brute):
            control.observe(lambda _change: self.update(), names="value")
        self.container = _attach(
            self,
            widgets.VBox([widgets.HBox([self.n_slider, self.m_slider, self.brute]), self.output]),
        )
        self.update()

    def update(self) -> None:
        """Recompute the table for the sliders' ``n`` and ``m``."""
        self.error = ""
        try:
            self._compute(self.n_slider.value, self.m_slider.value)
        except USER_ERRORS as error:
            self.error = str(error)
            self.rows, self.summary, self.check = [], "", ""
            self.output.value = _error_html(self.error)
            return
        self.output.value = self._html()

    def _compute(self, n: int, m: int) -> None:
        survivor = pirates.last_survivor(n, m)
        plan = pirates.example_plan(n, m)
        fates = pirates.outcomes(n, m)
        self.rows = []
        for p in range(n, 0, -1):
            gold = fates[p - 1]
            if gold is None:
                fate = _("thrown overboard")
            elif p == survivor:
                fate = _("proposes; plan passes")
            else:
                fate = _("votes, survives")
            self.rows.append((p, fate, gold, None if gold is None else plan[p - 1]))
        if n <= 2 * m + 1:
            regime = _(
                "n = {n} <= 2m + 1 = {bound}: pirate {n} gives one coin to each pirate of "
                "his parity and keeps {keeps}."
            ).format(n=n, bound=2 * m + 1, keeps=m - (n - 1) // 2)
        else:
            power = survivor - 2 * m
            if survivor == n:
                thrown = ""
            elif survivor == n - 1:
                thrown = _("pirate {n} is thrown, and ").format(n=n)
            else:
                thrown = _("pirates {first} to {n} are thrown, and ").format(
                    first=survivor + 1, n=n
                )
            regime = _(
                "n = {n} > 2m + 1 = {bound}: the largest 2m + 2^j <= n is "
                "{twice} + {power} = {survivor}; {thrown}nobody is sure of any gold."
            ).format(
                n=n, bound=2 * m + 1, twice=2 * m, power=power, survivor=survivor, thrown=thrown
            )
        self.summary = regime
        if not self.brute.value:
            self.check = ""
        elif comb(m + n - 1, n - 1) > BRUTE_FORCE_LIMIT:
            self.check = _("too many divisions for the brute force here: try smaller n or m.")
            self.agrees = False
        else:
            self.agrees = pirates.brute_force_outcomes(n, m) == fates
            self.check = (
                _("brute force (every division at every round) agrees.")
                if self.agrees
                else _("brute force DISAGREES with the formula!")
            )

    def _html(self) -> str:
        def cell(value: int | None) -> str:
            return "-" if value is None else str(value)

        body = "".join(
            f"<tr><td>{p}</td><td>{html.escape(fate)}</td><td>{cell(gold)}</td>"
            f"<td>{cell(plan)}</td></tr>"
            for p, fate, gold, plan in self.rows
        )
        mark = "✔" if self.brute.value and getattr(self, "agrees", False) else "⚠"
        check = f"<p>{mark} {html.escape(self.check)}</p>" if self.check else ""
        head = _(
            "<tr><th>pirate</th><th>fate</th><th>sure to get</th><th>in one best plan</th></tr>"
        )
        return f"<p>{html.escape(self.summary)}</p><table>{head}{body}</table>{check}"


def pirates_explorer(n: int = 5, m: int = 2, **options: Any) -> widgets.Box:
    """Return the pirates explorer (HDU1538) as a widget; the app object is ``box.app``."""
    return PiratesExplorer(n, m, **options).container


# -- Euclid's game to play ----------------------------------------------------------------


def render_euclid(position: tuple[int, int]) -> str:
    """HTML for a position of Euclid's game: the two numbers and the row of piles ahead.

    >>> "3 | 1 | 1 | 3" in render_euclid((25, 7))
    True
    """
    a, b = require_pair(position, "position", N_("(25, 7)"))
    text = f"<p style='font-size:1.4em'>( {a} , {b} )</p>"
    if a and b:
        piles = " | ".join(str(q) for q in euclid.quotients(a, b))
        text += "<p>" + _("stages (quotients of Euclid's algorithm): {piles}").format(piles=piles)
        text += "</p>"
    return text


def describe_euclid_move(before: tuple[int, int], after: tuple[int, int]) -> str:
    """Describe a move of Euclid's game in words.

    >>> describe_euclid_move((25, 7), (11, 7))
    '25 - 2 x 7 = 11: (25, 7) -> (11, 7)'
    """
    for label, pair in (("before", before), ("after", after)):
        if not (isinstance(pair, tuple) and len(pair) == 2):
            raise TypeError(
                _("{label} must be a pair of numbers such as (25, 7), got {value}").format(
                    label=label, value=show(pair)
                )
            )
        for value in pair:
            require_int(value, _("every number of {label}").format(label=label), minimum=0)
    changed = 0 if before[0] != after[0] else 1
    if before[1 - changed] == 0 or before[1 - changed] != after[1 - changed]:
        return f"{before} -> {after}"
    smaller = before[1 - changed]
    times = (before[changed] - after[changed]) // smaller
    return (
        f"{before[changed]} - {times} x {smaller} = {after[changed]}: "
        f"({before[0]}, {before[1]}) -> ({after[0]}, {after[1]})"
    )


def _euclid_strategy(position: tuple[int, int]) -> tuple[int, int]:
    move = euclid.winning_move(*position)
    if move is not None:
        return move
    a, b = position  # losing: subtract the smaller number once, to keep the game long
    return (a - b, b) if a >= b else (a, b - a)


def _euclid_explain(position: tuple[int, int]) -> str:
    a, b = position
    if not (a and b):
        return ""
    piles = euclid.quotients(a, b)
    deciding = next((i for i, q in enumerate(piles, start=1) if q >= 2), len(piles))
    who = _("you, the player to move") if deciding % 2 else _("the player who moves second")
    return _(
        "stages ahead: {piles}; the deciding stage is number {deciding}, so {who} can win it"
    ).format(piles=piles, deciding=deciding, who=who)


def euclid_play(a: int = 25, b: int = 7, **options: Any) -> widgets.Box:
    """Play Euclid's game (POJ2348) from ``(a, b)`` against the computer.

    Starting pairs are limited to 300 moves along their stages, so that the
    list of moves stays short.
    """
    game = euclid.euclid_game(max_options=300)
    options.setdefault("strategy", _euclid_strategy)
    options.setdefault("explain", _euclid_explain)
    options.setdefault("render", render_euclid)
    options.setdefault("describe", describe_euclid_move)
    options.setdefault("title", _("Euclid's game (POJ2348): make a number 0 to win"))
    return play(game, (a, b), **options)


# -- POJ2484 to play ----------------------------------------------------------------------


def render_circle(n: int):
    """Return a function drawing a position of the ``n``-coin circle as a ring of symbols.

    >>> render_circle(4)(frozenset({0, 2}))
    "<p style='font-size:1.4em;letter-spacing:0.3em'>●○●○</p><p>coins left: 0, 2</p>"
    """
    require_int(n, _("the number of coins n"), minimum=1, maximum=MAX_CIRCLE_DRAWN)

    def render(coins: frozenset[int]) -> str:
        ring = "".join("●" if i in coins else "○" for i in range(n))
        left = ", ".join(str(i) for i in sorted(coins)) or _("none")
        words = _("coins left: {coins}").format(coins=left)
        return f"<p style='font-size:1.4em;letter-spacing:0.3em'>{ring}</p><p>{words}</p>"

    return render


def describe_circle_move(before: frozenset[int], after: frozenset[int]) -> str:
    """Name the coins a move takes.

    >>> describe_circle_move(frozenset({0, 1, 2}), frozenset({0}))
    'take coins 1, 2'
    """
    for value, what in ((before, "before"), (after, "after")):
        if not isinstance(value, set | frozenset) or not all(
            isinstance(c, int) and not isinstance(c, bool) for c in value
        ):
            raise TypeError(
                _("{what} must be a set of coin numbers such as {{0, 1, 2}}, got {value}").format(
                    what=what, value=show(value)
                )
            )
    if not after < before:
        raise ValueError(
            _(
                "after must be what is left of before once some coins are taken, got "
                "before = {before} and after = {after}"
            ).format(before=show(before), after=show(after))
        )
    taken = sorted(before - after)
    return ngettext("take coin {coins}", "take coins {coins}", len(taken)).format(
        coins=", ".join(map(str, taken))
    )


def circle_play(n: int = 7, **options: Any) -> widgets.Box:
    """Play POJ2484 on a circle of ``n`` coins (at most 14) against the symmetry strategy."""
    require_int(n, _("the number of coins n"), minimum=1)
    if n > 14:
        raise ValueError(_("n = {n} coins is too many to play here: choose at most 14").format(n=n))
    game = symmetry.circle_coins(n)

    def strategy(coins: frozenset[int]) -> frozenset[int]:
        # the symmetry move when there is one, else the engine's choice
        reply = symmetry.circle_symmetry_reply(n, coins)
        if reply is not None:
            return reply
        winning = game.winning_moves(coins)
        if winning:
            return winning[0]
        return max(game.options(coins), key=lambda option: len(game.options(option)))

    def parse(text: str) -> frozenset[int]:
        # "7" is the full circle of 7 coins; (0, 1, 2), {0, 1, 2} or 0 1 2 the coins left.
        value = read_value(text, _("the coins left"))
        if isinstance(value, int) and not isinstance(value, bool):
            require_int(value, _("the number of coins"), minimum=0)
            if value > n:
                raise ValueError(
                    _("this circle has {n} coins, so at most {n} are left; got {value}").format(
                        n=n, value=value
                    )
                )
            return frozenset(range(value))
        if isinstance(value, tuple | frozenset):
            return frozenset(value)
        raise ValueError(
            _(
                "type the coins left as numbers 0 to {last}, such as {{0, 1, 2}} or 0 1 "
                "2, or a count such as {count}; got {value}"
            ).format(last=n - 1, count=n, value=show(value))
        )

    options.setdefault("parse", parse)
    options.setdefault("strategy", strategy)
    options.setdefault("render", render_circle(n))
    options.setdefault("describe", describe_circle_move)
    options.setdefault(
        "title", _("POJ2484: a circle of {n} coins, take 1 or 2 adjacent").format(n=n)
    )
    return play(game, frozenset(range(n)), **options)
