"""Chapter 10's checkers tell right from wrong: the classic wrong solutions are all rejected.

Euclid's game: float φ, forgetting ``a >= 2b``, swapped players, a search through every option
of a stage on huge quotients.  The pirates: off by one at ``n = 2m + 1``, ``2m + 2`` and at
``2m + 2^k``.  Also: the closed-form references agree with the brute force.
"""

from __future__ import annotations

import sys
from bisect import bisect_left, bisect_right
from decimal import Decimal
from functools import cache
from math import isqrt

from practice_catalogue import Attempt, parametrize, verdict

from gametheory_helpers.games import euclid, pirates, symmetry
from gametheory_helpers.practice import ch10 as practice

PHI = (1 + 5**0.5) / 2

# -- E1 · Euclid's game -------------------------------------------------------------------------


def euclid_p_worked(a, b):
    big, small = max(a, b), min(a, b)
    return big != small and (2 * big - small) ** 2 < 5 * small * small


def euclid_p_stages(a, b):  # the first stage with a choice decides (section 2)
    big, small = max(a, b), min(a, b)
    stage = 0
    while small:
        stage += 1
        q, r = divmod(big, small)
        if q >= 2 or r == 0:
            return stage % 2 == 0
        big, small = small, r
    return stage % 2 == 0


def euclid_p_isqrt(a, b):  # big < phi * small  <=>  2 big - small < sqrt(5) small
    big, small = max(a, b), min(a, b)
    return big != small and (2 * big - small) < isqrt(5 * small * small) + (
        isqrt(5 * small * small) ** 2 != 5 * small * small
    )


def euclid_p_float(a, b):
    big, small = max(a, b), min(a, b)
    return big != small and big < PHI * small


def euclid_p_decimal(a, b):  # Decimal with its default 28 digits
    big, small = max(a, b), min(a, b)
    phi = (1 + Decimal(5).sqrt()) / 2
    return big != small and Decimal(big) < phi * small


def euclid_p_forget_equal(a, b):
    big, small = max(a, b), min(a, b)
    return (2 * big - small) ** 2 < 5 * small * small


def euclid_p_swapped(a, b):  # answers "the first player wins"
    return not euclid_p_worked(a, b)


def _wins_forgetting_2b(a, b):  # only ever finishes the stage: ignores the choice when a >= 2b
    big, small = max(a, b), min(a, b)
    if big % small == 0:
        return True
    return not _wins_forgetting_2b(small, big % small)


def euclid_p_forget_2b(a, b):
    return not _wins_forgetting_2b(a, b)


