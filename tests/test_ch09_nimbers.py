"""Chapter 9: Nim multiplication, turning corners, the Tartan theorem and Rugs (the slides).

Every closed form is compared with the engine's brute force on small boards, and
the field laws are checked on random 128-bit nimbers.  The 1-D coin games the
Tartan tests need (Ruler, Mock Turtles, ...) are chapter 7's rules
(``games.coins``); their single heads are searched by the engine (``coin_game``).
"""

from __future__ import annotations

import random
from functools import reduce
from itertools import combinations, product
from operator import xor

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gametheory_helpers.games.coins import (
    CoinRule,
    coin_game,
    mock_turtles,
    one_or_two_coins,
    ruler,
    single_head_values,
    two_coins,
)
from gametheory_helpers.games.nimbers import (
    Nimber,
    fermat_2_powers,
    mex_product_table,
    nim_inverse,
    nim_multiply,
    nim_multiply_plain,
    nim_power,
    nim_product_table,
    nim_sqrt,
    nim_square,
    rugs,
    rugs_grundy,
    tartan_game,
    tartan_grundy,
    turning_corners,
    turning_corners_grundy,
    turning_corners_move,
    turning_corners_value,
    turning_corners_winning_moves,
)

# The slides, section 翻角游戏: the 16x16 table of x ⊗ y (row x, column y), copied from the slides.
SLIDES_TABLE = """
0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15
0 2 3 1 8 10 11 9 12 14 15 13 4 6 7 5
0 3 1 2 12 15 13 14 4 7 5 6 8 11 9 10
0 4 8 12 6 2 14 10 11 15 3 7 13 9 5 1
0 5 10 15 2 7 8 13 3 6 9 12 1 4 11 14
0 6 11 13 14 8 5 3 7 1 12 10 9 15 2 4
0 7 9 14 10 13 3 4 15 8 6 1 5 2 12 11
0 8 12 4 11 3 7 15 13 5 1 9 6 14 10 2
0 9 14 7 15 6 1 8 5 12 11 2 10 3 4 13
0 10 15 5 3 9 12 6 1 11 14 4 2 8 13 7
0 11 13 6 7 12 10 1 9 2 4 15 14 5 3 8
0 12 4 8 13 1 9 5 6 10 2 14 11 7 15 3
0 13 6 11 9 4 15 2 14 3 8 5 7 10 1 12
0 14 7 9 5 11 2 12 10 4 13 3 15 1 8 6
0 15 5 10 1 14 4 11 2 13 7 8 3 12 6 9
"""
SLIDES_ROWS = [[int(v) for v in line.split()] for line in SLIDES_TABLE.strip().splitlines()]

# The slides, section MOCK TURTLES 游戏 (HDU3537): SG of a single head, coins numbered from 0.
SEED_MOCK_TURTLES = [1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28]

nimbers128 = st.integers(min_value=0, max_value=2**128 - 1)


# -- 1-D coin rules: chapter 7's (games/coins.py) ----------------------------------------


def row_grundy(rule):
    """The SG function of a lone head of ``rule``, by the engine's search of the coin row."""
    game = coin_game(rule)
    return lambda x: game.grundy(frozenset({x}))


def subsets(cells):
    cells = list(cells)
    for r in range(len(cells) + 1):
        yield from (frozenset(c) for c in combinations(cells, r))


# -- the product table ------------------------------------------------------------------


def test_seed_table_reproduced_by_all_three_methods():
    assert nim_product_table(16) == SLIDES_ROWS
    assert mex_product_table(16) == SLIDES_ROWS
    assert [[nim_multiply_plain(x, y) for y in range(16)] for x in range(16)] == SLIDES_ROWS


def test_fast_product_equals_mex_definition_below_64():
    table = mex_product_table(64)
    assert table == nim_product_table(64)
    assert all(table[a][b] == nim_multiply_plain(a, b) for a in range(64) for b in range(64))


def test_published_values():
    # Conway, On Numbers and Games, ch. 6 (property 3): t ⊗ t = 3t/2 for Fermat 2-powers t
    assert [nim_multiply(t, t) for t in (2, 4, 16, 256, 65536)] == [3, 6, 24, 384, 98304]
    # the nim squares x ⊗ x, x = 0..15: the diagonal of the slides' table
    assert [nim_square(x) for x in range(16)] == [SLIDES_ROWS[x][x] for x in range(16)]
    assert [nim_square(x) for x in range(8)] == [0, 1, 3, 2, 6, 7, 5, 4]
    assert fermat_2_powers(2**64) == [2, 4, 16, 256, 65536, 2**32, 2**64]


