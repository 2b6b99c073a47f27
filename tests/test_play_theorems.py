"""A game that carries its theorem is played by it: Bash with 10^9 stones answers at once."""

from __future__ import annotations

import itertools

import pytest

from gametheory_helpers.games import bash, nim, wythoff
from gametheory_helpers.play import PlaySession
from gametheory_helpers.theorems import theorem_of
from gametheory_helpers.widgets import play
from tests.hostile import assert_answers

BIG = 10**9


def test_the_bash_widget_plays_a_billion_stones_by_the_theorem():
    def run():
        app = play(bash.bash(3), 21, human_first=False).app
        app.start_input.value = str(BIG + 2)
        app.new_game()
        return app.error, app.session.position, app.status.value

    error, position, status = assert_answers(run, cpu=10)
    assert error == "" and position == BIG
    assert "(m + 1) = 4 divides 1000000000: leave a multiple of 4" in status


def test_the_bash_widget_from_a_p_position_cites_the_theorem_and_the_student_can_win():
    def run():
        app = play(bash.bash(3), BIG, human_first=False).app
        computer = app.session.history[-1]
        app.choose(app.session.position - (app.session.position % 4))
        return computer, app.session.history[-1], app.error

    computer, reply, error = assert_answers(run, cpu=10)
    assert computer.after == BIG - 1 and "4 divides 1000000000" in computer.reason
    assert error == "" and reply.before == 999999996
    assert "(m + 1) = 4 divides 999999996: every take of 1 to 3" in reply.reason


def test_nim_and_wythoff_with_huge_heaps_answer_and_check_typed_moves():
    def run():
        app = play(nim.nim(), (BIG, BIG + 7, 5), human_first=False).app
        nim_position = app.session.position
        app.heap_input.value, app.take_input.value = 3, 1  # typed: 5 -> 4 on heap 3
        app.play_selected()
        nim_after = app.session.position, app.error
        session = PlaySession(wythoff.wythoff(), (BIG, BIG + 7), human_first=False)
        with pytest.raises(ValueError, match="not a legal move"):
            session.play((1, 1))
        return nim_position, nim_after, session.position, session.history[-1].reason

    nim_position, (nim_after, error), wythoff_position, reason = assert_answers(run, cpu=10)
    assert nim.is_p_position(nim_position) and error == "" and nim.is_p_position(nim_after)
    assert wythoff.is_p_position(*wythoff_position) and "Wythoff's theorem" in reason


GAMES = [
    (bash.bash(3), range(30)),
    (bash.bash(5), range(30)),
    (nim.nim(), itertools.product(range(5), repeat=3)),
    (wythoff.wythoff(), itertools.product(range(9), repeat=2)),
]


@pytest.mark.parametrize(("game", "positions"), GAMES, ids=lambda g: getattr(g, "name", ""))
def test_the_theorem_agrees_with_the_brute_force(game, positions):
    theorem = theorem_of(game)
    assert theorem is not None
    for position in positions:
        options = game.options(position)
        is_p = game.outcome(position) == "P"
        assert theorem.is_p_position(position) == is_p, position
        move = theorem.winning_move(position)
        if is_p:
            assert move is None, position
        else:
            assert move in options and game.outcome(move) == "P", position
        if theorem.grundy is not None:
            assert theorem.grundy(position) == game.grundy(position), position
        reached = {o for o in options}
        for other in (position, *options):
            assert theorem.is_move(position, other) == (other in reached), (position, other)
        kept = theorem.keep_going(position)
        assert (kept is None) == (not options) and (kept is None or kept in reached)


@pytest.mark.parametrize("start", [7, 8, 13, 16])
def test_a_theorem_match_goes_like_an_engine_match(start):
    by_theorem = PlaySession(bash.bash(3), start, human_first=False)
    by_search = PlaySession(bash.bash(3), start, human_first=False, theorem=False)
    assert by_theorem.outcome() == by_search.outcome()
    assert (by_theorem.position % 4 == 0) == (by_search.position % 4 == 0)
    assert "Bash's theorem" in by_theorem.history[-1].reason
    assert "Bash's theorem" not in by_search.history[-1].reason


def test_a_closed_form_and_the_theorem_together_play_a_huge_lost_position():
    def run():
        session = PlaySession(
            nim.nim(), (BIG, BIG), human_first=False, grundy=lambda h: h[0] ^ h[1]
        )
        return session.history[-1]

    move = assert_answers(run, cpu=10)
    assert move.after == (BIG - 1, BIG) and "wait for a mistake" in move.reason


def test_nim_with_400_heaps_is_answered_by_boutons_theorem():
    def run():
        app = play(nim.nim(), (1, 2), human_first=False).app
        app.start_input.value = repr((1,) * 401)
        app.new_game()
        return app.error, app.session.position

    error, position = assert_answers(run, cpu=10)
    assert error == "" and position.count(1) == 400 and nim.is_p_position(position)
