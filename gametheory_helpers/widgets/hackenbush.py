"""Chapter 08 app: cut the edges of a Green Hackenbush picture against the perfect computer.

The match itself is the generic :func:`~gametheory_helpers.widgets.play` app
(a :class:`~gametheory_helpers.play.PlaySession` underneath); this module adds a
picture drawn with numbered edges, moves described as "cut edge 3", and a box
to type a new picture as edges ``u-v``.

>>> box = hackenbush_play("0-1, 1-2, 0-3", ground=0)
>>> app = box.app
>>> app.cut(1)                  # leaves a stalk of 1 and a stalk of 1: the computer is lost
>>> sorted(app.position)        # it cut edge 0 (the 1-2 edge fell too): one edge is left
[2]
>>> app.cut(2); app.winner
'human'
>>> app.picture_input.value = "0-1, 1-x"
>>> app.new_picture()
>>> app.error
"cannot read 'x' as a vertex: vertices are whole numbers such as 0 or 12"
"""

from __future__ import annotations

import base64
import html
import io
import re
from typing import Any

import ipywidgets as widgets
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from ..games.hackenbush import HackenbushGame, grundy_value, hackenbush
from ..i18n import _
from ..plotting.hackenbush import draw_hackenbush
from ..validation import show
from ._common import USER_ERRORS, _attach, _error_html
from .play_app import PlayApp

__all__ = ["HackenbushApp", "hackenbush_play", "parse_picture"]

MAX_EDGES = 16
EDGE = re.compile(r"^\s*([^\s\-]+)\s*-\s*([^\s\-]+)\s*$")
FIGURE_SIZE = (5.0, 3.2)  # inches: the picture of the position (its slide fits 720 px)
FIGURE_DPI = 80  # so the 12 pt edge numbers are 13 px tall


def _vertex(token: str) -> int:
    if not re.fullmatch(r"\d+", token):
        raise ValueError(
            _("cannot read {token} as a vertex: vertices are whole numbers such as 0 or 12").format(
                token=show(token)
            )
        )
    return int(token)


def parse_picture(text: str) -> list[tuple[int, int]]:
    """Read edges typed as ``u-v``, separated by commas or new lines (``3-3`` is a loop).

    >>> parse_picture("0-1, 1-2\\n2-2")
    [(0, 1), (1, 2), (2, 2)]
    """
    if not isinstance(text, str):
        raise TypeError(
            _("the picture must be text such as '0-1, 1-2', got {value}").format(value=show(text))
        )
    edges = []
    for piece in re.split(r"[,;\n]", text):
        if not piece.strip():
            continue
        match = EDGE.match(piece)
        if match is None:
            raise ValueError(
                _("{text} is not an edge: write edges as u-v, like 0-1").format(
                    text=show(piece.strip())
                )
            )
        edges.append((_vertex(match.group(1)), _vertex(match.group(2))))
    if not edges:
        raise ValueError(_("the picture has no edges yet: type some, like 0-1, 1-2"))
    if len(edges) > MAX_EDGES:
        raise ValueError(
            _("{length} edges is more than this app solves by brute force ({max_edges})").format(
                length=len(edges), max_edges=MAX_EDGES
            )
        )
    return edges


