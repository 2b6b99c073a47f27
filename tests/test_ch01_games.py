"""Chapter 01 warm-ups: POJ2505 (multiplication game) and POJ2068 (team Nim).

Each closed form is compared with a brute force written here from the rules as
the problems state them, and with the sample input/output published on POJ.
"""

import itertools
import time
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gametheory_helpers.games import multiplication, team_nim
from gametheory_helpers.games.multiplication import (
    kernel_intervals,
    multiplication_game,
    start_outcome,
    winner,
)
from gametheory_helpers.games.team_nim import first_team_wins, winning_table

# == POJ2505 A Multiplication Game ==============================================================
#
# POJ's rule: p starts at 1, Stan then Ollie multiply p by 2..9, and whoever reaches
# p >= N wins.  The module's n is POJ's N - 1 (the winner makes p > n).


def poj2505_stan_wins(big_n):
    """Brute force of POJ's statement itself (reach p >= N to win), over reachable p only."""

    @cache
    def mover_wins(p):
        return any(p * d >= big_n or not mover_wins(p * d) for d in range(2, 10))

    return mover_wins(1)


def mover_wins_table(n):
    """For the module's rule (make p > n to win): does the player to move at p win, every p."""
    wins = {}
    for p in range(9 * n + 9, 0, -1):
        wins[p] = p <= n and any(not wins[p * d] for d in range(2, 10))
    return wins


@pytest.mark.parametrize(
    ("poj_n", "expected"),
    [(162, "Stan wins."), (17, "Ollie wins."), (34012226, "Stan wins.")],
)
def test_poj2505_published_samples(poj_n, expected):
    assert f"{winner(poj_n - 1)} wins." == expected
    assert f"{'Stan' if poj2505_stan_wins(poj_n) else 'Ollie'} wins." == expected


def test_start_outcome_matches_brute_force_for_every_n_up_to_2000():
    wrong = [
        n
        for n in range(1, 2001)
        if (start_outcome(n) == "N") != poj2505_stan_wins(n + 1)
        or winner(n) != ("Stan" if poj2505_stan_wins(n + 1) else "Ollie")
    ]
    assert wrong == []


def test_every_value_p_lies_in_an_interval_of_its_outcome():
    for n in range(1, 301):
        wins = mover_wins_table(n)
        intervals = kernel_intervals(n)
        for low, high, kind in intervals:
            top = 9 * n + 9 if high is None else high
            for p in range(low, top + 1):
                assert wins[p] == (kind == "N"), (n, p, intervals)


@pytest.mark.parametrize("n", [1, 2, 8, 9, 17, 161, 1000, 34012225, 2**32, 10**30])
def test_kernel_intervals_tile_the_values_alternately(n):
    intervals = kernel_intervals(n)
    assert intervals[0] == (n + 1, None, "P")
    assert intervals[-1][0] == 1
    for (low, _, kind), (next_low, next_high, next_kind) in zip(
        intervals, intervals[1:], strict=False
    ):
        assert next_high == low - 1, "intervals must be contiguous"
        assert next_low <= next_high
        assert {kind, next_kind} == {"P", "N"}, "outcomes must alternate"


def test_kernel_intervals_by_hand():
    # n = 20: p >= 21 terminal; 3..20 reach it (3 * 9 = 27); 2 lands in 4..18; 1 -> 2.
    assert kernel_intervals(20) == [(21, None, "P"), (3, 20, "N"), (2, 2, "P"), (1, 1, "N")]
    assert kernel_intervals(1) == [(2, None, "P"), (1, 1, "N")]
    # 1 x 9 = 9 exceeds 8 but not 9
    assert (start_outcome(8), start_outcome(9)) == ("N", "P")


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 2**32))
def test_winner_matches_brute_force_on_large_n(n):
    assert winner(n) == ("Stan" if poj2505_stan_wins(n + 1) else "Ollie")


def test_large_inputs_are_fast_and_right():
    start = time.process_time()  # CPU seconds: a loaded machine does not stretch them
    for n in (2**32 - 1, 2**32, 10**18, 10**30):
        intervals = kernel_intervals(n)
        # about 2 log_18 n intervals: the method never visits the states
        assert len(intervals) <= 2 * n.bit_length()
    assert time.process_time() - start < 0.5
    for n in (2**32 - 1, 2**32, 10**18):
        assert winner(n) == ("Stan" if poj2505_stan_wins(n + 1) else "Ollie")


