"""Size limits: inputs that once hung, blew up memory or leaked an unclear exception.

Each hostile call runs in a forked child under a time and memory limit (``tests/hostile.py``),
so a regression shows as "hang" or "error: MemoryError" instead of stalling the run.
"""

from __future__ import annotations

import pytest
from hostile import assert_answers, assert_refused

from gametheory_helpers import DEFAULT_MAX_STEPS, Game, SearchLimitError
from gametheory_helpers.games import fibonacci, team_nim
from gametheory_helpers.games.coins import format_coins
from gametheory_helpers.games.dawson import dawson_chess_game
from gametheory_helpers.games.hackenbush import HackenbushGame
from gametheory_helpers.games.nim import moore_nim, nim, staircase_nim
from gametheory_helpers.games.subtraction import parse_subtraction_set
from gametheory_helpers.graph import kernel
from gametheory_helpers.numbers.beatty import PHI, PHI_SQUARED, beatty, partitions_integers
from gametheory_helpers.widgets.classics import render_circle
from gametheory_helpers.widgets.sg_explorer import sg_explorer

HUGE = 10**100
ONES = (1,) * 10**5
NINES = (10**9,) * 10**5

# -- numbers, team Nim, the coin circle ------------------------------------------------------


def test_beatty_refuses_a_huge_count_at_once():
    assert_refused(lambda: beatty(PHI, HUGE, 1), "count")
    assert_refused(lambda: PHI.beatty(HUGE), "count")
    assert beatty(PHI, 5, HUGE)[0] == PHI.floor_mul(HUGE)  # a huge start is fine


def test_partitions_integers_refuses_a_huge_limit_at_once():
    assert_refused(lambda: partitions_integers(PHI, PHI_SQUARED, HUGE), "limit")
    assert partitions_integers(PHI, PHI_SQUARED, 10_000)


@pytest.mark.parametrize("stones", [HUGE, 10**9])
def test_team_nim_refuses_a_huge_number_of_stones_at_once(stones):
    assert_refused(lambda: team_nim.first_team_wins(stones, [2, 2]), "stones")
    assert_refused(lambda: team_nim.winning_table(stones, [2, 2]), "stones")


def test_team_nim_still_answers_poj_sizes():
    # POJ2068: at most 2^13 stones, 10 players, takes up to 16
    assert team_nim.first_team_wins(8192, [16] * 10) in (True, False)


def test_render_circle_refuses_a_huge_circle_at_once():
    assert_refused(lambda: render_circle(HUGE), "n")
    assert_refused(lambda: render_circle(HUGE)(frozenset()), "n")
    assert "●○●○" in render_circle(4)(frozenset({0, 2}))


# -- Fibonacci games -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "call",
    [
        lambda: fibonacci.first_winning_move(HUGE, HUGE),
        lambda: fibonacci.greedy_decomposition(HUGE, HUGE),
        lambda: fibonacci.is_p_position(HUGE, HUGE),
        lambda: fibonacci.winning_move((HUGE, HUGE), HUGE),
        lambda: fibonacci.reply((HUGE, HUGE), HUGE),
    ],
)
def test_fibonacci_theorem_with_a_huge_k_answers_at_once(call):
    assert_answers(call, cpu=3)


def test_a_heap_of_at_most_k_plus_one_is_lost_for_the_first_player():
    # the first move takes t < n stones, the reply may take k*t >= n - t of them: all
    assert fibonacci.is_p_position(HUGE, HUGE) is True
    assert fibonacci.first_winning_move(HUGE, HUGE) is None
    assert fibonacci.greedy_decomposition(HUGE, HUGE) == [HUGE]
    for k in range(1, 6):
        assert all(fibonacci.is_p_position(n, k) for n in range(1, k + 2))


@pytest.mark.parametrize(
    "call",
    [
        lambda: fibonacci.losing_positions(HUGE, HUGE),
        lambda: fibonacci.losing_positions(10**7, 10**9),
        lambda: fibonacci.greedy_decomposition(HUGE, 10**50),
        lambda: fibonacci.is_p_position(HUGE, 10**9),
    ],
)
def test_fibonacci_sequences_too_long_to_build_are_refused(call):
    assert_refused(call, "terms", cpu=3)


def test_fibonacci_hdu2486_sizes_still_answer():
    # HDU2486: k <= 10^5, n <= 10^8 (about 750,000 losing positions)
    take = assert_answers(lambda: fibonacci.first_winning_move(10**8, 10**5), cpu=10)
    assert take is None or 1 <= take < 10**8


# Options are built one at a time and refused after the default budget's worth of them (a
# second or three of CPU): the time limit leaves room for a loaded machine.
BUDGET_TIME = 20


def test_fibonacci_options_of_a_huge_position_are_refused_not_built():
    game = fibonacci.dynamic_subtraction(2)
    assert_refused(lambda: game.options((HUGE, HUGE)), "max_steps", cpu=BUDGET_TIME)


# -- Nim and its relatives on 10^5 heaps -----------------------------------------------------

GAMES = {"nim": nim, "staircase": staircase_nim, "moore": lambda: moore_nim(2)}
METHODS = {
    "grundy": lambda g, p: g.grundy(p),
    "outcome": lambda g, p: g.outcome(p),
    "is_p_position": lambda g, p: g.is_p_position(p),
    "winning_moves": lambda g, p: g.winning_moves(p),
    "options": lambda g, p: g.options(p),
    "table": lambda g, p: g.table([p]),
    "graph": lambda g, p: g.graph(p),
}


