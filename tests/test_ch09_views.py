"""Chapter 9 figures and the turning-corners board, driven without a browser."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

from gametheory_helpers.games.nimbers import turning_corners_value  # noqa: E402
from gametheory_helpers.plotting import (  # noqa: E402
    plot_element_orders,
    plot_grundy_table,
    plot_nim_product_table,
)
from gametheory_helpers.widgets import parse_heads, turning_corners_board  # noqa: E402


@pytest.fixture(autouse=True)
def _close_figures():
    yield
    plt.close("all")


def test_product_table_figure_shows_the_seed_table_and_subfields():
    ax = plot_nim_product_table(16)
    texts = [t.get_text() for t in ax.texts]
    assert len(texts) == 256 and texts[16 * 2 + 2] == "3"  # 2 (x) 2 = 3
    assert texts[16 * 15 + 15] == "9"  # 15 (x) 15 = 9 (the slides)
    assert [p.get_width() for p in ax.patches] == [2, 4]  # GF(4) and GF(16) blocks (16 = the edge)
    ax = plot_nim_product_table(256)
    assert len(ax.texts) == 0 and [p.get_width() for p in ax.patches] == [2, 4, 16]


def test_grundy_table_and_orders_reject_bad_input():
    with pytest.raises(ValueError, match="rectangular"):
        plot_grundy_table([[1, 2], [3]])
    with pytest.raises(ValueError, match="limit <= 256"):
        plot_element_orders(1000)
    with pytest.raises(ValueError, match="at least 2"):
        plot_nim_product_table(1)


def test_element_orders_levels():
    ax = plot_element_orders(16)
    # GF(2): 1 has order 1; GF(4): 2, 3 have order 3; GF(16) \ GF(4): orders 5 or 15
    levels = {int(x): int(y) for c in ax.collections for x, y in c.get_offsets()}
    labels = [t.get_text() for t in ax.get_yticklabels()]
    orders = {a: int(labels[level]) for a, level in levels.items()}
    assert orders[1] == 1 and orders[2] == orders[3] == 3
    assert {orders[a] for a in range(4, 16)} == {5, 15}


def test_board_plays_a_whole_game():
    app = turning_corners_board({(2, 2)}, rows=3, columns=3).app
    assert app.value == 3 and not app.is_over
    app.click(2, 2)
    assert app.selected == (2, 2)
    app.click(0, 0)  # the winning move: every head left is on row 0 or column 0
    assert app.is_over and app.winner == "human"
    assert "You win" in app.status.value
    app.click(1, 1)
    assert "over" in app.error


def test_computer_replies_to_value_zero_and_explains():
    app = turning_corners_board({(3, 3)}, rows=4, columns=4).app
    app.play(3, 3, 2, 2)  # a mistake (value 1 ^ 1 ^ 3): the computer moves to value 0
    assert app.to_move == "human" and app.value == 0
    assert "xor of x ⊗ y over the heads is 0" in app.last_reason
    app.undo()
    assert app.heads == frozenset({(3, 3)}) and app.history == []


def test_computer_first_from_a_p_position_keeps_playing():
    heads = {(1, 2), (2, 1)}  # HDU3404 sample: value 0
    app = turning_corners_board(heads, rows=3, columns=3, human_first=False).app
    assert "Every move loses" in app.last_reason
    assert turning_corners_value(app.heads) != 0


def test_bad_clicks_and_bad_input_show_messages():
    app = turning_corners_board({(2, 3)}, rows=4, columns=5).app
    app.click(0, 0)
    assert "tails" in app.error
    app.click(2, 3)
    app.click(3, 0)
    assert "not above and to the left" in app.error
    app.play(2, 3, 2, 0)
    assert "strictly left of and below" in app.error
    app.start_input.value = "(9, 9)"
    app.new_game()
    assert "off the board" in app.error
    app.start_input.value = "(1, 2"
    app.new_game()
    assert "cannot read" in app.error
    app.start_input.value = "(1, 2), (3, 4)"
    app.new_game()
    assert app.error == "" and app.heads == frozenset({(1, 2), (3, 4)})
    app.undo()
    assert "no move of yours" in app.error


def test_random_start_is_reproducible_and_hint_lists_winning_moves():
    first = turning_corners_board(seed=7).app
    second = turning_corners_board(seed=7).app
    assert first.heads == second.heads and len(first.heads) == 4
    first.show_hint.value = True
    assert "Hint" in first.status.value
    first.show_values.value = True
    assert any(b.description.startswith("● ") for row in first.buttons for b in row)


def test_parse_heads():
    assert parse_heads("") == frozenset()
    assert parse_heads("(1, 2)") == frozenset({(1, 2)})
    assert parse_heads("[[1, 2], [3, 4]]") == frozenset({(1, 2), (3, 4)})
    with pytest.raises(ValueError, match="not a head"):
        parse_heads("5")


def test_corner_move_figure_shows_the_change_as_a_product_of_differences():
    from gametheory_helpers.games.nimbers import nim_multiply, turning_corners
    from gametheory_helpers.plotting import plot_corner_move

    ax = plot_corner_move((2, 3), (1, 1))
    assert ax.get_title() == "corners of (1, 1)-(2, 3): 1 ⊕ 3 ⊕ 2 ⊕ 1 = 3 ⊗ 2 = 1"
    # the change the title states is what the game does: head (2, 3) of value 1 goes to 0
    game = turning_corners()
    after = frozenset({(1, 3), (2, 1), (1, 1)})
    assert game.grundy(frozenset({(2, 3)})) ^ game.grundy(after) == nim_multiply(3, 2)
    cells = [t.get_text() for t in ax.texts]
    assert len(cells) == 4 * 5 and cells[3 * 5 + 4] == str(nim_multiply(3, 4))
    with pytest.raises(ValueError, match="above and left"):
        plot_corner_move((2, 3), (2, 1))
    with pytest.raises(ValueError, match="head must be a pair"):
        plot_corner_move((2, -3), (1, 1))


def _widget_state(widget):
    return {k: v for k, v in widget.get_state().items() if not isinstance(v, bytes | memoryview)}


def test_the_stored_board_is_readable_without_a_kernel():
    # What a saved notebook keeps of the board: every coin's widget state holds its face
    # (the board is drawn when the widget is made, not on a later callback), and the
    # plain-text form a viewer without widgets shows is the board, not "VBox(children=...".
    heads = {(2, 5), (4, 3), (5, 5)}
    box = turning_corners_board(heads, rows=6, columns=6)
    app = box.app
    faces = {
        (x, y): _widget_state(button)["description"]
        for x, row in enumerate(app.buttons)
        for y, button in enumerate(row)
    }
    assert {cell for cell, face in faces.items() if face == "●"} == heads
    assert all(face == "○" for cell, face in faces.items() if cell not in heads)
    assert all(int(b.style.font_size.removesuffix("px")) >= 20 for r in app.buttons for b in r)
    bundle = box._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in bundle
    text = bundle["text/plain"]
    assert "VBox" not in text and "Your move" in text
    rows = text.splitlines()[2:8]
    assert [row.split()[0] for row in rows] == [f"x={x}" for x in range(6)]
    assert rows[2].split()[1:] == ["○"] * 5 + ["●"]
    assert rows[4].split()[1:] == ["○"] * 3 + ["●", "○", "○"]
