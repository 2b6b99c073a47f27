"""Chapter 07 views: the coin-row picture, the value plots and the coin-row play app."""

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402
from matplotlib.colors import to_rgba  # noqa: E402

from gametheory_helpers.games.coins import (  # noqa: E402
    coin_game,
    mock_turtles,
    mock_turtles_grundy,
    one_or_two_coins,
    parse_coins,
    ruler,
    turn,
)
from gametheory_helpers.plotting import (  # noqa: E402
    HEADS_COLOR,
    N_COLOR,
    P_COLOR,
    TAILS_COLOR,
    draw_coin_row,
    plot_coin_values,
    plot_ruler_window,
)
from gametheory_helpers.widgets import CoinPlayApp, coin_play, render_coin_row  # noqa: E402


@pytest.fixture(autouse=True)
def no_show_and_close(monkeypatch):
    def forbidden(*args, **kwargs):
        raise AssertionError("plotting functions and apps must not call plt.show()")

    monkeypatch.setattr(plt, "show", forbidden)
    plt.close("all")
    yield
    plt.close("all")


# == figures ==================================================================================


def test_coin_row_colours_heads_and_outlines_the_turned_coins():
    ax = draw_coin_row({1, 3}, 5, turned={1, 3}, values=[1, 2, 4, 7, 8])
    faces = [patch.get_facecolor() for patch in ax.patches]
    assert faces == [to_rgba(HEADS_COLOR if x in (1, 3) else TAILS_COLOR) for x in range(5)]
    widths = [patch.get_linewidth() for patch in ax.patches]
    assert widths[1] > widths[0] and widths[3] > widths[2]
    texts = {t.get_text() for t in ax.texts}
    assert {"*2", "*7"} <= texts and "*1" not in texts  # values only above heads


def test_coin_row_numbers_start_at_first():
    ax = draw_coin_row({2}, 3, first=1)
    assert {"1", "2", "3"} <= {t.get_text() for t in ax.texts}


def test_value_plot_bars_and_guide():
    values = [mock_turtles_grundy(i) for i in range(16)]
    ax = plot_coin_values(values, guide=lambda x: 2 * x, guide_label="2x", title="Mock Turtles")
    assert [bar.get_height() for bar in ax.patches] == values
    assert list(ax.lines[0].get_ydata()) == [2 * x for x in range(16)]
    assert ax.get_title() == "Mock Turtles"


def test_value_plot_highlight():
    ax = plot_coin_values([1, 2, 1, 4], first=1, highlight=lambda v: v > 1)
    colours = [bar.get_facecolor() for bar in ax.patches]
    assert colours[0] == colours[2] != colours[1] == colours[3]
    assert [bar.get_x() + bar.get_width() / 2 for bar in ax.patches] == [1, 2, 3, 4]


def test_figures_reject_bad_input():
    with pytest.raises(ValueError, match="outside the row"):
        draw_coin_row({7}, 5)
    with pytest.raises(ValueError, match="one SG value per coin"):
        draw_coin_row({1}, 5, values=[1, 2])
    with pytest.raises(ValueError, match="must not be empty"):
        plot_coin_values([])


# == the play app ============================================================================


def test_render_coin_row_marks_heads():
    text = render_coin_row({0, 2}, 3, values=[1, 2, 4])
    assert text.count("●") == 2 and text.count("○") == 1
    assert "*4" in text and "*2" not in text


def test_student_move_by_clicking_then_computer_reaches_a_p_position():
    app = coin_play(mock_turtles(), "HTHTTHHTHH").app  # heads 0, 2, 5, 6, 8, 9
    assert isinstance(app, CoinPlayApp)
    app.select({9})  # turn coin 9 alone: leaves 1^4^13^14^16 = 22, an N-position
    assert app.selected == {9}
    app.turn_selected()
    assert app.error == ""
    assert app.session.history[0].after == frozenset({0, 2, 5, 6, 8})
    reply = app.session.history[1]
    assert coin_game(mock_turtles()).grundy(reply.after) == 0
    assert "SG =" in reply.reason and reply.reason.endswith("= 0)")
    assert "frozenset" not in app.status.value and "I played turn coin" in app.status.value
    assert app.selected == frozenset()  # buttons released after the move
    assert app.last_computer_move.startswith("turn coin")


def test_illegal_clicks_show_messages_and_change_nothing():
    app = coin_play(mock_turtles(), "HTHTH").app
    start = app.session.position
    app.turn_selected()
    assert app.error == "click the coins you want to turn first"
    app.select({1, 3})
    app.turn_selected()
    assert "must be heads up" in app.error
    app.select({0, 1, 2, 4})  # four coins: Mock Turtles turns at most three
    app.turn_selected()
    assert "does not allow" in app.error
    assert app.session.position == start and app.session.history == []


def test_coins_are_listed_with_the_readers_separator():
    """In Chinese a list of coins reads 2、3, not "2, 3" (the separator goes through gettext)."""
    from gametheory_helpers.i18n import set_language

    app = coin_play(ruler(), "THTH").app  # coins 1..4, heads 2 and 4
    assert app.describe_turn(frozenset({2, 4}), frozenset({2, 3})) == "turn coins 3, 4 → THHT"
    set_language("zh")
    try:
        described = app.describe_turn(frozenset({2, 4}), frozenset({2, 3}))
        app.select({2, 4})
        app.turn_selected()
        refused = app.error
    finally:
        set_language("en")
    assert "3、4" in described and ", " not in described, described
    assert "2、4" in refused and ", " not in refused, refused


