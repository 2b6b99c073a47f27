"""Chapter 10: Euclid's game (POJ2348), the pirates (HDU1538), POJ2484 and the ultimate battle.

Every closed form is compared with a brute force written from the rules:
the engine's solver for Euclid's game, the row of piles and the circle of
coins; retrograde analysis for the loopy battle; and, for the pirates, a
literal backward induction that tries every division of the coins at every
round (plus, for larger cases, an independent vote-buying dynamic programme
written here).  Sizes: Euclid all 0 <= a, b <= 60; rows of up to 5 piles of up
to 4; pirates n <= 14 with m <= 5 (literal) and n <= 200 with m <= 30 (DP);
circles of 1..12 coins; battle boards 2..6 x 2..6.
"""

import matplotlib

matplotlib.use("Agg")

import functools  # noqa: E402
import itertools  # noqa: E402
import random  # noqa: E402
from math import comb  # noqa: E402

import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from gametheory_helpers import Game, LoopyGameError  # noqa: E402
from gametheory_helpers.games import classics, euclid, loopy, pirates, symmetry  # noqa: E402
from gametheory_helpers.plotting import (  # noqa: E402
    draw_battle_board,
    draw_coin_circle,
    plot_pirates_table,
)
from gametheory_helpers.widgets import circle_play, euclid_play, pirates_explorer  # noqa: E402


@pytest.fixture(autouse=True)
def close_figures():
    yield
    plt.close("all")


# == Euclid's game, POJ2348 ================================================================

EUCLID = euclid.euclid_game()
ROW = euclid.row_of_piles()
SMALL_PAIRS = [(a, b) for a in range(61) for b in range(61)]


def test_closed_form_equals_brute_force_on_all_small_pairs():
    for a, b in SMALL_PAIRS:
        assert euclid.first_player_wins(a, b) == (EUCLID.outcome((a, b)) == "N"), (a, b)


def test_winning_move_is_a_legal_move_to_a_p_position():
    for a, b in SMALL_PAIRS:
        move = euclid.winning_move(a, b)
        if EUCLID.outcome((a, b)) == "P":
            assert move is None
        else:
            assert move in EUCLID.options((a, b))
            assert EUCLID.outcome(move) == "P"


def test_row_of_piles_closed_form_and_winning_move_equal_brute_force():
    rows = [()] + [
        piles for length in range(1, 6) for piles in itertools.product(range(1, 5), repeat=length)
    ]
    for piles in rows:
        assert euclid.row_is_p_position(piles) == (ROW.outcome(piles) == "P"), piles
        move = euclid.row_winning_move(piles)
        assert (move is None) == (ROW.outcome(piles) == "P")
        if move is not None:
            assert move in ROW.options(piles) and ROW.outcome(move) == "P"


def test_euclid_game_is_the_row_of_its_quotients():
    """The slides: the piles are the quotients of Euclid's algorithm, one per stage."""
    for a, b in SMALL_PAIRS:
        if a and b:
            assert EUCLID.outcome((a, b)) == ROW.outcome(tuple(euclid.quotients(a, b)))


def test_stages_are_euclids_algorithm():
    assert list(euclid.stages(25, 7)) == [(25, 7, 3), (7, 4, 1), (4, 3, 1), (3, 1, 3)]
    assert euclid.quotients(7, 25) == euclid.quotients(25, 7) == [3, 1, 1, 3]


def test_poj2348_sample():
    """POJ2348 sample input "34 12" and "15 24": Stan wins, Ollie wins."""
    assert euclid.winner(34, 12) == "Stan"
    assert euclid.winner(15, 24) == "Ollie"


def test_a_quotient_two_does_not_decide_by_itself():
    """(3, 2) has stages [1, 2]: a quotient >= 2 exists, yet the first player loses, because
    the first free stage (the second) is his opponent's."""
    assert euclid.quotients(3, 2) == [1, 2]
    assert EUCLID.outcome((3, 2)) == "P" and not euclid.first_player_wins(3, 2)


