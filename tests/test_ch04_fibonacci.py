"""Chapter 04: Fibonacci numbers, Zeckendorf, Fibonacci Nim and k-multiple dynamic subtraction.

Every closed form is checked against a brute force that knows only the rules:

* the engine (:class:`Game`) solves the games over ``(stones, largest allowed take)`` for small
  heaps;
* for heaps up to 2000, an efficient brute force: the table ``f(m)`` = the smallest take that
  wins with ``m`` stones, computed straight from the rules (a take ``t`` wins iff the opponent,
  left with ``(m - t, k t)``, loses), using only the obvious fact that allowing larger takes
  never hurts.  That table is itself checked state by state against the engine.
"""

from __future__ import annotations

import time
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gametheory_helpers.games.fibonacci import (
    blog_memoised_table,
    blog_recursive,
    blog_recursive_table,
    dynamic_subtraction,
    fibonacci_nim,
    first_winning_move,
    greedy_decomposition,
    is_p_position,
    losing_positions,
    losing_positions_by_stack,
    minimal_winning_takes,
    reply,
    start_position,
    winning_move,
)
from gametheory_helpers.numbers import (
    fibonacci,
    fibonacci_upto,
    is_fibonacci,
    is_zeckendorf_representation,
    zeckendorf,
    zeckendorf_indices,
)

INF = float("inf")


def brute_force_takes(k: int, limit: int) -> list[float]:
    """f(m) for m <= limit straight from the rules: the least t <= m whose result is lost.

    (m', L) is won iff some take t <= min(L, m') leaves a lost state; since more allowed takes
    never hurt, (m', L) is won iff L >= f(m'), with f(0) = infinity (no stones: lost).
    """
    f: list[float] = [INF]
    for m in range(1, limit + 1):
        t = 1
        while not (k * t < f[m - t]):  # (m - t, k t) is won for the opponent
            t += 1
        f.append(t)
    return f


def lost(f: list[float], stones: int, allowed: int) -> bool:
    return allowed < f[stones]


F2 = brute_force_takes(2, 2000)
FK = {k: brute_force_takes(k, 2000) for k in range(1, 7)}


# -- numbers ---------------------------------------------------------------------------------


def test_fibonacci_published_values():
    # OEIS A000045: 0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987, 1597
    assert [fibonacci(i) for i in range(18)] == [
        0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987, 1597
    ]  # fmt: skip
    assert fibonacci(100) == 354224848179261915075  # A000045, F(100)


def test_fibonacci_recurrence_and_big_indices():
    a, b = 0, 1
    for i in range(400):
        assert fibonacci(i) == a
        a, b = b, a + b


def test_is_fibonacci_matches_the_list():
    fibs = set(fibonacci_upto(10**5)) | {0}
    assert [n for n in range(10**5) if is_fibonacci(n)] == sorted(fibs)
    for i in (200, 500, 1000):
        assert is_fibonacci(fibonacci(i))
        assert not is_fibonacci(fibonacci(i) + 1)
        assert not is_fibonacci(fibonacci(i) - 1)


def test_zeckendorf_is_the_unique_representation():
    # Brute force: every set of distinct, pairwise non-consecutive Fibonacci numbers >= 1.
    fibs = fibonacci_upto(400)  # 1, 2, 3, 5, ..., 377 (F(2) .. F(14))
    found: dict[int, list[list[int]]] = {}
    for size in range(1, 8):
        for chosen in combinations(range(len(fibs)), size):
            if all(b - a >= 2 for a, b in zip(chosen, chosen[1:], strict=False)):
                total = sum(fibs[i] for i in chosen)
                found.setdefault(total, []).append(sorted((fibs[i] for i in chosen), reverse=True))
    for n in range(1, 400):
        assert found[n] == [zeckendorf(n)], n  # exists, and is the only one
        assert is_zeckendorf_representation(zeckendorf(n), n)


def test_zeckendorf_walkthrough_and_checker():
    assert zeckendorf(83) == [55, 21, 5, 2]  # the article, section 三
    assert zeckendorf_indices(83) == [10, 8, 5, 3]
    assert zeckendorf(0) == []
    assert not is_zeckendorf_representation([55, 21, 5, 2], 84)
    assert not is_zeckendorf_representation([55, 21, 7], 83)  # 7 is not a Fibonacci number
    assert not is_zeckendorf_representation([34, 21, 21, 5, 2], 83)


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=1, max_value=10**40))
def test_zeckendorf_big_integers(n):
    parts = zeckendorf(n)
    assert sum(parts) == n
    assert is_zeckendorf_representation(parts, n)
    assert all(a > 2 * b for a, b in zip(parts, parts[1:], strict=False))


def test_big_inputs_are_fast():
    n = 10**30
    start = time.process_time()  # CPU seconds, not wall clock
    for _ in range(100):
        zeckendorf(n)
        is_p_position(n)
    per_call = (time.process_time() - start) / 100
    assert per_call < 1e-3  # measured about 0.05 ms
    assert sum(zeckendorf(n)) == n and not is_p_position(n)
    assert is_p_position(fibonacci(150))


