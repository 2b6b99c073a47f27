"""Chapter 06, misère play: anti-Nim, the article's S/T states, the SJ theorem, misère Bash.

Every closed form is compared with the engine solving :func:`misere` of the game (or the
anti-SG sum) by brute force, on all small positions and on random larger ones.
"""

from itertools import combinations_with_replacement, product

import matplotlib
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gametheory_helpers import Game, LoopyGameError, game_sum
from gametheory_helpers.games.bash import bash, misere_bash
from gametheory_helpers.games.misere import (
    ARTICLE_TRANSITIONS,
    END,
    MISERE_STATE_OUTCOMES,
    anti_sg_sum,
    misere,
    misere_bash_is_p_position,
    misere_nim_is_p_position,
    misere_nim_state,
    misere_nim_winning_moves,
    misere_state_transitions,
    sj_first_player_wins,
)
from gametheory_helpers.games.nim import nim
from gametheory_helpers.plotting import draw_misere_state_diagram
from gametheory_helpers.widgets import misere_play

matplotlib.use("Agg")

MISERE_NIM = misere(nim())


def _sorted_nim_moves(heaps):
    """Nim on sorted tuples (heap order does not matter): far fewer positions to search."""
    for index, heap in enumerate(heaps):
        for smaller in range(heap):
            yield tuple(sorted(heaps[:index] + (smaller,) + heaps[index + 1 :]))


MISERE_SORTED_NIM = misere(Game(_sorted_nim_moves, name="sorted Nim"))


def subtraction(subtraction_set):
    return Game(
        lambda n: [n - s for s in subtraction_set if s <= n], name=f"S={set(subtraction_set)}"
    )


def _kayles_moves(heaps):
    """Kayles (octal 0.77): knock down 1 or 2 adjacent pins of a row, maybe splitting it."""
    found = set()
    for index, heap in enumerate(heaps):
        rest = heaps[:index] + heaps[index + 1 :]
        for take in (1, 2):
            for left in range(heap - take + 1):
                parts = (left, heap - take - left)
                found.add(tuple(sorted(x for x in rest + parts if x)))
    return found


KAYLES = Game(_kayles_moves, name="Kayles")


def dawson_row():
    """Octal 0.07 (Dawson's Kayles): remove 2 adjacent pins, maybe splitting the row."""

    def moves(heaps):
        found = set()
        for index, heap in enumerate(heaps):
            rest = heaps[:index] + heaps[index + 1 :]
            for left in range(heap - 1):
                found.add(tuple(sorted(x for x in rest + (left, heap - 2 - left) if x)))
        return found

    return Game(moves, name="Dawson's Kayles")


DAWSON = dawson_row()


# == anti-Nim ==================================================================================


def test_anti_nim_rule_equals_brute_force_on_all_positions_up_to_4_heaps_of_7():
    wrong = [
        heaps
        for count in range(5)
        for heaps in product(range(8), repeat=count)
        if MISERE_NIM.is_p_position(heaps) != misere_nim_is_p_position(heaps)
    ]
    assert wrong == []


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 14), min_size=1, max_size=5))
def test_anti_nim_rule_equals_brute_force_on_random_larger_positions(heaps):
    position = tuple(sorted(heaps))
    assert MISERE_SORTED_NIM.is_p_position(position) == misere_nim_is_p_position(heaps)


def test_anti_nim_winning_moves_are_exactly_the_moves_to_misere_p_positions():
    for count in range(4):
        for heaps in product(range(6), repeat=count):
            brute = {q for q in MISERE_NIM.winning_moves(heaps) if q is not END}
            assert set(misere_nim_winning_moves(heaps)) == brute, heaps


def test_published_samples_poj3480_and_hdu1907_john():
    # POJ3480 / HDU1907 "John", sample: heaps 3 5 1 -> John (first player) wins; heap 1 -> Brother.
    verdict = {False: "John", True: "Brother"}
    assert verdict[misere_nim_is_p_position((3, 5, 1))] == "John"
    assert verdict[misere_nim_is_p_position((1,))] == "Brother"