def test_multiplication_game_follows_the_rules():
    game = multiplication_game(10)
    assert game.options(2) == [4, 6, 8, 10, 12, 14, 16, 18]
    assert game.options(11) == []  # p > n: the game is over
    assert game.options(10) == [20, 30, 40, 50, 60, 70, 80, 90]
    for n in range(1, 200):
        assert multiplication_game(n).outcome(1) == ("N" if poj2505_stan_wins(n + 1) else "P")


@pytest.mark.parametrize("function", [kernel_intervals, start_outcome, winner, multiplication_game])
def test_multiplication_bad_n(function):
    for bad in (0, -1, -(2**40)):
        with pytest.raises(ValueError, match=rf"n must be at least 1, got {bad}"):
            function(bad)
    for bad in (1.5, 10.0, True, "10", None, [10]):
        with pytest.raises(TypeError, match="n must be an integer") as info:
            function(bad)
        assert repr(bad) in str(info.value)


def test_multiplication_game_bad_positions():
    game = multiplication_game(10)
    with pytest.raises(ValueError, match="the value p must be at least 1, got 0"):
        game.grundy(0)
    with pytest.raises(TypeError, match="the value p must be an integer"):
        game.outcome(2.0)


def test_multiplication_module_exports():
    assert list(multiplication.DIGITS) == [2, 3, 4, 5, 6, 7, 8, 9]
    assert set(multiplication.__all__) >= {"kernel_intervals", "start_outcome", "winner"}


# == POJ2068 Nim (team Nim) ===================================================================
#
# POJ's rule: 2n players alternate teams around the table (players 0, 2, 4... are the
# first team); player i takes 1..M_i stones; whoever takes the last stone loses.


def team_nim_winner(stones, limits):
    """Brute force of POJ's statement: ``result(s, p)`` is the team that wins from there.

    Taking the last stone is allowed and loses; with s = 0 the player to move wins,
    because the previous player just took the last stone.
    """
    players = len(limits)

    @cache
    def result(s, p):
        if s == 0:
            return p % 2
        successor = (p + 1) % players
        if any(result(s - k, successor) == p % 2 for k in range(1, min(limits[p], s) + 1)):
            return p % 2
        return 1 - p % 2

    for s in range(stones + 1):  # fill bottom-up so the recursion stays shallow
        for p in range(players):
            result(s, p)
    return result


def poj2068_line(line):
    n, stones, *limits = map(int, line.split())
    assert len(limits) == 2 * n
    return int(first_team_wins(stones, limits))


@pytest.mark.parametrize(
    ("line", "expected"),
    [("1 101 4 4", 0), ("1 100 4 4", 1), ("3 97 8 7 6 5 4 3", 1)],
)
def test_poj2068_published_samples(line, expected):
    assert poj2068_line(line) == expected
    n, stones, *limits = map(int, line.split())
    assert int(team_nim_winner(stones, tuple(limits))(stones, 0) == 0) == expected


def all_small_configurations():
    for a in range(1, 5):
        for b in range(1, 5):
            yield (a, b)
    for a, b in itertools.product(range(1, 4), repeat=2):
        for c, d in itertools.product((1, 3), (1, 2)):
            yield (a, b, c, d)
    yield (1, 1, 1, 1, 1, 1)
    yield (2, 1, 3, 1, 2, 4)


@pytest.mark.parametrize("limits", list(all_small_configurations()))
def test_winning_table_matches_brute_force_on_small_tables(limits):
    stones = 40
    result = team_nim_winner(stones, limits)
    table = winning_table(stones, list(limits))
    assert len(table) == stones + 1
    for s in range(1, stones + 1):
        for p in range(len(limits)):
            assert table[s][p] == (result(s, p) == p % 2), (s, p)
        assert first_team_wins(s, list(limits)) == (result(s, 0) == 0)