def _from_quotients(qs):
    """The pair (a, b) whose Euclid quotients are qs (the last one >= 2), built bottom-up."""
    a, b = qs[-1], 1
    for q in reversed(qs[:-1]):
        a, b = q * a + b, a
    return a, b


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(1, 4), min_size=1, max_size=250), st.integers(2, 9))
def test_big_integers_match_the_row_of_piles_brute_force(head, last):
    qs = [*head, last]
    a, b = _from_quotients(qs)
    assert euclid.quotients(a, b) == qs
    assert euclid.first_player_wins(a, b) == (ROW.outcome(tuple(qs)) == "N")
    move = euclid.winning_move(a, b)
    if move is not None:
        assert euclid.is_p_position(*move)
        (na, nb) = move
        assert nb == b and 0 <= na < a and (a - na) % b == 0  # a legal subtraction


def test_hundred_digit_numbers():
    a, b = 10**100 + 1, 10**100
    assert euclid.quotients(a, b) == [1, 10**100]
    assert euclid.winner(a, b) == "Ollie"
    assert euclid.winning_move(b * 3 + 1, b) == (b + 1, b)  # [3, 10**100]: leave (1, ...)


def test_euclid_bad_input():
    with pytest.raises(ValueError, match="at least 1"):
        euclid.winner(0, 5)
    with pytest.raises(TypeError, match="must be an integer"):
        euclid.first_player_wins(2.5, 1)
    with pytest.raises(ValueError, match="at least 0"):
        EUCLID.outcome((-1, 2))
    with pytest.raises(TypeError, match="pair"):
        EUCLID.outcome(7)
    with pytest.raises(ValueError, match="every pile"):
        euclid.row_is_p_position((2, 0))
    with pytest.raises(ValueError, match="more than 10 moves"):
        euclid.euclid_game(max_options=10).options((100, 1))


# == Pirates, HDU1538 =======================================================================

SMALL_PIRATES = [(n, m) for m in range(6) for n in range(1, 15) if comb(m + n - 1, n - 1) <= 10_000]


def test_small_grid_is_large_enough():
    assert (14, 3) in SMALL_PIRATES and (12, 5) in SMALL_PIRATES  # reaches 2m + 8 for m <= 3


def test_closed_form_equals_literal_backward_induction():
    for n, m in SMALL_PIRATES:
        rounds = pirates.backward_induction(n, m)
        assert list(rounds[-1].sure) == pirates.outcomes(n, m), (n, m)
        for r in rounds:
            assert r.proposer_survives == pirates.proposer_survives(r.pirates, m)
        if rounds[-1].proposer_survives:
            assert pirates.example_plan(n, m) in rounds[-1].plans
        else:
            s = pirates.last_survivor(n, m)
            assert pirates.example_plan(n, m) in rounds[s - 1].plans


def vote_buying(n, m):
    """An independent backward induction: each round, the proposer buys the cheapest votes.

    A voter doomed if the plan fails is free; any other costs one coin more than he is
    sure to get later.  A pirate is sure of his price only when every cheapest set of
    voters contains him.
    """
    sure = []
    for alive in range(1, n + 1):
        free = sum(1 for x in sure if x is None)
        need = max(0, (alive + 1) // 2 - 1 - free)
        prices = sorted(x + 1 for x in sure if x is not None)
        if need > len(prices) or sum(prices[:need]) > m:
            sure = [*sure, None]
            continue
        threshold = prices[need - 1] if need else None
        at_most = sum(1 for c in prices if threshold is not None and c <= threshold)
        new = []
        for x in sure:
            if x is None or threshold is None or x + 1 > threshold:
                new.append(None if x is None else 0)
            elif x + 1 < threshold or at_most == need:
                new.append(x + 1)
            else:
                new.append(0)
        sure = [0 if x is None else x for x in new] + [m - sum(prices[:need])]
    return sure


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 200), st.integers(0, 30))
def test_closed_form_equals_vote_buying_on_larger_cases(n, m):
    assert vote_buying(n, m) == pirates.outcomes(n, m)