def test_turning_corners_grundy_is_the_table():
    assert [[turning_corners_grundy(x, y) for y in range(16)] for x in range(16)] == SLIDES_ROWS


# -- the three properties of Fermat 2-powers and the recursion ---------------------------


@pytest.mark.parametrize("t", [2, 4, 16, 256])
def test_fermat_properties_exhaustively(t):
    xs = range(t) if t <= 16 else range(0, t, 7)
    for x in xs:
        assert nim_multiply(x, t) == x * t  # property 2
        for y in xs:
            assert nim_multiply(x, y) < t  # property 1: the numbers below t form a subfield
    assert nim_multiply(t, t) == 3 * t // 2  # property 3


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=7), st.data())
def test_fermat_properties_for_large_t(k, data):
    t = 2 ** (2**k)
    x = data.draw(st.integers(min_value=0, max_value=t - 1))
    y = data.draw(st.integers(min_value=0, max_value=t - 1))
    assert nim_multiply(x, y) < t
    assert nim_multiply(x, t) == x * t
    assert nim_multiply(t, t) == 3 * t // 2


@settings(max_examples=150, deadline=None)
@given(st.integers(min_value=0, max_value=2**300), st.integers(min_value=0, max_value=2**300))
def test_fast_equals_seed_recursion_on_big_numbers(a, b):
    assert nim_multiply(a, b) == nim_multiply_plain(a, b)


# -- field laws on 128-bit nimbers -------------------------------------------------------


@settings(max_examples=300, deadline=None)
@given(nimbers128, nimbers128, nimbers128)
def test_field_laws(a, b, c):
    assert nim_multiply(a, b) == nim_multiply(b, a)
    assert nim_multiply(nim_multiply(a, b), c) == nim_multiply(a, nim_multiply(b, c))
    assert nim_multiply(a, b ^ c) == nim_multiply(a, b) ^ nim_multiply(a, c)
    assert nim_multiply(a, 1) == a and nim_multiply(a, 0) == 0
    if a:
        assert nim_multiply(a, nim_inverse(a)) == 1


@settings(max_examples=150, deadline=None)
@given(nimbers128, st.integers(min_value=-5, max_value=40))
def test_square_sqrt_power(a, k):
    assert nim_square(a) == nim_multiply(a, a)
    assert nim_square(nim_sqrt(a)) == a
    if a or k >= 0:
        expected = reduce(nim_multiply, [a] * k, 1) if k >= 0 else None
        if k < 0:
            expected = reduce(nim_multiply, [nim_inverse(a)] * -k, 1)
        assert nim_power(a, k) == expected


def test_multiplicative_group_orders():
    # GF(2^(2^k))* is cyclic of order 2^(2^k) - 1: every element's power to that order is 1
    rng = random.Random(2026)
    for bits in (2, 4, 8, 16, 32, 64, 128):
        for _ in range(5):
            a = rng.randrange(1, 2**bits)
            assert nim_power(a, 2**bits - 1) == 1


def test_nim_inverse_of_zero_and_bad_input():
    with pytest.raises(ZeroDivisionError, match="0 has no Nim inverse"):
        nim_inverse(0)
    with pytest.raises(ValueError, match="first argument of nim_multiply must be at least 0"):
        nim_multiply(-1, 2)
    with pytest.raises(TypeError, match="must be an integer"):
        nim_multiply(2.0, 3)
    with pytest.raises(TypeError, match="must be an integer"):
        nim_multiply(True, 3)
    with pytest.raises(ValueError, match="at least 0"):
        nim_sqrt(-4)
    with pytest.raises(ValueError, match="at least 1"):
        rugs_grundy(0, 3)


# -- the Nimber class --------------------------------------------------------------------


