"""Tests of the figures: they draw what they should on an Axes, and never call plt.show()."""

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import networkx as nx  # noqa: E402
import pytest  # noqa: E402
from matplotlib.axes import Axes  # noqa: E402
from matplotlib.colors import to_rgba  # noqa: E402

from gametheory_helpers import Game  # noqa: E402
from gametheory_helpers.plotting import (  # noqa: E402
    N_COLOR,
    P_COLOR,
    draw_digraph,
    draw_game_graph,
    draw_sum_graph,
    plot_outcome_grid,
    plot_outcome_intervals,
    plot_outcome_strip,
)

KERNEL_RED = to_rgba("#b22222")


@pytest.fixture(autouse=True)
def no_show_and_close(monkeypatch):
    def forbidden(*args, **kwargs):
        raise AssertionError("plotting functions must not call plt.show()")

    monkeypatch.setattr(plt, "show", forbidden)
    plt.close("all")  # every test starts with no open figure
    yield
    plt.close("all")


def colour_of(outcome):
    return to_rgba(P_COLOR if outcome == "P" else N_COLOR)


def take_1_or_2_graph(start):
    return Game(lambda n: [n - k for k in (1, 2) if k <= n], name="take 1 or 2").graph(start)


def grid_graph():
    """Two take-1 heaps: (a, b) -> (a - 1, b), (a, b - 1); P exactly when a + b is even."""

    def moves(state):
        a, b = state
        return [(a - 1, b)] * (a > 0) + [(a, b - 1)] * (b > 0)

    return Game(moves, name="two heaps").graph((2, 2))


def arrows(ax):
    return [p for p in ax.patches if type(p).__name__ == "FancyArrowPatch"]


# -- draw_game_graph ------------------------------------------------------------------------------


def test_draw_game_graph_draws_every_position_move_and_label():
    graph = take_1_or_2_graph(5)
    ax = draw_game_graph(graph)
    assert isinstance(ax, Axes)
    assert len(plt.get_fignums()) == 1
    (nodes,) = ax.collections
    assert len(nodes.get_offsets()) == 6
    # a take-1-or-2 heap n is a P-position exactly when 3 divides n
    expected = [colour_of("P" if n % 3 == 0 else "N") for n in graph]
    assert [tuple(c) for c in nodes.get_facecolors()] == expected
    moves = {(n, n - k) for n in range(6) for k in (1, 2) if k <= n}
    assert len(arrows(ax)) == len(moves) == 9
    assert sorted(t.get_text() for t in ax.texts) == sorted(f"{n}\nSG={n % 3}" for n in range(6))
    assert ax.get_title() == "take 1 or 2"
    assert [t.get_text() for t in ax.get_legend().get_texts()] == ["P-position", "N-position"]


def test_a_chain_is_drawn_left_to_right():
    graph = take_1_or_2_graph(5)
    ax = draw_game_graph(graph)
    offsets = ax.collections[0].get_offsets()
    assert {float(y) for _, y in offsets} == {0.0}
    xs = dict(zip(graph, (float(x) for x, _ in offsets), strict=True))
    assert sorted(xs, key=xs.get) == [5, 4, 3, 2, 1, 0]  # the start on the left


def test_draw_game_graph_of_a_wider_graph_puts_moves_downwards():
    graph = grid_graph()
    ax = draw_game_graph(graph, show_sg=False, label=lambda s: f"{s[0]}{s[1]}", title="grid")
    offsets = ax.collections[0].get_offsets()
    y = {node: float(yy) for node, (_, yy) in zip(graph, offsets, strict=True)}
    assert y[(0, 0)] == min(y.values())
    assert all(y[u] > y[v] for u, v in graph.edges)
    assert len(arrows(ax)) == graph.number_of_edges() == 12
    assert sorted(t.get_text() for t in ax.texts) == sorted(f"{a}{b}" for a, b in graph)
    expected = [colour_of("P" if (a + b) % 2 == 0 else "N") for a, b in graph]
    assert [tuple(c) for c in ax.collections[0].get_facecolors()] == expected
    assert ax.get_title() == "grid"