# -- the brute forces agree with each other --------------------------------------------------


@pytest.mark.parametrize("k", [1, 2, 3, 4, 5, 6])
def test_brute_force_table_matches_the_engine(k):
    game = dynamic_subtraction(k)
    size = 45 if k == 2 else 30
    f = FK[k]
    for m in range(size + 1):
        for allowed in range(0, 2 * size + 1):
            assert game.is_p_position((m, allowed)) == lost(f, m, allowed), (k, m, allowed)


def test_the_o_s_stack_method_matches_the_brute_force():
    for k in range(1, 7):
        assert minimal_winning_takes(k, 2000)[1:] == FK[k][1:]


# -- Fibonacci Nim -----------------------------------------------------------------------------

BLOG_TABLE = (  # the blog post, "递归解": the P/N table for n = 1..50
    "PPPNPNNPNN" "NNPNNNNNNN" "PNNNNNNNNN" "NNNPNNNNNN" "NNNNNNNNNN"
)  # fmt: skip
BLOG_P_TO_1000 = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987]  # "动态规划解"


def test_blog_table_and_p_positions():
    table, _ = blog_memoised_table(1000)
    assert "".join(table[n] for n in range(1, 51)) == BLOG_TABLE
    assert [n for n in table if table[n] == "P"] == BLOG_P_TO_1000
    game = fibonacci_nim()
    assert "".join(game.outcome(start_position(n)) for n in range(1, 51)) == BLOG_TABLE


def test_seed_recursion_agrees_and_costs_more():
    table, calls = blog_recursive_table(22)
    memo, memo_calls = blog_memoised_table(22)
    assert table == memo
    assert "".join(table.values()) == BLOG_TABLE[:22]
    assert calls > 10 * memo_calls
    for n in range(1, 20):
        for m in range(1, n):
            assert blog_recursive(n, m) == (not lost(F2, n, 2 * m)), (n, m)


def test_p_positions_are_the_fibonacci_numbers_up_to_2000():
    for n in range(1, 2001):
        brute = lost(F2, n, n - 1)
        assert is_p_position(n) == brute == is_fibonacci(n), n
        assert is_p_position(n, 2) == brute


def test_first_winning_move_is_winning_and_minimal():
    game = fibonacci_nim()
    for n in range(1, 501):
        take = first_winning_move(n)
        if lost(F2, n, n - 1):
            assert take is None, n
            continue
        assert 1 <= take <= n - 1
        assert lost(F2, n - take, 2 * take), n  # truly winning
        assert all(not lost(F2, n - t, 2 * t) for t in range(1, take)), n  # minimal
        assert take == zeckendorf(n)[-1]
        if n <= 45:
            wins = [n - after[0] for after in game.winning_moves(start_position(n))]
            assert min(wins) == take


def test_hrpa_and_article_walkthrough():
    assert first_winning_move(83) == 2  # the article: 83 = 55 + 21 + 5 + 2, take 2
    assert first_winning_move(89) is None  # the article: 89 is a Fibonacci number


def test_winning_move_is_the_full_strategy():
    for m in range(0, 400):
        for allowed in range(0, m + 3):
            take = winning_move((m, allowed))
            if m == 0 or lost(F2, m, allowed):
                assert take is None, (m, allowed)
            else:
                assert take == F2[m] and lost(F2, m - take, 2 * take), (m, allowed)


def test_the_strategy_wins_whole_games_from_83():
    # The first player follows winning_move; the opponent tries every take it may make.
    frontier, seen = [start_position(83)], set()
    while frontier:
        position = frontier.pop()
        if position in seen:
            continue
        seen.add(position)
        after = reply(position)
        assert winning_move(position) == position[0] - after[0]
        if after[0] == 0:
            continue
        stones, allowed = after
        assert winning_move(after) is None
        frontier.extend((stones - t, 2 * t) for t in range(1, min(allowed, stones) + 1))


# -- k-multiple dynamic subtraction ------------------------------------------------------------


@pytest.mark.parametrize("k", [1, 2, 3, 4, 5, 6])
def test_losing_positions_match_the_brute_force(k):
    f = FK[k]
    brute = [n for n in range(1, 2001) if lost(f, n, n - 1)]
    assert losing_positions(k, 2000) == brute
    assert losing_positions_by_stack(k, 2000) == brute
    assert [n for n in range(1, 400) if is_p_position(n, k)] == [n for n in brute if n < 400]
    for n in range(1, 400):
        take = first_winning_move(n, k)
        assert take == (None if lost(f, n, n - 1) else f[n]), (k, n)