def euclid_p_search(a, b):  # every option of every stage, memoised: no a // b >= 2 shortcut
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 5000))

    @cache
    def wins(big, small):
        if big < small:
            big, small = small, big
        if small == 0:
            return False
        return any(not wins(big - j * small, small) for j in range(1, big // small + 1))

    return not wins(a, b)


# -- E2 · every winning move --------------------------------------------------------------------


def moves_worked(a, b):
    if a == b:
        return [(0, b), (a, 0)]
    big, small = max(a, b), min(a, b)
    rest = big % small
    if euclid.is_p_position(small, rest):
        new = rest
    elif big // small >= 2:
        new = rest + small
    else:
        return []
    return [(new, b)] if a > b else [(a, new)]


def moves_package(a, b):
    if a == b:
        return [(0, a), (a, 0)]
    move = euclid.winning_move(a, b)
    return [move] if move else []


def moves_one_from_equal(a, b):  # forgets the second winning move of (a, a)
    if a == b:
        return [(0, b)]
    return moves_worked(a, b)


def moves_big_first(a, b):  # always (larger, smaller): loses the order of the input
    return [(max(m), min(m)) for m in moves_worked(a, b)]


def moves_finish_only(a, b):  # only finishes the stage (forgets leaving one multiple)
    if a == b:
        return [(0, b), (a, 0)]
    big, small = max(a, b), min(a, b)
    rest = big % small
    if not euclid.is_p_position(small, rest):
        return []
    return [(rest, b)] if a > b else [(a, rest)]


def moves_search(a, b):  # tries every option of the stage
    big, small = max(a, b), min(a, b)
    found = []
    for j in range(0, big // small):
        new = big % small + j * small
        pair = (new, b) if a >= b else (a, new)
        if new == 0 or euclid.is_p_position(*pair):
            found.append(pair)
    if a == b:
        found.append((0, b) if found[0] != (0, b) else (a, 0))
    return sorted(found)


# -- E3 · HDU1538 -------------------------------------------------------------------------------


def pirate_worked(n, m, p):
    if n <= 2 * m + 1:
        if p == n:
            return str(m - (n - 1) // 2)
        return "1" if (n - p) % 2 == 0 else "0"
    power = 1
    while 2 * m + 2 * power <= n:
        power *= 2
    return "Thrown" if p > 2 * m + power else "0"


def pirate_package(n, m, p):
    result = pirates.outcome(n, m, p)
    return "Thrown" if result is None else str(result)


def pirate_enough_gold_2m(n, m, p):  # off by one at n = 2m + 1
    if n <= 2 * m:
        return pirate_worked(n, m, p)
    power = 1
    while 2 * m + 2 * power <= n:
        power *= 2
    return "Thrown" if p > 2 * m + power else "0"


def pirate_enough_gold_2m2(n, m, p):  # off by one at n = 2m + 2: treats it as "enough gold"
    if n <= 2 * m + 2:
        if p == n:
            return str(max(0, m - (n - 1) // 2))
        return "1" if (n - p) % 2 == 0 else "0"
    return pirate_worked(n, m, p)


def pirate_strict_power(n, m, p):  # 2m + 2^k itself counted as thrown
    if n <= 2 * m + 1:
        return pirate_worked(n, m, p)
    power = 1
    while 2 * m + 2 * power < n:
        power *= 2
    return "Thrown" if p > 2 * m + power else "0"


def pirate_keep_half(n, m, p):  # the proposer keeps m - n // 2
    if n <= 2 * m + 1 and p == n:
        return str(m - n // 2)
    return pirate_worked(n, m, p)


def pirate_parity_swapped(n, m, p):
    if n <= 2 * m + 1 and p != n:
        return "1" if (n - p) % 2 == 1 else "0"
    return pirate_worked(n, m, p)


def pirate_thrown_ge(n, m, p):  # the survivor himself thrown
    if n <= 2 * m + 1:
        return pirate_worked(n, m, p)
    power = 1
    while 2 * m + 2 * power <= n:
        power *= 2
    return "Thrown" if p >= 2 * m + power else "0"


# -- E4 · up to k adjacent coins ----------------------------------------------------------------


def circle_worked(n, k):
    if k == 1:
        return n % 2 == 1
    return n <= k


def circle_poj2484(n, k):  # POJ2484's rule for every k
    return n <= 2


def circle_k1_not_special(n, k):
    return n <= k


def circle_parity(n, k):
    return n % 2 == 1


def circle_strict(n, k):
    return n % 2 == 1 if k == 1 else n < k


def circle_search(n, k):  # memoised search over the rows left after the first move: too slow
    @cache
    def row_wins(rows):
        for i, length in enumerate(rows):
            rest = rows[:i] + rows[i + 1 :]
            for take in range(1, min(k, length) + 1):
                for left in range(0, length - take + 1):
                    parts = [x for x in (left, length - take - left) if x]
                    if not row_wins(tuple(sorted(rest + tuple(parts)))):
                        return True
        return False

    return any(not row_wins((n - take,) if n > take else ()) for take in range(1, min(k, n) + 1))


# -- E5 · the battle ----------------------------------------------------------------------------


def battle_worked(w, h, position):
    game = symmetry.ultimate_battle(w, h)
    return sorted(o for o in game.options(position) if symmetry.battle_is_p_position(o))


def battle_advance_only(w, h, position):  # the slides' equalising move only
    move = symmetry.battle_winning_move(w, h, position)
    return [] if move is None else [move]


def battle_unsorted(w, h, position):
    game = symmetry.ultimate_battle(w, h)
    return [o for o in game.options(position) if symmetry.battle_is_p_position(o)][::-1]


def battle_unswapped(w, h, position):  # forgets that the new position is seen by the opponent
    game = symmetry.ultimate_battle(w, h)
    return sorted((o[1], o[0]) for o in game.options(position) if symmetry.battle_is_p_position(o))


# -- E6 · POJ1678 -------------------------------------------------------------------------------


def love_worked(a, b, pool):
    values = sorted(set(pool))
    worth = {}
    for v in reversed(values):
        answers = values[bisect_left(values, v + a) : bisect_right(values, v + b)]
        worth[v] = v - max(worth[w] for w in answers) if answers else v
    starts = [worth[v] for v in values if a <= v <= b]
    return max(starts) if starts else 0


def love_may_decline(a, b, pool):  # the trap: as if the opponent could decline to answer
    values = sorted(set(pool))
    worth = {}
    for v in reversed(values):
        answers = values[bisect_left(values, v + a) : bisect_right(values, v + b)]
        worth[v] = v - max(0, max((worth[w] for w in answers), default=0))
    starts = [worth[v] for v in values if a <= v <= b]
    return max(starts) if starts else 0


def love_any_start(a, b, pool):  # forgets that the first pick must be at least a
    values = sorted(set(pool))
    worth = {}
    for v in reversed(values):
        answers = values[bisect_left(values, v + a) : bisect_right(values, v + b)]
        worth[v] = v - max(worth[w] for w in answers) if answers else v
    starts = [worth[v] for v in values if v <= b]
    return max(starts) if starts else 0


def love_greedy(a, b, pool):  # each player picks the largest number he may
    values, last, turn, score = sorted(set(pool)), None, 1, 0
    while True:
        allowed = [v for v in values if (a <= v <= b if last is None else a <= v - last <= b)]
        if not allowed:
            return score
        last = max(allowed)
        score += turn * last
        turn = -turn


def love_brute_force(a, b, pool):  # every play: exponential
    return practice.e6_brute_force(a, b, pool)


CATALOGUE = [
    Attempt("E1", "worked solution: (2a - b)^2 < 5b^2", euclid_p_worked, True),
    Attempt("E1", "the stages", euclid_p_stages, True),
    Attempt("E1", "isqrt", euclid_p_isqrt, True),
    Attempt("E1", "float phi", euclid_p_float),
    Attempt("E1", "Decimal phi (28 digits)", euclid_p_decimal),
    Attempt("E1", "forgets a == b", euclid_p_forget_equal),
    Attempt("E1", "players swapped", euclid_p_swapped),
    Attempt("E1", "forgets the choice when a >= 2b", euclid_p_forget_2b),
    Attempt("E1", "search without the a // b >= 2 shortcut", euclid_p_search),
    Attempt("E2", "worked solution", moves_worked, True),
    Attempt("E2", "euclid.winning_move", moves_package, True),
    Attempt("E2", "one move from (a, a)", moves_one_from_equal),
    Attempt("E2", "pair always (larger, smaller)", moves_big_first),
    Attempt("E2", "only finishes the stage", moves_finish_only),
    Attempt("E2", "tries every option of the stage", moves_search, slow=True),
    Attempt("E3", "worked solution", pirate_worked, True),
    Attempt("E3", "pirates.outcome", pirate_package, True),
    Attempt("E3", "enough gold only for n <= 2m", pirate_enough_gold_2m),
    Attempt("E3", "enough gold up to n = 2m + 2", pirate_enough_gold_2m2),
    Attempt("E3", "2m + 2^k itself thrown", pirate_strict_power),
    Attempt("E3", "proposer keeps m - n // 2", pirate_keep_half),
    Attempt("E3", "parity swapped", pirate_parity_swapped),
    Attempt("E3", "survivor thrown (p >= 2m + 2^k)", pirate_thrown_ge),
    Attempt("E4", "worked solution", circle_worked, True),
    Attempt("E4", "POJ2484's n <= 2 for every k", circle_poj2484),
    Attempt("E4", "k = 1 not special", circle_k1_not_special),
    Attempt("E4", "parity for every k", circle_parity),
    Attempt("E4", "n < k (off by one)", circle_strict),
    Attempt("E4", "memoised search (too slow for 10^9 coins)", circle_search),
    Attempt("E5", "worked solution", battle_worked, True),
    Attempt("E5", "the reference itself", practice.e5_reference, True),
    Attempt("E5", "the slides' advance only", battle_advance_only),
    Attempt("E5", "not sorted", battle_unsorted),
    Attempt("E5", "pair not swapped", battle_unswapped),
    Attempt("E6", "worked solution: W(v) = v - max W(w)", love_worked, True),
    Attempt("E6", "the opponent may decline", love_may_decline),
    Attempt("E6", "any first pick <= b", love_any_start),
    Attempt("E6", "greedy: largest allowed pick", love_greedy),
    Attempt("E6", "every play (too slow for 10^4 numbers)", love_brute_force, slow=True),
    Attempt("Q1", "Ollie", 0, True),
    Attempt("Q1", "Stan: some quotient >= 2", 1),
    Attempt("Q1", "Stan: odd number of stages", 2),
    Attempt("Q1", "nobody", 3),
    Attempt("Q2", "98", "98", True),
    Attempt("Q2", "97 (pays three pirates)", "97"),
    Attempt("Q2", "100", "100"),
    Attempt("Q2", "96", "96"),
]


@parametrize(CATALOGUE)
def test_catalogue(attempt):
    feedback = verdict(practice, attempt)
    assert bool(feedback) == attempt.accepted, feedback


def test_every_exercise_has_a_right_and_three_wrong_solutions():
    for exercise in practice.CHECKS:
        right = [a for a in CATALOGUE if a.exercise == exercise and a.accepted]
        wrong = [a for a in CATALOGUE if a.exercise == exercise and not a.accepted]
        assert right and len(wrong) >= 3, exercise


def test_references_agree_with_the_brute_force():
    game = euclid.euclid_game()
    for a in range(1, 40):
        for b in range(1, 40):
            assert practice.e1_reference(a, b) == game.is_p_position((a, b))
            assert practice.e2_reference(a, b) == practice.e2_brute_force(a, b), (a, b)
    for n in range(1, 11):
        for k in range(1, 5):
            assert practice.e4_reference(n, k) == practice.circle_k_brute_force(n, k), (n, k)
    for n in range(1, 13):
        for m in range(0, 5):
            assert [practice.e3_reference(n, m, p) for p in range(1, n + 1)] == [
                "Thrown" if x is None else str(x) for x in pirates.brute_force_outcomes(n, m)
            ], (n, m)
    for case, output in practice.E6_SAMPLES:
        assert practice.e6_reference(*case) == output == practice.e6_brute_force(*case)
    for a, b, pool in practice.E6_CASES:
        if len(pool) <= 9:
            assert practice.e6_reference(a, b, pool) == practice.e6_brute_force(a, b, pool)


def test_euclid_cases_defeat_floats_and_searches():
    huge = [(a, b) for a, b in practice.E1_CASES if max(a, b) > 10**17]
    assert any(euclid_p_float(a, b) != practice.e1_reference(a, b) for a, b in huge)
    assert any(max(a, b) // min(a, b) > 10**15 for a, b in huge)
    fibonacci = [(a, b) for a, b in huge if set(euclid.quotients(a, b)[:-1]) == {1}]
    assert fibonacci and any(practice.e1_reference(a, b) for a, b in fibonacci)
    assert any(not practice.e1_reference(a, b) for a, b in fibonacci)


def test_pirate_cases_cover_every_boundary():
    cases = {(n, m) for n, m, _ in practice.E3_CASES}
    for m in (1, 2, 3, 10, 100):
        for n in (2 * m, 2 * m + 1, 2 * m + 2, 2 * m + 3, 2 * m + 4, 2 * m + 8, 2 * m + 7):
            assert (n, m) in cases, (n, m)
    assert any(n == 10**4 for n, _ in cases)


def test_q1_feedback_names_the_forced_move_correctly():
    game = euclid.euclid_game()
    (only,) = game.options((7, 5))  # stage 1 has quotient 1: Stan has a single move
    assert sorted(only, reverse=True) == [5, 2]
    assert "to (5, 2) is forced" in practice.Q1.choices[0].why
    assert not game.is_p_position(only)  # Ollie, to move from there, wins
    assert practice.Q1.choices[0].correct and euclid.winner(7, 5) == "Ollie"