def test_highlighted_edges_are_thick_and_red():
    graph = take_1_or_2_graph(5)
    ax = draw_game_graph(graph, highlight_edges=[(5, 3), (4, 3)])
    red = [p for p in arrows(ax) if p.get_edgecolor() == KERNEL_RED]
    assert len(red) == 2
    assert all(p.get_linewidth() == 2.5 for p in red)
    assert len(arrows(ax)) == 9


def test_draw_game_graph_on_a_given_axes():
    fig, given = plt.subplots()
    ax = draw_game_graph(take_1_or_2_graph(3), ax=given)
    assert ax is given
    assert plt.get_fignums() == [fig.number]


def test_draw_game_graph_needs_solved_nodes():
    with pytest.raises(ValueError, match="has no 'outcome' attribute: build the graph with"):
        draw_game_graph(nx.DiGraph([(1, 0)]))


# -- draw_digraph ---------------------------------------------------------------------------------


def test_draw_digraph_cyclic_marks_the_chosen_vertices():
    graph = nx.DiGraph([(0, 1), (1, 2), (2, 3), (3, 0)])
    ax = draw_digraph(graph, marked={0, 2}, title="4-cycle", marked_label="a kernel")
    (nodes,) = ax.collections
    expected = [to_rgba(P_COLOR) if n in {0, 2} else to_rgba("#d3d3d3") for n in graph]
    assert [tuple(c) for c in nodes.get_facecolors()] == expected
    assert len(arrows(ax)) == 4
    assert sorted(t.get_text() for t in ax.texts) == ["0", "1", "2", "3"]
    assert ax.get_title() == "4-cycle"
    assert [t.get_text() for t in ax.get_legend().get_texts()] == ["a kernel", "other"]


def test_draw_digraph_uses_a_given_layout_and_axes():
    graph = nx.DiGraph([("a", "b")])
    layout = {"a": (0.0, 1.0), "b": (3.0, -2.0)}
    fig, given = plt.subplots()
    ax = draw_digraph(graph, ax=given, layout=layout)
    assert ax is given
    assert plt.get_fignums() == [fig.number]
    offsets = [tuple(map(float, xy)) for xy in ax.collections[0].get_offsets()]
    assert offsets == [layout[n] for n in graph]


def test_draw_digraph_keeps_vertices_inside_and_the_legend_off_them():
    """Chapter 1's kernel figures: no vertex clipped, the legend never covers a vertex."""
    graph = nx.DiGraph([(i, (i + 1) % 4) for i in range(4)])
    fig, ax = plt.subplots(figsize=(3, 3))
    draw_digraph(graph, marked={0, 2}, ax=ax)
    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()
    legend_box = ax.get_legend().get_window_extent(renderer)
    axes_box = ax.get_window_extent(renderer)
    assert legend_box.y1 <= axes_box.y0 + 1  # below the drawing area
    (nodes,) = ax.collections
    x0, x1 = ax.get_xlim()
    y0, y1 = ax.get_ylim()
    for x, y in nodes.get_offsets():
        # a margin of at least 10% of the range on every side, so the discs are not cut
        assert x0 + 0.1 * (x1 - x0) < x < x1 - 0.1 * (x1 - x0)
        assert y0 + 0.1 * (y1 - y0) < y < y1 - 0.1 * (y1 - y0)
    plt.close(fig)


def test_draw_digraph_of_a_dag_is_layered():
    graph = nx.DiGraph([(2, 1), (1, 0), (2, 0)])
    ax = draw_digraph(graph, marked=[0, 2])
    y = {n: float(yy) for n, (_, yy) in zip(graph, ax.collections[0].get_offsets(), strict=True)}
    assert y == {2: 2.0, 1: 1.0, 0: 0.0}


# -- plot_outcome_strip ---------------------------------------------------------------------------


def test_plot_outcome_strip_draws_one_cell_per_position():
    outcomes = ["P" if n % 4 == 0 else "N" for n in range(12)]  # Bash game, m = 3
    ax = plot_outcome_strip(list(range(12)), outcomes, title="Bash", xlabel="n")
    assert len(ax.patches) == 12
    cells = sorted(ax.patches, key=lambda p: p.get_x())
    assert [tuple(p.get_facecolor()) for p in cells] == [colour_of(o) for o in outcomes]
    assert [t.get_text() for t in ax.texts] == outcomes
    assert [t.get_text() for t in ax.get_xticklabels()] == [str(n) for n in range(12)]
    assert (ax.get_title(), ax.get_xlabel()) == ("Bash", "n")