@pytest.mark.parametrize("k", [1, 3, 4, 5, 6])
def test_winning_move_for_any_k(k):
    f = FK[k]
    for m in range(0, 150):
        for allowed in range(0, m + 2):
            take = winning_move((m, allowed), k)
            if m == 0 or lost(f, m, allowed):
                assert take is None, (k, m, allowed)
            else:
                assert take == f[m] and lost(f, m - take, k * take), (k, m, allowed)
                assert reply((m, allowed), k) == (m - take, k * take)


def test_special_cases_and_slides_sequence():
    assert losing_positions(1, 10**18) == [2**i for i in range(60)]  # the slides: powers of 2
    assert losing_positions(2, 10**18) == fibonacci_upto(10**18)  # the slides: Fibonacci
    # the slides, "K 倍动态减法游戏": for k = 3 the sequence is 1, 2, 3, 4, 6, 8, 11, 15, 21, ...
    assert losing_positions(3, 21) == [1, 2, 3, 4, 6, 8, 11, 15, 21]
    assert losing_positions(5, 0) == []


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=1, max_value=40), st.integers(min_value=1, max_value=3000))
def test_sequence_and_stack_methods_agree(k, limit):
    assert losing_positions(k, limit) == losing_positions_by_stack(k, limit)


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=1, max_value=12), st.integers(min_value=1, max_value=10**18))
def test_greedy_decomposition_terms_are_k_separated(k, n):
    parts = greedy_decomposition(n, k)
    assert sum(parts) == n
    terms = set(losing_positions(k, n))
    assert all(p in terms for p in parts)
    assert all(a > k * b for a, b in zip(parts, parts[1:], strict=False))


# -- bad input -----------------------------------------------------------------------------------


def test_bad_input_gets_clear_errors():
    with pytest.raises(ValueError, match="at least 1"):
        is_p_position(0)
    with pytest.raises(TypeError, match="must be an integer"):
        zeckendorf(2.5)
    with pytest.raises(ValueError, match="at least 0"):
        zeckendorf(-3)
    with pytest.raises(ValueError, match="multiple k"):
        losing_positions(0, 10)
    with pytest.raises(TypeError, match="pair"):
        winning_move(83)
    with pytest.raises(ValueError, match="exponential"):
        blog_recursive(100, 1)
    with pytest.raises(ValueError, match="no move"):
        reply((0, 4))
    with pytest.raises(ValueError, match="limit <="):
        minimal_winning_takes(2, 10**12)
    with pytest.raises(TypeError, match="Fibonacci"):
        is_zeckendorf_representation(83)
    with pytest.raises(ValueError, match="at least"):
        fibonacci_nim().outcome((5, -1))


# -- widget and figures --------------------------------------------------------------------------


def test_play_widget_explains_and_wins():
    from gametheory_helpers.widgets import fibonacci_play

    app = fibonacci_play(83, human_first=False).app
    first = app.session.history[-1]
    assert first.after == (81, 4)
    assert "83 = 55 + 21 + 5 + 2" in first.reason and "took 2" in first.reason
    assert first.reason.startswith("I played take 2 (83 → 81)")
    while not app.session.is_over:
        app.moves.value = app.moves.options[-1][1]  # the student always takes the most allowed
        app.play_selected()
    assert app.session.winner == "computer"
    assert "take 2 (83 → 81)" in app.history.value
    app.start_input.value = "(10, -1)"
    app.new_game()
    assert "at least 0" in app.error
    app.start_input.value = "ten"
    app.new_game()
    assert "cannot read" in app.error


def test_play_widget_from_a_losing_start():
    from gametheory_helpers.widgets import explain_move, fibonacci_play

    app = fibonacci_play(8, human_first=False).app
    assert "more than I was allowed" in app.session.history[-1].reason
    app.show_hint.value = True
    assert "Hint" in app.status_text
    assert explain_move((7, 2)).startswith("I had 8 = 8 stones; its smallest Zeckendorf term 8")


def test_play_widget_for_k_3():
    from gametheory_helpers.widgets import fibonacci_play

    app = fibonacci_play(50, k=3, human_first=False).app
    assert app.session.position == (48, 6)  # 50 = 40 + 8 + 2: take 2
    assert "50 = 40 + 8 + 2" in app.session.history[-1].reason
    assert "greedy (3x sequence)" in app.session.history[-1].reason


def test_figures():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from gametheory_helpers.plotting import (
        plot_losing_sequences,
        plot_operation_counts,
        plot_state_outcomes,
        plot_zeckendorf_blocks,
    )

    assert "Fibonacci Nim" in plot_state_outcomes(2, 20, 10).get_title()
    assert len(plot_losing_sequences((1, 2), 100).collections) == 2
    assert plot_zeckendorf_blocks(83).get_title() == "83 = 55 + 21 + 5 + 2"
    plot_operation_counts([5, 10], [10, 100], [5, 20])
    with pytest.raises(ValueError):
        plot_operation_counts([5], [1, 2], [1])
    plt.close("all")