def test_vote_buying_equals_the_literal_brute_force():
    for n, m in SMALL_PIRATES:
        assert vote_buying(n, m) == pirates.brute_force_outcomes(n, m), (n, m)


def test_slides_reasoning():
    """The slides, 海盗分金: the worked steps of the slides."""
    for m in range(1, 6):
        assert pirates.outcomes(1, m) == [m]  # one pirate keeps everything
        assert pirates.outcomes(2, m) == [0, m]  # pirate 2 keeps everything
        assert pirates.outcomes(3, m) == [1, 0, m - 1]  # one coin buys pirate 1
        assert pirates.outcome(2 * m + 1, m, 2 * m + 1) == 0  # 2m+1 gets nothing himself
        survivors = [k for k in range(1, 9) if pirates.proposer_survives(2 * m + k, m)]
        assert survivors == [1, 2, 4, 8]  # 2m+3 dies, 2m+4 lives, 2m+5..7 die, 2m+8 lives
        assert set(pirates.outcomes(2 * m + 2, m)) == {0}  # n >= 2m+2: everyone's answer is 0


def test_big_numbers_of_pirates():
    assert pirates.last_survivor(10**30, 7) == 14 + 2**99
    assert pirates.outcome(10**30, 7, 14 + 2**99) == 0
    assert pirates.hdu1538(10**30, 7, 14 + 2**99 + 1) == "Thrown"


def test_pirates_bad_input():
    with pytest.raises(ValueError, match="at least 1"):
        pirates.outcome(0, 3, 1)
    with pytest.raises(ValueError, match="numbered 1 to n = 3"):
        pirates.outcome(3, 3, 4)
    with pytest.raises(TypeError, match="coins m must be an integer"):
        pirates.outcomes(3, "10")
    with pytest.raises(ValueError, match="divisions"):
        pirates.backward_induction(40, 30)


# == POJ2484, the circle of coins ============================================================


def test_circle_closed_form_equals_brute_force():
    for n in range(1, 13):
        game = symmetry.circle_coins(n)
        outcome = game.outcome(frozenset(range(n)))
        assert (outcome == "N") == symmetry.circle_first_player_wins(n), n


def test_the_symmetry_strategy_always_wins_for_the_second_player():
    for n in range(3, 13):
        game = symmetry.circle_coins(n)
        seen = set()
        todo = [frozenset(range(n))]  # positions with the first player to move
        while todo:
            position = todo.pop()
            if position in seen:
                continue
            seen.add(position)
            assert game.options(position), "the first player must never be left without moves"
            for option in game.options(position):
                assert option, f"n = {n}: the first player took the last coin"
                reply = symmetry.circle_symmetry_reply(n, option)
                assert reply is not None and reply in game.options(option)
                assert not reply or symmetry.is_paired(n, reply)
                if reply:
                    todo.append(reply)


def test_paired_positions_are_p_positions():
    game = symmetry.circle_coins(10)
    for size in range(11):
        for coins in itertools.combinations(range(10), size):
            position = frozenset(coins)
            if symmetry.is_paired(10, position):
                assert game.outcome(position) == "P"


def test_arcs():
    assert symmetry.arcs(6, frozenset(range(6))) == [6]
    assert symmetry.arcs(6, frozenset({5, 0, 1, 3})) == [1, 3]  # the run 5, 0, 1 wraps around
    assert symmetry.arcs(6, frozenset()) == []


def test_circle_bad_input():
    with pytest.raises(ValueError, match="at least 1"):
        symmetry.circle_coins(0)
    with pytest.raises(ValueError, match="not on a circle"):
        symmetry.circle_coins(4).options(frozenset({9}))
    with pytest.raises(TypeError, match="frozenset"):
        symmetry.circle_coins(4).options([0, 1])