def test_plot_outcome_strip_thins_the_ticks_of_a_long_strip():
    ax = plot_outcome_strip(list(range(100)), ["N"] * 100)
    assert [t.get_text() for t in ax.get_xticklabels()] == [str(n) for n in range(0, 100, 5)]


def test_plot_outcome_strip_bad_input():
    with pytest.raises(ValueError, match="same length"):
        plot_outcome_strip([0, 1, 2], ["P", "N"])
    with pytest.raises(ValueError, match=r"outcomes must be 'P' or 'N', got \['W'\]"):
        plot_outcome_strip([0, 1], ["P", "W"])


# -- plot_outcome_grid ----------------------------------------------------------------------------


def test_plot_outcome_grid_row_zero_is_at_the_bottom():
    # two Nim heaps: P exactly on the diagonal a == b
    rows = [["P" if a == b else "N" for b in range(5)] for a in range(4)]
    ax = plot_outcome_grid(rows, title="two heaps", xlabel="b", ylabel="a")
    (mesh,) = ax.collections  # one coloured cell per position, row 0 first (at the bottom)
    expected = [colour_of(outcome) for row in rows for outcome in row]
    colours = mesh.to_rgba(mesh.get_array().ravel())
    assert [tuple(float(v) for v in colour) for colour in colours] == expected
    assert mesh.get_coordinates()[0][0].tolist() == [0, 0]
    assert len(ax.texts) == 20
    assert [t.get_text() for t in ax.get_yticklabels()] == ["0", "1", "2", "3"]
    assert (ax.get_title(), ax.get_xlabel(), ax.get_ylabel()) == ("two heaps", "b", "a")


def test_plot_outcome_grid_labels_and_annotation():
    rows = [["N", "P"], ["P", "N"]]
    ax = plot_outcome_grid(rows, row_labels=["x", "y"], column_labels=[10, 20], annotate=False)
    assert len(ax.texts) == 0
    assert [t.get_text() for t in ax.get_xticklabels()] == ["10", "20"]
    assert [t.get_text() for t in ax.get_yticklabels()] == ["x", "y"]
    wide = plot_outcome_grid([["N"] * 41])
    assert len(wide.texts) == 0  # too many columns to write a letter in each
    assert wide.collections[0].get_array().size == 41


def test_plot_outcome_grid_bad_input():
    for bad in ([], [["P", "N"], ["P"]]):
        with pytest.raises(ValueError, match="non-empty rectangular table"):
            plot_outcome_grid(bad)
    with pytest.raises(ValueError, match=r"got \['x'\]"):
        plot_outcome_grid([["P", "x"]])


# -- plot_outcome_intervals -----------------------------------------------------------------------


def test_plot_outcome_intervals_draws_one_band_per_interval():
    # POJ2505 with n = 20, worked out by hand: 21.. P, 3..20 N, 2 P, 1 N
    intervals = [(21, None, "P"), (3, 20, "N"), (2, 2, "P"), (1, 1, "N")]
    ax = plot_outcome_intervals(intervals, top=200, xlabel="p")
    assert len(ax.patches) == 4
    bands = sorted(ax.patches, key=lambda p: p.get_x())
    assert [tuple(p.get_facecolor()) for p in bands] == [colour_of(o) for o in "NPNP"]
    assert [round(p.get_x()) for p in bands] == [1, 2, 3, 21]
    assert ax.get_xscale() == "log"
    assert ax.get_xlim() == (1.0, 200.0)
    texts = [t.get_text() for t in ax.texts]
    assert "N\n3..20" in texts
    assert "P\n21..inf" in texts
    assert ax.get_xlabel() == "p"