class HackenbushApp:
    """Play Green Hackenbush on a typed picture; the computer answers perfectly.

    ``cut(edge_id)`` plays the student's move, ``new_picture()`` reads the
    picture and ground boxes; ``position`` (the edge ids left), ``winner`` and
    ``error`` show the state.  Everything else is the generic play app,
    ``self.play_app``.
    """

    def __init__(
        self, picture: str = "0-1, 1-2, 2-0, 1-3, 3-4, 0-5", ground: int = 0, human_first=True
    ) -> None:
        self.error = ""
        self.game = self._build(picture, ground)
        self.picture_input = widgets.Text(value=picture, description=_("edges"))
        self.ground_input = widgets.Text(value=str(ground), description=_("ground"))
        self.new_button = widgets.Button(description=_("New picture"))
        self.message = widgets.HTML()
        self.play_app = PlayApp(
            self.game,
            self.game.start,
            human_first=human_first,
            render=self.render,
            describe=self.describe,
            explain=self.explain,
            title=_("Green Hackenbush: cut an edge; whatever falls off the ground is gone"),
        )
        # The generic start box reads heaps, not pictures: this app has its own.
        for hidden in (self.play_app.start_input, self.play_app.new_button):
            hidden.layout.display = "none"
        self.new_button.on_click(lambda _b: self.new_picture())
        self.container = _attach(
            self,
            widgets.VBox(
                [
                    widgets.HBox([self.picture_input, self.ground_input, self.new_button]),
                    self.message,
                    self.play_app.container,
                ]
            ),
        )

    @staticmethod
    def _build(picture: str, ground: Any) -> HackenbushGame:
        edges = parse_picture(picture)
        game = hackenbush(edges, ground)
        if not game.start:
            raise ValueError(_("no edge of this picture touches the ground"))
        return game

    # -- state ---------------------------------------------------------------

    @property
    def position(self) -> frozenset[int]:
        """The ids of the edges still standing."""
        return self.play_app.session.position

    @property
    def winner(self) -> str | None:
        """``'human'`` or ``'computer'`` once nothing is left to cut."""
        return self.play_app.session.winner

    # -- actions -------------------------------------------------------------

    def cut(self, edge_id: Any) -> None:
        """The student cuts edge ``edge_id`` (an error message if it is not standing)."""
        self.error = ""
        try:
            after = self.game.cut(self.position, edge_id)
        except USER_ERRORS as error:
            self.error = str(error)
            self.play_app._show_error(self.error)
            return
        self.play_app.choose(after)
        self.error = self.play_app.error

    def new_picture(self) -> None:
        """Start a match on the picture typed in the boxes."""
        self.error = ""
        try:
            ground = _vertex(self.ground_input.value.strip())
            game = self._build(self.picture_input.value, ground)
        except USER_ERRORS as error:
            self.error = str(error)
            self.message.value = _error_html(self.error)
            return
        old_game, self.game = self.game, game  # render/describe read self.game
        try:
            # change_game also drops every cache derived from the old picture
            self.play_app.session.change_game(
                game, game.start, human_first=self.play_app.first.value
            )
        except USER_ERRORS as error:
            self.game = old_game
            self.error = str(error)
            self.message.value = _error_html(self.error)
            return
        self.message.value = ""
        self.play_app.error = ""
        self.play_app.refresh()

    # -- drawing (used by the play app) --------------------------------------

    def describe(self, before: frozenset[int], after: frozenset[int]) -> str:
        """Describe a move as "cut edge 3 (1-2)", with how many edges fall with it."""
        for i in sorted(before - after):
            if self.game.cut(before, i) == after:
                u, v = self.game.edges[i]
                fallen = len(before) - len(after) - 1
                more = _(", {count} more fall").format(count=fallen) if fallen else ""
                return _("cut edge {number} ({u}-{v})").format(number=i, u=u, v=v) + more
        return f"{sorted(before)} -> {sorted(after)}"

    def explain(self, position: frozenset[int]) -> str:
        """The value of what is left, by the colon and fusion principles."""
        edges = [self.game.edges[i] for i in sorted(position)]
        value = grundy_value(edges, self.game.ground)
        return _("the picture left is worth {value}").format(
            value="*" + str(value) if value else "0"
        )

    def figure(self, position: frozenset[int]) -> Figure:
        """The picture of ``position``, every standing edge labelled with its number."""
        figure = Figure(figsize=FIGURE_SIZE, dpi=FIGURE_DPI)
        FigureCanvasAgg(figure)
        ax = figure.add_subplot()
        draw_hackenbush(
            list(self.game.edges),
            self.game.ground,
            ax,
            edge_ids=position,
            show_values=False,
            show_edge_ids=True,
            title=_("{count} edges standing").format(count=len(position)),
        )
        return figure

    def alt_text(self, position: frozenset[int]) -> str:
        """The picture in words, for a reader who cannot see it: the edges still standing.

        >>> HackenbushApp("0-1, 1-2, 0-3").alt_text(frozenset({0, 1}))
        'Green Hackenbush picture on the ground 0, 2 edges standing: edge 0 (0-1), edge 1 (1-2).'
        """
        if not position:
            return _("Green Hackenbush picture: every edge has been cut, nothing is left.")
        separator = _(", ")  # between the items of a list: "、" in Chinese
        edges = separator.join(
            _("edge {number} ({u}-{v})").format(number=i, u=u, v=v)
            for i in sorted(position)
            for u, v in [self.game.edges[i]]
        )
        return _(
            "Green Hackenbush picture on the ground {ground}, {count} edges standing: {edges}."
        ).format(ground=self.game.ground, count=len(position), edges=edges)

    def render(self, position: frozenset[int]) -> str:
        """The picture as an inline PNG, with the number of every standing edge."""
        figure = self.figure(position)
        buffer = io.BytesIO()
        figure.savefig(buffer, format="png")
        data = base64.b64encode(buffer.getvalue()).decode("ascii")
        alt = html.escape(self.alt_text(position), quote=True)
        return f"<img alt='{alt}' src='data:image/png;base64,{data}'/>"


def hackenbush_play(
    picture: str = "0-1, 1-2, 2-0, 1-3, 3-4, 0-5", ground: int = 0, human_first: bool = True
) -> widgets.Box:
    """Return the Green Hackenbush app (see :class:`HackenbushApp`); the app is ``box.app``."""
    return HackenbushApp(picture, ground, human_first).container
