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
