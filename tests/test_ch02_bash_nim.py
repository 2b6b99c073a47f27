"""Chapter 02: Bash's game and Nim, every closed form against the engine's brute force.

Facts pinned from the sources: the article's worked examples (14,21,39), (55,81,121), (29,45,58)
and its annotated game from (7,8,9); the "count to 100" game (the article); POJ2368 samples.
"""

from __future__ import annotations

from functools import cache, reduce
from itertools import product
from operator import xor

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gametheory_helpers import Game
from gametheory_helpers.games import bash, nim

SMALL_NIM = [heaps for count in range(1, 5) for heaps in product(range(8), repeat=count)]
NIM = nim.nim()
heaps_64 = st.lists(st.integers(0, 2**64 - 1), min_size=1, max_size=6).map(tuple)


# -- Bash's game -----------------------------------------------------------------------


@pytest.mark.parametrize("m", range(1, 9))
def test_bash_closed_form_equals_brute_force(m):
    game = bash.bash(m)
    for n in range(200):
        assert bash.is_p_position(n, m) == (game.outcome(n) == "P"), (n, m)
        move = bash.winning_move(n, m)
        if move is None:
            assert game.winning_moves(n) == []
        else:
            assert 1 <= move <= m and game.outcome(n - move) == "P"


@pytest.mark.parametrize("m", range(1, 9))
def test_misere_bash_closed_form_equals_brute_force(m):
    # A literal misère search: whoever takes the last stone loses, so moving to 0 is never good.
    @cache
    def literal_misere_outcome(n):
        moves = [n - k for k in range(1, min(m, n) + 1)]
        return (
            "N"
            if any(after > 0 and literal_misere_outcome(after) == "P" for after in moves)
            else "P"
        )

    game = bash.misere_bash(m)
    for n in range(1, 120):
        assert bash.misere_is_p_position(n, m) == (literal_misere_outcome(n) == "P"), (n, m)
        assert game.outcome(n) == literal_misere_outcome(n)
        move = bash.misere_winning_move(n, m)
        if move is not None:
            assert literal_misere_outcome(n - move) == "P" and n - move >= 1


def test_counting_to_100_article():
    # The article: players add 1..10, whoever says 100 wins; the first player says 1, 12, 23, ...
    targets = bash.counting_game_targets(100, 10)
    assert targets[0] == 1 and targets[-1] == 100
    counting = Game(lambda t: [t + k for k in range(1, 11) if t + k <= 100], name="count to 100")
    assert counting.outcome(0) == "N"
    assert counting.winning_moves(0) == [1]
    assert all(counting.outcome(t) == "P" for t in targets)
    assert [t for t in range(101) if counting.outcome(t) == "P"] == targets


@pytest.mark.parametrize(
    ("n", "least", "expected"), [(12, 1, 1), (12, 2, 2), (7, 1, 6), (1, 1, None)]
)
def test_buttons_poj2368_examples(n, least, expected):
    assert bash.buttons_smallest_limit(n, least) == expected


def test_buttons_equals_brute_force_search_over_t():
    for n in range(1, 150):
        for least in (1, 2):
            brute = next((t for t in range(least, n + 1) if bash.bash(t).outcome(n) == "P"), None)
            assert bash.buttons_smallest_limit(n, least) == brute, (n, least)


def test_buttons_big_prime_and_refusal():
    assert bash.buttons_smallest_limit(99_999_989) == 99_999_988  # a prime below 10^8
    with pytest.raises(ValueError, match="too large"):
        bash.buttons_smallest_limit(2**89 - 1)


@pytest.mark.parametrize(
    ("call", "error", "text"),
    [
        (lambda: bash.bash(0), ValueError, "largest take m"),
        (lambda: bash.is_p_position(-1, 3), ValueError, "number of stones"),
        (lambda: bash.is_p_position(2.5, 3), TypeError, "must be an integer"),
        (lambda: bash.misere_is_p_position(0, 3), ValueError, "at least 1"),
        (lambda: bash.bash(3).outcome(-2), ValueError, "number of stones"),
    ],
)
def test_bash_bad_input(call, error, text):
    with pytest.raises(error, match=text):
        call()