def test_slides_and_study_notes_statement_of_the_anti_nim_rule():
    # the slides: first player wins iff (all heaps 1 and SG 0) or (some heap > 1 and SG != 0)
    assert not misere_nim_is_p_position((1, 1))  # all ones, xor 0: first player wins
    assert misere_nim_is_p_position((1, 1, 1))  # all ones, xor 1: first player loses
    assert not misere_nim_is_p_position((2, 3))  # a big heap and xor != 0
    assert misere_nim_is_p_position((2, 2))  # big heaps and xor 0
    assert not misere_nim_is_p_position(())  # nothing left: the player to move has won


def test_big_heaps_are_exact():
    big = 10**100
    assert misere_nim_is_p_position((big, big))
    assert not misere_nim_is_p_position((big, big, 1))
    assert misere_nim_winning_moves((big, big, 1)) == [(big, big, 0)]


# == the article's states =========================================================================


def test_states_follow_article_definitions():
    assert misere_nim_state((1, 1, 1)) == "S0"  # odd number of single heaps (孤单堆)
    assert misere_nim_state((1, 1)) == "T0"
    assert misere_nim_state(()) == "T0"
    assert misere_nim_state((5, 1)) == "S1"
    assert misere_nim_state((2, 3, 1)) == "T2"
    assert misere_nim_state((2, 4)) == "S2"


def test_state_outcomes_match_brute_force_and_article_theorem_list():
    # the article: 必输态有 T2, S0; 必胜态 S2, S1, T0
    assert {s for s, o in MISERE_STATE_OUTCOMES.items() if o == "P"} == {"T2", "S0"}
    for count in range(5):
        for heaps in product(range(6), repeat=count):
            assert MISERE_STATE_OUTCOMES[misere_nim_state(heaps)] == MISERE_NIM.outcome(heaps)


def test_transitions_found_by_brute_force_are_article_theorems():
    found = misere_state_transitions(4, 5)
    assert found == ARTICLE_TRANSITIONS
    assert ("S2", "T0") not in found  # theorem 7
    assert ("S2", "T2") in found  # theorem 8
    assert {b for a, b in found if a == "T2"} == {"S1", "S2"}  # theorem 9
    assert {b for a, b in found if a.startswith("T")} <= {"S0", "S1", "S2"}  # theorem 2


# == misère wrapper and misère Bash ===========================================================


def test_misere_wrapper_terminal_positions_win_for_the_player_to_move():
    heap = Game(lambda n: range(n), name="heap")
    game = misere(heap)
    assert game.outcome(0) == "N"
    assert game.options(0) == [END]
    assert game.options(END) == []
    assert game.outcome(END) == "P"
    assert [game.outcome(n) for n in range(5)] == ["N", "P", "N", "N", "N"]


@pytest.mark.parametrize("m", [1, 2, 3, 5])
def test_misere_bash_rule_equals_brute_force(m):
    game = misere(bash(m))
    for n in range(1, 60):
        assert game.is_p_position(n) == misere_bash_is_p_position(n, m)
        assert misere_bash(m).is_p_position(n) == misere_bash_is_p_position(n, m)


# == the SJ theorem =============================================================================

SMALL_SETS = [(1,), (2,), (1, 2), (1, 3), (2, 3), (1, 4), (2, 5), (1, 2, 3), (3, 4), (1, 3, 4)]


@settings(max_examples=50, deadline=None)
@given(
    st.lists(
        st.tuples(st.sampled_from(SMALL_SETS), st.integers(0, 10)),
        min_size=1,
        max_size=3,
    )
)
def test_sj_theorem_equals_brute_force_on_sums_of_subtraction_games(components):
    games = [subtraction(s) for s, _ in components]
    position = tuple(n for _, n in components)
    brute = anti_sg_sum(*games).outcome(position) == "N"
    values = [g.grundy(n) for g, n in zip(games, position, strict=True)]
    assert sj_first_player_wins(values) == brute


@settings(max_examples=30, deadline=None)
@given(
    st.lists(
        st.tuples(st.sampled_from(["kayles", "dawson", "nim"]), st.integers(0, 7)),
        min_size=1,
        max_size=3,
    )
)
def test_sj_theorem_equals_brute_force_on_sums_of_octal_games(components):
    heap = Game(lambda n: range(n), name="heap")
    kinds = {"kayles": KAYLES, "dawson": DAWSON, "nim": heap}
    games = [kinds[k] for k, _ in components]
    position = tuple(n if k == "nim" else ((n,) if n else ()) for k, n in components)
    brute = anti_sg_sum(*games).outcome(position) == "N"
    values = [g.grundy(p) for g, p in zip(games, position, strict=True)]
    assert sj_first_player_wins(values) == brute


