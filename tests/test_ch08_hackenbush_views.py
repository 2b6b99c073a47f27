"""Chapter 08 views: the Hackenbush pictures and the play-against-the-computer app."""

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402
from matplotlib.patches import Circle, FancyArrowPatch  # noqa: E402
from notebook_text import cell_with  # noqa: E402

from gametheory_helpers.games.hackenbush import grundy_value  # noqa: E402
from gametheory_helpers.plotting import (  # noqa: E402
    draw_hackenbush,
    hackenbush_layout,
    plot_fusion_steps,
)
from gametheory_helpers.widgets import hackenbush_play, parse_picture  # noqa: E402


@pytest.fixture(autouse=True)
def _close_figures():
    yield
    plt.close("all")


def test_layout_puts_vertices_at_their_distance_from_the_ground():
    layout = hackenbush_layout([(0, 1), (1, 2), (2, 0), (2, 3)], ground=0)
    assert {v: y for v, (_, y) in layout.items()} == {0: 0, 1: 1, 2: 1, 3: 2}


def test_a_tree_is_labelled_by_the_colon_principle():
    ax = draw_hackenbush([(0, 1), (1, 2), (1, 3), (0, 4)], ground=0)
    labels = sorted(t.get_text() for t in ax.texts)
    # leaves 2, 3, 4 are 0; vertex 1 is *1 xor *1 = 0; the picture is (0+1) xor (0+1) = 0
    assert labels == ["0", "0", "0", "0"]
    assert ax.get_title() == "value 0"


def test_every_edge_loop_and_parallel_edge_is_drawn():
    edges = [(0, 1), (1, 2), (1, 2), (2, 2), (0, 0)]
    ax = draw_hackenbush(edges, ground=0, show_edge_ids=True)
    arcs = [p for p in ax.patches if isinstance(p, FancyArrowPatch)]
    loops = [p for p in ax.patches if isinstance(p, Circle)]
    assert (len(arcs), len(loops)) == (3, 2)
    assert sorted(t.get_text() for t in ax.texts) == ["0", "1", "2", "3", "4"]
    assert ax.get_title() == f"value *{grundy_value(edges, 0)}"


def test_a_position_draws_only_the_edges_left():
    ax = draw_hackenbush([(0, 1), (1, 2), (2, 3)], 0, edge_ids={0}, show_edge_ids=True)
    # the edge id 0, and the value 0 of the (empty) subtree above vertex 1
    assert [t.get_text() for t in ax.texts] == ["0", "0"]
    assert ax.get_title() == "value *1"


def test_fusion_steps_reach_the_value_of_the_picture():
    picture = [(0, 1), (1, 2), (2, 3), (3, 1), (1, 4), (4, 5), (5, 1), (5, 5), (0, 6), (6, 0)]
    fig = plot_fusion_steps(picture, 0)
    titles = [ax.get_title() for ax in fig.axes]
    assert titles[0] == "1. the picture: 2 cycle blocks"
    assert titles[1] == "2. fuse each block: 9 loops"  # 3 + 3 + 1 around 1, 2 at the ground
    assert titles[2] == f"3. the tree: value *{grundy_value(picture, 0)}"
    assert sum(isinstance(p, Circle) for p in fig.axes[1].patches) == 9


def test_bad_picture_input_raises_a_clear_error():
    with pytest.raises(ValueError, match="ground 5 is not"):
        draw_hackenbush([(0, 1)], 5)
    with pytest.raises(ValueError, match="is not an edge"):
        parse_picture("0-1, 2")


def test_the_app_plays_a_whole_match_and_the_computer_never_loses_a_won_game():
    app = hackenbush_play("0-1, 1-2, 2-0, 1-3, 3-4, 0-5", ground=0).app
    assert app.play_app.session.outcome() == "N"  # the student can win: *1 + *2 + *1 = *2
    while app.winner is None:
        app.cut(min(app.position))  # a naive student: always cut the lowest-numbered edge
    assert app.winner == "computer"
    assert "<img" in app.play_app.board.value


