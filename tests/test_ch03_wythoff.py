"""Chapter 03: Wythoff's game and Beatty's theorem.

Every closed form is compared with a brute force that knows only the rules (the engine up to
60 x 60, an independent grid DP up to 400 x 400), and ``floor(k * phi)`` with two exact methods
that share no code with the module: ``decimal`` with far more digits than needed, and bracketing
``phi`` between consecutive Fibonacci ratios.  Published values are pinned with their source.
"""

from decimal import ROUND_FLOOR, Decimal, localcontext
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gametheory_helpers.games.wythoff import (
    grundy_table,
    is_p_position,
    p_position,
    p_position_containing,
    p_positions,
    p_positions_by_mex,
    winning_move_cases,
    winning_moves,
    wythoff,
)
from gametheory_helpers.numbers import (
    PHI,
    PHI_SQUARED,
    QuadraticIrrational,
    beatty,
    floor_mul_phi,
    floor_mul_phi_squared,
    floor_mul_quadratic,
    partitions_integers,
)

ENGINE_SIZE = 60
DP_SIZE = 400

# -- independent references ---------------------------------------------------------------------


def p_grid_by_dp(size):
    """P-positions of the size x size board from the rules alone, in O(size^2).

    Scan the board in increasing ``x`` then ``y``.  ``(x, y)`` is a P-position iff no
    P-position lies to its left in the same row, below it in the same column, or on its
    diagonal below: one flag per column, per diagonal and (while scanning) for the row.
    """
    column_has_p = [False] * size
    diagonal_has_p = {}
    grid = [[False] * size for _ in range(size)]
    for x in range(size):
        row_has_p = False
        for y in range(size):
            if not (row_has_p or column_has_p[y] or diagonal_has_p.get(x - y, False)):
                grid[x][y] = True
                row_has_p = column_has_p[y] = diagonal_has_p[x - y] = True
    return grid


def floor_k_phi_decimal(k):
    """floor(k * phi) with 400 significant digits: |k phi - m| > 1 / (3 k) for k <= 10^120."""
    with localcontext() as context:
        context.prec = 400
        phi = (1 + Decimal(5).sqrt()) / 2
        return int((k * phi).to_integral_value(rounding=ROUND_FLOOR))


def floor_k_phi_fibonacci(k):
    """floor(k * phi) by bracketing phi between consecutive Fibonacci ratios F(n+1)/F(n).

    The ratios alternate around phi, so phi lies strictly between two consecutive ones; when
    ``k`` times both has the same floor, that is floor(k * phi).  Only integers and Fractions.
    """
    f0, f1, f2 = 1, 1, 2
    while True:
        low, high = sorted((Fraction(f1, f0), Fraction(f2, f1)))
        if (k * low).__floor__() == (k * high).__floor__():
            return (k * low).__floor__()
        f0, f1, f2 = f1, f2, f1 + f2


@pytest.fixture(scope="module")
def engine():
    game = wythoff()
    game.table((a, b) for a in range(ENGINE_SIZE) for b in range(ENGINE_SIZE))
    return game


@pytest.fixture(scope="module")
def dp_grid():
    return p_grid_by_dp(DP_SIZE)


# -- the game and brute force ---------------------------------------------------------------------


def test_moves_are_the_queen_moves():
    assert sorted(wythoff().options((2, 1))) == [(0, 1), (1, 0), (1, 1), (2, 0)]
    assert wythoff().options((0, 0)) == []


def test_dp_agrees_with_the_engine_on_the_60_board(engine, dp_grid):
    for a in range(ENGINE_SIZE):
        for b in range(ENGINE_SIZE):
            assert dp_grid[a][b] == (engine.outcome((a, b)) == "P"), (a, b)


def test_is_p_position_equals_the_engine_up_to_60(engine):
    wrong = [
        (a, b)
        for a in range(ENGINE_SIZE)
        for b in range(ENGINE_SIZE)
        if is_p_position(a, b) != (engine.outcome((a, b)) == "P")
    ]
    assert wrong == []