def test_sj_theorem_for_nim_heaps_is_anti_nim_without_any_extra_rule():
    # Nim meets the condition by itself: a heap has SG 0 only when it is empty.
    heap = Game(lambda n: range(n), name="heap")
    plain = anti_sg_sum(heap, heap, heap, end_when_all_zero=False)
    for position in product(range(5), repeat=3):
        assert sj_first_player_wins(position) == (plain.outcome(position) == "N")


def test_outside_the_condition_the_naive_rule_fails_for_misere_kayles():
    # A row of 8 Kayles pins has SG value 1, and the naive SJ/anti-Nim rule says "first player
    # loses"; but some SG-0 positions (two equal rows) are not terminal, and the first player
    # of misère Kayles on 8 pins wins.
    row = (8,)
    assert KAYLES.grundy(row) == 1
    assert not sj_first_player_wins([KAYLES.grundy(row)])
    assert misere(KAYLES).outcome(row) == "N"
    # With the SJ condition (play stops when every component has SG 0) the rule holds again.
    assert anti_sg_sum(KAYLES).outcome((row,)) == "P"


def test_outside_the_condition_a_four_position_counter_example():
    # x -> y, y -> {t, w}, w -> t: SG(x) = 0 but x is not terminal.
    edges = {"x": ["y"], "y": ["t", "w"], "w": ["t"], "t": []}
    game = Game(lambda p: edges[p], name="tiny")
    assert [game.grundy(p) for p in "xywt"] == [0, 2, 1, 0]
    assert sj_first_player_wins([0])  # the naive rule says the first player wins at x
    assert misere(game).outcome("x") == "P"  # but x's only move leads to y, a misère N-position


# A *component* of the SJ theorem is one of the games the anti-SG game is the sum of, fixed at
# the start; the pieces a Kayles row splits into stay inside their component.
SJ_KAYLES_POSITIONS = [
    rows
    for count in (1, 2, 3)
    for rows in combinations_with_replacement(range(1, 11), count)
    if sum(rows) <= 13
]  # at most three rows of at most 10 pins, 13 pins in all


def _sj_verdict(rows):
    return "N" if sj_first_player_wins([KAYLES.grundy((r,)) for r in rows]) else "P"


def test_sj_theorem_holds_when_a_component_is_an_original_row():
    assert len(SJ_KAYLES_POSITIONS) == 115
    games = {k: anti_sg_sum(*[KAYLES] * k) for k in (1, 2, 3)}
    for rows in SJ_KAYLES_POSITIONS:
        # component i is the original row i, with whatever pieces it has split into
        stopped = games[len(rows)].outcome(tuple((r,) for r in rows))
        assert stopped == _sj_verdict(rows), rows


def test_sj_theorem_fails_when_the_pieces_of_a_split_are_read_as_components():
    # The wrong reading: play stops when every row on the table (every piece) has SG value 0.
    pieces = misere(KAYLES, is_over=lambda rows: all(KAYLES.grundy((r,)) == 0 for r in rows))
    wrong = [rows for rows in SJ_KAYLES_POSITIONS if pieces.outcome(rows) != _sj_verdict(rows)]
    assert wrong == [
        (8,), (9,), (1, 5), (1, 8), (4, 5), (4, 8), (5, 5),
        (1, 1, 8), (1, 1, 9), (1, 4, 8), (1, 5, 5),
    ]  # fmt: skip
    # (8,) -> (3, 3): under the right reading the one component now has SG 0 and play stops;
    # read as pieces, the two rows of 3 (SG 3 each) play on, and the player to move at (8,) wins.
    assert KAYLES.grundy((3, 3)) == 0 and KAYLES.grundy((3,)) == 3
    assert pieces.outcome((8,)) == "N" and anti_sg_sum(KAYLES).outcome(((8,),)) == "P"


def _take_some_or_all(takes):
    """A heap: take ``takes`` stones or the whole heap; every SG-0 position is terminal."""
    return Game(lambda n: sorted({0} | {n - t for t in takes if t <= n}) if n else [], name="all")


