"""Chapter 07: coin-turning games (the slides, 翻硬币游戏).

Every closed form is compared with the generic solver run on the coin game itself
(``coin_game(rule)``, which knows only the rule), on every set of heads of small rows, and
the single-head theorem (SG of a row = xor of its single heads) is checked the same way.
Published values: the slides' tables, OEIS A000069 (odious numbers), A001511 and A006519
(the ruler function), and the samples of HDU3537.
"""

from functools import reduce
from operator import xor

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gametheory_helpers import Game
from gametheory_helpers.games.coins import (
    CoinRule,
    coin_game,
    consecutive,
    consecutive_grundy,
    format_coins,
    hdu3537,
    is_evil,
    is_odious,
    mock_turtles,
    mock_turtles_grundy,
    odious_numbers,
    one_coin,
    one_or_two_coins,
    parse_coins,
    position_grundy,
    ruler,
    ruler_grundy,
    single_head_values,
    subtraction_values,
    turn,
    twins,
    two_coins,
    winning_turns,
)

# Rules with the row length searched exhaustively (every one of the 2^length head-sets).
RULES = {
    "one coin": (one_coin(), 12),
    "one or two coins": (one_or_two_coins(), 12),
    "two coins": (two_coins(), 12),
    "twins {1,2,3}": (twins({1, 2, 3}), 12),
    "twins {2,5}": (twins({2, 5}), 11),
    "2 consecutive": (consecutive(2), 12),
    "3 consecutive": (consecutive(3), 12),
    "mock turtles": (mock_turtles(), 12),
    "ruler": (ruler(), 12),
}
# One game object per rule, so the solver's cache is shared by all the tests below.
GAMES = {name: coin_game(rule) for name, (rule, _) in RULES.items()}


def head_sets(first, length):
    coins = range(first, first + length)
    for mask in range(1 << length):
        yield frozenset(c for i, c in enumerate(coins) if mask >> i & 1)


# == the single-head theorem =================================================================


@pytest.mark.parametrize("name", RULES)
def test_row_value_is_xor_of_single_heads_on_every_small_row(name):
    rule, length = RULES[name]
    game = GAMES[name]
    single = {x: game.grundy(frozenset({x})) for x in range(rule.first, rule.first + length)}
    wrong = [
        sorted(heads)
        for heads in head_sets(rule.first, length)
        if game.grundy(heads) != reduce(xor, (single[x] for x in heads), 0)
    ]
    assert wrong == []


@pytest.mark.parametrize("name", RULES)
def test_closed_form_equals_brute_force_of_a_lone_head(name):
    rule, length = RULES[name]
    game = GAMES[name]
    brute = [game.grundy(frozenset({x})) for x in range(rule.first, rule.first + length)]
    assert [rule.closed_form(x) for x in range(rule.first, rule.first + length)] == brute
    assert single_head_values(rule, length) == brute


@pytest.mark.parametrize("name", RULES)
def test_position_grundy_equals_brute_force_on_every_small_row(name):
    rule, length = RULES[name]
    game = GAMES[name]
    wrong = [
        sorted(h)
        for h in head_sets(rule.first, length)
        if position_grundy(rule, h) != game.grundy(h)
    ]
    assert wrong == []


@pytest.mark.parametrize("name", RULES)
def test_winning_turns_are_exactly_the_moves_to_p_positions(name):
    rule, length = RULES[name]
    game = GAMES[name]
    for heads in head_sets(rule.first, min(length, 9)):
        by_theorem = {turn(heads, coins) for coins in winning_turns(rule, heads)}
        assert by_theorem == set(game.winning_moves(heads)), sorted(heads)


def sg_recursion_holds(rule, heads):
    """One step of the brute force on a big row: position_grundy(H) = mex of its options' values."""
    options = coin_game(rule).options(frozenset(heads))
    values = {position_grundy(rule, option) for option in options}
    mex = next(v for v in range(len(values) + 1) if v not in values)
    return position_grundy(rule, heads) == mex


@settings(max_examples=30, deadline=None)
@given(st.frozensets(st.integers(1, 160), max_size=5))
def test_ruler_values_satisfy_the_sg_recursion_on_long_rows(heads):
    assert sg_recursion_holds(ruler(), heads)


@settings(max_examples=25, deadline=None)
@given(st.frozensets(st.integers(0, 70), max_size=5))
def test_mock_turtles_values_satisfy_the_sg_recursion_on_long_rows(heads):
    assert sg_recursion_holds(mock_turtles(), heads)


@settings(max_examples=40, deadline=None)
@given(
    st.frozensets(st.integers(1, 2000), max_size=6),
    st.sampled_from(["one coin", "one or two coins", "2 consecutive", "3 consecutive"]),
)
def test_simple_rules_satisfy_the_sg_recursion_on_long_rows(heads, name):
    assert sg_recursion_holds(RULES[name][0], heads)


