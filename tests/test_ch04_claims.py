"""Chapter 04's prose, pinned (issue 37): which memoised solver makes more calls than the
plain recursion, and why a top-down memo never does."""

from __future__ import annotations

import pytest
from notebook_text import cell_with

from gametheory_helpers.games.fibonacci import blog_memoised_table, blog_recursive_table
from gametheory_helpers.practice import ch04


def count_calls(limit: int, memo: bool) -> int:
    """Calls of the blog's f(n, m) for the starts 1..limit: plain, or top-down memoised."""
    calls = 0
    cache: dict[tuple[int, int], int] = {}

    def f(n: int, m: int) -> int:
        nonlocal calls
        calls += 1
        if 2 * m >= n:
            return 1
        if memo and (n, m) in cache:
            return cache[n, m]
        result = int(any(f(n - i, i) == 0 for i in range(1, min((n + 2) // 3, 2 * m) + 1)))
        cache[n, m] = result
        return result

    for n in range(1, limit + 1):
        any(f(n - i, i) == 0 for i in range(1, min((n + 2) // 3, n - 1) + 1))
    return calls


@pytest.mark.parametrize("limit", range(1, 26))
def test_a_top_down_memo_never_makes_more_calls_than_the_recursion(limit):
    plain = count_calls(limit, memo=False)
    assert plain == blog_recursive_table(limit)[1]  # the chapter counts the same calls
    assert count_calls(limit, memo=True) <= plain


def test_only_the_bottom_up_fill_makes_more_calls_at_5():
    assert (count_calls(5, memo=False), blog_memoised_table(5)[1]) == (8, 15)
    assert count_calls(5, memo=True) <= 8


def test_the_text_says_which_memo_is_measured_and_q2_teaches_it():
    measured = cell_with("04_fibonacci_and_zeckendorf.ipynb", "The memoised solver measured")
    assert "*bottom-up*" in measured
    right = [c.text for c in ch04.Q2.choices if c.correct]
    assert len(right) == 1 and "top-down memo never makes more calls" in right[0]


def thresholds(k: int, stones: int) -> list[float]:
    """tau(m) for m = 0..stones from the rules alone: the least allowance L at which the state
    (m, L) (m stones left, take at most L, the next allowance k times the take) is N."""
    n_state: dict[tuple[int, int], bool] = {}
    for m in range(stones + 1):
        for allowance in range(k * stones + 1):
            n_state[m, allowance] = any(
                not n_state[m - t, min(k * t, k * stones)] for t in range(1, min(allowance, m) + 1)
            )
    return [
        next((L for L in range(m + 1) if n_state[m, L]), float("inf")) for m in range(stones + 1)
    ]


def test_note_9_the_slides_two_conditions_do_not_pin_the_threshold_down():
    """Note 9, in the chapter's letters: for m = 17, k = 2 the value 4 passes both conditions
    although tau(17) = 1."""
    tau = thresholds(2, 17)
    assert tau[17] == 1 and tau[:9] == [float("inf"), 1, 2, 3, 1, 5, 1, 2, 8]
    m, value, k = 17, 4, 2
    assert value == 1 or tau[m - value + 1] <= k * (value - 1)
    assert tau[m - value] > k * value
    note = cell_with("04_fibonacci_and_zeckendorf.ipynb", 'id="note-9"')
    assert "the value 4 passes both" in note and "$\\tau(17) = 1$" in note
    assert "$n_0 = 1$ or" not in note  # the chapter's letters, not the slides'


def test_note_3_uses_the_chapter_letters():
    note = cell_with("04_fibonacci_and_zeckendorf.ipynb", 'id="note-3"')
    assert "$2p < m$" in note and "cache[m][p] != NAN" in note and "$2m < n$" not in note