def test_the_app_follows_a_perfect_student_to_victory():
    app = hackenbush_play("0-1, 1-2, 2-0, 1-3, 3-4, 0-5", ground=0).app
    while app.winner is None:
        (winning, *_) = app.play_app.session.hint()
        cut = next(i for i in sorted(app.position) if app.game.cut(app.position, i) == winning)
        app.cut(cut)
        if app.winner is None:
            assert "worth" in app.play_app.status.value  # the computer explains its move
    assert app.winner == "human"


def test_the_app_shows_bad_input_instead_of_raising():
    app = hackenbush_play().app
    app.cut(42)
    assert "not in the picture" in app.error
    app.picture_input.value = "0-1, 1-2"
    app.ground_input.value = "9"
    app.new_picture()
    assert "ground 9" in app.error
    app.ground_input.value = "zero"
    app.new_picture()
    assert "as a vertex" in app.error
    app.picture_input.value = ", ".join("0-1" for _ in range(17))
    app.ground_input.value = "0"
    app.new_picture()
    assert "more than this app solves" in app.error
    app.picture_input.value = "0-1, 1-2, 1-2"
    app.new_picture()
    assert app.error == "" and app.position == frozenset({0, 1, 2})
    assert [label for label, _ in app.play_app.moves.options][0] == "cut edge 0 (0-1), 2 more fall"


def test_arm_value_is_the_brute_force_value_of_the_arm():
    from gametheory_helpers.plotting import arm_value, plot_arm

    for stalks in ([], [0], [1, 0], [0, 1], [2, 1, 0], [1, 1, 3]):
        edges = [(j, j + 1) for j in range(len(stalks))]
        for j, length in enumerate(stalks, start=1):
            chain = [j] + [(j, "s", i) for i in range(length)]
            edges += list(zip(chain[:-1], chain[1:], strict=True))
        assert arm_value(stalks) == (grundy_value(edges, 0) if edges else 0)
    ax = plot_arm([1, 0, 2])
    assert ax.get_title() == "arm [1, 0, 2] = *6: steps at v1, v2"
    with pytest.raises(ValueError, match="stalk length in stalks must be at least 0, got -2"):
        plot_arm([1, -2])


def test_halved_cycles_carry_the_cut_values_and_the_figure_labels_them():
    import random

    from gametheory_helpers.plotting import arm_value, halved_cycle, plot_cycle_halving

    def cuts(s):
        return [arm_value(s[:i]) ^ arm_value(s[i:][::-1]) for i in range(len(s) + 1)]

    rng = random.Random(8)
    for _ in range(500):
        s = [rng.randrange(20) for _ in range(rng.randrange(9))]
        classes = [halved_cycle(s, c) for c in (0, 1)]
        assert sorted(classes[0][0] + classes[1][0]) == list(range(len(s) + 1))
        for positions, halved, sigma in classes:
            for q, i in enumerate(positions):
                assert cuts(s)[i] // 2 == sigma ^ cuts(halved)[q]
    fig = plot_cycle_halving([3, 1, 2, 0, 5, 1])
    labels = [t.get_text() for t in fig.axes[0].texts if t.get_text().isdigit()]
    assert sorted(labels, key=int) == sorted(map(str, cuts([3, 1, 2, 0, 5, 1])[:7]), key=int)
    assert labels.count("4") == 1  # B = 3^1^2^0^5^1 = 4: exactly one good cut (cycle lemma)


def _edge_labels(ax):
    return [t for t in ax.texts if (t.get_gid() or "").startswith("edge-label-")]


def _label_boxes_and_vertices(figure, ax):
    figure.canvas.draw()
    renderer = figure.canvas.get_renderer()
    boxes = [t.get_bbox_patch().get_window_extent(renderer) for t in _edge_labels(ax)]
    vertices = [
        ax.transData.transform(line.get_xydata()[0])
        for line in ax.lines
        if line.get_marker() == "o"
    ]
    return boxes, vertices


