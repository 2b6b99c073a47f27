"""Every game graph the collection draws is readable: no hidden edge, no stacked label.

The notebooks' code cells run here in one namespace (matplotlib's Agg backend, ``plt.show``
a no-op) with the graph-drawing functions of :mod:`gametheory_helpers.plotting` wrapped, so
every axes one of them draws on is collected.  On each, after ``fig.canvas.draw()``:

- no two vertices (discs) overlap;
- every edge is drawn (a visible stretch of shaft), passes under no vertex other than its
  own ends, and does not lie on top of another edge;
- no two labels' rendered bounding boxes (``text.get_window_extent()``) overlap;
- no label is set below :data:`SMALLEST_LABEL` points (chapter 5's DAG had 5.4 pt labels);
- no edge is cut off by the frame it is clipped to (chapter 5's sum graph lost the arcs of its
  bottom row).

The checks read what matplotlib rendered, not what the drawing function meant to draw, so
they hold for every graph-drawing function alike.
"""

from __future__ import annotations

import contextlib
import io
import json
import math
import re
from itertools import combinations
from pathlib import Path

import matplotlib
import pytest

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import networkx as nx  # noqa: E402
from matplotlib.backends.backend_agg import FigureCanvasAgg  # noqa: E402
from matplotlib.collections import PathCollection  # noqa: E402
from matplotlib.patches import FancyArrowPatch  # noqa: E402
from matplotlib.path import Path as MplPath  # noqa: E402

import gametheory_helpers.plotting as plotting  # noqa: E402
from gametheory_helpers.plotting.graphs import _distance_to_segment  # noqa: E402

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
# The functions that draw directed graphs of positions (vertices, arrows, labels).
GRAPH_DRAWERS = ("draw_digraph", "draw_game_graph", "draw_sum_graph", "draw_misere_state_diagram")
CALL = re.compile(r"\b(" + "|".join(GRAPH_DRAWERS) + r")\(")
SMALLEST_LABEL = 6.5  # points: a vertex label smaller than this cannot be read on a slide


# --- the geometry of a rendered graph -------------------------------------------------------


def _discs(ax):
    """(centre, radius) in pixels of every vertex drawn by networkx's draw_networkx_nodes."""
    discs = []
    for collection in ax.collections:
        if not isinstance(collection, PathCollection):
            continue
        centres = collection.get_offset_transform().transform(collection.get_offsets())
        sizes = collection.get_sizes()
        for i, centre in enumerate(centres):
            size = sizes[i % len(sizes)]
            point = (round(float(centre[0]), 1), round(float(centre[1]), 1))
            discs.append((point, math.sqrt(size) / 2 * ax.figure.dpi / 72))
    return discs


def _shaft(arrow: FancyArrowPatch, steps: int = 40) -> list[tuple[float, float]]:
    """Points along the drawn shaft of an arrow, in pixels (the head left out)."""
    paths, _ = arrow._get_path_in_displaycoord()
    shaft = paths[0] if isinstance(paths, list) else paths
    points = []
    for segment, code in shaft.iter_bezier():
        if code == MplPath.MOVETO:
            continue  # the start point alone, not a stretch of the shaft
        points.extend(
            (float(x), float(y)) for x, y in segment([i / steps for i in range(steps + 1)])
        )
    return points


def _distance_to_polyline(point, polyline) -> float:
    return min(
        _distance_to_segment(point, a, b) for a, b in zip(polyline, polyline[1:], strict=False)
    )


def _length(points) -> float:
    return sum(math.dist(p, q) for p, q in zip(points, points[1:], strict=False))