def test_plot_outcome_intervals_bad_input():
    with pytest.raises(ValueError, match="must not be empty"):
        plot_outcome_intervals([])
    with pytest.raises(ValueError, match="'P' or 'N', got 'Q'"):
        plot_outcome_intervals([(1, 5, "Q")])
    with pytest.raises(ValueError, match=r"1 <= low <= high, got \(0, 5\)"):
        plot_outcome_intervals([(0, 5, "N")])
    with pytest.raises(ValueError, match=r"got \(7, 5\)"):
        plot_outcome_intervals([(7, 5, "N")])


# -- every function -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "draw",
    [
        lambda ax: draw_game_graph(take_1_or_2_graph(4), ax=ax),
        lambda ax: draw_digraph(nx.DiGraph([(0, 1)]), ax=ax),
        lambda ax: plot_outcome_strip([0, 1], ["P", "N"], ax=ax),
        lambda ax: plot_outcome_grid([["P", "N"]], ax=ax),
        lambda ax: plot_outcome_intervals([(1, None, "P")], ax=ax),
    ],
)
def test_every_function_draws_on_the_given_axes_and_renders(draw):
    fig, given = plt.subplots()
    assert draw(given) is given
    assert plt.get_fignums() == [fig.number]
    fig.canvas.draw()  # renders without error


@pytest.mark.parametrize(
    "draw",
    [
        lambda: draw_game_graph(take_1_or_2_graph(4)),
        lambda: draw_digraph(nx.DiGraph([(0, 1)])),
        lambda: plot_outcome_strip([0, 1], ["P", "N"]),
        lambda: plot_outcome_grid([["P", "N"]]),
        lambda: plot_outcome_intervals([(1, None, "P")]),
    ],
)
def test_every_function_makes_one_new_figure_without_an_axes(draw):
    ax = draw()
    assert isinstance(ax, Axes)
    assert plt.get_fignums() == [ax.figure.number]
    ax.figure.canvas.draw()


# -- chapter 02 figures ------------------------------------------------------------------


def test_value_table_frames_the_zeros():
    from gametheory_helpers.plotting import plot_value_table

    ax = plot_value_table([[a ^ b for a in range(4)] for b in range(4)], title="xor")
    framed = [p for p in ax.patches if not p.get_fill()]
    assert len(framed) == 4  # the diagonal a == b
    with pytest.raises(ValueError, match="rectangular"):
        plot_value_table([[0, 1], [1]])
    with pytest.raises(ValueError, match="non-negative"):
        plot_value_table([[0, -1]])


def test_value_table_frames_the_cell_the_text_reads():
    from matplotlib.colors import to_hex

    from gametheory_helpers.plotting import plot_value_table

    table = [[a ^ b for a in range(8)] for b in range(8)]
    ax = plot_value_table(table, read=[(3, 5)])  # a = 3 (column), b = 5 (row) holds 6
    framed = [p for p in ax.patches if not p.get_fill()]
    red = [p for p in framed if to_hex(p.get_edgecolor()) == "#b22222"]
    assert len(framed) == 8 + 1 and len(red) == 1
    assert red[0].get_xy() == (2.5, 4.5) and table[5][3] == 6
    guides = sorted((tuple(line.get_xdata()), tuple(line.get_ydata())) for line in ax.lines)
    assert guides == [((-0.5, 2.5), (5, 5)), ((3, 3), (-0.5, 4.5))]
    assert len(plot_value_table(table).lines) == 0  # old callers: no guides, no extra frame
    for bad in ([(8, 0)], [(1,)], [(1.0, 2)], [(True, 2)]):
        with pytest.raises(ValueError, match="read"):
            plot_value_table(table, read=bad)
    with pytest.raises(TypeError, match="read"):
        plot_value_table(table, read="3,5")


def test_nim_p_positions_3d_plots_one_point_per_pair():
    from gametheory_helpers.plotting import plot_nim_p_positions_3d

    ax = plot_nim_p_positions_3d(3)
    (points,) = ax.collections
    assert len(points.get_offsets()) == 16  # every (a, b) with a, b <= 3 has a xor b <= 3
    with pytest.raises(ValueError, match="limit"):
        plot_nim_p_positions_3d(0)