# -- Nim: Bouton's theorem -------------------------------------------------------------


def test_bouton_equals_brute_force_on_all_small_positions():
    for heaps in SMALL_NIM:
        assert nim.is_p_position(heaps) == (NIM.outcome(heaps) == "P"), heaps


def test_winning_moves_are_exactly_the_engines():
    for heaps in SMALL_NIM:
        assert sorted(nim.winning_moves(heaps)) == sorted(NIM.winning_moves(heaps)), heaps


def test_grundy_value_of_nim_is_the_nim_sum():
    for heaps in SMALL_NIM[:1500]:
        assert NIM.grundy(heaps) == reduce(xor, heaps, 0)


@settings(max_examples=300, deadline=None)
@given(heaps_64)
def test_winning_moves_on_64_bit_heaps(heaps):
    moves = nim.winning_moves(heaps)
    total = reduce(xor, heaps, 0)
    assert (moves == []) == (total == 0) == nim.is_p_position(heaps)
    for after in moves:
        changed = [i for i in range(len(heaps)) if after[i] != heaps[i]]
        assert len(changed) == 1 and after[changed[0]] < heaps[changed[0]]
        assert nim.is_p_position(after)
    # one winning move per heap with a 1 in the leading bit of the Nim-sum: never fewer
    if total:
        lead = 1 << (total.bit_length() - 1)
        assert len(moves) == sum(1 for h in heaps if h & lead)


@pytest.mark.parametrize(
    ("start", "expected"),
    [((14, 21, 39), (14, 21, 27)), ((55, 81, 121), (55, 81, 102)), ((29, 45, 58), (29, 45, 48))],
)
def test_article_worked_examples(start, expected):
    # the article's move is one winning move; (55,81,121) and (29,45,58) have three each
    assert expected in nim.winning_moves(start)
    assert nim.article_move(start) == expected
    assert nim.is_p_position(expected) and not nim.is_p_position(start)


def test_worked_examples_number_of_winning_moves():
    assert [len(nim.winning_moves(p)) for p in [(14, 21, 39), (55, 81, 121), (29, 45, 58)]] == [
        1,
        3,
        3,
    ]


def test_first_worked_example_by_brute_force():
    assert NIM.outcome((14, 21, 39)) == "N"
    assert NIM.winning_moves((14, 21, 39)) == [(14, 21, 27)]


def test_article_annotated_game_from_7_8_9():
    # 甲 moves to a P-position every time; 乙's moves are the article's.
    game = [
        (7, 8, 9), (1, 8, 9), (1, 8, 4), (1, 5, 4), (1, 4, 4), (0, 4, 4), (0, 4, 2),
        (0, 2, 2), (0, 2, 1), (0, 1, 1), (0, 1, 0), (0, 0, 0),
    ]  # fmt: skip
    for before, after in zip(game, game[1:], strict=False):
        assert after in NIM.options(before)
    for index, position in enumerate(game):
        expected_p = index % 2 == 1  # after each move of 甲
        assert nim.is_p_position(position) == expected_p, position
        if not expected_p:
            assert game[index + 1] in nim.winning_moves(position)


def test_article_recipe_fails_where_it_should():
    # 3 xor 4 = 7 > 5: the largest heap cannot be the one to reduce
    assert nim.article_move((3, 4, 5)) is None
    assert nim.winning_moves((3, 4, 5)) == [(1, 4, 5)]
    for heaps in SMALL_NIM:
        move = nim.article_move(heaps)
        if move is not None:
            assert move in nim.winning_moves(heaps)


def test_two_heap_mirror():
    for a in range(12):
        for b in range(12):
            move = nim.two_heap_mirror_move(a, b)
            assert (move is None) == (NIM.outcome((a, b)) == "P")
            if move is not None:
                assert move in NIM.winning_moves((a, b))


def test_xor_explanation():
    assert nim.xor_explanation((1, 8, 9)) == "1 xor 8 xor 9 = 0"
    assert nim.xor_explanation(()) == "no heaps: the Nim-sum is 0"