def graph_figure_problems(ax) -> list[str]:
    """Everything unreadable in a drawn graph: stacked vertices, hidden edges, stacked labels."""
    if not isinstance(ax.figure.canvas, FigureCanvasAgg):
        FigureCanvasAgg(ax.figure)  # a Figure made without pyplot: give it a renderer
    ax.figure.canvas.draw()
    problems = []
    discs = _discs(ax)
    for (c1, r1), (c2, r2) in combinations(discs, 2):
        if math.dist(c1, c2) < r1 + r2:
            problems.append(f"vertices at {c1} and {c2} overlap")
    arrows = [p for p in ax.patches if isinstance(p, FancyArrowPatch)]
    shafts = []
    for arrow in arrows:
        points = _shaft(arrow)
        if len(points) < 2 or _length(points) < 4:
            problems.append(f"an edge near {points[:1]} has no visible shaft")
            continue
        # the edge's own ends: the vertices nearest to where the shaft starts and ends
        ends = {
            min(range(len(discs)), key=lambda i: math.dist(discs[i][0], points[0])),
            min(range(len(discs)), key=lambda i: math.dist(discs[i][0], points[-1])),
        }
        frame = (arrow.get_clip_box() or ax.figure.bbox) if arrow.get_clip_on() else ax.figure.bbox
        outside = [p for p in points if not frame.expanded(1.0, 1.0).padded(1.0).contains(*p)]
        if outside:
            problems.append(f"an edge near {points[0]} is cut off by the frame at {outside[0]}")
        for i, (centre, radius) in enumerate(discs):
            if i in ends:
                continue
            inside = [p for p in points if math.dist(p, centre) < 0.95 * radius]
            if inside:
                problems.append(
                    f"the edge from {discs[min(ends)][0]} passes under the vertex at {centre}"
                )
        shafts.append(points)
    for a, b in combinations(shafts, 2):
        for one, other in ((a, b), (b, a)):
            near = sum(_distance_to_polyline(p, other) < 2.0 for p in one) / len(one)
            if near > 0.3:
                problems.append(f"an edge from {one[0]} lies on top of another edge")
                break
    texts = [t for t in ax.texts if t.get_visible() and t.get_text().strip()]
    problems += [
        f"label {t.get_text()!r} is {t.get_fontsize():.1f} pt, below {SMALLEST_LABEL} pt"
        for t in texts
        if t.get_fontsize() < SMALLEST_LABEL
    ]
    boxes = [(t.get_text(), t.get_window_extent()) for t in texts]
    for (s1, b1), (s2, b2) in combinations(boxes, 2):
        if b1.overlaps(b2):
            problems.append(f"labels {s1!r} and {s2!r} overlap")
    return problems


# --- the checker must see the defects it is meant to catch ---------------------------------


def _stacked_figure():
    fig, ax = plt.subplots(figsize=(4, 3))
    layout = {0: (0, 0), 1: (0.05, 0), 2: (1, 0), 3: (2, 0)}
    graph = nx.DiGraph([(2, 3), (0, 3)])  # 0 -> 3 runs straight under 2
    graph.add_node(1)  # stacked on 0
    nx.draw_networkx_nodes(graph, layout, ax=ax, node_size=700)
    nx.draw_networkx_edges(graph, layout, ax=ax, node_size=700)
    nx.draw_networkx_labels(graph, layout, ax=ax)
    return fig, ax


def test_the_checker_sees_stacked_vertices_hidden_edges_and_stacked_labels():
    fig, ax = _stacked_figure()
    problems = " | ".join(graph_figure_problems(ax))
    plt.close(fig)
    assert "overlap" in problems and "passes under the vertex" in problems
    assert "labels '0' and '1' overlap" in problems


def test_the_checker_sees_an_edge_on_top_of_another():
    fig, ax = plt.subplots(figsize=(4, 3))
    layout = {0: (0, 0), 1: (2, 0)}
    graph = nx.DiGraph([(0, 1), (1, 0)])  # both straight: one lies on the other
    nx.draw_networkx_nodes(graph, layout, ax=ax, node_size=300)
    nx.draw_networkx_edges(graph, layout, ax=ax, node_size=300, arrows=True)
    problems = " | ".join(graph_figure_problems(ax))
    plt.close(fig)
    assert "lies on top of another edge" in problems