def test_the_widgets_edge_numbers_are_readable_and_clear_of_the_vertices():
    # the numbers the student cuts by were 7 px tall: now at least 12 px on screen
    app = hackenbush_play("0-1, 1-2, 2-0, 1-3, 3-4, 0-5").app
    figure = app.figure(app.position)
    ax = figure.axes[0]
    labels = _edge_labels(ax)
    assert len(labels) == 6
    for label in labels:
        assert label.get_fontsize() * figure.dpi / 72 >= 12
        assert label.get_bbox_patch().get_facecolor()[:3] == (1.0, 1.0, 1.0)
    boxes, vertices = _label_boxes_and_vertices(figure, ax)
    assert vertices and not any(box.contains(*point) for box in boxes for point in vertices)
    for box in boxes:
        assert box.height >= 12


def test_the_chapters_tree_numbers_are_readable_and_do_not_overlap():
    # chapter 08's first picture: figsize (4, 2.6), drawn at the notebook's 100 dpi
    tree = [(0, 1), (1, 2), (1, 3), (0, 4), (4, 5)]
    figure, ax = plt.subplots(figsize=(4, 2.6), dpi=100)
    draw_hackenbush(tree, 0, show_values=False, show_edge_ids=True, ax=ax)
    assert [t.get_text() for t in _edge_labels(ax)] == ["0", "1", "2", "3", "4"]
    boxes, vertices = _label_boxes_and_vertices(figure, ax)
    assert all(box.height >= 12 for box in boxes)
    assert not any(box.contains(*point) for box in boxes for point in vertices)
    for i, box in enumerate(boxes):
        assert not any(box.overlaps(other) for other in boxes[i + 1 :])


def _crosses(p, q, r, s):
    """Whether the segments pq and rs cross at a point inside both (not at a shared end)."""

    def side(a, b, c):
        return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])

    d1, d2, d3, d4 = side(r, s, p), side(r, s, q), side(p, q, r), side(p, q, s)
    return d1 * d2 < 0 and d3 * d4 < 0


def test_the_cycles_stalks_are_dashed_and_never_cross_the_cycle():
    # issue #37: the stalks were solid green branches running into the cut edge v3-v4
    from matplotlib.colors import to_hex

    from gametheory_helpers.plotting import plot_cycle_halving
    from gametheory_helpers.plotting.hackenbush import STALK_COLOR, _arch_layout

    stalks = [3, 1, 2, 0, 5, 1]
    layout = _arch_layout(stalks)
    ground = {j: (layout[j][0], 0.0) for j in (1, len(stalks))}  # the two legs stand on it
    cycle = [(ground[1], layout[1])]
    cycle += [(layout[j], layout[j + 1]) for j in range(1, len(stalks))]
    cycle += [(layout[len(stalks)], ground[len(stalks)])]
    stalk_edges = []
    for j, length in enumerate(stalks, start=1):
        chain = [layout[j]] + [layout[(j, "stalk", k)] for k in range(length)]
        stalk_edges += list(zip(chain[:-1], chain[1:], strict=True))
    assert len(stalk_edges) == sum(stalks)
    assert not any(_crosses(*a, *b) for a in stalk_edges for b in cycle)
    assert all(y > 0 for (_, y) in layout.values())
    fig = plot_cycle_halving(stalks)
    ax = fig.axes[0]
    drawn = {tuple(line.get_xydata()[0]) for line in ax.lines if line.get_marker() == "o"}
    assert drawn == {tuple(map(float, xy)) for xy in layout.values()}
    grey = [p for p in ax.patches if to_hex(p.get_edgecolor()) == STALK_COLOR]
    assert len(grey) == sum(stalks)
    assert all(p.get_linestyle() != "-" for p in grey)  # dashed
    legend = [t.get_text() for t in ax.get_legend().get_texts()]
    assert legend == ["cut in class 0", "cut in class 1", "stalk"]


