"""Arrowheads never cover a vertex label of draw_digraph (issue 37: the contents page's
dependency figure drew three arrowheads over the label "10")."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import networkx as nx  # noqa: E402
from matplotlib.patches import FancyArrowPatch  # noqa: E402

from gametheory_helpers.plotting import draw_digraph  # noqa: E402

# the contents page's figure: chapter -> the chapters it builds on
BUILDS_ON = {2: [1], 3: [1], 4: [1], 5: [2], 6: [2, 5], 7: [5], 8: [5], 9: [7], 10: [1, 5, 6]}


def test_no_arrow_enters_a_label_of_the_prerequisite_figure():
    graph = nx.DiGraph((b, c) for c, bs in BUILDS_ON.items() for b in bs)
    fig, ax = plt.subplots(figsize=(6.4, 3.2))
    try:
        draw_digraph(graph, ax=ax, marked=[1], title="chapter prerequisites")
        fig.canvas.draw()
        renderer = fig.canvas.get_renderer()
        boxes = {t.get_text(): t.get_window_extent(renderer) for t in ax.texts}
        assert set(boxes) == {str(n) for n in graph}
        arrows = [p for p in ax.patches if isinstance(p, FancyArrowPatch)]
        assert len(arrows) == graph.number_of_edges()
        for arrow in arrows:
            points = ax.transData.transform(arrow.get_path().vertices)
            for label, box in boxes.items():
                inside = [p for p in points if box.contains(*p)]
                assert not inside, f"an arrow is drawn over the label {label}"
    finally:
        plt.close(fig)


def _boxes_overlap(a, b) -> bool:
    return a.x0 < b.x1 and b.x0 < a.x1 and a.y0 < b.y1 and b.y0 < a.y1


def test_a_flat_outcome_grid_names_every_row_and_its_labels_do_not_overlap():
    """Chapter 01's POJ2068 table (issue 37): six rows of 97 columns named only rows 0, 2, 4,
    and the label "player to move" stood taller than the table."""
    from gametheory_helpers.plotting import plot_outcome_grid

    rows = [["P" if (s + p) % 3 == 0 else "N" for s in range(97)] for p in range(6)]
    names = [f"{p} (m={8 - p})" for p in range(6)]
    fig, ax = plt.subplots(figsize=(14, 1.9))
    try:
        plot_outcome_grid(rows, ax=ax, row_labels=names, xlabel="stones s", ylabel="player to move")
        fig.canvas.draw()
        renderer = fig.canvas.get_renderer()
        ticks = [t for t in ax.get_yticklabels() if t.get_text()]
        assert [t.get_text() for t in ticks] == names
        boxes = [t.get_window_extent(renderer) for t in ticks]
        assert all(not _boxes_overlap(a, b) for i, a in enumerate(boxes) for b in boxes[i + 1 :])
        ylabel = ax.yaxis.label.get_window_extent(renderer)
        assert ylabel.height <= ax.get_window_extent(renderer).height + 0.5
        assert not any(_boxes_overlap(ylabel, box) for box in boxes)
        xticks = [t.get_window_extent(renderer) for t in ax.get_xticklabels() if t.get_text()]
        assert all(not _boxes_overlap(a, b) for i, a in enumerate(xticks) for b in xticks[i + 1 :])
    finally:
        plt.close(fig)
