"""Every play widget: its own default, every way a person types a position, and 10^6 stones.

Each scenario runs in a child process with a generous time limit (the promise
is an answer within a second; the limit here only catches a freeze), and the
widget tree is searched for controls with too many entries: no drop-down of
every move, no row of a million stones.
"""

from __future__ import annotations

import multiprocessing

import ipywidgets as widgets
import pytest

from gametheory_helpers import nim_sum
from gametheory_helpers.games import bash, coins, nim
from gametheory_helpers.widgets import (
    circle_play,
    coin_play,
    euclid_play,
    fibonacci_play,
    hackenbush_play,
    misere_play,
    play,
    play_wythoff,
)

CHILD_LIMIT = 10.0  # seconds; a frozen widget fails, a slow machine does not
MAX_ENTRIES = 300  # entries in one control
MAX_HTML = 200_000  # characters of one HTML widget

FACTORIES = {
    "nim": lambda: play(nim.nim(), (7, 8, 9), grundy=nim_sum, explain=nim.xor_explanation),
    "nim (engine)": lambda: play(nim.nim(), (3, 4, 5), theorem=False),
    "nim (Bouton's theorem)": lambda: play(nim.nim(), (3, 4, 5)),
    "bash": lambda: play(bash.bash(3), 21),
    "bash (engine)": lambda: play(bash.bash(3), 21, theorem=False),
    "misere nim": lambda: misere_play(nim.nim(), (3, 4, 5)),
    "fibonacci": lambda: fibonacci_play(20),
    "circle": lambda: circle_play(7),
    "euclid": lambda: euclid_play(25, 7),
    "wythoff": lambda: play_wythoff((5, 8)),
    "coins": lambda: coin_play(coins.mock_turtles(), "THTHTTH"),
    "hackenbush": lambda: hackenbush_play(),
}
FORMS = ["7", "3 4 5", "3,4,5", "(3,4,5)", "(3, 4, 5)", "[3, 4, 5]", "{0, 1, 2}"]
MILLION = ["1000000", "(1000000,)", "(1000000, 2000000)", "(100000, 100000)"]


def _walk(widget):
    yield widget
    for child in getattr(widget, "children", ()):
        yield from _walk(child)


def _control_sizes(box) -> tuple[int, int]:
    entries = html = 0
    for widget in _walk(box):
        if isinstance(widget, widgets.widgets.widget_selection._Selection):
            entries = max(entries, len(widget.options))
        if isinstance(widget, widgets.HTML):
            html = max(html, len(widget.value))
    return entries, html


def _scenario(name: str, texts: list[str]) -> list[tuple[str, str, int, int]]:
    box = FACTORIES[name]()
    app = box.app
    start_box = getattr(app, "start_input", None) or getattr(app, "picture_input", None)
    button = getattr(app, "new_button", None)
    results = [("(default)", app.error if hasattr(app, "error") else "", *_control_sizes(box))]
    for text in texts:
        if start_box is None or button is None:
            break
        if start_box is app.__dict__.get("picture_input"):
            break  # Hackenbush's box takes pictures, not positions
        start_box.value = text
        button.click()
        results.append((text, getattr(app, "error", ""), *_control_sizes(box)))
    return results


def _run(queue, name, texts):
    try:
        queue.put(("ok", _scenario(name, texts)))
    except Exception as error:  # reported to the parent as a failure
        queue.put(("raised", f"{type(error).__name__}: {error}"))


def run_in_child(name: str, texts: list[str]):
    context = multiprocessing.get_context("fork")
    queue = context.Queue()
    child = context.Process(target=_run, args=(queue, name, texts))
    child.start()
    child.join(CHILD_LIMIT)
    if child.is_alive():
        child.kill()
        child.join()
        pytest.fail(f"the {name} widget froze on {texts}")
    kind, payload = queue.get(timeout=5)
    assert kind == "ok", payload
    return payload


