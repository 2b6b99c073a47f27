"""Never hang, never guess: one test per defect found by fuzzing the package.

Each test reproduces a defect exactly as it was reported (a wrong answer, a
hang, an exception a student cannot act on, a widget that refused its own
input) and checks the intended behaviour.  Calls that used to hang run in a
child process with a time limit (:func:`finishes_within`), so a regression
fails here instead of stalling the test run.
"""

from __future__ import annotations

import multiprocessing
import re

import networkx as nx
import pytest

from gametheory_helpers import Game, SearchLimitError, validation
from gametheory_helpers.games import (
    bash,
    coins,
    cutting,
    fibonacci,
    hackenbush,
    misere,
    nim,
    octal,
    pirates,
    queens,
    symmetry,
    wythoff,
)
from gametheory_helpers.graph import game_graph, kernel, layered_layout
from gametheory_helpers.numbers import fibonacci as fibonacci_number
from gametheory_helpers.play import PlaySession
from gametheory_helpers.widgets import (
    circle_play,
    describe_take,
    explain_move,
    hackenbush_play,
    misere_play,
    parse_position,
    pirates_explorer,
    play,
    render_coin_row,
    sg_explorer,
    turning_corners_board,
)

REFUSED = (ValueError, TypeError)  # SearchLimitError and LoopyGameError are ValueErrors


def _call(queue, function, args):
    try:
        result = function(*args)
        queue.put(("answer", result if isinstance(result, str) else ""))
    except Exception as error:  # report the kind of exception to the parent
        queue.put((type(error).__name__, str(error)[:500]))


def finishes_within(seconds, function, *args):
    """Run ``function(*args)`` in a child; return (kind, message), or fail on a hang."""
    context = multiprocessing.get_context("fork")
    queue = context.Queue()
    child = context.Process(target=_call, args=(queue, function, args))
    child.start()
    child.join(seconds)
    if child.is_alive():
        child.kill()
        child.join()
        pytest.fail(f"{function.__name__}{validation.show(args)} still running after {seconds} s")
    return queue.get(timeout=5)


def refuses(kind_and_message):
    kind, message = kind_and_message
    assert kind in ("ValueError", "TypeError", "SearchLimitError"), (kind, message)
    return message


# -- wrong answers, no error ----------------------------------------------------------


@pytest.mark.parametrize(
    "function",
    [
        nim.is_p_position,
        nim.winning_moves,
        lambda heaps: nim.moore_is_p_position(heaps, 2),
        misere.misere_nim_is_p_position,
        misere.sj_first_player_wins,
    ],
)
def test_defect_set_of_heaps_is_refused_not_collapsed(function):
    # {3, 3} == {3}: one heap, not two equal heaps; the answer would be for the wrong game
    with pytest.raises(TypeError, match="set"):
        function({3})
    with pytest.raises(TypeError, match="set"):
        function(frozenset({1, 2}))


def test_defect_hackenbush_new_picture_drops_the_old_move_list():
    app = hackenbush_play("0-1, 1-2", ground=0).app
    app.picture_input.value = "0-1, 0-2"  # same edge ids {0, 1}, different moves
    app.new_picture()
    assert app.error == ""
    # in the new picture cutting edge 0 leaves edge 1 standing; the old cached move
    # list (where cutting edge 0 dropped both edges) refused this legal move
    app.cut(0)
    assert app.error == "", app.error
    assert app.play_app.session.history[0].after == frozenset({1})


def test_defect_octal_code_with_full_width_digits_is_refused():
    for code in ("0.０７", "0.８", "٠.7"):
        with pytest.raises(ValueError, match="not an octal code"):
            octal.parse_octal(code)


def test_defect_battle_position_that_cannot_occur_is_refused():
    with pytest.raises(ValueError, match="share a row or a column"):
        symmetry.battle_is_p_position(((0, 0), (0, 3)))
    with pytest.raises(ValueError):
        symmetry.battle_is_p_position(((-1, 0), (2, 3)))
    with pytest.raises(TypeError):
        symmetry.battle_is_p_position(((0, 0.5), (2, 3)))
    assert symmetry.battle_is_p_position(((0, 0), (3, 3))) is True


