"""Chapter 05 figures: SG sequences with their period, tables of SG values, sums of games.

>>> import matplotlib
>>> matplotlib.use("Agg")
>>> ax = plot_grundy_sequence([0, 1, 2, 0, 1, 2, 0, 1, 2], period=(0, 3), title="take 1 or 2")
>>> ax.get_title()
'take 1 or 2'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import matplotlib.pyplot as plt
import networkx as nx
from matplotlib.axes import Axes
from matplotlib.patches import Patch

from ..graph import heights, solve_digraph
from ..i18n import N_, _
from ..validation import require_grid, require_heaps, require_int, show
from ._style import N_COLOR, NEUTRAL_COLOR, P_COLOR, _new_axes, _outcome_legend, caller_text
from .graphs import _draw_routed_edges

__all__ = ["draw_sum_graph", "plot_grundy_grid", "plot_grundy_sequence", "plot_period_window"]

# default texts, translated when drawn
_DEFAULTS = (N_("heap size n"),)


def plot_grundy_sequence(
    values: Sequence[int],
    ax: Axes | None = None,
    title: str = "",
    period: tuple[int, int] | None = None,
    xlabel: str = "heap size n",
) -> Axes:
    """Draw SG values as bars, P-positions (value 0) as orange dots on the axis.

    With ``period = (preperiod, p)`` the preperiod is shaded grey and a thin line
    marks every ``p``-th position after it, so the repetition is visible.
    """
    values = list(
        require_heaps(values, "values", N_("a list of SG values such as [0, 1, 2]"), "SG value")
    )
    require_int(len(values), "the number of values to draw", maximum=5000)
    require_int(max(values, default=0), "the largest value to draw", maximum=10**9)
    if not isinstance(xlabel, str):
        raise TypeError(_("xlabel must be text, got {value}").format(value=show(xlabel)))
    if period is not None:
        if not (isinstance(period, tuple) and len(period) == 2):
            raise TypeError(
                _("period must be a pair (preperiod, period), got {value}").format(
                    value=show(period)
                )
            )
        require_int(period[0], "the preperiod", minimum=0)
        require_int(period[1], "the period", minimum=1)
    ax = _new_axes(ax, (min(14.0, 2.0 + 0.12 * len(values)), 2.6))
    positions = range(len(values))
    ax.bar(positions, values, width=0.85, color=N_COLOR)
    zeros = [n for n, v in enumerate(values) if v == 0]
    ax.scatter(zeros, [0] * len(zeros), s=14, color=P_COLOR, zorder=3)
    handles = [
        Patch(color=N_COLOR, label=_("SG value")),
        Patch(color=P_COLOR, label=_("P-position")),
    ]
    if period is not None:
        preperiod, p = period
        if preperiod > 0:
            ax.axvspan(-0.5, preperiod - 0.5, color=NEUTRAL_COLOR, alpha=0.5, lw=0)
            handles.append(Patch(color=NEUTRAL_COLOR, alpha=0.5, label=_("preperiod")))
        for start in range(preperiod, len(values), p):
            ax.axvline(start - 0.5, color="black", lw=0.6, alpha=0.5)
    ax.set_xlim(-0.5, len(values) - 0.5)
    ax.set_xlabel(caller_text(xlabel))
    ax.set_ylabel("SG(n)")
    ax.set_title(caller_text(title))
    ax.legend(handles=handles, fontsize=8, frameon=False, loc="upper left", ncol=3)
    ax.set_ylim(0, (max(values) if values else 1) * 1.35 + 1)
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)
    return ax


def plot_grundy_grid(
    table: Sequence[Sequence[int | None]],
    ax: Axes | None = None,
    title: str = "",
    xlabel: str = "x",
    ylabel: str = "y",
    annotate: bool = True,
) -> Axes:
    """Draw a table of SG values (row ``y``, column ``x``; row 0 at the bottom) as a heat map.

    Cells holding ``None`` (not a position of the game) are grey; zeros (P-positions,
    先手必败) are framed in orange.
    """
    table = require_grid(table, "table")
    rows = [list(row) for row in table]
    if not rows or any(len(row) != len(rows[0]) for row in rows):
        raise ValueError(_("the table must be a non-empty rectangle of SG values"))
    height, width = len(rows), len(rows[0])
    ax = _new_axes(ax, (min(9.0, 1.5 + 0.45 * width), min(8.0, 1.2 + 0.45 * height)))
    top = max([v for row in rows for v in row if v is not None] or [1])
    cmap = plt.get_cmap("Blues")
    for y, row in enumerate(rows):
        for x, value in enumerate(row):
            if value is None:
                color: Any = NEUTRAL_COLOR
            else:
                color = cmap(0.15 + 0.75 * value / max(top, 1))
            ax.add_patch(plt.Rectangle((x, y), 1, 1, facecolor=color, edgecolor="white", lw=1.5))
            if annotate and value is not None:
                dark = value > top / 2
                ax.text(
                    x + 0.5, y + 0.5, str(value), ha="center", va="center", fontsize=8,
                    color="white" if dark else "black",
                )  # fmt: skip
    for y, row in enumerate(rows):  # P-positions outlined last, so no neighbour hides the frame
        for x, value in enumerate(row):
            if value == 0:
                frame = plt.Rectangle((x + 0.06, y + 0.06), 0.88, 0.88, fill=False)
                frame.set(edgecolor=P_COLOR, lw=2.2, zorder=3)
                ax.add_patch(frame)
    ax.set_xlim(0, width)
    ax.set_ylim(0, height)
    ax.set_xticks([x + 0.5 for x in range(width)])
    ax.set_xticklabels([str(x) for x in range(width)], fontsize=8)
    ax.set_yticks([y + 0.5 for y in range(height)])
    ax.set_yticklabels([str(y) for y in range(height)], fontsize=8)
    ax.set_xlabel(caller_text(xlabel))
    ax.set_ylabel(caller_text(ylabel))
    ax.set_title(caller_text(title))
    ax.set_aspect("equal")
    return ax


def draw_sum_graph(
    first: nx.DiGraph,
    second: nx.DiGraph,
    ax: Axes | None = None,
    title: str = "",
    label: Callable[[Any], str] = str,
) -> Axes:
    """Draw the game graph of a sum G + H as the product of the graphs of G and H.

    ``first`` and ``second`` are game graphs (from ``Game.graph``).  The graph of
    G runs along the top, the graph of H down the left side; position ``(x, y)``
    of the sum sits in column ``x`` and row ``y``, a move in G is a horizontal
    edge and a move in H a vertical one.  Every vertex shows its SG value; the
    sum's values are computed here by mex on the product graph itself (not with
    the xor), so the picture can be compared with the theorem.

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> from gametheory_helpers import Game
    >>> heap = Game(lambda n: range(n), name="heap")
    >>> ax = draw_sum_graph(heap.graph(1), heap.graph(2), title="1 + 2")
    >>> sorted(t.get_text() for t in ax.texts if t.get_text().startswith("(1, 2)"))
    ['(1, 2)\\nSG=3']
    """
    for graph in (first, second):
        if not isinstance(graph, nx.DiGraph):
            raise TypeError(
                _("draw_sum_graph needs game graphs (nx.DiGraph), got {graph!r}").format(
                    graph=graph
                )
            )
        if len(graph) > 12:
            raise ValueError(
                _("a factor graph of {count} positions is too big to draw (<= 12)").format(
                    count=len(graph)
                )
            )

    def order(graph: nx.DiGraph) -> list[Any]:
        height = heights(graph)
        return sorted(graph, key=lambda v: (-height[v], repr(v)))

    columns, rows = order(first), order(second)
    product = nx.DiGraph()
    for x in columns:
        for y in rows:
            product.add_node((x, y))
            product.add_edges_from(((x, y), (x2, y)) for x2 in first.successors(x))
            product.add_edges_from(((x, y), (x, y2)) for y2 in second.successors(y))
    solved = solve_digraph(product)
    drawing = nx.DiGraph()
    layout: dict[Any, tuple[float, float]] = {}
    text: dict[Any, str] = {}
    colour: dict[Any, str] = {}
    for i, x in enumerate(columns):
        node = ("G", x)
        drawing.add_node(node)
        layout[node] = (float(i + 1), 1.0)
        text[node] = f"{label(x)}\nSG={first.nodes[x]['sg']}"
        colour[node] = P_COLOR if first.nodes[x]["sg"] == 0 else N_COLOR
    for j, y in enumerate(rows):
        node = ("H", y)
        drawing.add_node(node)
        layout[node] = (0.0, float(-j))
        text[node] = f"{label(y)}\nSG={second.nodes[y]['sg']}"
        colour[node] = P_COLOR if second.nodes[y]["sg"] == 0 else N_COLOR
    for i, x in enumerate(columns):
        for j, y in enumerate(rows):
            node = ("S", x, y)
            drawing.add_node(node)
            layout[node] = (float(i + 1), float(-j))
            value = solved.nodes[(x, y)]["sg"]
            text[node] = f"({label(x)}, {label(y)})\nSG={value}"
            colour[node] = P_COLOR if value == 0 else N_COLOR
    drawing.add_edges_from((("G", u), ("G", v)) for u, v in first.edges)
    drawing.add_edges_from((("H", u), ("H", v)) for u, v in second.edges)
    drawing.add_edges_from((("S", *u), ("S", *v)) for u, v in product.edges)
    ax = _new_axes(
        ax, (min(12.0, 1.4 + 1.35 * (len(columns) + 1)), min(5.0, 1.1 * (len(rows) + 1)))
    )
    node_size = 1300
    nx.draw_networkx_nodes(
        drawing, layout, ax=ax, node_color=[colour[n] for n in drawing], node_size=node_size
    )
    # Room for the arcs that bow below the bottom row and above the top one (a move that jumps
    # a vertex is bent round it); without it the frame cut them off.
    ax.update_datalim([(0.0, -len(rows) + 0.45), (float(len(columns)), 1.55)])
    _draw_routed_edges(
        drawing, layout, list(drawing.edges), ax, node_size, edge_color="#777777", arrowsize=10
    )
    nx.draw_networkx_labels(drawing, layout, labels=text, ax=ax, font_size=7, font_color="white")
    ax.axhline(0.5, color="#bbbbbb", lw=0.8)
    ax.axvline(0.5, color="#bbbbbb", lw=0.8)
    ax.text(0.0, 1.0, "G + H", ha="center", va="center", fontsize=10)
    ax.set_title(caller_text(title))
    ax.set_axis_off()
    _outcome_legend(ax, outside=True, loc="upper left")
    return ax


def plot_period_window(
    values: Sequence[int],
    preperiod: int,
    period: int,
    max_take: int,
    ax: Axes | None = None,
    title: str = "",
) -> Axes:
    """Show the finite check of the Guy-Smith theorem: ``SG(n)`` above ``SG(n + p)``.

    Two rows of cells, one column per ``n``: the top row holds ``SG(n)``, the
    bottom row ``SG(n + p)``.  Columns where the two differ are red; the window
    ``e <= n < 2e + p + t`` (``e = max(preperiod, 1)``, ``t = max_take``) that the
    theorem asks to check is framed.  ``values`` must reach ``2e + 2p + t - 1``.

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> ax = plot_period_window([0, 1, 2, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1], 3, 2, 2, title="0.31")
    >>> ax.get_title()
    '0.31'
    """
    values = list(values)
    if any(isinstance(v, bool) or not isinstance(v, int) or v < 0 for v in values):
        raise ValueError(_("SG values are non-negative integers"))
    for name, number, least in (
        ("preperiod", preperiod, 0),
        ("period", period, 1),
        ("max_take", max_take, 1),
    ):
        require_int(number, name, minimum=least)
    start = max(preperiod, 1)
    end = 2 * start + period + max_take  # the window is start <= n < end
    if len(values) < end + period:
        raise ValueError(
            _("need SG values up to n = {last} for this window, got {count} values").format(
                last=end + period - 1, count=len(values)
            )
        )
    columns = range(end + 1) if end + period < len(values) else range(end)
    ax = _new_axes(ax, (min(13.0, 1.6 + 0.36 * len(columns)), 2.0))
    for n in columns:
        differ = values[n] != values[n + period]
        for row, value in ((1, values[n]), (0, values[n + period])):
            face = "#e15759" if differ else ("#d9ead3" if start <= n < end else "white")
            ax.add_patch(plt.Rectangle((n, row), 1, 1, facecolor=face, edgecolor="#999999", lw=0.8))
            ax.text(n + 0.5, row + 0.5, str(value), ha="center", va="center", fontsize=8)
    window = plt.Rectangle((start, 0), end - start, 2, fill=False, edgecolor="#2e7d32", lw=2.2)
    ax.add_patch(window)
    ax.set_xlim(0, len(columns))
    ax.set_ylim(0, 2)
    ax.set_xticks([n + 0.5 for n in columns])
    ax.set_xticklabels([str(n) for n in columns], fontsize=7)
    ax.set_yticks([0.5, 1.5])
    ax.set_yticklabels([f"SG(n+{period})", "SG(n)"], fontsize=8)
    framed = _("n   (framed: the window {start} <= n < {end} that the theorem checks)")
    ax.set_xlabel(framed.format(start=start, end=end))
    ax.set_title(caller_text(title))
    ax.set_aspect("equal")
    return ax