@pytest.mark.parametrize("takes", [(1,), (2,), (1, 2), (2, 3), (1, 3, 4)])
def test_when_every_sg_0_position_is_terminal_plain_misere_play_obeys_the_sj_rule(takes):
    heap = _take_some_or_all(takes)
    # the criterion holds: SG 0 only on the empty heap
    assert [n for n in range(30) if heap.grundy(n) == 0] == [0]
    plain = anti_sg_sum(heap, heap, heap, end_when_all_zero=False)
    for position in product(range(7), repeat=3):
        values = [heap.grundy(n) for n in position]
        assert (plain.outcome(position) == "N") == sj_first_player_wins(values), position


def test_without_the_criterion_plain_misere_play_can_break_the_sj_rule():
    # Kayles breaks the criterion ((3, 3) has SG 0 and a move), and plain misère play the rule.
    assert KAYLES.grundy((3, 3)) == 0 and KAYLES.options((3, 3))
    assert misere(KAYLES).outcome((8,)) != _sj_verdict((8,))


def test_hdu3032_sample_and_lasker_grundy_pattern():
    # HDU3032 "Nim or not Nim?" (Lasker's Nim, normal play), sample: 2 2 3 -> Alice; 3 3 -> Bob.
    def moves(heaps):
        found = set()
        for index, heap in enumerate(heaps):
            rest = heaps[:index] + heaps[index + 1 :]
            for smaller in range(heap):
                found.add(tuple(sorted(x for x in (*rest, smaller) if x)))
            for left in range(1, heap // 2 + 1):
                found.add(tuple(sorted((*rest, left, heap - left))))
        return found

    lasker = Game(moves, name="Lasker's Nim")
    assert lasker.outcome((2, 2, 3)) == "N"
    assert lasker.outcome((3, 3)) == "P"
    # the slides: SG(4k+1) = 4k+1, SG(4k+2) = 4k+2, SG(4k+3) = 4k+4, SG(4k+4) = 4k+3
    assert [lasker.grundy((n,)) for n in range(1, 13)] == [1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11]


# == bad input, widget, figure ==================================================================


def test_bad_input_gives_clear_errors():
    with pytest.raises(TypeError, match="Game"):
        misere(3)
    with pytest.raises(TypeError, match="is_over"):
        misere(nim(), is_over=5)
    with pytest.raises(ValueError, match="at least 0"):
        misere_nim_is_p_position((1, -1))
    with pytest.raises(TypeError, match="tuple of heap sizes"):
        misere_nim_state(7)
    with pytest.raises(TypeError, match="SG values"):
        sj_first_player_wins("12")
    with pytest.raises(ValueError, match="SG value"):
        sj_first_player_wins([1, -2])
    with pytest.raises(ValueError, match="at least 1"):
        misere_state_transitions(0, 3)
    with pytest.raises(ValueError, match="at least 0"):
        MISERE_NIM.outcome((2, -1))
    loop = Game(lambda p: [1 - p], name="loop")
    with pytest.raises(LoopyGameError):
        misere(loop).outcome(0)


def test_misere_of_a_sum_is_a_game_of_tuples():
    heap = Game(lambda n: range(n), name="heap")
    assert misere(game_sum(heap, heap)).outcome((1, 1)) == "N"


def test_misere_play_widget_in_misere_mode():
    app = misere_play(nim(), (1, 2, 3)).app  # T2: the student, moving first, loses
    assert app.session.outcome() == "P"
    app.choose((1, 2, 2))
    reply = app.session.history[-1]
    assert reply.player == "computer"
    assert misere_nim_is_p_position(reply.after)
    assert "the article state" in reply.reason
    app.start_input.value = "(1, 1)"
    app.first.value = True
    app.new_game()
    app.choose((0, 1))  # the computer must take the last stone
    assert app.session.position == (0, 0)
    assert [label for label, _ in app.moves.options] == [
        "claim the win (the last stone was taken by the other player)"
    ]
    app.play_selected()
    assert app.session.winner == "human"
    app.start_input.value = "(1, -2)"
    app.new_game()
    assert "at least 0" in app.error
    app.start_input.value = "(2, 2)"
    app.new_game()
    app.choose((5, 5))
    assert "not a legal move" in app.error


def test_state_diagram_draws_brute_force_transitions():
    ax = draw_misere_state_diagram(misere_state_transitions(3, 3))
    assert {t.get_text() for t in ax.texts} >= {"S0", "S1", "S2", "T0", "T2"}
    with pytest.raises(ValueError, match="unknown states"):
        draw_misere_state_diagram([("S0", "T1")])