def test_binary_heaps_boxes_the_leading_column():
    from gametheory_helpers.plotting import plot_binary_heaps

    ax = plot_binary_heaps((7, 8, 9))
    # xor = 6 = 0110: leading 1 in the 4s column; only 7 has it: two boxes (heap 7, the xor)
    assert len(ax.patches) == 2
    assert len(plot_binary_heaps((1, 2, 3)).patches) == 0
    with pytest.raises(ValueError, match="heap size in heaps must be at least 0, got -1"):
        plot_binary_heaps((1, -1))


# -- no edge runs through a vertex it does not touch ----------------------------------------------


def _segment_distance(point, start, end):
    (px, py), (ax_, ay), (bx, by) = point, start, end
    dx, dy = bx - ax_, by - ay
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((px - ax_) * dx + (py - ay) * dy) / length2))
    return ((px - ax_ - t * dx) ** 2 + (py - ay - t * dy) ** 2) ** 0.5


def edges_through_vertices(ax):
    """(edge end points, vertex) pairs where a drawn edge comes within a node radius of a vertex.

    Measured on the drawing itself, in pixels: the vertices are the scatter's
    centres, an edge is the polyline of its drawn arrow (curves flattened).
    """
    ax.figure.canvas.draw()
    nodes = ax.collections[0]
    centres = [tuple(c) for c in ax.transData.transform(nodes.get_offsets())]
    radius = max(nodes.get_sizes()) ** 0.5 / 2 * ax.figure.dpi / 72
    found = []
    for patch in arrows(ax):
        polygons = patch.get_path().to_polygons(transform=ax.transData, closed_only=False)
        points = [tuple(q) for polygon in polygons for q in polygon]

        def nearest(q):
            return min(
                range(len(centres)),
                key=lambda k: (centres[k][0] - q[0]) ** 2 + (centres[k][1] - q[1]) ** 2,
            )

        ends = {nearest(points[0]), nearest(points[-1])}
        for i, centre in enumerate(centres):
            if i in ends:
                continue
            gap = min(
                _segment_distance(centre, a, b) for a, b in zip(points, points[1:], strict=False)
            )
            if gap < radius:
                found.append((sorted(ends), i))
    return found


def nim_graph(heaps):
    def moves(state):
        for i, heap in enumerate(state):
            for smaller in range(heap):
                yield state[:i] + (smaller,) + state[i + 1 :]

    return Game(moves, name="Nim").graph(heaps)


SG_DAG = [  # chapter 5's first game graph (its a -> e and b -> e once crossed c)
    ("a", "b"), ("a", "c"), ("a", "e"), ("b", "d"), ("b", "e"), ("c", "e"), ("c", "f"),
    ("d", "f"), ("d", "g"), ("e", "g"), ("f", "g"), ("b", "g"),
]  # fmt: skip
CH01_DAG = [
    ("h", "a"), ("h", "g"), ("a", "b"), ("a", "c"), ("b", "d"), ("b", "e"),
    ("c", "d"), ("c", "e"), ("d", "f"), ("e", "f"), ("e", "g"),
]  # fmt: skip
CH01_E2 = [
    (1, 2), (1, 3), (1, 4), (2, 5), (3, 5), (3, 6), (4, 6), (4, 7),
    (5, 8), (6, 8), (6, 9), (7, 9), (2, 8), (8, 10), (9, 10), (7, 10),
]  # fmt: skip


def _solved(edges):
    from gametheory_helpers.graph import solve_digraph

    return solve_digraph(edges)


DRAWN_GRAPHS = {  # every graph the notebooks, widgets and tests draw
    "ch05 SG dag": lambda: draw_game_graph(_solved(SG_DAG)),
    "ch01 Nim (1, 2)": lambda: draw_game_graph(nim_graph((1, 2))),
    "ch02 Bash m = 3 from 6": lambda: draw_game_graph(
        Game(lambda n: [n - k for k in (1, 2, 3) if k <= n]).graph(6)
    ),
    "take 1 or 2 from 5": lambda: draw_game_graph(take_1_or_2_graph(5)),
    "two heaps (2, 2)": lambda: draw_game_graph(grid_graph()),
    "Nim (2, 2)": lambda: draw_game_graph(nim_graph((2, 2))),
    "Nim (1, 2, 3)": lambda: draw_game_graph(nim_graph((1, 2, 3))),
    "ch01 dag": lambda: draw_digraph(nx.DiGraph(CH01_DAG)),
    "ch01 E2": lambda: draw_digraph(nx.DiGraph(CH01_E2)),
    "explorer default": lambda: draw_game_graph(
        _solved([("a", "b"), ("b", "c"), ("a", "c"), ("c", "d")])
    ),
    "triangle dag": lambda: draw_digraph(nx.DiGraph([(2, 1), (1, 0), (2, 0)])),
    "ch05 sum graph": lambda: draw_sum_graph(take_1_or_2_graph(3), nim_graph((2,))),
    **{
        f"{k}-cycle": (lambda k=k: draw_digraph(nx.DiGraph([(i, (i + 1) % k) for i in range(k)])))
        for k in (2, 3, 4)
    },
}