def test_is_p_position_equals_the_dp_on_every_position_up_to_400(dp_grid):
    # the issue asks for 200 x 200; the DP is cheap enough for twice that
    wrong = [
        (a, b)
        for a in range(DP_SIZE)
        for b in range(DP_SIZE)
        if is_p_position(a, b) != dp_grid[a][b]
    ]
    assert wrong == []


def test_winning_moves_equal_the_engine_up_to_60(engine):
    for a in range(ENGINE_SIZE):
        for b in range(ENGINE_SIZE):
            found = winning_moves(a, b)
            assert len(found) == len(set(found)), (a, b)
            assert set(found) == set(engine.winning_moves((a, b))), (a, b)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 3000), st.integers(0, 3000))
def test_winning_moves_are_all_options_that_are_p_positions_on_larger_boards(a, b):
    # beyond the engine's board: scan every option with is_p_position (checked above by brute force)
    options = [(x, b) for x in range(a)] + [(a, y) for y in range(b)]
    options += [(a - t, b - t) for t in range(1, min(a, b) + 1)]
    assert sorted(winning_moves(a, b)) == sorted(o for o in options if is_p_position(*o))


def test_winning_moves_hit_every_case_of_article():
    """The article, property 3, with a <= b and one example per case."""
    cases = {
        # 1. a == b: take everything from both heaps (here also (3, 5) and (5, 3) by one heap)
        (5, 5): (0, 0),
        # 2. a = a_j, b > b_j: take b - b_j from the second heap; (3, 9) -> (3, 5)
        (3, 9): (3, 5),
        # 3. a = a_j, b < b_j: take a_j - a_k from both, k = b - a_j; (4, 6): k = 2 -> (3, 5)
        (4, 6): (3, 5),
        # 4. b = b_k, a > a_k: take a - a_k from the first heap; (7, 10) -> (6, 10)
        (7, 10): (6, 10),
        # 5. b = b_k, a < a_k, a = a_j: take b - b_j from the second heap; (3, 10) -> (3, 5)
        (3, 10): (3, 5),
        # 6. b = b_k, a < a_k, a = b_j: take b - a_j from the second heap; (5, 10) -> (5, 3)
        (5, 10): (5, 3),
        # no case applies literally to (2, 4): 2 = b_1 but 4 = a_3 is no b_k; case 6's move wins
        (2, 4): (2, 1),
    }
    for (a, b), target in cases.items():
        assert target in winning_moves(a, b), (a, b)
        assert is_p_position(*target)
        assert target in wythoff().options((a, b))


def test_winning_move_cases_explain_each_move():
    explained = dict(winning_move_cases(4, 5))
    assert explained[(1, 2)].startswith("diagonal")
    assert explained[(3, 5)].startswith("first heap")
    assert winning_move_cases(3, 5) == []


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 10**110), st.integers(-3, 3), st.integers(0, 10**110))
def test_huge_positions_moves_are_legal_and_land_on_p_positions(k, shift, extra):
    a_k, b_k = p_position(k)
    assert is_p_position(a_k, b_k) and is_p_position(b_k, a_k)
    assert winning_moves(a_k, b_k) == []
    for a, b in [(a_k + extra, b_k), (a_k, b_k + max(shift, 0) + 1), (a_k + extra, b_k + shift)]:
        if a < 0 or b < 0 or is_p_position(a, b):
            continue
        moves = winning_moves(a, b)
        assert moves, (a, b)
        for x, y in moves:
            assert is_p_position(x, y)
            legal = (x < a and y == b) or (x == a and y < b) or (0 < a - x == b - y)
            assert legal, ((a, b), (x, y))


# -- the closed form of the P-positions --------------------------------------------------------


