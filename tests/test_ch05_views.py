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