# == The ultimate battle ====================================================================

BOARDS = [(w, h) for w in range(2, 7) for h in range(2, 7)]


def battle_positions(w, h):
    cells = [(x, y) for x in range(w) for y in range(h)]
    return [(a, b) for a in cells for b in cells if a[0] != b[0] and a[1] != b[1]]


def test_battle_closed_form_equals_retrograde_analysis():
    for w, h in BOARDS:
        labels = loopy.loopy_outcomes(symmetry.ultimate_battle(w, h), battle_positions(w, h))
        assert "D" not in labels.values(), (w, h)  # nobody can force a draw
        for position in battle_positions(w, h):
            expected = "P" if symmetry.battle_is_p_position(position) else "N"
            assert labels[position] == expected, (w, h, position)


def test_battle_equalising_move_and_the_seeds_follow_rule():
    for w, h in BOARDS:
        game = symmetry.ultimate_battle(w, h)
        for position in battle_positions(w, h):
            move = symmetry.battle_winning_move(w, h, position)
            if symmetry.battle_is_p_position(position):
                assert move is None
                # the slides: after any enemy move, answer on the same axis if he retreated,
                # on the other axis if he advanced; the answer equalises again.
                (x1, y1), (x2, y2) = position
                for enemy_view in game.options(position):
                    reply = symmetry.battle_winning_move(w, h, enemy_view)
                    assert reply in game.options(enemy_view)
                    assert symmetry.battle_is_p_position(reply)
                    _, (ex, ey) = enemy_view  # the loser's soldier after his move
                    moved_x = ex != x1
                    retreated = abs(ex - x2) > abs(x1 - x2) or abs(ey - y2) > abs(y1 - y2)
                    (_, _), (rx, ry) = reply
                    answered_x = rx != x2
                    assert answered_x == (moved_x if retreated else not moved_x)
            else:
                assert move in game.options(position)
                assert symmetry.battle_is_p_position(move)


@functools.cache
def battle_labels(w, h):
    return loopy.loopy_outcomes(symmetry.ultimate_battle(w, h), battle_positions(w, h))


@settings(max_examples=25, deadline=None)
@given(st.integers(2, 11), st.integers(2, 11), st.randoms(use_true_random=False))
def test_battle_on_larger_boards(w, h, rng):
    labels = battle_labels(w, h)
    assert "D" not in labels.values()
    positions = battle_positions(w, h)
    for position in rng.sample(positions, min(20, len(positions))):
        expected = "P" if symmetry.battle_is_p_position(position) else "N"
        assert labels[position] == expected


def room_behind(cell, enemy, w, h):
    """Cells behind the soldier at ``cell``, away from ``enemy``, along his row and column."""
    (x, y), (ex, ey) = cell, enemy
    return (w - 1 - x if x > ex else x) + (h - 1 - y if y > ey else y)


def test_the_potential_of_the_proof_drops_every_two_moves():
    for w, h in BOARDS:
        game = symmetry.ultimate_battle(w, h)
        for position in battle_positions(w, h):
            if not symmetry.battle_is_p_position(position):
                continue
            (loser, winner) = position
            d = abs(loser[0] - winner[0])
            phi = 2 * d + room_behind(loser, winner, w, h)
            for enemy_view in game.options(position):
                new_loser, new_winner = symmetry.battle_winning_move(w, h, enemy_view)
                new_d = abs(new_loser[0] - new_winner[0])
                assert 2 * new_d + room_behind(new_loser, new_winner, w, h) < phi


def test_the_engine_refuses_the_loopy_battle():
    with pytest.raises(LoopyGameError, match="loopy"):
        symmetry.ultimate_battle(4, 4).outcome(((0, 0), (3, 2)))


