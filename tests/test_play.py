"""The match logic (PlaySession) and the generic play widget (PlayApp), driven without a browser."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gametheory_helpers import Game, SearchLimitError, nim_sum
from gametheory_helpers.games import bash, nim
from gametheory_helpers.play import PlaySession, describe_move
from gametheory_helpers.widgets import PlayApp, parse_position, play, render_position

NIM = nim.nim()
small_nim = st.lists(st.integers(0, 6), min_size=1, max_size=3).map(tuple)


def random_student(rng):
    return lambda session: rng.choice(session.legal_moves())


def perfect_student(session):
    winning = session.hint()
    return winning[0] if winning else session.legal_moves()[0]


def finish(session, student, limit=10_000):
    for _ in range(limit):
        if session.is_over:
            return session.winner
        session.play(student(session))
    raise AssertionError("the match did not end")


@settings(max_examples=60, deadline=None)
@given(small_nim, st.integers(0, 2**32))
def test_computer_wins_every_match_it_starts_from_an_n_position(start, seed):
    session = PlaySession(NIM, start, human_first=False)
    expected = "computer" if NIM.outcome(start) == "N" else None
    winner = finish(session, random_student(random.Random(seed)))
    if expected:
        assert winner == "computer"
    # after each computer move the student faces a P-position (when the computer could win)
    if expected:
        for move in session.history:
            if move.player == "computer":
                assert nim.is_p_position(move.after)


@settings(max_examples=60, deadline=None)
@given(small_nim)
def test_perfect_student_beats_the_computer_from_a_p_position(start):
    # the computer moves first from a P-position: perfect play by the student wins
    session = PlaySession(NIM, start, human_first=False)
    if NIM.outcome(start) == "P" and NIM.options(start) != []:
        assert finish(session, perfect_student) == "human"
    # and moving first from an N-position with the hints also wins
    session = PlaySession(NIM, start, human_first=True)
    if NIM.outcome(start) == "N":
        assert finish(session, perfect_student) == "human"


def test_computer_reason_mentions_the_nim_sum():
    session = PlaySession(NIM, (7, 8, 9), human_first=False, explain=nim.xor_explanation)
    move = session.history[-1]
    assert move.after == (1, 8, 9)
    assert "P-position" in move.reason and "1 xor 8 xor 9 = 0" in move.reason
    assert "heap 1: 7 → 1 (take 6)" in move.reason


def test_losing_computer_keeps_the_game_long():
    session = PlaySession(bash.bash(3), 8, human_first=False)
    move = session.history[-1]
    # every move from 8 loses; the computer takes 1, leaving the most options
    assert move.after == 7 and "keep the game going" in move.reason


def test_undo_restores_the_position_before_the_students_move():
    session = PlaySession(NIM, (3, 4, 5), human_first=True)
    session.play((3, 4, 1))
    assert session.position != (3, 4, 1)  # the computer answered
    session.undo()
    assert session.position == (3, 4, 5) and session.to_move == "human" and not session.history
    with pytest.raises(ValueError, match="no move of yours"):
        session.undo()


def test_illegal_and_late_moves_are_refused_with_a_message():
    session = PlaySession(NIM, (1, 2), human_first=True)
    with pytest.raises(ValueError, match="not a legal move"):
        session.play((1, 3))
    session.play((1, 1))
    finish(session, perfect_student)
    with pytest.raises(ValueError, match="game is over"):
        session.play((0, 0))


def test_session_needs_a_game():
    with pytest.raises(TypeError, match="needs a Game"):
        PlaySession(lambda n: [], 3)


def test_strategy_replaces_the_engine_and_is_checked():
    game = Game(lambda n: [n - 1] if n else [], name="chain")
    # a chain too long to search: the parity theorem answers who wins
    session = PlaySession(
        game, 10**7, human_first=False, strategy=lambda n: n - 1, grundy=lambda n: n % 2
    )
    assert session.position == 10**7 - 1
    with pytest.raises(ValueError, match="more than 1,000 steps"):
        PlaySession(game, 10**7, human_first=False, strategy=lambda n: n - 1, max_steps=1000)
    with pytest.raises(ValueError, match="not a legal move"):
        PlaySession(game, 5, human_first=False, strategy=lambda n: n - 2)


@settings(max_examples=60, deadline=None)
@given(small_nim, st.booleans(), st.integers(0, 2**32))
def test_a_closed_form_grundy_answers_exactly_like_the_engine(start, human_first, seed):
    # Bouton's xor given as the closed form: the same hints and outcomes, and the
    # computer still reaches a P-position whenever it can
    session = PlaySession(NIM, start, human_first=human_first, grundy=nim_sum)
    rng = random.Random(seed)
    while not session.is_over:
        position = session.position
        assert session.outcome() == NIM.outcome(position)
        assert session.hint() == NIM.winning_moves(position)
        assert session.grundy(position) == NIM.grundy(position)
        session.play(rng.choice(session.legal_moves()))
    for move in session.history:
        if move.player == "computer" and NIM.outcome(move.before) == "N":
            assert NIM.is_p_position(move.after)


def test_a_closed_form_never_asks_the_engine_who_wins():
    # the engine would search down to 0; with the closed form only the options of the
    # positions played through (and their options) are ever listed
    def moves(n):
        if n < 990:
            raise AssertionError(f"the session searched down to {n}")
        return [n - 1, n - 2][: min(n, 2)]

    session = PlaySession(Game(moves, name="take 1 or 2"), 1000, grundy=lambda n: n % 3)
    assert session.outcome() == "N" and session.hint() == [999]
    session.play(998)  # a losing move: the computer answers to a multiple of 3
    assert session.position == 996 and "P-position" in session.history[-1].reason


def test_a_losing_computer_with_a_closed_form_still_moves():
    session = PlaySession(bash.bash(3), 8, human_first=False, grundy=lambda n: n % 4)
    move = session.history[-1]
    assert move.after in (5, 6, 7) and "wait for a mistake" in move.reason


def test_a_start_too_large_to_search_is_refused_and_changes_nothing():
    # the engine's limit: Nim without Bouton's theorem (theorem=False) has to search
    session = PlaySession(NIM, (3, 4, 5), max_steps=1000, theorem=False)
    with pytest.raises(SearchLimitError, match="Start from a smaller position"):
        session.restart((10, 11, 12))
    assert session.start == session.position == (3, 4, 5) and session.to_move == "human"
    with pytest.raises(SearchLimitError):
        PlaySession(NIM, (10, 11, 12), max_steps=1000, theorem=False)
    assert PlaySession(NIM, (10, 11, 12), max_steps=None, theorem=False).outcome() == "N"


def test_the_play_widget_shows_the_limit_as_a_message():
    app = play(NIM, (3, 4, 5), theorem=False).app
    app.start_input.value = "(90, 91, 92, 93)"
    app.new_game()
    assert "too many to wait for" in app.error and app.session.position == (3, 4, 5)


def test_grundy_must_be_a_function():
    with pytest.raises(TypeError, match="grundy must be a function"):
        PlaySession(NIM, (1, 2), grundy=3)


def test_describe_move():
    assert describe_move((7, 8, 9), (7, 8, 11)) == "heap 3: 9 → 11 (add 2)"
    assert describe_move((1, 2), (0, 0)) == "(1, 2) → (0, 0)"


# -- the widget ------------------------------------------------------------------------


def test_widget_plays_a_whole_match_from_the_drop_down():
    box = play(NIM, (1, 2, 3), human_first=True, explain=nim.xor_explanation)
    app = box.app
    assert box.children  # a real ipywidgets container
    while not app.session.is_over:
        app.moves.value = app.moves.options[0][1]
        app.play_button.click()
        assert app.error == ""
    assert "computer wins" in app.status.value  # (1,2,3) is a P-position for the student
    assert app.play_button.disabled and app.moves.options == ()


def test_widget_shows_reason_hint_and_sg_values():
    app = PlayApp(NIM, (3, 4, 5), human_first=False, explain=nim.xor_explanation)
    assert "1 xor 4 xor 5 = 0" in app.status.value
    app.show_values.value = True
    assert "SG value 0" in app.status.value
    assert all("[SG " in label for label, _ in app.moves.options)
    app.choose((1, 4, 4))
    app.show_hint.value = True
    assert "Hint:" in app.status.value


def test_widget_bad_input_shows_a_message_not_a_traceback():
    app = play(NIM, (1, 2)).app
    for text, fragment in [
        ("(1, -2)", "at least 0"),
        ("heaps", "cannot read"),
        ("[1, 2.5]", "must be an integer"),
    ]:
        app.start_input.value = text
        app.new_button.click()
        assert fragment in app.error, (text, app.error)
        assert fragment in app.message.value
    app.choose((5, 5))
    assert "not a legal move" in app.error


def test_widget_undo_and_new_game_with_computer_first():
    app = play(bash.bash(3), 10).app
    app.choose(8)
    assert app.session.position == 7 or app.session.position in range(5, 8)
    app.undo_button.click()
    assert app.session.position == 10 and app.error == ""
    app.first.value = False
    app.start_input.value = "9"
    app.new_button.click()
    assert app.session.position == 8  # the computer took 1 to leave a multiple of 4


def test_parse_and_render():
    assert parse_position("[3, 4]") == (3, 4)
    assert parse_position("'a'") == "a"
    assert parse_position("3 4") == (3, 4)  # numbers typed with spaces are heaps
    with pytest.raises(ValueError, match="cannot read"):
        parse_position("3 +")
    assert render_position(5).count("●") == 5
    assert "&lt;" in render_position("<b>")
    # past 60 stones a heap is drawn as its number, not as a row of stones
    assert "●" not in render_position(500) and "500" in render_position(500)


def test_describe_names_moves_in_the_games_words():
    def describe(before, after):
        return f"say {after}"

    session = PlaySession(bash.bash(3), 9, human_first=False, describe=describe)
    assert session.history[-1].reason.startswith("I played say 8,")
    app = PlayApp(bash.bash(3), 9, human_first=False, describe=describe)
    assert "I played say 8" in app.status.value


def test_the_nim_widget_with_bouton_plays_large_heaps():
    # chapter 2's widget: Bouton's theorem as the closed form, so any start answers at once
    app = play(NIM, (7, 8, 9), grundy=nim_sum, explain=nim.xor_explanation, human_first=False).app
    app.start_input.value = "(100, 200, 300)"
    app.new_game()
    assert not app.error and nim.is_p_position(app.session.position)
    assert "xor" in app.status.value