@settings(max_examples=15, deadline=None)
@given(st.frozensets(st.integers(0, 12), max_size=13))
def test_random_rows_of_13_coins_mock_turtles_brute_force(heads):
    # Rows of 13 coins: outside the exhaustive range; the shared game caches the search.
    assert GAMES["mock turtles"].grundy(heads) == position_grundy(mock_turtles(), heads)


# == the rules of the slides ====================================================================


def test_one_or_two_coins_is_nim():
    nim_heap = Game(lambda n: range(n), name="Nim heap")
    rule = one_or_two_coins()
    assert single_head_values(rule, 40) == [nim_heap.grundy(n) for n in range(1, 41)]


def test_two_coins_is_nim_from_coin_0():
    # the slides (TARTAN): turning corners is the product of two Nim games; its factor turns
    # coin x and one coin y < x (coins from 0), so a head on coin x is a Nim heap of x.
    nim_heap = Game(lambda n: range(n), name="Nim heap")
    rule = two_coins()
    assert rule.first == 0 and rule.companion_sets(0) == []
    assert single_head_values(rule, 40) == [nim_heap.grundy(n) for n in range(40)]
    assert [rule.closed_form(x) for x in range(40)] == list(range(40))


@pytest.mark.parametrize("distances", [{1, 2, 3}, {2, 5}, {1, 4}, {3}, {1, 3, 4}])
def test_twins_is_the_subtraction_game(distances):
    heap = Game(lambda n: [n - d for d in distances if d <= n], name="subtraction")
    expected = [heap.grundy(n) for n in range(60)]
    assert single_head_values(twins(distances), 60) == expected
    assert subtraction_values(distances, 60) == expected
    assert [twins(distances).closed_form(x) for x in range(60)] == expected


def test_twins_123_is_bash_slides():
    # the slides: Twins with S = {1, 2, 3} "相当于巴什博弈": P-positions are the multiples of 4.
    assert single_head_values(twins({1, 2, 3}), 20) == [x % 4 for x in range(20)]


def test_one_coin_slides():
    # the slides: SG(0) = 0 (no coin), SG(k) = 1 for k > 0.
    assert single_head_values(one_coin(), 30) == [1] * 30


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_n_consecutive_coins_slides(n):
    # the slides: SG(n * k) = 1 for k > 0, every other SG value is 0.
    values = single_head_values(consecutive(n), 60)
    assert values == [1 if x % n == 0 else 0 for x in range(1, 61)]
    assert [consecutive_grundy(x, n) for x in range(1, 61)] == values


# == Mock Turtles and the odious numbers ======================================================

# OEIS A000069, odious numbers (an odd number of 1s in binary): https://oeis.org/A000069
A000069 = [
    1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35, 37, 38, 41, 42, 44, 47,
    49, 50, 52, 55, 56, 59, 61, 62, 64, 67, 69, 70, 73, 74, 76, 79, 81, 82, 84, 87, 88, 91, 93,
    94, 97, 98, 100, 103, 104, 107, 109, 110, 112, 115, 117, 118, 121, 122, 124, 127, 128,
]  # fmt: skip
# the slides, MOCK TURTLES (HDU3537), coins numbered from 0: x = 0..14.
SLIDES_MOCK_TURTLES = [1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28]


def test_mock_turtles_slides_table():
    assert [mock_turtles_grundy(x) for x in range(15)] == SLIDES_MOCK_TURTLES
    assert single_head_values(mock_turtles(), 15) == SLIDES_MOCK_TURTLES


def test_mock_turtles_are_the_odious_numbers_oeis_a000069():
    assert odious_numbers(len(A000069)) == A000069
    assert [mock_turtles_grundy(i) for i in range(len(A000069))] == A000069
    assert all(bin(n).count("1") % 2 == 1 for n in A000069)


def test_mock_turtles_recursion_over_a_long_row():
    # The mex recursion (the theorem applied coin by coin) against the closed form, 100 coins.
    assert single_head_values(mock_turtles(), 100) == [mock_turtles_grundy(i) for i in range(100)]


@given(st.integers(0, 10**40))
def test_mock_turtles_grundy_is_the_odious_one_of_2i_and_2i_plus_1(i):
    g = mock_turtles_grundy(i)
    assert g in (2 * i, 2 * i + 1)
    assert bin(g).count("1") % 2 == 1
    assert is_odious(g) and not is_evil(g)


@given(st.integers(0, 2**70), st.integers(0, 2**70))
def test_odious_evil_closure_under_xor(a, b):
    # the slides: evil ^ evil = odious ^ odious = evil, evil ^ odious = odious.
    assert is_odious(a ^ b) == (is_odious(a) != is_odious(b))