@pytest.mark.parametrize("name", sorted(FACTORIES))
def test_each_play_widget_takes_every_form_and_a_million_stones_without_huge_controls(name):
    results = run_in_child(name, FORMS + MILLION)
    assert results[0][1] == "", f"{name} refuses its own default: {results[0][1]}"
    for text, _error, entries, html in results:
        assert entries <= MAX_ENTRIES, (name, text, entries)
        assert html <= MAX_HTML, (name, text, html)


def _app_after(factory, text):
    app = factory().app
    app.start_input.value = text
    app.new_button.click()
    return app


@pytest.mark.parametrize(
    "text", ["3 4 5", "3,4,5", "(3,4,5)", "(3, 4, 5)", "[3, 4, 5]", " 3, 4, 5 "]
)
def test_nim_widget_reads_heaps_however_they_are_typed(text):
    app = _app_after(FACTORIES["nim"], text)
    assert app.error == "" and app.session.start == (3, 4, 5)


def test_nim_widget_reads_a_plain_count_as_one_heap_and_refuses_a_set():
    assert _app_after(FACTORIES["nim"], "7").session.start == (7,)
    app = _app_after(FACTORIES["nim"], "{3, 4}")
    assert "set" in app.error


def test_nim_widget_with_the_chapters_100_200_300_draws_numbers_and_takes_heap_and_amount():
    app = _app_after(FACTORIES["nim"], "(100, 200, 300)")
    assert app.error == ""
    assert "●" not in app.board.value  # no row of 300 stones
    for size in ("100", "200", "300"):
        assert size in app.board.value
    # 600 moves: a heap number and an amount instead of a drop-down of every move
    assert app.amount_box.layout.display != "none" and len(app.moves.options) == 0
    app.heap_input.value, app.take_input.value = 3, 300 - (100 ^ 200)
    app.play_button.click()
    assert app.error == ""
    assert app.session.history[0].after == (100, 200, 100 ^ 200)
    assert nim_sum(app.session.position) != 0 or app.session.is_over  # the computer answered


def test_nim_widget_plays_a_million_stone_position_by_heap_and_amount():
    # Bouton's theorem checks and chooses the moves: no list of two million moves is needed
    for text in ("(100000, 100000)", "(1000000, 2000000)"):
        app = _app_after(FACTORIES["nim"], text)
        assert app.error == "" and app.session.start == _parsed(text)
        assert len(app.moves.options) <= MAX_ENTRIES
        assert app.amount_box.layout.display != "none"


def test_nim_widget_without_the_theorem_refuses_a_million_stone_position_with_a_message():
    for text in ("(100000, 100000)", "(1000000, 2000000)"):
        app = _app_after(lambda: play(nim.nim(), (7, 8, 9), theorem=False), text)
        assert "too many" in app.error and app.session.start == (7, 8, 9)
        assert len(app.moves.options) <= MAX_ENTRIES


def _parsed(text):
    return tuple(int(part) for part in text.strip("()").split(","))


def test_bash_widget_answers_a_heap_of_a_million_by_the_theorem():
    # the game carries Bash's theorem: the widget plays by it, at once
    app = _app_after(FACTORIES["bash"], "1000000")
    assert app.error == "" and app.session.start == 1_000_000
    # without it the engine would search 10^6 positions: refused at once, pointing to it
    app = _app_after(FACTORIES["bash (engine)"], "1000000")
    assert "is_p_position(n, 3)" in app.error and app.session.start == 21
    app = _app_after(lambda: play(bash.bash(3), 21, grundy=lambda n: n % 4), "1000000")
    assert app.error == "" and app.session.start == 1_000_000


def test_turning_corners_board_is_labelled_with_the_coordinates_of_its_messages():
    from gametheory_helpers.widgets import turning_corners_board

    app = turning_corners_board([(4, 3)], rows=6, columns=6).app
    assert [label.value for label in app.row_labels] == [f"<b>x = {x}</b>" for x in range(6)]
    assert [label.value for label in app.column_labels] == [f"<b>y = {y}</b>" for y in range(6)]
    assert app.buttons[4][3].tooltip.startswith("(4, 3)")