@settings(max_examples=30, deadline=None)
@given(
    st.integers(1, 5).flatmap(
        lambda n: st.lists(st.integers(1, 16), min_size=2 * n, max_size=2 * n)
    ),
    st.integers(1, 600),
)
def test_first_team_wins_matches_brute_force_within_poj_bounds(limits, stones):
    result = team_nim_winner(stones, tuple(limits))
    assert first_team_wins(stones, limits) == (result(stones, 0) == 0)


def test_the_bash_game_is_the_two_player_case():
    # With limits [m, m] and "last stone loses" this is misere Bash: the player to move
    # loses exactly when stones = 1 (mod m + 1) (the article).
    for m in range(1, 6):
        for stones in range(1, 60):
            assert first_team_wins(stones, [m, m]) == (stones % (m + 1) != 1)


def test_largest_poj_input_is_fast():
    # POJ2068 bounds: S < 2^13, n <= 10, M_i <= 16.  With equal limits the teams do not
    # matter (seats alternate), so this is misere Bash again: 8191 = 17 * 481 + 14 wins,
    # 8178 = 17 * 481 + 1 loses.
    start = time.process_time()  # CPU seconds, not wall clock
    assert first_team_wins(8191, [16] * 20) is True
    assert first_team_wins(8178, [16] * 20) is False
    assert time.process_time() - start < 5


def test_team_nim_game_follows_the_rules():
    game = team_nim.team_nim([2, 3])
    assert game.options((4, 1)) == [(3, 0), (2, 0), (1, 0)]
    assert game.options((4, 0)) == [(3, 1), (2, 1)]
    assert game.options((1, 0)) == []  # must take the last stone: a loss, no useful move
    limits = (3, 1, 2, 4)
    game = team_nim.team_nim(list(limits))
    result = team_nim_winner(30, limits)
    for s in range(1, 31):
        for p in range(4):
            assert game.outcome((s, p)) == ("N" if result(s, p) == p % 2 else "P")


@pytest.mark.parametrize("function", [team_nim.team_nim, lambda limits: winning_table(5, limits)])
def test_team_nim_bad_limits(function):
    for bad in ("44", 4, None, {4, 5}):
        with pytest.raises(TypeError, match="limits must be a list"):
            function(bad)
    for bad in ([], [4], [4, 4, 4]):
        with pytest.raises(ValueError, match=rf"even, non-zero length; got {len(bad)}"):
            function(bad)
    with pytest.raises(ValueError, match="a player's maximum take must be at least 1, got 0"):
        function([4, 0])
    with pytest.raises(ValueError, match="at least 1, got -2"):
        function([-2, 4])
    for bad in (2.5, True, "3"):
        with pytest.raises(TypeError, match="a player's maximum take must be an integer"):
            function([4, bad])


def test_team_nim_bad_stones():
    for bad in (0, -5):
        with pytest.raises(ValueError, match=rf"number of stones must be at least 1, got {bad}"):
            first_team_wins(bad, [4, 4])
    for bad in (10.0, False, "10"):
        with pytest.raises(TypeError, match="number of stones must be an integer"):
            winning_table(bad, [4, 4])


def test_team_nim_bad_states():
    game = team_nim.team_nim([4, 4])
    with pytest.raises(TypeError, match=r"a state is a pair \(stones, player\)"):
        game.grundy(5)
    with pytest.raises(TypeError, match="a state is a pair"):
        game.grundy((5, 0, 1))
    with pytest.raises(ValueError, match="number of stones must be at least 1, got 0"):
        game.grundy((0, 0))
    with pytest.raises(ValueError, match="player index must be below 2, got 2"):
        game.grundy((5, 2))
    with pytest.raises(ValueError, match="player index must be at least 0, got -1"):
        game.outcome((5, -1))


def test_loopy_graphs_have_p_n_and_draws():
    """Chapter 1, section 7: P/N still mean something on a graph with cycles, beside draws."""
    import networkx as nx

    from gametheory_helpers.games import loopy
    from gametheory_helpers.graph import digraph_game

    exit_cycle = digraph_game(nx.DiGraph([(0, 1), (1, 0), (1, 2)]))
    assert loopy.loopy_outcomes(exit_cycle, [0]) == {0: "P", 1: "N", 2: "P"}
    three_cycle = digraph_game(nx.DiGraph([(0, 1), (1, 2), (2, 0)]))
    assert set(loopy.loopy_outcomes(three_cycle, [0]).values()) == {"D"}