def test_defect_poj3710_negative_number_of_cases_is_refused():
    with pytest.raises(ValueError, match="k >= 0"):
        hackenbush.poj3710("-1")


def test_defect_poj3710_negative_edge_count_does_not_loop():
    message = refuses(finishes_within(10, hackenbush.poj3710, "1\n2 -3\n1 2\n"))
    assert "m >= 0" in message


@pytest.mark.parametrize("text", [None, "7", "(0,1,2)", "{0,1,2}", "0 1 2", "[0, 1, 2]"])
def test_defect_circle_game_reads_its_default_and_every_form(text):
    app = circle_play(7).app
    if text is not None:
        app.start_input.value = text
    app.first.value = False  # the chapter asks the reader to press Computer first
    app.new_button.click()
    assert app.error == "", (text, app.error)
    expected = set(range(7)) if text in (None, "7") else {0, 1, 2}
    assert set(app.session.start) == expected
    assert app.session.history and app.session.history[0].player == "computer"


# -- hangs and memory blow-ups ----------------------------------------------------------


def _repeating_game():
    def moves(n):
        if n == 0:
            return []
        if n == 1:
            return [0]

        def forever():
            yield 1
            while True:
                yield 0  # an option already solved, again and again

        return forever()

    return Game(moves, name="repeats a solved option")


def _grundy_with_limit():
    return _repeating_game().grundy(2, max_steps=1000)


def test_defect_max_steps_counts_repeated_solved_options():
    message = refuses(finishes_within(20, _grundy_with_limit))
    assert "more than 1,000 steps" in message


def test_defect_grundy_has_a_default_limit_and_refuses_a_huge_bash_heap_at_once():
    for call in (
        lambda: bash.bash(3).grundy(10**100),
        lambda: bash.bash(3).outcome(10**100),
        lambda: bash.bash(3).winning_moves(10**100),
        lambda: nim.nim().outcome((10**100, 3)),
        lambda: wythoff.wythoff().outcome((10**100, 3)),
    ):
        with pytest.raises(SearchLimitError, match="is_p_position|theorem"):
            call()


def _new_game(factory, text):
    app = factory().app
    app.start_input.value = text
    app.new_button.click()
    return app.error


@pytest.mark.parametrize(
    ("factory", "text"),
    [
        (lambda: play(fibonacci.dynamic_subtraction(2), (20, 19)), "(1000000000, 999999999)"),
        (lambda: misere_play(nim.nim(), (3, 4, 5)), "(100000000,)"),
        (lambda: play(nim.nim(), (1, 2)), repr((1,) * 400)),
    ],
)
def test_defect_play_widgets_refuse_huge_starts_quickly(factory, text):
    kind, message = finishes_within(3, _new_game, factory, text)
    assert kind == "answer" and message, "a huge start must be refused with a message"


def _type_octal(code):
    app = sg_explorer().app
    app.rule_input.value = code
    return app.error


def test_defect_sg_explorer_waits_for_enter_and_answers_quickly():
    app = sg_explorer().app
    assert app.rule_input.continuous_update is False  # no recomputation per keystroke
    assert app.n_input.continuous_update is False
    kind, message = finishes_within(5, _type_octal, "0.1234567012")
    assert kind == "answer" and "digits" in message  # the app shows a message
    kind, message = finishes_within(5, _type_octal, "0.7777777")  # took 27 s to certify
    assert kind == "answer" and message == ""


@pytest.mark.parametrize(
    ("function", "args"),
    [
        (wythoff.grundy_table, (2000,)),
        (lambda: coins.winning_turns(coins.mock_turtles(), {500}), ()),
        (fibonacci_number, (10**8,)),
        (wythoff.p_positions, (10**8,)),
        (cutting.cutting_grundy, (10**6, 2)),
        (pirates.backward_induction, (10**5, 0)),
        (queens.queen_grundy, (10**100, 1)),
        (octal.grundy_sequence, ("0.07", 10**100)),
        (octal.grundys_game_sequence, (10**100,)),
    ],
)
def test_defect_size_guards_refuse_at_once(function, args):
    message = refuses(finishes_within(5, function, *args))
    assert "too large" in message or "more than" in message or "at most" in message, message