def test_nimber_arithmetic_and_repr():
    a, b = Nimber(3), Nimber(5)
    assert repr(a) == "*3" and str(Nimber(0)) == "*0"
    assert a + b == Nimber(6) and a - b == a + b and -a == a
    assert a * b == Nimber(SLIDES_ROWS[3][5])
    assert (a / b) * b == a
    assert b**-1 == b.inverse() and b**0 == Nimber(1)
    assert a.sqrt() * a.sqrt() == a
    assert 2 * a == Nimber(1) and a + 1 == Nimber(2) and 1 / Nimber(2) == Nimber(3)
    assert {Nimber(4), Nimber(4), Nimber(5)} == {Nimber(4), Nimber(5)}
    assert Nimber(4) != 4 and int(Nimber(9)) == 9 and not Nimber(0)
    with pytest.raises(ZeroDivisionError):
        a / Nimber(0)
    with pytest.raises(ValueError):
        Nimber(-1)
    with pytest.raises(TypeError):
        a * 1.5


# -- turning corners against brute force ------------------------------------------------


def test_single_heads_equal_brute_force():
    game = turning_corners()
    for x in range(6):
        for y in range(6):
            if (x + 1) * (y + 1) <= 12:
                assert game.grundy(frozenset({(x, y)})) == nim_multiply(x, y), (x, y)


def test_every_position_of_a_3_by_4_board():
    game = turning_corners()
    cells = [(x, y) for x in range(3) for y in range(4)]
    for heads in subsets(cells):
        assert game.grundy(heads) == turning_corners_value(heads)


def test_winning_moves_equal_brute_force():
    game = turning_corners()
    cells = [(x, y) for x in range(3) for y in range(4)]
    rng = random.Random(2026)
    for _ in range(150):
        heads = frozenset(rng.sample(cells, rng.randint(0, 6)))
        moves = turning_corners_winning_moves(heads)
        reached = {turning_corners_move(heads, *move) for move in moves}
        assert reached == set(game.winning_moves(heads))
        assert len(reached) == len(moves)


def test_winning_move_on_a_big_board():
    rng = random.Random(2026)
    for _ in range(20):
        heads = {(rng.randrange(200), rng.randrange(200)) for _ in range(8)}
        moves = turning_corners_winning_moves(heads)
        assert bool(moves) == (turning_corners_value(heads) != 0)
        for move in moves:
            assert turning_corners_value(turning_corners_move(heads, *move)) == 0


def test_hdu3404_samples():
    # HDU3404: lights (x, y) with x, y >= 1; degenerate rectangles are allowed.
    def first_wins(lights):
        return turning_corners_value(lights) != 0

    assert first_wins({(1, 2), (2, 1)}) is False  # "Don't waste your time."
    assert first_wins({(1, 1), (2, 2)}) is True  # "Have a try, lxhgww."
    # ... and the degenerate-rectangle game is the Tartan square of "one or two coins"
    hdu = tartan_game(one_or_two_coins(), one_or_two_coins())
    for heads in subsets([(x, y) for x in range(1, 4) for y in range(1, 4)]):
        if len(heads) <= 3:
            assert hdu.grundy(heads) == turning_corners_value(heads)


def test_turning_corners_errors():
    with pytest.raises(ValueError, match="tails"):
        turning_corners_move({(2, 2)}, 1, 1, 0, 0)
    with pytest.raises(ValueError, match="strictly left of and below"):
        turning_corners_move({(2, 2)}, 2, 2, 2, 0)
    with pytest.raises(TypeError, match="pair"):
        turning_corners_value({(1, 2, 3)})
    with pytest.raises(ValueError, match="at least 0"):
        turning_corners_value({(1, -2)})
    with pytest.raises(TypeError, match="frozenset"):
        turning_corners().grundy({(1, 1)})


# -- the Tartan theorem -----------------------------------------------------------------

RULES = {
    "two coins": two_coins(),
    "one or two coins": one_or_two_coins(),
    "ruler": ruler(),
    "mock turtles": mock_turtles(),
}


def test_one_dimensional_values_from_the_seed():
    # brute force (the whole coin row searched by the engine) on the first coins ...
    assert [row_grundy(mock_turtles())(x) for x in range(10)] == SEED_MOCK_TURTLES[:10]
    assert [row_grundy(ruler())(x) for x in range(1, 11)] == [x & -x for x in range(1, 11)]
    assert [row_grundy(two_coins())(x) for x in range(10)] == list(range(10))
    # ... and the single-head recursion for the slides' whole table
    assert single_head_values(mock_turtles(), 15) == SEED_MOCK_TURTLES
    # Ruler: the largest power of 2 dividing x (OEIS A006519), the slides section RULER 游戏
    assert single_head_values(ruler(), 64) == [x & -x for x in range(1, 65)]


