"""Chapter 05 figures and the SG explorer, driven without a browser."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

from gametheory_helpers.games import octal, subtraction  # noqa: E402
from gametheory_helpers.plotting import plot_grundy_grid, plot_grundy_sequence  # noqa: E402
from gametheory_helpers.widgets import SGExplorer, play, sg_explorer  # noqa: E402


def test_sequence_plot_marks_zeros_and_period():
    values = subtraction.grundy_sequence({1, 3, 4}, 30)
    ax = plot_grundy_sequence(values, period=(0, 7), title="S = {1, 3, 4}")
    assert len(ax.patches) >= 30  # one bar per value
    offsets = ax.collections[0].get_offsets()
    assert sorted(int(x) for x, _ in offsets) == [n for n, v in enumerate(values) if v == 0]
    assert len(ax.lines) == len(range(0, 30, 7))
    plt.close(ax.figure)


def test_grid_plot_and_bad_input():
    ax = plot_grundy_grid([[0, 1], [1, None]], title="t")
    assert ax.get_title() == "t"
    plt.close(ax.figure)
    with pytest.raises(ValueError, match="rectangle"):
        plot_grundy_grid([[0, 1], [1]])
    with pytest.raises(ValueError, match="SG value in values must be at least 0"):
        plot_grundy_sequence([0, -1])


def test_explorer_subtraction_then_octal_then_errors():
    app = SGExplorer("2, 5, 6", n=40)
    assert app.kind == "subtraction"
    assert app.values == subtraction.grundy_sequence({2, 5, 6}, 40)
    assert app.period == (0, 11) and app.certified
    assert app.p_positions == [n for n, v in enumerate(app.values) if v == 0]
    app.rule_input.value = "0.07"
    assert app.kind == "octal" and app.period == (53, 34) and app.certified
    assert app.values == octal.naive_grundy_sequence("0.07", 40)
    app.n_input.value = 100
    assert len(app.values) == 100
    app.rule_input.value = "0.007"  # Treblecross: not certified, the period is only apparent
    assert not app.certified and app.error == ""
    assert "not certified" in app.result.value
    for bad, fragment in [
        ("1, x", "not a positive whole number"),
        ("2.7", "0 or 4"),
        ("", "empty"),
    ]:
        app.rule_input.value = bad
        assert fragment in app.error
        assert app.values == []


def test_explorer_container_and_play_on_a_sum():
    box = sg_explorer("0.77", n=30)
    assert box.app.period == (71, 12)
    game = octal.octal_game("0.77")
    session = play(game, (3, 4)).app.session
    assert session.position == (3, 4)


def test_sum_graph_is_the_product_with_xor_values():
    from gametheory_helpers import Game
    from gametheory_helpers.plotting import draw_sum_graph

    take12 = Game(lambda n: [n - k for k in (1, 2) if k <= n], name="take 1 or 2")
    heap = Game(lambda n: range(n), name="heap")
    ax = draw_sum_graph(take12.graph(3), heap.graph(2), title="sum")
    texts = {t.get_text() for t in ax.texts}
    # 4 + 3 factor positions and 4 x 3 sum positions; SG(x) = x % 3 and SG(y) = y by hand
    for x in range(4):
        for y in range(3):
            assert f"({x}, {y})\nSG={(x % 3) ^ y}" in texts
    moves = 5 * 3 + 4 * 3  # take-1-or-2 from 3 has 5 moves, a heap of 2 has 3
    assert sum(type(p).__name__ == "FancyArrowPatch" for p in ax.patches) == 5 + 3 + moves
    assert ax.get_title() == "sum"
    plt.close(ax.figure)
    with pytest.raises(TypeError, match="game graphs"):
        draw_sum_graph([1, 2], heap.graph(2))
    with pytest.raises(ValueError, match="too big"):
        draw_sum_graph(heap.graph(13), heap.graph(1))


def test_period_window_marks_the_differences_and_the_window():
    from gametheory_helpers.plotting import plot_period_window

    # 0.31 by hand: SG = 0, 1, 2, then 0, 1 alternating; preperiod 3, period 2, max take 2
    values = [0, 1, 2] + [0, 1] * 8
    ax = plot_period_window(values, 3, 2, 2, title="0.31")
    red = [
        p
        for p in ax.patches
        if p.get_facecolor()[:3] == pytest.approx((0.882, 0.341, 0.349), abs=0.01)
    ]
    assert len(red) == 2 * 3  # columns 0, 1, 2 differ from two steps later (0 vs 2, 1 vs 0, 2 vs 1)
    frame = [p for p in ax.patches if not p.get_fill()]
    assert len(frame) == 1 and frame[0].get_x() == 3 and frame[0].get_width() == 2 * 3 + 2 + 2 - 3
    plt.close(ax.figure)
    with pytest.raises(ValueError, match="need SG values up to n = 11"):
        plot_period_window(values[:11], 3, 2, 2)
    with pytest.raises(ValueError, match="period must be at least 1, got 0"):
        plot_period_window(values, 3, 0, 2)