def test_first_p_positions_as_listed_in_article():
    # the article: (0,0)、(1,2)、(3,5)、(4,7)、(6,10)、(8,13)、(9,15)、(11,18)、(12,20)
    listed = [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13), (9, 15), (11, 18), (12, 20)]
    assert p_positions(9) == listed
    assert p_positions_by_mex(9) == listed


def test_oeis_lower_and_upper_wythoff_sequences():
    # OEIS A000201 (lower Wythoff, floor(n phi)) and A001950 (upper Wythoff, floor(n phi^2))
    a000201 = [1, 3, 4, 6, 8, 9, 11, 12, 14, 16, 17, 19, 21, 22, 24, 25, 27, 29, 30, 32]
    a001950 = [2, 5, 7, 10, 13, 15, 18, 20, 23, 26, 28, 31, 34, 36, 39, 41, 44, 47, 49, 52]
    assert [floor_mul_phi(n) for n in range(1, 21)] == a000201
    assert [floor_mul_phi_squared(n) for n in range(1, 21)] == a001950
    assert beatty(PHI, 20) == a000201
    assert beatty(PHI_SQUARED, 20) == a001950


def test_mex_construction_equals_the_closed_form_for_20000_pairs():
    assert p_positions_by_mex(20_000) == p_positions(20_000)


def test_p_position_against_decimal_and_fibonacci_at_chosen_huge_k():
    fibonacci = [1, 1]
    while len(fibonacci) < 500:
        fibonacci.append(fibonacci[-1] + fibonacci[-2])
    # Fibonacci numbers are the hardest inputs: F(n) * phi is within 1/F(n) of an integer
    chosen = [
        10**100,
        10**100 - 1,
        10**99 + 7,
        *fibonacci[470:480],
        *(f - 1 for f in fibonacci[470:475]),
    ]
    for k in chosen:
        expected = floor_k_phi_decimal(k)
        assert expected == floor_k_phi_fibonacci(k)
        assert p_position(k) == (expected, expected + k)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 10**100))
def test_p_position_against_decimal_for_random_k_up_to_a_googol(k):
    expected = floor_k_phi_decimal(k)
    assert p_position(k) == (expected, expected + k)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**40))
def test_p_position_against_fibonacci_brackets(k):
    assert floor_mul_phi(k) == floor_k_phi_fibonacci(k)


def test_p_position_containing_every_number_up_to_20000():
    owner = {}
    for k, (a, b) in enumerate(p_positions_by_mex(20_000)):
        owner.setdefault(a, (k, (a, b)))
        owner.setdefault(b, (k, (a, b)))
    for m in range(20_000):
        assert p_position_containing(m) == owner[m], m


def test_grundy_table_equals_the_engine(engine):
    table = grundy_table(30)
    assert all(table[a][b] == engine.grundy((a, b)) for a in range(30) for b in range(30))
    # zeros of the table are the P-positions
    assert {(a, b) for a in range(30) for b in range(30) if table[a][b] == 0} == {
        (a, b) for a in range(30) for b in range(30) if is_p_position(a, b)
    }


# -- the problems of the sources ------------------------------------------------------------------


def test_poj1067_sample():
    # POJ1067 sample input "2 1 / 8 4 / 4 7", output "0 / 1 / 0" (1 = the first player wins)
    assert [int(not is_p_position(a, b)) for a, b in [(2, 1), (8, 4), (4, 7)]] == [0, 1, 0]


def test_hdu2177_sample():
    # HDU2177 sample: (1,2) -> 0; (5,8) -> 1 with "4 7", "3 5"; (4,7) -> 0; (2,2) -> 1 with
    # "0 0", "1 2" (moves written smaller heap first)
    def answer(a, b):
        return sorted({tuple(sorted(move)) for move in winning_moves(a, b)})

    assert answer(1, 2) == []
    assert answer(5, 8) == [(3, 5), (4, 7)]
    assert answer(4, 7) == []
    assert answer(2, 2) == [(0, 0), (1, 2)]


# -- exact floors and Beatty sequences -------------------------------------------------------------


