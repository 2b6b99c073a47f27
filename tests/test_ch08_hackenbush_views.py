"""Chapter 08 views: the Hackenbush pictures and the play-against-the-computer app."""

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402
from matplotlib.patches import Circle, FancyArrowPatch  # noqa: E402

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
