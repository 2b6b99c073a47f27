"""Drawings of game graphs and directed graphs, with P/N colours and SG labels.

>>> import matplotlib
>>> matplotlib.use("Agg")
>>> from gametheory_helpers import Game
>>> ax = draw_game_graph(Game(lambda n: range(n), name="heap").graph(3))
>>> ax.get_title()
'heap'
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterable, Mapping
from typing import Any

import networkx as nx
from matplotlib.axes import Axes
from matplotlib.patches import Patch

from ..graph import layered_layout
from ..i18n import N_, _
from ..validation import require_at_most, require_int, require_real, require_type, show
from ._style import (
    KERNEL_EDGE_COLOR,
    N_COLOR,
    NEUTRAL_COLOR,
    P_COLOR,
    _new_axes,
    _outcome_legend,
    caller_text,
)

__all__ = ["draw_digraph", "draw_game_graph", "route_edges"]

# default texts, translated when drawn
_DEFAULTS = (N_("kernel"),)

Point = tuple[float, float]

# Bends tried, in order, for an edge whose straight segment would touch another vertex.
_BENDS = (0.2, -0.2, 0.35, -0.35, 0.5, -0.5, 0.7, -0.7, 0.9, -0.9)


def _distance_to_segment(point: Point, start: Point, end: Point) -> float:
    (px, py), (ax_, ay), (bx, by) = point, start, end
    dx, dy = bx - ax_, by - ay
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((px - ax_) * dx + (py - ay) * dy) / length2))
    return math.hypot(px - ax_ - t * dx, py - ay - t * dy)


def _arc_points(start: Point, end: Point, rad: float, steps: int = 24) -> list[Point]:
    """Points on matplotlib's ``arc3,rad=...`` curve (a quadratic Bezier in display space)."""
    (x1, y1), (x2, y2) = start, end
    cx = (x1 + x2) / 2 + rad * (y2 - y1)
    cy = (y1 + y2) / 2 - rad * (x2 - x1)
    points = []
    for i in range(steps + 1):
        t = i / steps
        a, b, c = (1 - t) ** 2, 2 * t * (1 - t), t * t
        points.append((a * x1 + b * cx + c * x2, a * y1 + b * cy + c * y2))
    return points


def _path_clearance(points: list[Point], others: Iterable[Point]) -> float:
    return min(
        (
            _distance_to_segment(q, points[i], points[i + 1])
            for q in others
            for i in range(len(points) - 1)
        ),
        default=math.inf,
    )


def _check_routing(
    positions: Any, edges: Any, clearance: Any
) -> tuple[dict[Any, Point], list[tuple[Any, Any]]]:
    """The arguments of :func:`route_edges`, checked: refused with a message naming them."""
    require_type(
        positions, Mapping, "positions", N_("a dict of vertex -> (x, y) such as {0: (0, 0)}")
    )
    points = {}
    for vertex, point in positions.items():
        if not isinstance(point, tuple | list) or len(point) != 2:
            raise TypeError(
                _("positions[{vertex}] must be a point (x, y), got {value}").format(
                    vertex=show(vertex), value=show(point)
                )
            )
        points[vertex] = tuple(
            require_real(c, f"a coordinate of vertex {show(vertex)}") for c in point
        )
    if isinstance(edges, str | bytes) or not isinstance(edges, Iterable):
        raise TypeError(
            _("edges must be a list of pairs such as [(0, 1)], got {value}").format(
                value=show(edges)
            )
        )
    pairs = []
    for edge in edges:
        if not isinstance(edge, tuple | list) or len(edge) != 2:
            raise TypeError(
                _("every edge must be a pair (u, v) such as (0, 1), got {value}").format(
                    value=show(edge)
                )
            )
        for end in edge:
            if not isinstance(end, Hashable) or end not in points:
                raise ValueError(
                    _("the edge {edge} has an end {end} with no position").format(
                        edge=show(edge), end=show(end)
                    )
                )
        pairs.append(tuple(edge))
        require_at_most(len(pairs) * len(points), 10**6, "edges x vertices")
    require_real(clearance, "clearance", minimum=0)
    return points, pairs