def floor_decimal(n, a, b, c, d):
    with localcontext() as context:
        context.prec = 300
        value = (Decimal(n) * (a + b * Decimal(c).sqrt())) / d
        return int(value.to_integral_value(rounding=ROUND_FLOOR))


@settings(max_examples=300, deadline=None)
@given(
    st.integers(-(10**60), 10**60),
    st.integers(-(10**6), 10**6),
    st.integers(-(10**6), 10**6),
    st.integers(0, 10**4).filter(lambda c: int(c**0.5) ** 2 != c),
    st.integers(-1000, 1000).filter(bool),
)
def test_floor_mul_quadratic_against_decimal(n, a, b, c, d):
    assert floor_mul_quadratic(n, a, b, c, d) == floor_decimal(n, a, b, c, d)


def test_floor_mul_quadratic_with_perfect_squares_is_exact_rational():
    for n in range(-30, 31):
        for b in (-3, 2):
            for d in (-7, 4):
                assert (
                    floor_mul_quadratic(n, 1, b, 9, d) == Fraction(n * (1 + 3 * b), d).__floor__()
                )


def test_floats_go_wrong_but_the_exact_floor_does_not():
    # F(40) = 102334155: 102334155 * phi = 165580140.999999997..., so the floor is 165580140
    k = 102334155
    assert floor_mul_phi(k) == 165580140 == floor_k_phi_decimal(k)
    assert int(k * ((1 + 5**0.5) / 2)) == 165580141


def test_beatty_partitions_for_phi_and_sqrt2_but_not_for_rationals():
    assert partitions_integers(PHI, PHI.complement(), 5000)
    sqrt2 = QuadraticIrrational(0, 1, 2)
    assert sqrt2.complement() == QuadraticIrrational(2, 1, 2)  # 2 + sqrt 2 (OEIS A001952)
    assert beatty(sqrt2.complement(), 5) == [3, 6, 10, 13, 17]
    assert partitions_integers(sqrt2, sqrt2.complement(), 5000)
    cube = QuadraticIrrational(1, 1, 3, 1)  # 1 + sqrt 3
    assert partitions_integers(cube, cube.complement(), 3000)
    two = QuadraticIrrational(2, 0, 0)
    assert two.complement() == two
    assert not partitions_integers(two, two, 10)  # 2, 4, 6, ... twice and no odd number
    assert not partitions_integers(PHI, PHI, 10)
    assert not partitions_integers(QuadraticIrrational(-1, 1, 5, 2), PHI, 10)  # 1/phi < 1


def test_bad_input_gets_a_clear_error():
    with pytest.raises(ValueError, match="first heap a must be at least 0"):
        is_p_position(-1, 3)
    with pytest.raises(TypeError, match="second heap b must be an integer"):
        winning_moves(3, 2.5)
    with pytest.raises(TypeError, match="k must be an integer"):
        p_position("7")
    with pytest.raises(ValueError, match="n must be at least 0"):
        floor_mul_phi(-2)
    with pytest.raises(ValueError, match="denominator d must not be 0"):
        floor_mul_quadratic(1, 1, 1, 5, 0)
    with pytest.raises(ValueError, match="must be larger than 1"):
        QuadraticIrrational(-1, 1, 5, 2).complement()
    with pytest.raises(TypeError, match="pair of heap sizes"):
        wythoff().outcome((1, 2, 3))
    with pytest.raises(TypeError, match="QuadraticIrrational"):
        beatty(1.618, 3)
    with pytest.raises(ValueError, match="too large"):
        grundy_table(10**6)


# -- the queen-board widget (driven without a browser) ---------------------------------------------


def test_widget_computer_moves_to_the_p_position_and_explains_it():
    from gametheory_helpers.widgets import play_wythoff, render_board

    app = play_wythoff((20, 25), human_first=False).app
    assert app.session.position == (20, 12)  # the only winning move, (b_8, a_8)
    assert "(a_8, b_8)" in app.status.value
    assert "♛" in app.board.value and render_board((0, 0)).count("♛") == 1