@pytest.mark.parametrize(
    ("first", "second"),
    [("two coins", "ruler"), ("ruler", "ruler"), ("mock turtles", "ruler"),
     ("mock turtles", "two coins"), ("one or two coins", "mock turtles")],
)  # fmt: skip
def test_tartan_theorem_single_heads(first, second):
    rule1, rule2 = RULES[first], RULES[second]
    c1, c2 = rule1.first, rule2.first
    g1, g2 = row_grundy(rule1), row_grundy(rule2)
    game = tartan_game(rule1, rule2)
    for x in range(c1, 5):
        for y in range(c2, 5):
            if (x + 1 - c1) * (y + 1 - c2) <= 9:
                assert game.grundy(frozenset({(x, y)})) == tartan_grundy(g1, g2, x, y), (x, y)
                # the rules' own closed forms give the same values
                assert tartan_grundy(rule1, rule2, x, y) == tartan_grundy(g1, g2, x, y), (x, y)


def test_tartan_positions_are_sums_of_heads():
    g = row_grundy(mock_turtles())
    game = tartan_game(mock_turtles(), ruler())
    cells = [(x, y) for x in range(3) for y in range(1, 4)]
    for heads in subsets(cells):
        if len(heads) <= 3:
            expected = reduce(xor, (tartan_grundy(g, lambda n: n & -n, x, y) for x, y in heads), 0)
            assert game.grundy(heads) == expected


def test_rugs_equal_brute_force():
    game = rugs()
    for x in range(1, 5):
        for y in range(1, 5):
            if x * y <= 9:
                assert game.grundy(frozenset({(x, y)})) == rugs_grundy(x, y)
    assert [[rugs_grundy(x, y) for y in range(1, 9)] for x in (1, 2, 4, 8)][3] == [
        SLIDES_ROWS[8][y & -y] for y in range(1, 9)
    ]


def test_three_dimensional_product_poj3533():
    game = tartan_game(two_coins(), two_coins(), two_coins())
    for x, y, z in product(range(3), range(3), range(3)):
        if (x + 1) * (y + 1) * (z + 1) <= 12:
            expected = nim_multiply(nim_multiply(x, y), z)
            assert game.grundy(frozenset({(x, y, z)})) == expected


def test_tartan_errors():
    with pytest.raises(ValueError, match="at least two"):
        tartan_game(ruler())
    with pytest.raises(TypeError, match="CoinRule"):
        tartan_game(ruler(), 3)
    with pytest.raises(TypeError, match="factor #2 .* must be a CoinRule"):
        tartan_game(ruler(), lambda x: [(x,)])  # a bare function is not a rule any more
    bad = tartan_game(CoinRule("bad", lambda x: [(x + 1,)]), ruler())
    with pytest.raises(ValueError, match="left of the rightmost coin"):
        bad.grundy(frozenset({(1, 1)}))
    with pytest.raises(TypeError, match="two SG functions"):
        tartan_grundy(None, abs, 1, 1)


def test_tartan_coordinates_below_a_rules_first_coin_are_refused():
    # Ruler's coins are numbered from 1: a head (x, 0) of two_coins() x ruler() is not a coin.
    game = tartan_game(two_coins(), ruler())
    with pytest.raises(ValueError, match=r"coordinate #2 .* Ruler .* at least 1, got 0"):
        game.grundy(frozenset({(3, 0)}))
    with pytest.raises(ValueError, match=r"coordinate #1 .* at least 1, got 0"):
        rugs().grundy(frozenset({(0, 2)}))
    with pytest.raises(ValueError, match=r"y of Ruler .* at least 1, got 0"):
        tartan_grundy(two_coins(), ruler(), 3, 0)
    with pytest.raises(ValueError, match="at least 0"):
        tartan_grundy(two_coins(), ruler(), -1, 2)
    with pytest.raises(TypeError, match="must be an integer"):
        game.grundy(frozenset({(1.0, 1)}))
