"""Chapter 4's key: the classic wrong solutions are rejected, the right ones accepted.

Also: the references agree with the brute-force engine (every take a message names really
wins), and the answers of E4 and Q1 are not printed before them.
"""

from __future__ import annotations

import json
import math
from functools import cache
from math import isqrt
from pathlib import Path

from practice_catalogue import Attempt, parametrize, verdict

from gametheory_helpers.games.fibonacci import (
    dynamic_subtraction,
    fibonacci_nim,
    losing_positions,
    start_position,
)
from gametheory_helpers.numbers import zeckendorf
from gametheory_helpers.practice import ch04

ROOT = Path(__file__).resolve().parent.parent

# -- E1 ----------------------------------------------------------------------------------------


def e1_worked(n):
    a, b = 1, 2
    while b < n:
        a, b = b, a + b
    return "Second win" if b == n or n == 1 else "First win"


def e1_square_test(n):  # another right one: n is Fibonacci iff 5n^2 + 4 or 5n^2 - 4 is a square
    fib = any(x >= 0 and isqrt(x) ** 2 == x for x in (5 * n * n + 4, 5 * n * n - 4))
    return "Second win" if fib else "First win"


def e1_powers_of_two(n):  # the k = 1 rule
    return "Second win" if n & (n - 1) == 0 else "First win"


def e1_off_by_one(n):  # the loop runs one step too far, so b == n never holds
    a, b = 1, 2
    while b <= n:
        a, b = b, a + b
    return "Second win" if b == n else "First win"


def e1_brute(n):  # the memoised W(m, p) of section 2, started at every first take
    @cache
    def wins(stones, limit):
        return any(not wins(stones - t, 2 * t) for t in range(1, min(limit, stones) + 1))

    return "First win" if wins(n, n - 1) else "Second win"


def e1_skips_two(n):  # a Fibonacci list started 1, 3, ... (off by one index)
    a, b = 1, 3
    while b < n:
        a, b = b, a + b
    return "Second win" if b == n or n == 1 else "First win"


# -- E2 ----------------------------------------------------------------------------------------


def e2_worked(n):
    fibs = [1, 2]
    while fibs[-1] <= n:
        fibs.append(fibs[-1] + fibs[-2])
    rest, smallest = n, None
    for f in reversed(fibs):
        if f <= rest:
            rest -= f
            smallest = f
    return None if smallest == n else smallest


def e2_package(n):  # another right one
    take = zeckendorf(n)[-1]
    return None if take == n else take


def e2_leave_largest(n):  # the tempting "leave the largest Fibonacci number"
    a, b = 1, 2
    while b <= n:
        a, b = b, a + b
    largest = a
    return None if largest == n else n - largest


def e2_largest_term(n):
    take = zeckendorf(n)[0]
    return None if take == n else take


def e2_forgets_none(n):
    return zeckendorf(n)[-1]


def e2_binet(n):  # Fibonacci numbers from a double Binet formula
    phi = (1 + math.sqrt(5)) / 2
    fibs = []
    i = 2
    while True:
        f = round(phi**i / math.sqrt(5))
        if f > n:
            break
        fibs.append(f)
        i += 1
    rest, smallest = n, None
    for f in reversed(fibs):
        if f <= rest:
            rest -= f
            smallest = f
    return None if smallest == n else smallest


def e2_brute(n):
    @cache
    def wins(stones, limit):
        return any(not wins(stones - t, 2 * t) for t in range(1, min(limit, stones) + 1))

    for t in range(1, n):
        if not wins(n - t, 2 * t):
            return t
    return None


# -- E3 ----------------------------------------------------------------------------------------


def _sequence(n, k, strict=True):
    a, b, t = [1], [1], -1
    while a[-1] < n:
        nxt = b[-1] + 1
        while t + 1 < len(a) and (k * a[t + 1] < nxt if strict else k * a[t + 1] <= nxt):
            t += 1
        a.append(nxt)
        b.append(nxt + (b[t] if t >= 0 else 0))
    return a


def _greedy(n, terms, smallest=True):
    if terms[-1] == n and n in terms:
        return "lose"
    chosen = []
    for term in reversed(terms):
        if term <= n:
            n -= term
            chosen.append(term)
    return chosen[-1] if smallest else chosen[0]


def e3_worked(n, k):
    return _greedy(n, _sequence(n, k))


def e3_package_terms(n, k):  # another right one: the terms from losing_positions, then greedy
    terms = losing_positions(k, n)
    if terms[-1] == n:
        return "lose"
    take = n
    for term in reversed(terms):
        if term <= n:
            n -= term
            take = term
    return take


def e3_fibonacci_for_every_k(n, k):
    return _greedy(n, _sequence(n, 2))


def e3_non_strict(n, k):  # k * a_t <= a_(i+1) instead of <
    return _greedy(n, _sequence(n, k, strict=False))


def e3_largest_term(n, k):
    return _greedy(n, _sequence(n, k), smallest=False)


def e3_powers(n, k):  # guesses the powers of k + 1
    power = 1
    while power * (k + 1) <= n:
        power *= k + 1
    return "lose" if power == n else n % power or power


def e3_dp(n, k):  # the O(S^2) table of thresholds
    tau = [math.inf]
    for m in range(1, n + 1):
        t = 1
        while not k * t < tau[m - t]:
            t += 1
        tau.append(t)
    return "lose" if tau[n] == n else tau[n]