@pytest.mark.parametrize("method", METHODS)
@pytest.mark.parametrize("position", [ONES, NINES], ids=["ones", "nines"])
@pytest.mark.parametrize("game", GAMES)
def test_game_methods_refuse_10_5_heaps_at_once(game, position, method):
    outcome = assert_refused(lambda: METHODS[method](GAMES[game](), position), cpu=4)
    assert outcome.error_type in ("SearchLimitError", "ValueError"), outcome


def test_options_are_still_listed_for_ordinary_positions():
    assert len(nim().options((2000, 3000))) == 5000
    assert staircase_nim().options((1, 1)) == [(0, 1), (2, 0)]
    assert sorted(moore_nim(2).options((1, 1))) == [(0, 0), (0, 1), (1, 0)]


def test_moore_nim_does_not_build_a_whole_heap_range():
    # itertools.product turned range(10**9) into a tuple of 10^9 items: MemoryError
    game = moore_nim(2)
    assert_refused(lambda: game.options((10**9, 10**9)), "max_steps", cpu=BUDGET_TIME)
    assert_refused(lambda: game.grundy((10**9, 10**9)), "max_steps")


def test_staircase_and_moore_searches_still_agree_with_their_theorems():
    from gametheory_helpers.games.nim import moore_is_p_position, staircase_is_p_position

    stairs = staircase_nim()
    for steps in [(3, 5, 3), (2, 4, 1, 3), (6, 0, 6)]:
        assert stairs.is_p_position(steps) == staircase_is_p_position(steps)
    moore = moore_nim(2)
    for heaps in [(1, 1, 1), (3, 5, 6), (2, 3, 4, 5)]:
        assert moore.is_p_position(heaps) == moore_is_p_position(heaps, 2)


def test_a_user_game_on_a_huge_tuple_is_refused_not_hung():
    # a generic game without a size function: each position of 10^5 parts costs its length
    drop = Game(lambda p: [p[:i] + p[i + 1 :] for i in range(min(len(p), 3))], name="drop")
    assert_refused(lambda: drop.grundy(ONES), "max_steps", cpu=BUDGET_TIME)
    assert_refused(lambda: drop.options(ONES, max_steps=1000), "max_steps")
    assert drop.grundy((1, 2, 3, 4)) in range(4)


def test_winning_moves_too_many_to_list_are_refused_at_once():
    # 99,999 heaps of 1: Nim-sum 1, every heap is a winning move: 10^10 heap sizes to build
    from gametheory_helpers.games.misere import misere_nim_winning_moves
    from gametheory_helpers.games.nim import staircase_winning_moves, winning_moves

    assert_refused(lambda: winning_moves((1,) * 99_999), "too many to list")
    assert_refused(lambda: misere_nim_winning_moves(ONES), "too many to list")
    assert_refused(lambda: staircase_winning_moves((2,) + ONES), "too many to list")
    assert winning_moves((1,) * 999) == [(0,) + (1,) * 998] + [
        (1,) * i + (0,) + (1,) * (998 - i) for i in range(1, 999)
    ]
    assert misere_nim_winning_moves((1, 1)) == [(0, 1), (1, 0)]  # leave an odd count of ones


# -- clear messages --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "graph",
    [[([1], 2)], [(None, 1)], [({1}, 2)]],
    ids=["unhashable vertex", "None vertex", "set vertex"],
)
def test_kernel_refuses_bad_edge_lists_in_its_own_words(graph):
    outcome = assert_refused(lambda: kernel(graph), "edge")
    assert outcome.error_type in ("TypeError", "ValueError"), outcome


def test_hackenbush_game_names_its_parameters():
    assert_refused(lambda: HackenbushGame(None, 0), "edges")
    assert_refused(lambda: HackenbushGame(3, 0), "edges")
    assert_refused(lambda: HackenbushGame([(0, [1])], 0), "edge")
    assert HackenbushGame([(0, 1), (1, 2)], 0).grundy(frozenset({0, 1})) == 2


def test_format_coins_names_its_parameter():
    assert_refused(lambda: format_coins(None, 3), "heads")
    assert_refused(lambda: format_coins(3, 3), "heads")
    assert_refused(lambda: format_coins(["a"], 3), "heads")
    assert_refused(lambda: format_coins([[1]], 3), "heads")
    assert format_coins({1, 3}, 5) == "THTHT"


def test_a_superscript_in_a_subtraction_set_is_named():
    outcome = assert_refused(lambda: parse_subtraction_set("1, 2²"), "2²", "whole number")
    assert "int()" not in outcome.message
    assert parse_subtraction_set("1, ８") == (1, 8)  # a full-width digit is still a digit
    app = sg_explorer("1, 2²", n=20).app
    assert "2²" in app.error and "int()" not in app.error


def test_dawson_chess_refuses_a_board_that_is_not_one():
    game = dawson_chess_game()
    assert_refused(lambda: game.options(()), "board")
    assert_refused(lambda: game.grundy(("MM", "..")), "board")
    assert_refused(lambda: game.grundy(("MX", "..", "OO")), "board")
    assert game.options(("MM", "..", "OO")) == [("MM", ".O", "O."), ("MM", "O.", ".O")]


# -- the default search budget ---------------------------------------------------------------


def test_the_default_budget_is_about_a_second_of_search():
    # 1.37 million steps, about a second on the machine the default was measured on
    assert DEFAULT_MAX_STEPS >= 1_500_000
    assert nim().grundy((30, 30, 30)) == 30


def test_the_default_budget_still_refuses_what_takes_minutes():
    with pytest.raises(SearchLimitError):
        nim().grundy((90, 91, 92, 93))