def test_widget_plays_a_whole_game_and_the_computer_wins_from_n_positions():
    from gametheory_helpers.widgets import play_wythoff

    app = play_wythoff((6, 9)).app
    assert not is_p_position(6, 9)  # the student starts from an N-position and throws it away
    while not app.session.is_over:
        a, b = app.session.position
        app.choose((a - 1, b) if a else (a, b - 1))  # take one stone, from heap a if possible
        assert is_p_position(*app.session.position)  # the computer always leaves a P-position
    assert app.session.winner == "computer"
    assert app.session.position == (0, 0)
    assert "computer wins" in app.status_text
    # the board keeps the start's size (7 x 10 squares) when the queen reaches the corner
    assert app.board.value.count("<td") == 7 * 10
    app.start_input.value = "(2, 3)"
    app.new_game()  # a new, smaller game gets a board of its own size
    assert app.board.value.count("<td") == 3 * 4


def test_widget_bad_input_shows_a_message_and_does_not_raise():
    from gametheory_helpers.widgets import play_wythoff

    app = play_wythoff((3, 5)).app
    for text, message in [
        ("(1, 2, 3)", "pair of heap sizes"),
        ("(-1, 2)", "at least 0"),
        ("(99, 3)", "at most 30"),
        ("queen", "cannot read"),
    ]:
        app.start_input.value = text
        app.new_game()
        assert message in app.error
        assert message.split()[0] in app.message.value
    app.choose((9, 9))  # not a legal move: a message, not an exception
    assert "not a legal move" in app.error


# -- figures --------------------------------------------------------------------------------------


@pytest.fixture
def agg():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    yield
    plt.close("all")


def test_ray_picture_colours_every_cell_by_the_rays(agg):
    from matplotlib.colors import to_rgb

    from gametheory_helpers.plotting import N_COLOR, P_COLOR, plot_wythoff_rays

    size = 12
    ax = plot_wythoff_rays(3, size=size)
    image = ax.images[0].get_array()
    p_cells = {(0, 0), (1, 2), (2, 1), (3, 5), (5, 3)}
    # a cell is N in the picture iff a ray of an earlier P-position reaches it
    for x in range(size):
        for y in range(size):
            colour = tuple(float(v) for v in image[y][x][:3])
            reached = any(
                (x == px and y > py) or (y == py and x > px) or (x - px == y - py > 0)
                for px, py in p_cells
            )
            if (x, y) in p_cells:
                assert colour == pytest.approx(to_rgb(P_COLOR)), (x, y)
            elif reached:
                assert colour == pytest.approx(to_rgb(N_COLOR)), (x, y)
            else:  # undecided cells are exactly the ones the next steps will decide
                assert colour != pytest.approx(to_rgb(N_COLOR)), (x, y)
    # the next P-positions (4, 7) and (7, 4) are outlined
    outlined = {(int(p.get_x()), int(p.get_y())) for p in ax.patches}
    assert outlined == {(4, 7), (7, 4)}


def test_golden_lines_plot_every_p_position_and_its_mirror(agg):
    from gametheory_helpers.plotting import plot_wythoff_lines

    ax = plot_wythoff_lines(25)
    points = {tuple(map(int, xy)) for c in ax.collections for xy in c.get_offsets()}
    expected = {p for a, b in p_positions(25) for p in ((a, b), (b, a))}
    assert points == expected


def test_grundy_heat_map_boxes_the_zeros(agg):
    from gametheory_helpers.plotting import plot_wythoff_grundy

    table = grundy_table(12)
    ax = plot_wythoff_grundy(table)
    boxed = {(int(p.get_x()), int(p.get_y())) for p in ax.patches}
    assert boxed == {(a, b) for a in range(12) for b in range(12) if is_p_position(a, b)}
    with pytest.raises(ValueError, match="square"):
        plot_wythoff_grundy([[0, 1]])
