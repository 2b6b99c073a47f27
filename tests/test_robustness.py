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


def _call(queue, function, args, cpu):
    from hostile import limit_cpu

    limit_cpu(cpu)
    try:
        result = function(*args)
        queue.put(("answer", result if isinstance(result, str) else ""))
    except Exception as error:  # report the kind of exception to the parent
        queue.put((type(error).__name__, str(error)[:500]))


def finishes_within(seconds, function, *args):
    """Run ``function(*args)`` in a child; return (kind, message), or fail when it uses more
    than ``seconds`` of CPU (a wall-clock backstop of 120 s catches a child that sleeps)."""
    from hostile import stopped_for_cpu

    context = multiprocessing.get_context("fork")
    queue = context.Queue()
    child = context.Process(target=_call, args=(queue, function, args, seconds))
    child.start()
    child.join(120)  # a backstop only: a call that computes is stopped by its CPU limit
    if child.is_alive():
        child.kill()
        child.join()
        pytest.fail(f"{function.__name__}{validation.show(args)} still waiting after 120 s")
    if stopped_for_cpu(child.exitcode):
        pytest.fail(f"{function.__name__}{validation.show(args)} used more than {seconds} s of CPU")
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
        # the engine's search (Bouton's theorem, which answers it, is tested in test_play_theorems)
        (lambda: play(nim.nim(), (1, 2), theorem=False), repr((1,) * 400)),
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


# -- defects found when the fuzz battery met the newly merged modules -----------------

PYTHON_WORDS = re.compile(
    r"object is not (iterable|subscriptable|callable)|arg is an empty sequence|"
    r"unsupported operand|has no attribute|index out of range|cannot unpack|"
    r"not supported between instances|object of type .* has no len"
)


def _refusal(function, *args, **kwargs):
    """The message of the clear refusal ``function(*args, **kwargs)`` must give."""
    with pytest.raises(REFUSED) as info:
        function(*args, **kwargs)
    message = str(info.value)
    assert not PYTHON_WORDS.search(message), message
    assert len(message) < 1000
    return message


def test_defect_sparse_engine_entry_points_check_their_arguments():
    from gametheory_helpers.games import octal_sparse

    # used to end in AttributeError: 'str' object has no attribute 'digits'
    assert "parsed" in _refusal(octal_sparse.SparseRun, "0.07")
    assert "accelerate" in _refusal(octal_sparse.SparseRun, None, True, accelerate="yes")
    assert "mask" in _refusal(octal_sparse.SparseRun, None, True, mask=3)
    parsed = octal.parse_octal("0.07")
    with pytest.raises(SearchLimitError, match="n, the number of values"):
        octal_sparse.sparse_values(parsed, 10**100)
    assert "two" in _refusal(octal_sparse.choose_mask, [0, 1, 2], 3)
    assert octal_sparse.sparse_values(parsed, 5, accelerate=False) == [0, 0, 1, 1, 2]


def test_defect_judge_refuses_what_is_not_a_problem_a_text_or_a_shell():
    from gametheory_helpers import judge
    from gametheory_helpers.judge import magic

    assert "problem" in _refusal(judge.make_tests, 3)
    assert "seed" in _refusal(judge.make_tests, judge.get_problem("POJ2484"), 3, "x")
    assert "got" in _refusal(judge.compare_output, "1\n", 3)
    assert "cell" in _refusal(magic.judge_cell, "POJ2484", None)
    # given something that is not an IPython shell: a TypeError, not an AttributeError
    with pytest.raises(TypeError, match="ipython must be the IPython shell"):
        judge.load_ipython_extension(3)
    assert len(_refusal(judge.get_problem, "-" * 5000 + "1")) < 1000


def test_defect_autosetup_and_octal_explorer_refuse_wrong_types():
    from gametheory_helpers import autosetup
    from gametheory_helpers.widgets import octal_explorer

    assert "notebook" in _refusal(autosetup.setup_source, 3)
    # used to leak traitlets errors (TraitError: setting min > max ...)
    assert "code" in _refusal(octal_explorer, 3)
    assert "n, the number of heaps" in _refusal(octal_explorer, "0.07", -1)
    with pytest.raises(SearchLimitError):
        octal_explorer("0.07", 10**100)


def test_defect_route_edges_checks_positions_edges_and_clearance():
    from gametheory_helpers.plotting import route_edges

    assert "positions" in _refusal(route_edges, [0, 1, 2], [(0, 1)], 10)
    assert "edge" in _refusal(route_edges, {0: (0, 0)}, [(0, 1)], 10)
    assert "clearance" in _refusal(route_edges, {0: (0, 0), 1: (5, 0)}, [(0, 1)], float("nan"))