def test_the_cycles_vertex_names_touch_no_value_box_and_no_other_name():
    # issue #37: v1 and v6 touched the value boxes of the edges below them (chapter 08's size)
    import random

    from gametheory_helpers.plotting import plot_cycle_halving

    rng = random.Random(37)
    pictures = [[3, 1, 2, 0, 5, 1]] + [
        [rng.randrange(6) for _ in range(rng.randrange(1, 8))] for _ in range(12)
    ]
    for stalks in pictures:
        fig = plot_cycle_halving(stalks, figsize=(11, 3.4))
        fig.canvas.draw()
        renderer = fig.canvas.get_renderer()
        for ax in fig.axes:
            names = [t for t in ax.texts if t.get_gid() == "vertex-name"]
            boxes = [t.get_bbox_patch().get_window_extent(renderer) for t in _edge_labels(ax)]
            if ax is fig.axes[0]:  # a name per vertex v1..v(m-1), a value per cut
                assert len(names) == len(boxes) - 1 == len(stalks)
            extents = [t.get_window_extent(renderer) for t in names]
            for i, extent in enumerate(extents):
                assert not any(extent.overlaps(box) for box in boxes), (stalks, names[i])
                assert not any(extent.overlaps(other) for other in extents[i + 1 :]), stalks
        plt.close(fig)


def test_the_arms_legend_stays_under_the_ground():
    # issue #37: the legend in the upper left covered a stalk
    from gametheory_helpers.plotting import plot_arm

    figure, axes = plt.subplots(1, 2, figsize=(8, 2.8))
    for ax, stalks in zip(axes, ([1, 0], [0, 1]), strict=True):
        plot_arm(stalks, ax)
    figure.canvas.draw()
    renderer = figure.canvas.get_renderer()
    for ax in axes:
        legend = ax.get_legend().get_window_extent(renderer)
        ground = ax.transData.transform((0, 0))[1]
        assert legend.y1 <= ground
        for patch in ax.patches:
            assert not legend.overlaps(patch.get_window_extent(renderer))


def test_trees_can_name_their_vertices_and_values_are_plain_numbers():
    # issue #37: the text spoke of "vertex 3" the figure did not draw; labels mixed 0 and *1
    edges = [(0, 1), (1, 2), (1, 3), (3, 4), (3, 5), (5, 6)]
    ax = draw_hackenbush(edges, 0, show_vertex_ids=True)
    texts = [t.get_text() for t in ax.texts]
    assert sorted(t for t in texts if t.startswith("v")) == [f"v{u}" for u in range(1, 7)]
    values = [t for t in texts if not t.startswith("v")]
    assert all(t.isdigit() for t in values), values
    # the colon principle by hand: v3 carries a leaf (0) and a stalk of 2 (v5 is 1): 1 ^ 2
    assert sorted(values, key=int) == ["0", "0", "0", "1", "3", "5"]
    plain = draw_hackenbush(edges, 0)
    assert not any(t.get_text().startswith("v") for t in plain.texts)
    # and the text names the vertices as the figure draws them (both editions)
    text = cell_with("08_hackenbush.ipynb", "Each label is the brute-force value")
    assert "the figure names v3 has children v4 (label 0) and v5 (label 1)" in text
    chinese = cell_with("zh/08_hackenbush.ipynb", "以第三棵树为例")
    assert "v3 的顶点有两个子结点 v4（标注 0）和 v5（标注 1）" in chinese


def test_the_proof_map_has_a_box_per_step_in_the_readers_language():
    from matplotlib.patches import FancyBboxPatch

    from gametheory_helpers import set_language
    from gametheory_helpers.plotting import plot_fusion_proof_map
    from gametheory_helpers.plotting.hackenbush import PROOF_STEPS, PROOF_USES

    ax = plot_fusion_proof_map()
    assert sum(isinstance(p, FancyBboxPatch) for p in ax.patches) == len(PROOF_STEPS) == 6
    arrows = [t for t in ax.texts if t.get_text() == ""]
    assert len(arrows) == len(PROOF_USES)
    steps = {step for step, *_ in PROOF_STEPS}
    assert all(a in steps and b in steps for a, b in PROOF_USES)
    assert "Theorem F: SG(G) = R(G)" in ax.texts[len(PROOF_STEPS) - 1].get_text()
    try:
        set_language("zh")
        chinese = plot_fusion_proof_map()
        assert "折半引理" in chinese.texts[1].get_text()
    finally:
        set_language("en")
