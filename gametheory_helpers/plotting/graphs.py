"""Drawings of game graphs and directed graphs, with P/N colours and SG labels.

>>> import matplotlib
>>> matplotlib.use("Agg")
>>> from gametheory_helpers import Game
>>> ax = draw_game_graph(Game(lambda n: range(n), name="heap").graph(3))
>>> ax.get_title()
'heap'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

import networkx as nx
from matplotlib.axes import Axes
from matplotlib.patches import Patch

from ..graph import layered_layout
from ..validation import require_int, require_type, show
from ._style import (
    KERNEL_EDGE_COLOR,
    N_COLOR,
    NEUTRAL_COLOR,
    P_COLOR,
    _new_axes,
    _outcome_legend,
    _span,
)

__all__ = ["draw_digraph", "draw_game_graph"]


def draw_game_graph(
    graph: nx.DiGraph,
    ax: Axes | None = None,
    show_sg: bool = True,
    label: Callable[[Any], str] = str,
    title: str | None = None,
    highlight_edges: Iterable[tuple[Any, Any]] = (),
) -> Axes:
    """Draw a game graph from :func:`~gametheory_helpers.graph.game_graph`.

    Positions are coloured by outcome; with ``show_sg`` each label also shows
    the SG value.  Terminal positions sit on the bottom row and every move
    points down.  ``highlight_edges`` (for example the winning moves) are drawn
    thicker in red.  Readable up to about 60 positions.
    """
    require_type(graph, nx.DiGraph, "graph", "a networkx DiGraph from game_graph(game, start)")
    require_int(graph.number_of_nodes(), "the number of positions to draw", maximum=500)
    if not callable(label):
        raise TypeError(f"label must be a function of a position, got {show(label)}")
    for node, data in graph.nodes(data=True):
        if "outcome" not in data:
            raise ValueError(
                f"node {show(node)} has no 'outcome' attribute: build the graph with game_graph()"
            )
    count = graph.number_of_nodes()
    layout = layered_layout(graph)
    rows = [y for _, y in layout.values()]
    widest = max(rows.count(y) for y in set(rows))
    levels = len(set(rows))
    if widest == 1:
        # A one-heap game is a chain: lay it out left to right, moves bending over it.
        layout = {vertex: (-y, 0.0) for vertex, (_, y) in layout.items()}
        ax = _new_axes(ax, (min(14.0, 1.0 + 1.0 * levels), 3.0))
    else:
        ax = _new_axes(ax, (min(14.0, 2.0 + 1.1 * widest), min(10.0, 1.5 + 0.9 * levels)))
    colors = [P_COLOR if graph.nodes[n]["outcome"] == "P" else N_COLOR for n in graph]
    labels = {n: f"{label(n)}\nSG={graph.nodes[n]['sg']}" if show_sg else label(n) for n in graph}
    node_size = 1400 if count <= 20 else 900 if count <= 40 else 600
    font_size = 9 if count <= 20 else 7
    nx.draw_networkx_nodes(graph, layout, ax=ax, node_color=colors, node_size=node_size)
    special = set(highlight_edges)
    for edges, style in (
        ([e for e in graph.edges if e not in special], {"edge_color": "#777777", "arrowsize": 12}),
        (list(special), {"edge_color": KERNEL_EDGE_COLOR, "arrowsize": 16, "width": 2.5}),
    ):
        # A move that skips a layer would hide behind the vertices in between: bend it.
        short = [(u, v) for u, v in edges if _span(layout, u, v) <= 1]
        long = [(u, v) for u, v in edges if _span(layout, u, v) > 1]
        for group, bend in ((short, "arc3"), (long, "arc3,rad=0.35")):
            if group:
                nx.draw_networkx_edges(
                    graph,
                    layout,
                    edgelist=group,
                    ax=ax,
                    node_size=node_size,
                    connectionstyle=bend,
                    **style,
                )
    nx.draw_networkx_labels(
        graph, layout, labels=labels, ax=ax, font_size=font_size, font_color="white"
    )
    ax.set_title(title if title is not None else graph.graph.get("name", "game graph"))
    ax.set_axis_off()
    _outcome_legend(ax)
    return ax


def draw_digraph(
    graph: nx.DiGraph,
    marked: Iterable[Any] = (),
    ax: Axes | None = None,
    layout: Mapping[Any, tuple[float, float]] | None = None,
    title: str = "",
    marked_label: str = "kernel",
) -> Axes:
    """Draw a plain directed graph, with the ``marked`` vertices (e.g. a kernel) in orange.

    Works for cyclic graphs too (then pass a ``layout``, or a circular one is used).
    """
    require_type(graph, nx.DiGraph, "graph", "a networkx DiGraph")
    require_int(graph.number_of_nodes(), "the number of vertices to draw", maximum=500)
    if isinstance(marked, str | bytes) or not isinstance(marked, Iterable):
        raise TypeError(f"marked must be a collection of vertices, got {show(marked)}")
    chosen = set(marked)
    if layout is None:
        layout = (
            layered_layout(graph)
            if nx.is_directed_acyclic_graph(graph)
            else nx.circular_layout(sorted(graph, key=repr))
        )
    ax = _new_axes(ax, (5.0, 4.0))
    colors = [P_COLOR if n in chosen else NEUTRAL_COLOR for n in graph]
    nx.draw_networkx(
        graph,
        layout,
        ax=ax,
        node_color=colors,
        node_size=700,
        arrowsize=14,
        edge_color="#777777",
        font_size=10,
    )
    ax.set_title(title)
    ax.set_axis_off()
    ax.legend(
        handles=[
            Patch(color=P_COLOR, label=marked_label),
            Patch(color=NEUTRAL_COLOR, label="other"),
        ],
        loc="upper right",
        fontsize=8,
        frameon=False,
    )
    return ax