@pytest.mark.parametrize("name", sorted(DRAWN_GRAPHS))
def test_no_edge_passes_through_another_vertex(name):
    ax = DRAWN_GRAPHS[name]()
    assert edges_through_vertices(ax) == []


def test_the_edge_check_sees_a_straight_edge_through_a_vertex():
    # the check itself can fail: three vertices on a line, the long edge drawn straight
    fig, ax = plt.subplots()
    graph = nx.DiGraph([("a", "c")])
    graph.add_node("b")
    layout = {"a": (0.0, 0.0), "b": (1.0, 0.0), "c": (2.0, 0.0)}
    nx.draw_networkx(graph, layout, ax=ax, node_size=700)
    assert edges_through_vertices(ax) == [([0, 2], 1)] or len(edges_through_vertices(ax)) == 1


def test_route_edges_bends_only_blocked_edges():
    from gametheory_helpers.plotting import route_edges

    line = {"a": (0.0, 0.0), "b": (100.0, 0.0), "c": (200.0, 0.0)}
    routes = route_edges(line, [("a", "b"), ("a", "c")], clearance=20.0)
    assert routes[("a", "b")] == 0.0
    assert routes[("a", "c")] != 0.0


# == titles and labels of the chapter 8 and 9 figures (issue 27) ========================


def test_an_arm_without_steps_says_so_and_draws_its_stalks_apart_from_the_arm():
    from gametheory_helpers.plotting import plot_arm

    ax = plot_arm([1, 0])
    assert ax.get_title() == "arm [1, 0] = *1: no step"
    assert "none" not in ax.get_title()
    # the path v1 v2 and the stalk of v1: the stalk is grey and dashed, the arm solid
    styles = [(to_rgba(p.get_edgecolor()), p.get_linestyle()) for p in ax.patches]
    stalk, arm = to_rgba("#8c8c8c"), to_rgba("#59a14f")
    assert sorted(styles, key=str) == sorted(
        [(arm, "solid"), (arm, "solid"), (stalk, (0, (3, 2)))], key=str
    )
    assert [t.get_text() for t in ax.get_legend().get_texts()] == ["arm", "stalk"]
    assert plot_arm([0, 1]).get_title() == "arm [0, 1] = *3: steps at v2"


def test_the_halved_cycles_name_their_vertices_apart_from_the_first_cycle():
    from gametheory_helpers.plotting import plot_cycle_halving

    fig = plot_cycle_halving([3, 1, 2, 0, 5, 1])
    names = [{t.get_text() for t in ax.texts if t.get_text()[:1] in "vD"} for ax in fig.axes]
    assert names[0] == {f"v{j}" for j in range(1, 7)}
    assert names[1] == {f"D{r}" for r in range(1, 6)}  # class 0: 6 edges, blocks D1..D5
    assert names[2] == set()  # class 1: one edge, a loop on the ground
    assert not any(name.startswith("v") for panel in names[1:] for name in panel)


def test_the_nim_product_figures_write_otimes_in_mathtext():
    from gametheory_helpers.plotting import plot_element_orders, plot_nim_product_table

    texts = [
        plot_nim_product_table(16).get_title(),
        plot_element_orders(16).get_ylabel(),
    ]
    for text in texts:
        assert r"$\otimes$" in text or r"\otimes" in text, text
        assert "(x)" not in text
    fig = plt.gcf()
    fig.canvas.draw()  # mathtext parses