def test_hdu3537_published_samples():
    # HDU3537 sample input: "0", "1 / 0", "4 / 0 1 2 3" -> Yes, No, Yes.
    assert [hdu3537([]), hdu3537([0]), hdu3537([0, 1, 2, 3])] == ["Yes", "No", "Yes"]


def test_hdu3537_repeated_coins_count_once():
    # The statement: "the same coin may be described twice or more times".
    assert hdu3537([5, 5, 5]) == hdu3537([5]) == "No"
    assert hdu3537([0, 1, 2, 3, 3, 0]) == "Yes"


def test_hdu3537_large_coins_brute_force_free():
    heads = [10**8 - 1, 12345678, 3]
    expected = reduce(xor, (2 * x + (bin(x).count("1") % 2 == 0) for x in heads), 0)
    assert hdu3537(heads) == ("Yes" if expected == 0 else "No")


# == Ruler ====================================================================================

# OEIS A006519, highest power of 2 dividing n (n >= 1): https://oeis.org/A006519
A006519 = [1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16, 1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4,
           1, 2, 1, 32]  # fmt: skip
# OEIS A001511, the ruler function: 2-adic valuation of 2n (n >= 1): https://oeis.org/A001511
A001511 = [1, 2, 1, 3, 1, 2, 1, 4, 1, 2, 1, 3, 1, 2, 1, 5, 1, 2, 1, 3, 1, 2, 1, 4, 1, 2, 1, 3,
           1, 2, 1, 6]  # fmt: skip
# the slides, RULER: x = 0..16 (x = 0 is the empty row, SG 0; coins are numbered from 1).
SLIDES_RULER = [0, 1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16]


def test_ruler_slides_table():
    assert [0] + [ruler_grundy(x) for x in range(1, 17)] == SLIDES_RULER
    assert [0] + single_head_values(ruler(), 16) == SLIDES_RULER


def test_ruler_oeis_a006519_and_a001511():
    assert [ruler_grundy(n) for n in range(1, 33)] == A006519
    assert [ruler_grundy(n).bit_length() for n in range(1, 33)] == A001511


def test_ruler_recursion_over_a_long_row():
    assert single_head_values(ruler(), 130) == [ruler_grundy(i) for i in range(1, 131)]


@given(st.integers(1, 10**40))
def test_ruler_grundy_is_the_largest_power_of_two_dividing_i(i):
    g = ruler_grundy(i)
    assert g & (g - 1) == 0 and i % g == 0 and (i // g) % 2 == 1


# == positions, parsing, errors ===============================================================


def test_slides_example_row():
    # the slides: SG(●○●○●●○) = SG(●●●●●●○) xor SG(●●●○) xor SG(●○), heads drawn as ○.
    row = parse_coins("THTHTTH")
    assert row == {1, 3, 6}
    for rule in (mock_turtles(), twins({1, 2, 3})):
        singles = [coin_game(rule).grundy(parse_coins(s)) for s in ("TTTTTTH", "TTTH", "TH")]
        assert coin_game(rule).grundy(row) == reduce(xor, singles)
    assert format_coins(row, 7) == "THTHTTH"


def test_bad_input_gets_clear_errors():
    with pytest.raises(ValueError, match="numbered from 1"):
        ruler_grundy(0)
    with pytest.raises(ValueError, match="numbered from 0"):
        mock_turtles_grundy(-1)
    with pytest.raises(TypeError, match="must be an integer"):
        mock_turtles_grundy(2.0)
    with pytest.raises(TypeError, match="frozenset"):
        coin_game(ruler()).grundy({1, 2})
    with pytest.raises(ValueError, match="at least 1"):
        coin_game(ruler()).grundy(frozenset({0, 2}))
    with pytest.raises(ValueError, match="cannot read 'x'"):
        parse_coins("HTx")
    with pytest.raises(ValueError, match="must not be empty"):
        twins(set())
    with pytest.raises(ValueError, match="at least 1"):
        twins({0, 2})
    with pytest.raises(ValueError, match="at least 1"):
        consecutive(0)
    with pytest.raises(TypeError, match="CoinRule"):
        coin_game("ruler")
    with pytest.raises(ValueError, match="outside the row"):
        format_coins({9}, 5)
    with pytest.raises(TypeError, match="list of head positions"):
        hdu3537(5)


def test_a_rule_turning_coins_on_the_right_is_refused():
    bad = CoinRule("bad", lambda x: [(x + 1,)])
    with pytest.raises(ValueError, match="left of the rightmost coin"):
        coin_game(bad).grundy(frozenset({2}))
