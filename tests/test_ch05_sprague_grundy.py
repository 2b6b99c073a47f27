"""Chapter 05: subtraction games, S-Nim, sums, POJ3537, BZOJ1457, POJ2311 against brute force."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gametheory_helpers import Game, game_sum, nim_sum
from gametheory_helpers.games import crosses, cutting, octal, queens, subtraction

# -- subtraction games ----------------------------------------------------------------------


@pytest.mark.parametrize("S", [{1, 2, 3}, {1, 3, 4}, {2, 5, 6}, {2, 3}, {1, 4}, {3, 5, 7}])
def test_grundy_sequence_equals_game_brute_force(S):
    game = subtraction.subtraction_game(S)
    assert subtraction.grundy_sequence(S, 200) == [game.grundy(n) for n in range(200)]


def test_article_rules():
    # rule 1: takes 1..m give x mod (m + 1); rule 2: any take gives x
    for m in range(1, 6):
        assert subtraction.grundy_sequence(range(1, m + 1), 60) == [x % (m + 1) for x in range(60)]
    assert subtraction.grundy_sequence(range(1, 40), 40) == list(range(40))


@settings(max_examples=40, deadline=None)
@given(st.sets(st.integers(min_value=1, max_value=9), min_size=1, max_size=4))
def test_certified_period_holds_far_out(S):
    e, p = subtraction.certified_period(S)
    values = subtraction.grundy_sequence(S, e + 6 * p + 60)
    assert all(values[n + p] == values[n] for n in range(e, len(values) - p))
    if e > 0:  # the preperiod is the least one
        assert values[e - 1 + p] != values[e - 1]


def test_find_period_on_observed_prefixes():
    assert subtraction.find_period([0, 1, 0, 1, 2, 3, 2] * 3) == (0, 7)
    assert subtraction.find_period([9, 9, 1, 2, 1, 2, 1, 2]) == (2, 2)
    assert subtraction.find_period([0, 1, 2, 3, 4]) is None


@settings(max_examples=20, deadline=None)
@given(
    st.sets(st.integers(min_value=1, max_value=7), min_size=1, max_size=3),
    st.lists(st.integers(min_value=0, max_value=3000), min_size=1, max_size=5),
)
def test_s_nim_equals_xor_of_tabulated_values(S, heaps):
    table = subtraction.grundy_sequence(S, max(heaps) + 1)
    expected = nim_sum(table[h] for h in heaps) == 0
    assert subtraction.s_nim_is_p_position(S, heaps) == expected


def test_s_nim_equals_brute_force_on_small_sums():
    S = {2, 5}
    heap = subtraction.subtraction_game(S)
    both = game_sum(heap, heap, heap)
    for heaps in itertools.product(range(8), repeat=3):
        assert subtraction.s_nim_is_p_position(S, heaps) == (both.outcome(heaps) == "P")


@pytest.mark.parametrize(("S", "judge"), [({2, 5}, "LWW"), ({1, 2, 3, 4, 5}, "WWL")])
def test_poj2960_sample(S, judge):
    # POJ2960's sample: positions (5, 12), (2, 4, 7), (2, 3, 7, 12) for each set S
    answer = ""
    for heaps in [(5, 12), (2, 4, 7), (2, 3, 7, 12)]:
        game = game_sum(*[subtraction.subtraction_game(S)] * len(heaps))
        fast = subtraction.s_nim_is_p_position(S, heaps)
        assert fast == (game.outcome(heaps) == "P")
        answer += "L" if fast else "W"
    assert answer == judge


def test_subtraction_errors():
    with pytest.raises(ValueError, match="empty"):
        subtraction.subtraction_game([])
    with pytest.raises(ValueError, match="at least 1"):
        subtraction.grundy_sequence({0, 2}, 5)
    with pytest.raises(TypeError, match="collection"):
        subtraction.subtraction_game(5)
    with pytest.raises(ValueError, match="not a positive whole number"):
        subtraction.parse_subtraction_set("1, x")
    assert subtraction.parse_subtraction_set("{3 1, 4}") == (1, 3, 4)


# -- the SG theorem on sums ------------------------------------------------------------------


def test_sum_value_is_xor_of_parts():
    kayles = octal.octal_game("0.77")
    sub = subtraction.subtraction_game({1, 3, 4})
    total = game_sum(kayles, sub)
    k = octal.grundy_sequence("0.77", 9)
    s = subtraction.grundy_sequence({1, 3, 4}, 9)
    for a in range(9):
        for b in range(9):
            assert total.grundy(((a,) if a else (), b)) == k[a] ^ s[b]


# -- POJ3537 crosses and crosses ----------------------------------------------------------------


def test_crosses_reduction_equals_literal_strip_search():
    game = crosses.crosses_game()
    for n in range(3, 14):  # for n <= 2 nobody can make three in a row: a draw
        assert crosses.first_player_wins(n) == (game.outcome("." * n) == "N"), n


def test_crosses_is_treblecross_shifted():
    assert octal.grundy_sequence("0.11337", 400) == octal.grundy_sequence("0.007", 402)[2:]


def test_crosses_errors():
    with pytest.raises(ValueError, match="strip"):
        crosses.crosses_game().outcome("XOX")
    with pytest.raises(ValueError, match="at least 0"):
        crosses.crosses_grundy(-3)


# -- BZOJ1457 queens ------------------------------------------------------------------------------

SQUARES = [(x, y) for x in range(6) for y in range(6) if (x, y) != (0, 0)]


def test_queens_rule_equals_literal_search_for_two_queens():
    game = queens.queens_game()
    for a, b in itertools.combinations_with_replacement(SQUARES, 2):
        position = tuple(sorted((a, b)))
        assert queens.first_player_wins(position) == (game.outcome(position) == "N"), position


def test_queens_rule_equals_literal_search_for_three_queens():
    game = queens.queens_game()
    rng = random.Random(2026)
    small = [(x, y) for x in range(4) for y in range(4) if (x, y) != (0, 0)]
    for _ in range(60):
        position = tuple(sorted(rng.choice(small) for _ in range(3)))
        assert queens.first_player_wins(position) == (game.outcome(position) == "N"), position


def test_naive_queens_is_wrong_even_off_the_lines():
    game = queens.queens_game()
    off = [(x, y) for x in range(1, 9) for y in range(1, 9) if x != y]
    wrong = [
        (a, b)
        for a, b in itertools.combinations_with_replacement(off, 2)
        if queens.naive_first_player_wins((a, b)) != (game.outcome(tuple(sorted((a, b)))) == "N")
    ]
    assert ((1, 3), (4, 8)) in wrong  # naive: Wythoff values 2 ^ 8 != 0, but a P-position


def test_single_queen_is_wythoff_when_off_the_lines():
    # one queen: the literal game is Wythoff's game, P-positions (1, 2), (3, 5), (4, 7)...
    game = queens.queens_game()
    for x, y in [(1, 2), (2, 1), (3, 5), (5, 3)]:
        assert game.outcome(((x, y),)) == "P"
        assert not queens.first_player_wins([(x, y)])


def test_queens_errors():
    with pytest.raises(ValueError, match="over before it starts"):
        queens.first_player_wins([(0, 0), (1, 2)])
    with pytest.raises(ValueError, match="on a line"):
        queens.queen_grundy(3, 3)
    with pytest.raises(TypeError, match="square"):
        queens.first_player_wins([(1, 2, 3)])


# -- POJ2311 cutting game -----------------------------------------------------------------


def test_cutting_rule_equals_literal_search():
    game = cutting.cutting_game()
    for w in range(2, 6):
        for h in range(w, 7):
            if w * h > 25:
                continue
            assert cutting.first_player_wins(w, h) == (game.outcome(((w, h),)) == "N"), (w, h)


def test_cutting_terminal_pieces_are_sides_at_most_3():
    terminal = [(w, h) for w in range(2, 12) for h in range(2, 12) if not cutting._cuts(w, h, 2)]
    assert sorted(terminal) == [(2, 2), (2, 3), (3, 2), (3, 3)]
    assert all(cutting.cutting_grundy(w, h) == 0 for w, h in terminal)


def test_naive_cutting_is_wrong():
    game = cutting.cutting_game()
    wrong = [
        (w, h)
        for w in range(2, 6)
        for h in range(w, 6)
        if (cutting.naive_cutting_grundy(w, h) != 0) != (game.outcome(((w, h),)) == "N")
    ]
    assert (2, 2) in wrong and (3, 5) in wrong


def test_cutting_big_sheet_and_errors():
    # the table uses the recurrence; compare with a memoised literal sum-of-pieces search
    pieces = Game(
        lambda p: [
            tuple(sorted((*p[:i], *p[i + 1 :], *cut)))
            for i, (w, h) in enumerate(p)
            for cut in cutting._cuts(w, h, 2)
        ],
        name="sensible cuts",
    )
    for w in range(2, 9):
        for h in range(2, 9):
            assert cutting.cutting_grundy(w, h) == pieces.grundy(((w, h),))
    assert isinstance(cutting.first_player_wins(60, 45), bool)
    with pytest.raises(ValueError, match="at least 2"):
        cutting.cutting_grundy(1, 5)


def test_generic_engine_is_used_not_a_closed_form():
    # guard: the literal games are real Game objects searched by the engine
    assert isinstance(cutting.cutting_game(), Game)
    assert isinstance(queens.queens_game(), Game)
