"""Chapter 06, every-SG: the step function and the rule "largest step odd" vs brute force."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gametheory_helpers import Game, LoopyGameError
from gametheory_helpers.games.every_sg import (
    every_sg_first_player_wins,
    every_sg_game,
    step,
    step_table,
)
from gametheory_helpers.games.knights import knight_steps, knights_first_player_wins, knights_game
from gametheory_helpers.plotting import plot_steps

SETS = [(1,), (2,), (1, 2), (1, 3), (2, 3), (1, 4), (1, 2, 3), (2, 5), (1, 3, 4), (3, 4)]


def subtraction(subtraction_set):
    return Game(
        lambda n: [n - s for s in subtraction_set if s <= n], name=f"S={set(subtraction_set)}"
    )


GAMES = {s: subtraction(s) for s in SETS}


def euclid():
    """HDU3595's component (Euclid's game): take a positive multiple of the smaller heap from the
    larger one; over when a heap is empty."""

    def moves(pair):
        a, b = pair
        if a == 0 or b == 0:
            return []
        small, large = min(a, b), max(a, b)
        return [tuple(sorted((large - k * small, small))) for k in range(1, large // small + 1)]

    return Game(moves, name="Euclid's game")


EUCLID = euclid()


def test_step_values_of_take_1_or_2_computed_by_hand_from_the_slides_definition():
    # 0 terminal; SG > 0: 1 + max step of the SG-0 options; SG = 0: 1 + min step of all options
    assert step_table(GAMES[(1, 2)], range(8)) == {0: 0, 1: 1, 2: 1, 3: 2, 4: 3, 5: 3, 6: 4, 7: 5}


def test_step_parity_is_the_outcome():
    # the slides: N-positions have odd steps, P-positions even steps
    for game in GAMES.values():
        for n in range(40):
            assert step(game, n) % 2 == (game.outcome(n) == "N")


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.tuples(st.sampled_from(SETS), st.integers(0, 9)), min_size=1, max_size=3),
)
def test_every_sg_rule_equals_brute_force_on_random_sums(components):
    games = [GAMES[s] for s, _ in components]
    position = tuple(n for _, n in components)
    brute = every_sg_game(*games).outcome(position) == "N"
    assert every_sg_first_player_wins(games, position) == brute


@settings(max_examples=30, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 9), st.integers(0, 9)), min_size=1, max_size=3))
def test_every_sg_rule_equals_brute_force_on_euclid_pairs(pairs):
    position = tuple(tuple(sorted(p)) for p in pairs)
    brute = every_sg_game(*[EUCLID] * len(pairs)).outcome(position) == "N"
    assert every_sg_first_player_wins(EUCLID, position) == brute


def test_hdu3595_examples_worked_by_hand():
    # (1, 1): one move ends it, step 1, odd: the first player ("MM") wins three copies.
    assert step(EUCLID, (1, 1)) == 1
    assert every_sg_first_player_wins(EUCLID, [(1, 1)] * 3)
    # (2, 3): the only move is to (1, 2), an N-position with step 1, so step 2: "GG".
    assert step(EUCLID, (2, 3)) == 2
    assert not every_sg_first_player_wins(EUCLID, [(2, 3)])


def test_every_sg_moves_all_components_and_ends_when_all_are_over():
    heap = Game(lambda n: range(n), name="heap")
    game = every_sg_game(heap, heap, heap)
    assert sorted(game.options((0, 1, 2))) == [(0, 0, 0), (0, 0, 1)]
    assert game.options((0, 0, 0)) == []
    assert not every_sg_first_player_wins(heap, [])


def test_long_chains_do_not_hit_the_recursion_limit():
    chain = Game(lambda n: [n - 1] if n else [], name="chain")
    assert step(chain, 30_000) == 30_000


def test_bad_input_gives_clear_errors():
    heap = Game(lambda n: range(n), name="heap")
    with pytest.raises(TypeError, match="Game"):
        step(3, 3)
    with pytest.raises(ValueError, match="2 games for 3"):
        every_sg_first_player_wins([heap, heap], [1, 2, 3])
    with pytest.raises(TypeError, match="list of component positions"):
        every_sg_first_player_wins(heap, 5)
    with pytest.raises(ValueError, match="at least one game"):
        every_sg_game()
    with pytest.raises(TypeError, match="tuple of 2 positions"):
        every_sg_game(heap, heap).outcome(3)
    with pytest.raises(LoopyGameError):
        step(Game(lambda p: [1 - p], name="loop"), 0)
    with pytest.raises(ValueError, match="step values"):
        plot_steps([1, 2], positions=[0])


# == BZOJ1393 knights (as retold): an every-SG game ==============================================


def _board_cells(n):
    return [(x, y) for x in range(1, n + 1) for y in range(1, n + 1)]


@pytest.mark.parametrize("n", [1, 2, 3, 5, 8, 11])
def test_knight_steps_equal_the_engines_step_on_every_cell(n):
    game = knights_game(n)
    table = knight_steps(n)
    assert [[step(game, (x, y)) for y in range(1, n + 1)] for x in range(1, n + 1)] == table
    # odd step exactly on N-positions (Lemma 2 of the chapter), cell by cell
    for x, y in _board_cells(n):
        assert (table[x - 1][y - 1] % 2 == 1) == (game.outcome((x, y)) == "N")


def test_knight_jumps_are_the_four_that_lower_x_plus_y():
    assert sorted(knights_game(8).options((5, 5))) == [(3, 4), (3, 6), (4, 3), (6, 3)]
    assert knights_game(8).options((1, 2)) == []  # every jump leaves the board
    assert knights_game(3).options((1, 3)) == [(2, 1)]
    # the chapter's worked figures (Going further C and its Further practice): 8 x 8 board
    assert knight_steps(8)[7][7] == 6 and not knights_first_player_wins(8, [(8, 8)])
    assert [knight_steps(8)[x - 1][y - 1] for x, y in [(5, 5), (8, 7), (3, 3)]] == [4, 5, 1]


@pytest.mark.parametrize("n", [4, 5])
def test_knights_rule_equals_the_brute_force_every_sg_game_on_all_pairs(n):
    cells = _board_cells(n)
    brute = every_sg_game(knights_game(n), knights_game(n))
    for a in cells:
        for b in cells:
            assert knights_first_player_wins(n, [a, b]) == (brute.outcome((a, b)) == "N"), (a, b)


def test_knights_rule_equals_brute_force_on_triples_and_rejects_the_usual_mistakes():
    n = 6
    game = knights_game(n)
    brute = every_sg_game(game, game, game)
    cells = _board_cells(n)
    triples = [(cells[i], cells[(7 * i + 3) % 36], cells[(11 * i + 5) % 36]) for i in range(36)]
    caught_xor = caught_min = 0
    for triple in triples:
        truth = brute.outcome(triple) == "N"
        assert knights_first_player_wins(n, triple) == truth, triple
        plain_xor = 0  # normal-play thinking: xor of the knights' SG values
        for cell in triple:
            plain_xor ^= game.grundy(cell)
        caught_xor += (plain_xor != 0) != truth
        caught_min += (min(step(game, c) for c in triple) % 2 == 1) != truth
    assert caught_xor and caught_min  # both mistakes are wrong on some of these triples


def test_knights_bad_input_gives_clear_errors():
    with pytest.raises(ValueError, match="at least 1"):
        knight_steps(0)
    with pytest.raises(ValueError, match="smaller board"):
        knight_steps(10**6)
    with pytest.raises(ValueError, match="not on the board"):
        knights_first_player_wins(4, [(5, 1)])
    with pytest.raises(TypeError, match="list of cells"):
        knights_first_player_wins(4, 7)
    with pytest.raises(ValueError, match="not on the board"):
        knights_game(4).options((0, 3))
