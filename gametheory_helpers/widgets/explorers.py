"""Chapter 1 apps: the directed-graph explorer and the POJ2505 interval explorer.

>>> box = multiplication_explorer(161)
>>> box.app.verdict
'Stan'
"""

from __future__ import annotations

import html
import re
from typing import Any

import ipywidgets as widgets
import matplotlib.pyplot as plt
import networkx as nx
from IPython.display import display

from ..core import LoopyGameError
from ..games import multiplication
from ..graph import all_kernels, solve_digraph
from ..i18n import N_, _
from ..plotting import draw_digraph, draw_game_graph
from ..validation import require_int, require_type, show
from ._common import ERROR_STYLE, USER_ERRORS, _attach, _error_html

__all__ = [
    "GraphGameExplorer",
    "MultiplicationExplorer",
    "graph_game_explorer",
    "multiplication_explorer",
    "parse_edges",
]


def _vertex(token: str) -> int | str:
    return int(token) if re.fullmatch(r"-?\d+", token) else token


def parse_edges(text: str) -> list[tuple[int | str, int | str]]:
    """Read edges written one per line as ``a -> b``, ``a b`` or ``a, b``.

    Numbers become ints, anything else stays a string; blank lines and lines
    starting with ``#`` are skipped.

    >>> parse_edges("a -> b\\n# comment\\n3, 4")
    [('a', 'b'), (3, 4)]
    """
    if not isinstance(text, str):
        raise TypeError(_("edges must be given as text, got {value}").format(value=show(text)))
    edges = []
    for number, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        tokens = [t for t in re.split(r"\s*->\s*|\s*,\s*|\s+", line) if t]
        if len(tokens) != 2:
            raise ValueError(
                _("line {number} ({text}) is not an edge: write it as 'a -> b'").format(
                    number=number, text=show(line)
                )
            )
        edges.append((_vertex(tokens[0]), _vertex(tokens[1])))
    if not edges:
        raise ValueError(_("no edges yet: write one edge per line, like 'a -> b'"))
    return edges


def _small_axes() -> Any:
    """Axes for the explorer's drawing, small enough for the explorer to fit one slide."""
    return plt.subplots(figsize=(5.4, 3.0))[1]


class GraphGameExplorer:
    """Type a directed graph; see its P-positions (the kernel) and SG values.

    For a graph with a cycle there are no SG values; the explorer says so and
    counts the kernels of small cyclic graphs (an odd cycle has none, an even
    cycle two), which is why the theorem needs acyclic graphs.
    """

    def __init__(self, edges: str = "a -> b\nb -> c\na -> c\nc -> d") -> None:
        require_type(edges, str, "edges", N_("text with one edge per line, such as 'a -> b'"))
        self.edges_input = widgets.Textarea(
            value=edges,
            description=_("edges"),
            layout=widgets.Layout(width="260px", height="120px"),
        )
        # a width of its own: in a static deck an HTML box beside a figure collapses to 1 px
        self.message = widgets.HTML(layout=widgets.Layout(width="260px"))
        self.figure = widgets.Output()
        self.graph: nx.DiGraph | None = None
        self.kernel: set[Any] = set()
        self.kernel_count: int | None = None
        self.error = ""
        self.edges_input.observe(lambda _change: self.update(), names="value")
        self.container = _attach(
            self,
            widgets.HBox([widgets.VBox([self.edges_input, self.message]), self.figure]),
        )
        self.update()

    def update(self) -> None:
        """Re-read the edges, solve the graph and redraw it."""
        self.graph, self.kernel, self.kernel_count, self.error = None, set(), None, ""
        try:
            edges = parse_edges(self.edges_input.value)
            self.graph = solve_digraph(edges)
        except LoopyGameError as loop:
            self._show_cycle(parse_edges(self.edges_input.value), loop)
            return
        except USER_ERRORS as error:
            self.error = str(error)
            self.message.value = _error_html(self.error)
            self.figure.clear_output()
            return
        self.kernel = {v for v in self.graph if self.graph.nodes[v]["outcome"] == "P"}
        self.kernel_count = 1
        shown = ", ".join(map(str, sorted(self.kernel, key=repr)))
        self.message.value = _(
            "<p>P-positions = the kernel: <b>{vertices}</b></p>"
            "<p>Every other vertex has a move into the kernel; "
            "no move joins two of its vertices.</p>"
        ).format(vertices=html.escape(shown))
        self._draw(lambda: draw_game_graph(self.graph, title=_("your graph"), ax=_small_axes()))

    def _show_cycle(self, edges: list[tuple[Any, Any]], loop: LoopyGameError) -> None:
        digraph = nx.DiGraph(edges)
        self.error = str(loop)
        text = _("This graph has a cycle through {vertex}, so it has no SG values.").format(
            vertex=show(loop.position)
        )
        if digraph.number_of_nodes() <= 12:
            kernels = all_kernels(digraph)
            self.kernel_count = len(kernels)
            listed = "; ".join(
                "{" + ", ".join(map(str, sorted(k, key=repr))) + "}" for k in kernels
            )
            text += _(" It has {count} kernel(s){listed}.").format(
                count=len(kernels), listed=": " + listed if kernels else ""
            )
            self.kernel = kernels[0] if len(kernels) == 1 else set()
        self.message.value = f"<p style='{ERROR_STYLE}'>{html.escape(text)}</p>"
        self._draw(
            lambda: draw_digraph(
                digraph, self.kernel, title=_("a graph with a cycle"), ax=_small_axes()
            )
        )

    def _draw(self, draw: Any) -> None:
        self.figure.clear_output(wait=True)
        with self.figure:
            ax = draw()
            display(ax.figure)
            plt.close(ax.figure)