def test_ruler_app_accepts_runs_only():
    app = coin_play(ruler(), "THTH").app  # coins 1..4, heads 2 and 4
    app.select({2, 4})
    app.turn_selected()
    assert "does not allow" in app.error
    app.select({3, 4})
    app.turn_selected()
    assert app.error == ""
    assert app.session.history[0].after == frozenset({2, 3})


def test_choosing_from_the_list_still_works_and_values_show():
    app = coin_play(one_or_two_coins(), "HHH").app  # Nim heaps 1, 2, 3: a P-position
    app.show_values.value = True
    assert "*3" in app.board.value
    labels = [label for label, _ in app.moves.options]
    assert all(label.startswith("turn coin") for label in labels)
    option = app.moves.options[0][1]
    app.choose(option)
    assert app.session.history[0].after == option
    assert app.session.position in coin_game(one_or_two_coins()).options(option)


def test_new_game_from_a_typed_row_and_bad_rows():
    app = coin_play(mock_turtles(), "TH").app
    app.start_input.value = "THTTTH"
    app.new_game()
    assert app.error == ""
    assert app.session.position == parse_coins("THTTTH")
    assert len(app.coin_buttons) == 6
    app.start_input.value = "THX"
    app.new_game()
    assert "cannot read 'X'" in app.error
    assert app.session.position == parse_coins("THTTTH")
    app.start_input.value = ""
    app.new_game()
    assert "1 to 40 coins" in app.error


def test_computer_first_and_game_over():
    app = coin_play(mock_turtles(), "H", human_first=False).app  # it turns coin 0 and wins
    assert app.session.winner == "computer"
    assert app.turn_button.disabled
    app.select({0})
    app.turn_selected()
    assert "game is over" in app.error
    app.undo()
    assert app.error  # no move of the student's to take back: a message, not an exception


def test_whole_match_computer_never_loses_from_an_n_position():
    app = coin_play(mock_turtles(), "HTHHTH", human_first=False).app
    while not app.session.is_over:
        app.choose(app.session.legal_moves()[-1])
    assert app.session.winner == "computer"
    for move in app.session.history:
        assert move.after == turn(move.before, move.before ^ move.after)


def test_bad_rule_is_a_type_error():
    with pytest.raises(TypeError, match="CoinRule"):
        coin_play("mock turtles")


@pytest.mark.parametrize("rule", [mock_turtles(), ruler()], ids=lambda r: r.name)
def test_a_row_of_forty_heads_plays_by_the_theorem(rule):
    # 2**40 positions: the app answers by the single-head theorem, not by search
    app = coin_play(rule, "H" * 40, human_first=False).app
    app.show_values.value = app.show_hint.value = True
    reply = app.session.history[-1]
    value = app.value_of(reply.after)
    assert ("reaching a P-position" in reply.reason) == (value == 0)
    assert "SG value" in app.status.value and not app.error
    moves = app.session.legal_moves()
    listed = [option for _label, option in app.moves.options]
    assert listed == moves[: len(listed)] and len(listed) == min(300, len(moves))
    if len(moves) > 300:  # the others are one click away
        assert f"first 300 of {len(moves):,} moves" in app.status.value
        unlisted = moves[-1]
        app.select(app.session.position ^ unlisted)
        app.turn_selected()
        assert not app.error and app.session.history[-2].after == unlisted


@pytest.mark.parametrize("row", ["HTHHTH", "THHTHT", "HHHHHT", "HTTHHH"])
def test_the_apps_answers_agree_with_the_brute_force(row):
    app = coin_play(mock_turtles(), row).app
    game = coin_game(mock_turtles())
    while not app.session.is_over:
        position = app.session.position
        assert app.session.outcome() == game.outcome(position)
        assert app.session.hint() == game.winning_moves(position)
        app.choose(app.session.legal_moves()[0])


def test_ruler_window_colours_the_window_and_its_wall():
    # x = 12 = 4 * 3: the window is coins 9, 10, 11 (values < 4), the wall coin 8 (value 8)
    ax = plot_ruler_window(12, title="x = 12")
    bars = ax.patches[:12]
    assert [round(b.get_height()) for b in bars] == [1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4]
    blue = [i + 1 for i, b in enumerate(bars[:11]) if b.get_facecolor() == to_rgba(N_COLOR)]
    orange = [i + 1 for i, b in enumerate(bars[:11]) if b.get_facecolor() == to_rgba(P_COLOR)]
    assert blue == [9, 10, 11] and orange == [8]
    assert bars[11].get_facecolor()[3] == 0  # coin x: an outline only
    # the picture's claim: the runs ending at 11 inside the window give 0..3, longer ones >= 8
    window, longer = [], []
    for start in range(1, 13):
        run = 0
        for y in range(start, 12):
            run ^= y & -y
        (window if start >= 9 else longer).append(run)
    assert sorted(window) == [0, 1, 2, 3] and min(longer) >= 8
    # a power of 2 has no wall: every coin left of it is in the window
    ax = plot_ruler_window(8)
    assert [b.get_facecolor() for b in ax.patches[:7]] == [to_rgba(N_COLOR)] * 7
    with pytest.raises(ValueError, match="at least 1"):
        plot_ruler_window(0)
    with pytest.raises(TypeError, match="integer"):
        plot_ruler_window("12")