def test_the_chapter_9_notebook_titles_write_otimes_in_mathtext():
    import json
    import re
    from pathlib import Path

    path = Path(__file__).resolve().parent.parent / "notebooks/09_nim_product_and_tartan.ipynb"
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    code = ["".join(c["source"]) for c in cells if c["cell_type"] == "code"]
    titles = [line for source in code for line in source.splitlines() if "title=" in line]
    assert any(r"\otimes" in line for line in titles)
    # "(x)" standing alone between spaces was the old spelling of the product
    assert not [line for line in titles if re.search(r"(?<=\s)\(x\)(?=\s)", line)]


# -- tick labels that can be read (issue 27) ---------------------------------------------------


def overlapping_tick_labels(ax):
    """The pairs of tick labels of ``ax`` whose drawn boxes overlap (after a real draw)."""
    ax.figure.canvas.draw()
    renderer = ax.figure.canvas.get_renderer()
    clashes = []
    for labels in (ax.get_xticklabels(), ax.get_yticklabels()):
        boxes = [(t.get_text(), t.get_window_extent(renderer)) for t in labels if t.get_text()]
        for i, (first, box) in enumerate(boxes):
            clashes += [(first, second) for second, other in boxes[i + 1 :] if box.overlaps(other)]
    return clashes


def euclid_board():  # chapter 10, section 2: the outcome of (a, b) for a, b <= 24, as drawn there
    from gametheory_helpers.games import euclid

    game, size = euclid.euclid_game(), 24
    rows = [[game.outcome((a, b)) for a in range(1, size + 1)] for b in range(1, size + 1)]
    _, ax = plt.subplots(figsize=(4.2, 3.4))
    labels = range(1, size + 1)
    return plot_outcome_grid(
        rows, ax=ax, row_labels=labels, column_labels=labels, xlabel="a", ylabel="b",
        title="Euclid's game: outcome of (a, b)", annotate=False,
    )  # fmt: skip


def state_outcomes(k, stones, limit, size, **options):  # chapter 4's pictures of all states
    from gametheory_helpers.plotting import plot_state_outcomes

    _, ax = plt.subplots(figsize=size)
    return plot_state_outcomes(k, stones=stones, limit=limit, ax=ax, **options)


@pytest.mark.parametrize(
    "draw",
    [
        euclid_board,
        lambda: state_outcomes(1, 32, 16, (7, 2.6), lines=(12, 20, 24, 28, 31)),
        lambda: state_outcomes(2, 34, 14, (8, 3.4)),
        lambda: state_outcomes(3, 24, 12, (8, 3.6)),
    ],
    ids=["ch10-euclid", "ch04-k1-walls", "ch04-k2-states", "ch04-k3-states"],
)
def test_tick_labels_of_the_chapter_figures_do_not_overlap(draw):
    ax = draw()
    assert overlapping_tick_labels(ax) == []
    shown = [t.get_text() for t in ax.get_xticklabels()]
    assert shown[0] in ("0", "1") and len(shown) >= 8  # thinned, not removed


def test_state_outcomes_draws_the_slope_lines_of_the_walls():
    from gametheory_helpers.games.fibonacci import minimal_winning_takes

    for k in (1, 2):
        tau = minimal_winning_takes(k, 32)
        ax = state_outcomes(k, 32, 16, (7, 2.6), lines=(12, 20, 24, 28, 31))
        slopes = [line for line in ax.lines if line.get_gid() == "slope line"]
        assert len(slopes) == 5
        for m, line in zip((12, 20, 24, 28, 31), slopes, strict=True):
            (x0, x1), (y0, y1) = line.get_xdata(), line.get_ydata()
            assert (y1 - y0) == -k * (x1 - x0)  # slope k, climbing to the left
            # from the cell (m, 0) to the first P-cell (m - t, k t): t = tau(m)
            assert (x0 - 0.5, y0 + 0.5) == (m, 0)
            assert (x1 - 0.5, y1 + 0.5) == (m - tau[m], k * tau[m])
    assert [line.get_gid() for line in state_outcomes(1, 32, 16, (7, 2.6)).lines] == [None]