def graph_game_explorer(edges: str = "a -> b\nb -> c\na -> c\nc -> d") -> widgets.Box:
    """Return the directed-graph explorer (see :class:`GraphGameExplorer`)."""
    return GraphGameExplorer(edges).container


class MultiplicationExplorer:
    """POJ2505: type ``n`` and see the kernel intervals and who wins."""

    def __init__(self, n: int = 161) -> None:
        require_int(n, "n", minimum=1)
        self.n_input = widgets.Text(value=str(n), description="n")
        self.result = widgets.HTML()
        self.intervals: list[tuple[int, int | None, str]] = []
        self.verdict = ""
        self.error = ""
        self.n_input.observe(lambda _change: self.update(), names="value")
        self.container = _attach(self, widgets.VBox([self.n_input, self.result]))
        self.update()

    def update(self) -> None:
        """Recompute the intervals for the current ``n``."""
        self.intervals, self.verdict, self.error = [], "", ""
        text = self.n_input.value.strip().replace("_", "")
        try:
            if not re.fullmatch(r"-?\d+", text):
                raise ValueError(
                    _("n must be a whole number such as 161, got {text}").format(text=show(text))
                )
            n = int(text)
            if n > 10**30:
                raise ValueError(_("n is limited to 10^30 here, to keep the table short"))
            self.intervals = multiplication.kernel_intervals(n)
        except USER_ERRORS as error:
            self.error = str(error)
            self.result.value = _error_html(self.error)
            return
        self.verdict = "Stan" if self.intervals[-1][2] == "N" else "Ollie"
        rows = "".join(
            f"<tr><td>{low}</td><td>{'∞' if high is None else high}</td><td>{kind}</td></tr>"
            for low, high, kind in self.intervals
        )
        head = _("<tr><th>from p =</th><th>to</th><th>outcome</th></tr>")
        verdict = _("p = 1 is an {kind}-position: <b>{winner} wins</b>.").format(
            kind=self.intervals[-1][2], winner=self.verdict
        )
        self.result.value = f"<table>{head}{rows}</table><p>{verdict}</p>"


def multiplication_explorer(n: int = 161) -> widgets.Box:
    """Return the POJ2505 interval explorer (see :class:`MultiplicationExplorer`)."""
    return MultiplicationExplorer(n).container