def test_size_guard_message_names_size_limit_and_alternative():
    with pytest.raises(SearchLimitError) as info:
        wythoff.p_positions(10**8)
    message = str(info.value)
    assert "100000000" in message and "200,000" in message and "p_position(k)" in message
    assert info.value.limit == 200_000 and info.value.size == 10**8


# -- exceptions a student cannot act on ------------------------------------------------


def test_defect_start_box_with_a_long_minus_chain_shows_a_message():
    app = play(nim.nim(), (1, 2)).app
    app.start_input.value = "-" * 5000 + "1"
    app.new_button.click()
    assert "characters long" in app.error
    app.start_input.value = "-" * 1000 + "1"
    app.new_button.click()
    assert app.error


@pytest.mark.parametrize(
    "call",
    [
        lambda: PlaySession(nim.nim(), (1, 2), human_first=None),
        lambda: coins.position_grundy({1, 2}, coins.ruler()),
        lambda: game_graph(lambda n: range(n), 3),
        lambda: misere_play(lambda n: range(n), (3,)),
        lambda: parse_position(None),
    ],
)
def test_defect_wrong_argument_types_get_a_type_error(call):
    with pytest.raises(TypeError):
        call()


@pytest.mark.parametrize(
    "call",
    [
        lambda: cutting.cutting_grundy(10**100, 2),
        lambda: queens.queen_grundy(10**100, 3),
        lambda: octal.grundy_sequence("0.77", 10**100),
        lambda: octal.grundys_game_sequence(10**100),
        lambda: layered_layout(nx.DiGraph([(1, 0)]), 10**100),
    ],
)
def test_defect_huge_numbers_are_refused_not_overflowing(call):
    with pytest.raises(REFUSED):
        call()


@pytest.mark.parametrize(
    "call",
    [
        lambda: explain_move((5, 2), 0),
        lambda: describe_take((5,), (3, 4)),
        lambda: render_coin_row({1}, 3, values=[]),
        lambda: hackenbush.grounded_edges([(0, 1)], 0, [3]),
    ],
)
def test_defect_view_helpers_refuse_bad_input_clearly(call):
    with pytest.raises(REFUSED):
        call()


def test_defect_kernel_does_not_leak_networkx_errors():
    with pytest.raises(REFUSED):
        kernel(nx.DiGraph([(0, 1), (1, 0)]).to_undirected())
    with pytest.raises(REFUSED):
        kernel("a -> b")


@pytest.mark.parametrize(
    "call",
    [
        lambda: nim.is_p_position(None),
        lambda: misere.sj_first_player_wins(None),
        lambda: coins.winning_turns(coins.ruler(), None),
        lambda: wythoff.is_p_position(None, 3),
    ],
)
def test_defect_refusals_are_in_the_packages_words(call):
    with pytest.raises(REFUSED) as info:
        call()
    assert not re.search(r"'NoneType' object|arg is an empty sequence", str(info.value)), info.value


@pytest.mark.parametrize(
    "call",
    [
        lambda: pirates_explorer("5"),
        lambda: sg_explorer(3),
        lambda: turning_corners_board(rows="6"),
        lambda: play(nim.nim(), (1, 2), human_first="yes"),
    ],
)
def test_defect_widget_factories_refuse_wrong_types_without_traitlets(call):
    with pytest.raises(REFUSED) as info:
        call()
    assert "trait" not in str(info.value)


def test_defect_messages_with_huge_integers_do_not_break():
    # 10**5000 has more digits than Python converts to text: the message must still work
    moves = wythoff.winning_moves(10**5000, 3)
    assert moves
    with pytest.raises(REFUSED) as info:
        bash.is_p_position(-(10**5000), 3)
    assert "5,001 digits" in str(info.value)
    assert validation.show(10**5000) == "<an integer of 5,001 digits>"


def test_defect_messages_do_not_repeat_whole_arguments():
    heaps = (1,) * 100_000 + (-1,)
    with pytest.raises(ValueError) as info:
        nim.is_p_position(heaps)
    assert len(str(info.value)) < 500
    with pytest.raises(SearchLimitError) as info:
        nim.nim().grundy((1,) * 100_000)
    assert len(str(info.value)) < 600