def route_edges(
    positions: Mapping[Any, Point], edges: Iterable[tuple[Any, Any]], clearance: float
) -> dict[tuple[Any, Any], float]:
    """Choose a bend for every edge so that it passes no vertex other than its ends.

    ``positions`` are the vertices' centres in display units (pixels), ``clearance``
    the distance every edge keeps from every other vertex (a node radius).  An edge
    whose straight segment keeps that distance stays straight (bend 0); otherwise
    it gets the first matplotlib ``arc3`` bend ``rad`` from a fixed list whose curve
    does, or the one with the most room.

    >>> route_edges({"a": (0, 0), "b": (50, 0), "c": (100, 0)}, [("a", "c")], 10)
    {('a', 'c'): 0.35}
    >>> route_edges({"a": (0, 0), "b": (50, 40), "c": (100, 0)}, [("a", "c")], 10)
    {('a', 'c'): 0.0}
    """
    positions, edges = _check_routing(positions, edges, clearance)
    routes: dict[tuple[Any, Any], float] = {}
    drawn: list[list[Point]] = []
    for u, v in edges:
        others = [q for w, q in positions.items() if w != u and w != v]
        start, end = positions[u], positions[v]
        curves = {rad: _arc_points(start, end, rad) for rad in (0.0, *_BENDS)}
        room = {rad: _path_clearance(curves[rad], others) for rad in curves}
        fitting = [rad for rad in curves if room[rad] >= clearance]
        # Among the bends that miss every vertex, the first that does not run along an
        # edge already routed (two arcs leaving one vertex with the same bend coincide).
        apart = [
            rad
            for rad in fitting
            if not any(
                _runs_along(_outside(curves[rad], clearance), d)
                or _runs_along(_outside(d, clearance), curves[rad])
                for d in drawn
            )
        ]
        rad = (apart or fitting or [max(_BENDS, key=room.__getitem__)])[0]
        routes[(u, v)] = rad
        drawn.append(curves[rad])
    return routes


def _outside(curve: list[Point], clearance: float) -> list[Point]:
    """The part of ``curve`` outside the discs of radius ``clearance`` around its two ends."""
    start, end = curve[0], curve[-1]
    return [p for p in curve if min(math.dist(p, start), math.dist(p, end)) > clearance]


def _runs_along(curve: list[Point], other: list[Point], gap: float = 3.0) -> bool:
    """True when a fifth or more of ``curve`` lies within ``gap`` pixels of ``other``."""
    if not curve:
        return False
    # Only points in ``other``'s bounding box widened by ``gap`` can be that close: most
    # pairs of edges are far apart, and this test skips them without measuring a distance.
    xs, ys = [q[0] for q in other], [q[1] for q in other]
    left, right, bottom, top = min(xs) - gap, max(xs) + gap, min(ys) - gap, max(ys) + gap
    candidates = [p for p in curve if left <= p[0] <= right and bottom <= p[1] <= top]
    if len(candidates) <= len(curve) / 5:
        return False
    near = sum(
        min(_distance_to_segment(p, other[i], other[i + 1]) for i in range(len(other) - 1)) < gap
        for p in candidates
    )
    return near > len(curve) / 5


#: The smallest vertex label a graph drawing uses, in points (readable on a slide).
SMALLEST_LABEL = 6.5


def _fitted_node_size(
    ax: Axes, layout: Mapping[Any, Point], node_size: float, arrowsize: float = 14
) -> float:
    """``node_size``, shrunk so that no two vertices' discs touch on this axes and an
    arrow (head ``arrowsize`` points long) between two neighbours still shows its shaft.

    Call it after the axes' limits are final: it measures the vertices' distances in pixels.
    """
    ax.update_datalim(list(layout.values()))
    ax.autoscale_view()
    pixels = [tuple(ax.transData.transform(point)) for point in layout.values()]
    closest = min(
        (math.dist(p, q) for i, p in enumerate(pixels) for q in pixels[i + 1 :]), default=math.inf
    )
    diameter = min(0.8 * closest * 72 / ax.figure.dpi, closest * 72 / ax.figure.dpi - 2 * arrowsize)
    diameter = max(diameter, 8.0)  # points; node_size is an area in points^2
    return min(node_size, diameter * diameter)