def test_loopy_outcomes_agree_with_the_engine_on_acyclic_games_and_find_draws():
    labels = loopy.loopy_outcomes(EUCLID, [(a, b) for a in range(1, 25) for b in range(1, 25)])
    assert all(labels[p] == EUCLID.outcome(p) for p in labels)
    toy = Game(lambda n: {0: [1], 1: [0, 2], 2: []}[n], name="toy")
    assert loopy.loopy_outcomes(toy, [0]) == {0: "P", 1: "N", 2: "P"}
    spin = Game(lambda n: [(n + 1) % 3], name="spin")
    assert set(loopy.loopy_outcomes(spin, [0]).values()) == {"D"}


def test_battle_bad_input():
    with pytest.raises(ValueError, match="width w must be at least 2"):
        symmetry.ultimate_battle(1, 5)
    with pytest.raises(ValueError, match="share a row or a column"):
        symmetry.ultimate_battle(4, 4).options(((0, 0), (0, 3)))
    with pytest.raises(ValueError, match="off the 4 x 4 board"):
        symmetry.battle_winning_move(4, 4, ((0, 0), (5, 3)))
    with pytest.raises(TypeError, match="battle position"):
        symmetry.ultimate_battle(4, 4).options((0, 0, 1, 1))


def test_classics_gathers_the_modules():
    assert classics.euclid is euclid and classics.pirates is pirates
    assert classics.ultimate_battle is symmetry.ultimate_battle


# == Figures and widgets =====================================================================


def test_figures():
    ax = plot_pirates_table(2, 10)
    texts = [t.get_text() for t in ax.texts]
    assert (
        len(ax.patches) == sum(range(1, 11)) and texts.count("x") == 1 + 1 + 2
    )  # n = 7: 7; n = 9: 9; n = 10: 9, 10
    ax = draw_battle_board(5, 4, ((0, 0), (3, 2)))
    assert ax.get_title() == "A to move: dx = 3, dy = 2"
    ax = draw_coin_circle(6, [0, 1, 3])
    assert ax.get_title() == "3 of 6 coins left" and len(ax.patches) == 6


def test_pirates_explorer():
    app = pirates_explorer(5, 2).app
    # the slides: pirate 5 = 2m + 1 gives one coin to pirates 1 and 3 and keeps nothing
    assert [row[2] for row in app.rows] == [0, 0, 1, 0, 1]
    assert "agrees" in app.check
    app.n_slider.value = 7
    assert app.rows[0] == (7, "thrown overboard", None, None)
    assert "pirate 7 is thrown" in app.summary
    app.n_slider.value, app.m_slider.value = 40, 12
    assert "too many divisions" in app.check and app.error == ""
    assert "⚠" in app.output.value and "✔" not in app.output.value
    assert all(row[2] == 0 for row in app.rows)


def test_euclid_play_computer_wins_from_n_positions():
    rng = random.Random(2026)
    for start in [(25, 7), (34, 12), (40, 17), (7, 7)]:
        assert euclid.first_player_wins(*start)
        for _ in range(5):
            app = euclid_play(*start, human_first=False).app
            while not app.session.is_over:
                app.choose(rng.choice(app.session.legal_moves()))
            assert app.session.winner == "computer"


def test_euclid_play_messages():
    app = euclid_play(25, 7).app
    app.choose((11, 7))  # the winning move: the computer can only delay
    assert "11 - 1 x 7 = 4" in app.status.value
    app.start_input.value = "(100000, 1)"
    app.new_game()
    assert "more than 300 moves" in app.error
    app.start_input.value = "(0, -3)"
    app.new_game()
    assert "at least 0" in app.error


def test_circle_play_second_player_always_wins():
    rng = random.Random(2026)
    for n in range(3, 10):
        app = circle_play(n).app
        while not app.session.is_over:
            app.choose(rng.choice(app.session.legal_moves()))
        assert app.session.winner == "computer"
        assert "take coin" in app.history.value
    with pytest.raises(ValueError, match="at most 14"):
        circle_play(20)