def test_the_checker_sees_tiny_labels_and_an_edge_cut_off_by_the_frame():
    fig, ax = plt.subplots(figsize=(4, 3))
    layout = {0: (0, 0), 1: (2, 0)}
    graph = nx.DiGraph([(0, 1), (1, 0)])  # the two arcs bow to opposite sides
    nx.draw_networkx_nodes(graph, layout, ax=ax, node_size=300)
    nx.draw_networkx_edges(graph, layout, ax=ax, node_size=300, connectionstyle="arc3,rad=0.9")
    nx.draw_networkx_labels(graph, layout, ax=ax, font_size=5)
    ax.set_ylim(-0.01, 1.0)  # the vertices on the bottom edge: one arc bows below the frame
    problems = " | ".join(graph_figure_problems(ax))
    plt.close(fig)
    assert "label '0' is 5.0 pt, below 6.5 pt" in problems
    assert "is cut off by the frame" in problems


def test_the_checker_passes_a_clean_drawing():
    fig, ax = plt.subplots(figsize=(4, 3))
    plotting.draw_digraph(nx.DiGraph([(0, 1), (1, 2), (0, 2)]), {0, 2}, ax=ax)
    assert graph_figure_problems(ax) == []
    plt.close(fig)


# --- every graph of the notebooks -----------------------------------------------------------


def _code_cells(notebook: Path) -> list[str]:
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    return ["".join(c["source"]) for c in cells if c["cell_type"] == "code"]


def _notebooks_with_graphs() -> list[Path]:
    return [
        path
        for path in sorted(NOTEBOOKS.glob("[0-9][0-9]*_*.ipynb"))
        if any(CALL.search(cell) for cell in _code_cells(path))
    ]


def _drawn_graphs(notebook: Path, monkeypatch) -> tuple[list[tuple[str, object]], int]:
    """Run the notebook's code; every axes a graph drawer drew on, and the number of call sites."""
    drawn: list[tuple[str, object]] = []
    for name in GRAPH_DRAWERS:
        original = getattr(plotting, name)

        def recording(*args, _original=original, _name=name, **kwargs):
            ax = _original(*args, **kwargs)
            drawn.append((_name, ax))
            return ax

        monkeypatch.setattr(plotting, name, recording)
    monkeypatch.setattr(plt, "show", lambda *args, **kwargs: None)
    namespace: dict = {"__name__": "__notebook__"}
    calls = 0
    for source in _code_cells(notebook):
        if source.lstrip().startswith(("%", "!")):
            continue
        has_call = bool(CALL.search(source))
        calls += len(CALL.findall(source)) if has_call else 0
        try:
            with contextlib.redirect_stdout(io.StringIO()):
                exec(compile(source, str(notebook), "exec"), namespace)  # noqa: S102
        except Exception:
            if has_call:
                raise  # a cell that draws a graph must run
    return drawn, calls


@pytest.mark.parametrize("notebook", _notebooks_with_graphs(), ids=lambda p: p.stem)
def test_every_graph_in_the_notebook_is_readable(notebook, monkeypatch):
    drawn, calls = _drawn_graphs(notebook, monkeypatch)
    try:
        assert len(drawn) >= calls, f"{calls} calls of a graph drawer, {len(drawn)} graphs drawn"
        problems = [
            f"{name} ({ax.get_title()!r}): {problem}"
            for name, ax in drawn
            for problem in graph_figure_problems(ax)
        ]
        assert problems == [], "\n".join(problems)
    finally:
        plt.close("all")


def test_the_notebooks_draw_graphs_in_the_chapters_that_teach_them():
    stems = {path.stem[:2] for path in _notebooks_with_graphs()}
    assert {"00", "01", "02", "05", "06"} <= stems