def _draw_routed_edges(
    graph: nx.DiGraph,
    layout: Mapping[Any, Point],
    edges: list[tuple[Any, Any]],
    ax: Axes,
    node_size: float,
    **style: Any,
) -> None:
    """Draw ``edges`` straight where they can, bent where a straight line would cross a vertex.

    The axes' limits are fixed first (with networkx's 5% padding): the routes are chosen in
    pixels, and limits that moved afterwards would bend the arcs onto each other.
    """
    xs = [x for x, _ in layout.values()]
    ys = [y for _, y in layout.values()]
    padx, pady = 0.05 * (max(xs) - min(xs)), 0.05 * (max(ys) - min(ys))
    ax.update_datalim([(min(xs) - padx, min(ys) - pady), (max(xs) + padx, max(ys) + pady)])
    ax.autoscale_view()
    ax.set_xlim(ax.get_xlim())
    ax.set_ylim(ax.get_ylim())
    pixels = {n: tuple(ax.transData.transform(layout[n])) for n in graph}
    radius = math.sqrt(node_size) / 2 * ax.figure.dpi / 72  # node_size is an area in points^2
    routes = route_edges(pixels, edges, clearance=1.15 * radius)
    for rad in sorted(set(routes.values())):
        group = [edge for edge in edges if routes[edge] == rad]
        nx.draw_networkx_edges(
            graph,
            layout,
            edgelist=group,
            ax=ax,
            node_size=node_size,
            connectionstyle=f"arc3,rad={rad}",
            **style,
        )


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
    require_type(graph, nx.DiGraph, "graph", N_("a networkx DiGraph from game_graph(game, start)"))
    require_int(graph.number_of_nodes(), "the number of positions to draw", maximum=500)
    if not callable(label):
        raise TypeError(
            _("label must be a function of a position, got {value}").format(value=show(label))
        )
    for node, data in graph.nodes(data=True):
        if "outcome" not in data:
            raise ValueError(
                _(
                    "node {node} has no 'outcome' attribute: build the graph with game_graph()"
                ).format(node=show(node))
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
    wanted = 1400 if count <= 20 else 900 if count <= 40 else 600
    node_size = _fitted_node_size(ax, layout, wanted)
    # Shrink the labels with the vertices, less so for one-line labels (no SG line), never
    # below SMALLEST_LABEL points (chapter 5's DAG in a small figure had 5.4 pt labels).
    floor = 0.6 if show_sg else 0.85
    font_size = (9 if count <= 20 else 7) * max(floor, math.sqrt(node_size / wanted))
    font_size = max(font_size, SMALLEST_LABEL)
    nx.draw_networkx_nodes(graph, layout, ax=ax, node_color=colors, node_size=node_size)
    special = set(highlight_edges)
    for edges, style in (
        ([e for e in graph.edges if e not in special], {"edge_color": "#777777", "arrowsize": 12}),
        (list(special), {"edge_color": KERNEL_EDGE_COLOR, "arrowsize": 16, "width": 2.5}),
    ):
        if edges:
            _draw_routed_edges(graph, layout, edges, ax, node_size, **style)
    nx.draw_networkx_labels(
        graph, layout, labels=labels, ax=ax, font_size=font_size, font_color="white"
    )
    name = graph.graph.get("name", N_("game graph"))
    ax.set_title(caller_text(title if title is not None else name))
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
    Edges are routed around vertices as in :func:`draw_game_graph`.
    The vertices keep a margin from the frame and the legend sits below the drawing,
    outside the axes, so neither clips nor covers a vertex.

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> ax = draw_digraph(nx.DiGraph([(0, 1), (1, 2)]), {0, 2}, title="a path")
    >>> ax.get_legend().get_texts()[0].get_text()
    'kernel'
    """
    require_type(graph, nx.DiGraph, "graph", N_("a networkx DiGraph"))
    require_int(graph.number_of_nodes(), "the number of vertices to draw", maximum=500)
    if isinstance(marked, str | bytes) or not isinstance(marked, Iterable):
        raise TypeError(
            _("marked must be a collection of vertices, got {value}").format(value=show(marked))
        )
    chosen = set(marked)
    if layout is None:
        layout = (
            layered_layout(graph)
            if nx.is_directed_acyclic_graph(graph)
            else nx.circular_layout(sorted(graph, key=repr))
        )
    ax = _new_axes(ax, (5.0, 4.0))
    # Room around the outer vertices (never clipped); the vertices shrink where the axes
    # leave them too little room, so that no two of them touch.
    ax.margins(0.18)
    node_size = _fitted_node_size(ax, layout, 700)
    colors = [P_COLOR if n in chosen else NEUTRAL_COLOR for n in graph]
    nx.draw_networkx_nodes(graph, layout, ax=ax, node_color=colors, node_size=node_size)
    font_size = 10 * max(0.85, math.sqrt(node_size / 700))
    # A label wider than its shrunk disc ("10") would sit under the arrowheads: the edges
    # stop at a disc wide enough for the longest label (about 0.62 em a character).
    longest = max((len(str(n)) for n in graph), default=1)
    clip_size = max(node_size, (0.62 * font_size * longest + 4) ** 2)
    _draw_routed_edges(
        graph, layout, list(graph.edges), ax, clip_size, arrowsize=14, edge_color="#777777"
    )
    nx.draw_networkx_labels(graph, layout, ax=ax, font_size=font_size)
    ax.set_title(caller_text(title))
    ax.set_axis_off()
    # The legend below the drawing, outside the axes, so it can never cover a vertex.
    ax.legend(
        handles=[
            Patch(color=P_COLOR, label=caller_text(marked_label)),
            Patch(color=NEUTRAL_COLOR, label=_("other")),
        ],
        loc="upper center",
        bbox_to_anchor=(0.5, 0.0),
        ncol=2,
        fontsize=8,
        frameon=False,
    )
    return ax