CATALOGUE = [
    Attempt("E1", "worked solution", e1_worked, True),
    Attempt("E1", "5n^2 +- 4 is a square (isqrt)", e1_square_test, True),
    Attempt("E1", "powers of two (k = 1)", e1_powers_of_two),
    Attempt("E1", "off by one: loop while b <= n", e1_off_by_one),
    Attempt("E1", "memoised brute force", e1_brute),
    Attempt("E1", "Fibonacci list 1, 3, 4, ...", e1_skips_two),
    Attempt("E2", "worked solution", e2_worked, True),
    Attempt("E2", "smallest term of zeckendorf()", e2_package, True),
    Attempt("E2", "leave the largest Fibonacci number", e2_leave_largest),
    Attempt("E2", "largest Zeckendorf term", e2_largest_term),
    Attempt("E2", "forgets None for a Fibonacci heap", e2_forgets_none),
    Attempt("E2", "double Binet formula", e2_binet),
    Attempt("E2", "memoised brute force", e2_brute),
    Attempt("E3", "worked solution", e3_worked, True),
    Attempt("E3", "losing_positions, then greedy", e3_package_terms, True),
    Attempt("E3", "Fibonacci for every k", e3_fibonacci_for_every_k),
    Attempt("E3", "k a_t <= a_(i+1) (off by one)", e3_non_strict),
    Attempt("E3", "largest greedy term", e3_largest_term),
    Attempt("E3", "powers of k + 1", e3_powers),
    Attempt("E3", "O(S^2) table", e3_dp, slow=True),
    Attempt("E4", "987, 13", [987, 13], True),
    Attempt("E4", "as a tuple", (987, 13), True),
    Attempt("E4", "610 + 377 + 13 (consecutive terms)", [610, 377, 13]),
    Attempt("E4", "smallest first", [13, 987]),
    Attempt("E4", "only the take", 13),
    Attempt("E4", "987 + 8 + 5", [987, 8, 5]),
    Attempt("Q1", "take 2 and take 7", {0, 2}, True),
    Attempt("Q1", "only the smallest term", {0}),
    Attempt("Q1", "take 1 and 2", {0, 1}),
    Attempt("Q1", "take 2, 7 and 5", {0, 2, 3}),
    Attempt("Q2", "fills every state", 0, True),
    Attempt("Q2", "a bug", 1),
    Attempt("Q2", "never helps", 2),
    Attempt("Q3", "3t >= m", lambda m, t: 3 * t >= m, True),
    Attempt("Q3", "m - t <= 2t", lambda m, t: m - t <= 2 * t, True),
    Attempt("Q3", "t >= ceil(m / 3)", lambda m, t: t >= -(-m // 3), True),
    Attempt("Q3", "3t > m", lambda m, t: 3 * t > m),
    Attempt("Q3", "t >= m // 3", lambda m, t: t >= m // 3),
    Attempt("Q3", "2t >= m", lambda m, t: 2 * t >= m),
    Attempt("Q3", "the blog comment: ceil(m / 3) - 1", lambda m, t: t >= (m + 2) // 3 - 1),
]


@parametrize(CATALOGUE)
def test_catalogue(attempt):
    feedback = verdict(ch04, attempt)
    assert bool(feedback) == attempt.accepted, feedback


def test_every_exercise_has_three_wrong_and_two_right_solutions():
    for exercise in ("E1", "E2", "E3", "E4", "Q3"):
        entries = [a for a in CATALOGUE if a.exercise == exercise]
        assert sum(not a.accepted for a in entries) >= 3
        assert sum(a.accepted for a in entries) >= 2


def test_checkers_never_raise():
    for name in ("E1", "E2", "E3", "E4", "Q3"):
        for junk in (None, 7, "x", lambda *args: 1 / 0):
            assert not ch04.CHECKS[name](junk)


def test_references_agree_with_the_engine_and_every_named_take_wins():
    game = fibonacci_nim()
    for n in range(2, 60):
        start = start_position(n)
        assert ch04.e1_reference(n) == ("Second win" if game.outcome(start) == "P" else "First win")
        takes = sorted(n - after[0] for after in game.winning_moves(start))
        assert ch04.e2_reference(n) == (takes[0] if takes else None)
    for k in range(1, 5):
        engine = dynamic_subtraction(k)
        for n in range(2, 40):
            start = start_position(n)
            takes = sorted(n - after[0] for after in engine.winning_moves(start))
            assert ch04.e3_reference(n, k) == (takes[0] if takes else "lose")


def test_cases_hold_every_losing_heap_and_sizes_past_a_table():
    fibs = []
    a, b = 1, 2
    while b < 2**31:
        fibs.append(b)
        a, b = b, a + b
    assert set(fibs) <= set(ch04.E1_CASES)
    assert max(ch04.E1_CASES) == 2**31 - 1
    assert max(ch04.E2_CASES) >= 10**15 - 1
    assert ch04.CASE_MIX["E2"]["lose"] >= 70


def _cells():
    path = ROOT / "notebooks" / "04_fibonacci_and_zeckendorf.ipynb"
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def test_e4_and_q1_answers_are_not_shown_in_the_main_line():
    cells = _cells()
    first = next(i for i, c in enumerate(cells) if "practice.check_e4(" in "".join(c["source"]))
    before = "\n".join(
        "".join(c["source"]) + json.dumps(c.get("outputs", [])) for c in cells[:first]
    )
    assert "987 + 13" not in before and "zeckendorf(1000)" not in before
    assert "62 = 55 + 5 + 2" not in before
