"""Figures for the notebooks: game graphs, P/N strips and grids.

Figure text is kept ASCII (no CJK font is assumed on the reader's machine).
Every function draws on a matplotlib ``Axes`` (a new figure when none is
given), returns that ``Axes`` and never calls ``plt.show()``, so notebooks,
slides and tests share the same pictures.  Colours are fixed: P-positions
(先手必败) in a warm orange, N-positions (先手必胜) in a cool blue.

Example
-------
>>> import matplotlib
>>> matplotlib.use("Agg")
>>> from gametheory_helpers import Game
>>> ax = draw_game_graph(Game(lambda n: range(n), name="heap").graph(3))
>>> ax.get_title()
'heap'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import matplotlib.pyplot as plt
import networkx as nx
from matplotlib.axes import Axes
from matplotlib.patches import Patch

from .graph import layered_layout

__all__ = [
    "N_COLOR",
    "P_COLOR",
    "draw_digraph",
    "draw_game_graph",
    "plot_outcome_grid",
    "plot_outcome_intervals",
    "plot_outcome_strip",
]

P_COLOR = "#f28e2b"
N_COLOR = "#4e79a7"
NEUTRAL_COLOR = "#d3d3d3"
KERNEL_EDGE_COLOR = "#b22222"


def _new_axes(ax: Axes | None, size: tuple[float, float]) -> Axes:
    if ax is not None:
        return ax
    _, ax = plt.subplots(figsize=size)
    return ax


def _outcome_legend(ax: Axes, loc: str = "upper right", outside: bool = False) -> None:
    ax.legend(
        bbox_to_anchor=(1.01, 1.0) if outside else None,
        handles=[
            Patch(color=P_COLOR, label="P-position"),
            Patch(color=N_COLOR, label="N-position"),
        ],
        loc=loc,
        fontsize=8,
        frameon=False,
    )


def _span(layout: Mapping[Any, tuple[float, float]], u: Any, v: Any) -> float:
    return max(abs(layout[u][0] - layout[v][0]), abs(layout[u][1] - layout[v][1]))


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
    for node, data in graph.nodes(data=True):
        if "outcome" not in data:
            raise ValueError(
                f"node {node!r} has no 'outcome' attribute: build the graph with game_graph()"
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


def plot_outcome_strip(
    positions: Sequence[Any],
    outcomes: Sequence[str],
    ax: Axes | None = None,
    title: str = "",
    xlabel: str = "position",
) -> Axes:
    """Draw one row of coloured cells, one per position, orange for P and blue for N.

    The quickest picture of a one-heap game: the period of the pattern jumps out.
    """
    if len(positions) != len(outcomes):
        raise ValueError("positions and outcomes must have the same length")
    bad = {o for o in outcomes if o not in ("P", "N")}
    if bad:
        raise ValueError(f"outcomes must be 'P' or 'N', got {sorted(bad)}")
    ax = _new_axes(ax, (min(14.0, 1.0 + 0.35 * len(positions)), 1.6))
    for index, outcome in enumerate(outcomes):
        ax.add_patch(
            plt.Rectangle(
                (index, 0), 1, 1, color=P_COLOR if outcome == "P" else N_COLOR, ec="white"
            )
        )
        ax.text(index + 0.5, 0.5, outcome, ha="center", va="center", color="white", fontsize=8)
    ax.set_xlim(0, len(positions))
    ax.set_ylim(0, 1)
    step = max(1, len(positions) // 20)
    ax.set_xticks([i + 0.5 for i in range(0, len(positions), step)])
    ax.set_xticklabels([str(positions[i]) for i in range(0, len(positions), step)], fontsize=8)
    ax.set_yticks([])
    ax.set_xlabel(xlabel)
    ax.set_title(title)
    for side in ("top", "right", "left"):
        ax.spines[side].set_visible(False)
    return ax


def plot_outcome_grid(
    outcomes: Sequence[Sequence[str]],
    ax: Axes | None = None,
    title: str = "",
    row_labels: Sequence[Any] | None = None,
    column_labels: Sequence[Any] | None = None,
    xlabel: str = "",
    ylabel: str = "",
    annotate: bool = True,
) -> Axes:
    """Draw a table of outcomes (rows of 'P'/'N') as coloured cells, row 0 at the bottom.

    Used for two-parameter games: two heaps, (stones, player), (a, b) boards.
    """
    rows = [list(row) for row in outcomes]
    if not rows or any(len(row) != len(rows[0]) for row in rows):
        raise ValueError("outcomes must be a non-empty rectangular table")
    bad = {cell for row in rows for cell in row if cell not in ("P", "N")}
    if bad:
        raise ValueError(f"outcomes must be 'P' or 'N', got {sorted(bad)}")
    height, width = len(rows), len(rows[0])
    ax = _new_axes(ax, (min(14.0, 1.5 + 0.32 * width), min(9.0, 1.2 + 0.32 * height)))
    for r, row in enumerate(rows):
        for c, cell in enumerate(row):
            ax.add_patch(
                plt.Rectangle((c, r), 1, 1, color=P_COLOR if cell == "P" else N_COLOR, ec="white")
            )
            if annotate and width <= 40:
                ax.text(c + 0.5, r + 0.5, cell, ha="center", va="center", color="white", fontsize=7)
    ax.set_xlim(0, width)
    ax.set_ylim(0, height)
    labels_x = list(column_labels) if column_labels is not None else list(range(width))
    labels_y = list(row_labels) if row_labels is not None else list(range(height))
    step_x, step_y = max(1, width // 20), max(1, height // 20)
    ax.set_xticks([c + 0.5 for c in range(0, width, step_x)])
    ax.set_xticklabels([str(labels_x[c]) for c in range(0, width, step_x)], fontsize=8)
    ax.set_yticks([r + 0.5 for r in range(0, height, step_y)])
    ax.set_yticklabels([str(labels_y[r]) for r in range(0, height, step_y)], fontsize=8)
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    ax.set_title(title)
    ax.set_aspect("equal")
    _outcome_legend(ax, loc="upper left", outside=True)
    return ax


def plot_outcome_intervals(
    intervals: Sequence[tuple[int, int | None, str]],
    top: int | None = None,
    ax: Axes | None = None,
    title: str = "",
    xlabel: str = "value (log scale)",
) -> Axes:
    """Draw runs of equal outcome of a one-parameter game as coloured bands on a log axis.

    ``intervals`` holds ``(low, high, outcome)`` triples, ``high`` inclusive, or
    ``None`` for a run that goes on for ever (the terminal region); such a run
    is drawn up to ``top`` (by default 9 times its ``low``).  The order of the
    triples does not matter.  On a log axis a band ``[a, 9a)`` always has the
    same width, which is what makes POJ2505's pattern visible: the bands come
    in widths 9, 2, 9, 2, ...  Each band is labelled with its outcome, and with
    its bounds when it is wide enough.

    Example (not run as a doctest)::

        from gametheory_helpers.games.multiplication import kernel_intervals
        ax = plot_outcome_intervals(kernel_intervals(10**6), xlabel="p")
    """
    bands = sorted(intervals, key=lambda band: band[0])
    if not bands:
        raise ValueError("intervals must not be empty")
    for low, high, outcome in bands:
        if outcome not in ("P", "N"):
            raise ValueError(f"outcomes must be 'P' or 'N', got {outcome!r}")
        if low < 1 or (high is not None and high < low):
            raise ValueError(f"an interval needs 1 <= low <= high, got ({low}, {high})")
    ax = _new_axes(ax, (12.0, 2.0))
    right = 1.0
    for low, high, outcome in bands:
        end = (top if top is not None else 9 * low) if high is None else high + 1
        end = max(end, low + 1)
        right = max(right, end)
        color = P_COLOR if outcome == "P" else N_COLOR
        ax.axvspan(low, end, color=color, ec="white", lw=1.5)
        bounds = f"{low}..{'inf' if high is None else high}"
        # Room for the bounds only in a wide band; a narrow one just gets its letter.
        text = f"{outcome}\n{bounds}" if end / low >= 5 else outcome if end / low >= 1.5 else ""
        middle = (low * end) ** 0.5
        ax.text(middle, 0.5, text, ha="center", va="center", color="white", fontsize=8)
    ax.set_xscale("log")
    ax.set_xlim(bands[0][0], right)
    ax.set_ylim(0, 1)
    ax.set_yticks([])
    ax.set_xlabel(xlabel)
    ax.set_title(title)
    for side in ("top", "right", "left"):
        ax.spines[side].set_visible(False)
    _outcome_legend(ax, loc="upper left", outside=True)
    return ax