@pytest.mark.parametrize(
    ("call", "error", "text"),
    [
        (lambda: nim.is_p_position((1, -2)), ValueError, "at least 0"),
        (lambda: nim.is_p_position("345"), TypeError, "tuple of heap sizes"),
        (lambda: nim.is_p_position(5), TypeError, "tuple of heap sizes"),
        (lambda: nim.winning_moves((1, 2.0)), TypeError, "must be an integer"),
        (lambda: NIM.outcome([1, 2]), TypeError, "use a tuple instead of a list"),
        (lambda: nim.moore_nim(0), ValueError, "at least 1"),
    ],
)
def test_nim_bad_input(call, error, text):
    with pytest.raises(error, match=text):
        call()


# -- staircase Nim ---------------------------------------------------------------------

SMALL_STAIRS = [steps for count in range(1, 4) for steps in product(range(6), repeat=count)]


def test_staircase_equals_brute_force():
    game = nim.staircase_nim()
    for steps in SMALL_STAIRS:
        assert nim.staircase_is_p_position(steps) == (game.outcome(steps) == "P"), steps
        assert sorted(nim.staircase_winning_moves(steps)) == sorted(game.winning_moves(steps))


def test_staircase_four_steps_sample():
    game = nim.staircase_nim()
    for steps in product(range(4), repeat=4):
        assert nim.staircase_is_p_position(steps) == (game.outcome(steps) == "P"), steps


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 2**64), min_size=1, max_size=8).map(tuple))
def test_staircase_winning_moves_are_legal_and_winning(steps):
    legal_after = set()
    for after in nim.staircase_winning_moves(steps):
        assert nim.staircase_is_p_position(after)
        diff = [i for i in range(len(steps)) if after[i] != steps[i]]
        # one step loses t coins, the step below gains them (or they leave from step 1)
        assert 1 <= len(diff) <= 2
        assert sum(steps) - sum(after) in (0, steps[0] - after[0])
        legal_after.add(after)
    assert bool(legal_after) != nim.staircase_is_p_position(steps)


# -- Moore's Nim_k ---------------------------------------------------------------------


@pytest.mark.parametrize("k", [1, 2, 3])
def test_moore_equals_brute_force(k):
    game = nim.moore_nim(k)
    limit = {1: 6, 2: 5, 3: 4}[k]
    for count in range(1, 5):
        for heaps in product(range(limit), repeat=count):
            is_p = game.outcome(heaps) == "P"
            assert nim.moore_is_p_position(heaps, k) == is_p, (heaps, k)
            move = nim.moore_winning_move(heaps, k)
            assert (move is None) == is_p
            if move is not None:
                assert move in game.options(heaps) and nim.moore_is_p_position(move, k)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 2**64), min_size=1, max_size=7).map(tuple), st.integers(1, 5))
def test_moore_winning_move_on_big_heaps(heaps, k):
    move = nim.moore_winning_move(heaps, k)
    assert (move is None) == nim.moore_is_p_position(heaps, k)
    if move is not None:
        lowered = [i for i in range(len(heaps)) if move[i] != heaps[i]]
        assert 1 <= len(lowered) <= k
        assert all(move[i] < heaps[i] for i in lowered)
        assert nim.moore_is_p_position(move, k)


def test_moore_k1_is_bouton():
    for heaps in SMALL_NIM:
        assert nim.moore_is_p_position(heaps, 1) == nim.is_p_position(heaps)


def test_moore_proof_gap_is_cancellation_not_the_number_of_changed_bits():
    """Note 6: a move of Nim_k changes at most k bits of a column, yet a column's count of
    ones can stay the same (bits cancel); Nim_2, (3, 2) -> (2, 1) is the counter-example."""
    game = nim.moore_nim(2)
    assert (2, 1) in game.options((3, 2))
    units_before = sum(h & 1 for h in (3, 2))
    units_after = sum(h & 1 for h in (2, 1))
    assert sum((b ^ a) & 1 for b, a in zip((3, 2), (2, 1), strict=True)) == 2
    assert units_before == units_after == 1
    for k in (1, 2, 3):
        moves = [(h, o) for h in product(range(8), repeat=3) for o in nim.moore_nim(k).options(h)]
        for h, o in moves:
            for column in range(3):
                assert sum((x ^ y) >> column & 1 for x, y in zip(h, o, strict=True)) <= k