def test_defect_huge_arms_and_cycles_are_refused_at_once():
    from gametheory_helpers.plotting import plot_arm, plot_cycle_halving

    # used to draw for 3-5 s (stalks of 10**6 edges), or hang past the time limit
    for function in (plot_arm, plot_cycle_halving):
        for stalks in ((10**6, 2 * 10**6), (10**100, 3), (1,) * 400):
            message = refuses(finishes_within(2, function, stalks))
            assert "too large" in message, (function, stalks, message)


@pytest.mark.parametrize(
    ("name", "call", "named"),
    [
        ("plot_outcome_intervals", lambda m: m.plot_outcome_intervals(3), "intervals"),
        (
            "plot_outcome_intervals top",
            lambda m: m.plot_outcome_intervals([(1, None, "P")], top="x"),
            "top",
        ),
        ("plot_outcome_strip", lambda m: m.plot_outcome_strip(range(3), 3), "outcomes"),
        ("plot_coin_values", lambda m: m.plot_coin_values([1, 2], guide=True), "guide"),
        ("plot_rare_values", lambda m: m.plot_rare_values([0, 1], None), "rare_positions"),
        ("plot_operation_counts", lambda m: m.plot_operation_counts([1], [1], 3), "memo_calls"),
        ("arm_value", lambda m: m.arm_value(3), "stalks"),
        ("halved_cycle", lambda m: m.halved_cycle([1, 0], None), "parity"),
        ("draw_battle_board", lambda m: m.draw_battle_board(3, 3, None), "position"),
        ("draw_coin_row", lambda m: m.draw_coin_row({1}, 3, turned=None), "turned"),
        ("draw_misere_state_diagram", lambda m: m.draw_misere_state_diagram(2.5), "transitions"),
        ("plot_steps", lambda m: m.plot_steps([0, 1], positions=True), "positions"),
    ],
)
def test_defect_plots_refuse_in_their_own_words(name, call, named):
    from gametheory_helpers import plotting

    # each used to say "'int' object is not iterable" or the like
    assert named in _refusal(call, plotting), name


def test_defect_games_and_widgets_refuse_in_their_own_words():
    from gametheory_helpers.games import every_sg, loopy, subtraction
    from gametheory_helpers.graph import all_kernels, is_kernel
    from gametheory_helpers.widgets import (
        describe_circle_move,
        describe_queen_move,
        render_euclid,
        render_heap,
        turning_corners_board,
    )

    assert "trees" in _refusal(hackenbush.christmas_game_winner, None)
    assert "starts" in _refusal(loopy.loopy_outcomes, bash.bash(3), None)
    assert "max_positions" in _refusal(loopy.loopy_outcomes, bash.bash(3), [3], None)
    assert "queens" in _refusal(queens.first_player_wins, 3)
    assert "at least one queen" in _refusal(queens.naive_first_player_wins, [])
    assert "seq" in _refusal(subtraction.find_period, None)
    assert "positions" in _refusal(every_sg.step_table, bash.bash(3), None)
    assert "coins" in _refusal(coins.turn, {1}, None)
    assert "max_nodes" in _refusal(all_kernels, [(0, 1)], None)
    assert "nodes" in _refusal(is_kernel, [(0, 1)], 3)
    assert "after" in _refusal(describe_circle_move, frozenset({0, 1}), None)
    assert "after" in _refusal(describe_queen_move, (7, 5), None)
    assert "position" in _refusal(render_heap, 3)
    assert "position" in _refusal(render_euclid, None)
    assert "heads" in _refusal(turning_corners_board, 3)


def test_defect_checks_check_their_own_limits_and_never_flood():
    from gametheory_helpers.exercises import check_answer, short_repr
    from gametheory_helpers.plotting import plot_period_window

    assert "limit" in _refusal(validation.show, 3, limit=None)
    assert "minimum" in _refusal(validation.require_int, 3, "n", minimum=[])
    assert "max_heaps" in _refusal(validation.require_heaps, [1], "heaps", max_heaps="x")
    assert "limit" in _refusal(short_repr, 3, limit="x")
    # a caller's own words are shortened too; a broken __repr__ never breaks a message
    _refusal(validation.require_pair, 3, "position", example="-" * 5000 + "1")

    class Hostile:
        def __repr__(self):
            raise RuntimeError("broken repr")

    assert "max_take" in _refusal(plot_period_window, [0, 1] * 20, 0, 2, Hostile())
    assert "what" in _refusal(check_answer, 3, 3, what=Hostile())
