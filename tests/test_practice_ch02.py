"""Chapter 2's checkers tell right from wrong: the classic wrong solutions are all rejected.

Also: the references agree with the brute force on small cases (they use the closed forms on
the judges' sizes), the cases are the ones the statements promise (POJ2975's 1000 heaps up to
10^9, POJ1704's unsorted squares), and every quiz feedback that names a move names a winning
one.
"""

from __future__ import annotations

import ast
import re
from functools import reduce
from itertools import pairwise, product
from operator import xor

from practice_catalogue import Attempt, parametrize, verdict

from gametheory_helpers.games import bash, nim
from gametheory_helpers.practice import ch02 as practice

# -- E1 · POJ2234 -------------------------------------------------------------------------------


def matches_worked(heaps):
    return "Yes" if reduce(xor, heaps, 0) else "No"


def matches_loop(heaps):
    s = 0
    for h in heaps:
        s ^= h
    return "No" if s == 0 else "Yes"


def matches_sum_parity(heaps):
    return "Yes" if sum(heaps) % 2 else "No"


def matches_swapped(heaps):
    return "No" if reduce(xor, heaps, 0) else "Yes"


def matches_misere(heaps):  # anti-Nim's rule, for normal play
    if all(h <= 1 for h in heaps):
        return "Yes" if reduce(xor, heaps, 0) == 0 else "No"
    return "Yes" if reduce(xor, heaps, 0) else "No"


def matches_or(heaps):
    return "Yes" if reduce(lambda a, b: a | b, heaps, 0) else "No"


def matches_first_two(heaps):
    return "Yes" if heaps[0] ^ (heaps[1] if len(heaps) > 1 else 0) else "No"


# -- E2 · POJ2975 -------------------------------------------------------------------------------


def count_worked(heaps):
    s = reduce(xor, heaps, 0)
    return sum(1 for h in heaps if h ^ s < h)


def count_leading_column(heaps):
    s = reduce(xor, heaps, 0)
    if s == 0:
        return 0
    d = s.bit_length() - 1
    return sum(1 for h in heaps if h >> d & 1)


def count_highest_bit(heaps):  # the survey's slip (Note 2): the heap's HIGHEST 1 in column d
    s = reduce(xor, heaps, 0)
    return sum(1 for h in heaps if s and h.bit_length() == s.bit_length())


def count_one_or_none(heaps):
    return 1 if reduce(xor, heaps, 0) else 0


def count_off_by_one(heaps):  # <= counts every heap from a P-position
    s = reduce(xor, heaps, 0)
    return sum(1 for h in heaps if h ^ s <= h)


def count_search(heaps):  # try every smaller size of every heap
    s = reduce(xor, heaps, 0)
    return sum(1 for h in heaps for new in range(h) if s ^ h ^ new == 0)


def count_engine(heaps):  # the generic solver: a search over all positions
    return len(nim.nim().winning_moves(tuple(heaps)))


# -- E3 · POJ1704 -------------------------------------------------------------------------------


def georgia_worked(squares):
    men = [0] + sorted(squares)
    gaps = [men[i] - men[i - 1] - 1 for i in range(len(men) - 1, 0, -1)]
    return "Georgia will win" if reduce(xor, gaps[0::2], 0) else "Bob will win"


def georgia_pairs_from_left(squares):  # the usual contest code: pad to an even count
    men = sorted(squares)
    if len(men) % 2:
        men = [0] + men
    s = 0
    for i in range(0, len(men), 2):
        s ^= men[i + 1] - men[i] - 1
    return "Georgia will win" if s else "Bob will win"


def georgia_unsorted(squares):  # forgets that the judge's input is not sorted
    men = [0] + list(squares)
    gaps = [men[i] - men[i - 1] - 1 for i in range(len(men) - 1, 0, -1)]
    return "Georgia will win" if reduce(xor, gaps[0::2], 0) else "Bob will win"


def georgia_unsorted_pairs(squares):
    men = list(squares)
    if len(men) % 2:
        men = [0] + men
    s = 0
    for i in range(0, len(men), 2):
        s ^= men[i + 1] - men[i] - 1
    return "Georgia will win" if s else "Bob will win"


def georgia_all_gaps(squares):  # plain Nim on every gap
    men = [0] + sorted(squares)
    s = reduce(xor, [b - a - 1 for a, b in pairwise(men)], 0)
    return "Georgia will win" if s else "Bob will win"


def georgia_squares_as_heaps(squares):  # plain Nim on the squares
    return "Georgia will win" if reduce(xor, [s - 1 for s in squares], 0) else "Bob will win"


def georgia_no_wall(squares):  # pairs from the left, but drops the leftmost of an odd count
    men = sorted(squares)
    s = 0
    for i in range(len(men) % 2, len(men) - 1, 2):
        s ^= men[i + 1] - men[i] - 1
    return "Georgia will win" if s else "Bob will win"


# -- E4 · HDU2188 -------------------------------------------------------------------------------


def volunteer_worked(n, m):
    return "Rabbit" if bash.is_p_position(n, m) else "Grass"


def volunteer_mod(n, m):
    return "Grass" if n % (m + 1) else "Rabbit"


def volunteer_mod_m(n, m):
    return "Grass" if n % m else "Rabbit"


def volunteer_swapped(n, m):
    return "Rabbit" if n % (m + 1) else "Grass"


def volunteer_misere(n, m):
    return "Grass" if (n - 1) % (m + 1) else "Rabbit"


def volunteer_only_reach(n, m):
    return "Grass" if m >= n else "Rabbit"


# -- E5 · HDU2149 -------------------------------------------------------------------------------


def bids_worked(price, step):
    if step >= price:
        return list(range(price, step + 1))
    if price % (step + 1) == 0:
        return "none"
    return [price % (step + 1)]


def bids_search(price, step):  # a search over prices, allowed for HDU2149's limits
    win = [False] * (price + step + 1)  # win[t]: the player who brought the price to t wins
    for t in range(price + step, -1, -1):
        win[t] = t >= price or not any(win[t + k] for k in range(1, step + 1))
    return [k for k in range(1, step + 1) if win[k]] or "none"


def bids_forget_reach(price, step):
    return [price % (step + 1)] if price % (step + 1) else "none"


def bids_only_price(price, step):
    if step >= price:
        return [price]
    return [price % (step + 1)] if price % (step + 1) else "none"


def bids_empty_list(price, step):
    if step >= price:
        return list(range(price, step + 1))
    return [price % (step + 1)] if price % (step + 1) else []


def bids_mod_step(price, step):
    if step >= price:
        return list(range(price, step + 1))
    return [price % step] if price % step else "none"


# -- E6 · HDU1849 -------------------------------------------------------------------------------


def rabbit_worked(squares):
    return "Rabbit Win!" if reduce(xor, squares, 0) else "Grass Win!"


def rabbit_sum_parity(squares):
    return "Rabbit Win!" if sum(squares) % 2 else "Grass Win!"


def rabbit_count_parity(squares):
    return "Rabbit Win!" if sum(1 for s in squares if s) % 2 else "Grass Win!"


def rabbit_swapped(squares):
    return "Grass Win!" if reduce(xor, squares, 0) else "Rabbit Win!"


def rabbit_distinct(squares):  # drops pieces that share a square
    return "Rabbit Win!" if reduce(xor, set(squares), 0) else "Grass Win!"


CATALOGUE = [
    Attempt("E1", "worked solution: reduce(xor)", matches_worked, True),
    Attempt("E1", "xor in a loop", matches_loop, True),
    Attempt("E1", "parity of the sum", matches_sum_parity),
    Attempt("E1", "Yes/No swapped", matches_swapped),
    Attempt("E1", "misère rule for normal play", matches_misere),
    Attempt("E1", "or instead of xor", matches_or),
    Attempt("E1", "only the first two heaps", matches_first_two),
    Attempt("E2", "worked solution: h ^ s < h", count_worked, True),
    Attempt("E2", "heaps with a 1 in the leading column", count_leading_column, True),
    Attempt("E2", "survey's highest-bit slip (Note 2)", count_highest_bit),
    Attempt("E2", "one move or none", count_one_or_none),
    Attempt("E2", "h ^ s <= h (off by one)", count_off_by_one),
    Attempt("E2", "search every smaller heap size", count_search, slow=True),
    Attempt("E2", "generic engine (brute force)", count_engine),
    Attempt("E3", "worked solution: staircase from the right", georgia_worked, True),
    Attempt("E3", "pairs from the left, padded with 0", georgia_pairs_from_left, True),
    Attempt("E3", "forgets to sort (staircase)", georgia_unsorted),
    Attempt("E3", "forgets to sort (pairs)", georgia_unsorted_pairs),
    Attempt("E3", "xor of every gap", georgia_all_gaps),
    Attempt("E3", "squares as Nim heaps", georgia_squares_as_heaps),
    Attempt("E3", "odd count: leftmost chessman dropped", georgia_no_wall),
    Attempt("E4", "worked solution: bash.is_p_position", volunteer_worked, True),
    Attempt("E4", "n % (m + 1)", volunteer_mod, True),
    Attempt("E4", "n % m (off by one)", volunteer_mod_m),
    Attempt("E4", "winners swapped", volunteer_swapped),
    Attempt("E4", "misère Bash", volunteer_misere),
    Attempt("E4", "only 'reach it at once'", volunteer_only_reach),
    Attempt("E5", "worked solution", bids_worked, True),
    Attempt("E5", "search over the prices", bids_search, True),
    Attempt("E5", "forgets the bids that reach the price", bids_forget_reach),
    Attempt("E5", "only the bid equal to the price", bids_only_price),
    Attempt("E5", "[] instead of 'none'", bids_empty_list),
    Attempt("E5", "price % step (off by one)", bids_mod_step),
    Attempt("E6", "worked solution: xor of the squares", rabbit_worked, True),
    Attempt("E6", "parity of the sum", rabbit_sum_parity),
    Attempt("E6", "parity of the number of pieces off 0", rabbit_count_parity),
    Attempt("E6", "winners swapped", rabbit_swapped),
    Attempt("E6", "pieces on a shared square counted once", rabbit_distinct),
    Attempt("E7", "worked solution", {(5, 10, 15), (6, 9, 15), (6, 10, 12)}, True),
    Attempt("E7", "as a list of lists", [[6, 10, 12], [6, 9, 15], [5, 10, 15]], True),
    Attempt("E7", "the article's recipe: only the largest heap", {(6, 10, 12)}),
    Attempt("E7", "two of the three", {(5, 10, 15), (6, 9, 15)}),
    Attempt("E7", "a move to an N-position added", {(5, 10, 15), (6, 9, 15), (6, 10, 11)}),
    Attempt("E7", "the example", {(5, 9, 1)}),
    Attempt("E7", "not attempted", ...),
    Attempt("Q1", "2", "2", True),
    Attempt("Q1", "5 (Bash's first P-position)", "5"),
    Attempt("Q1", "1", "1"),
    Attempt("Q1", "3", "3"),
    Attempt("Q2", "(1, 1, 1) and (2, 2, 2, 1, 1, 1)", {0, 3}, True),
    Attempt("Q2", "only (1, 1, 1)", {0}),
    Attempt("Q2", "(1, 2, 3) too: a P-position of Nim", {0, 1, 3}),
    Attempt("Q2", "(4, 5, 6) too: three ones in the 4s column", {0, 3, 4}),
    Attempt("Q2", "(3, 3) too: a P-position of Nim", {0, 2, 3}),
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


# -- the references: closed form on the judges' sizes, brute force agrees where it can ----------


def test_references_agree_with_the_brute_force():
    game = nim.nim()
    for count in (1, 2, 3):
        for heaps in product(range(6), repeat=count):
            assert practice.e1_reference(list(heaps)) == (
                "Yes" if game.outcome(heaps) == "N" else "No"
            )
            assert practice.e2_reference(list(heaps)) == len(game.winning_moves(heaps))
            assert practice.e6_reference(list(heaps)) == (
                "Rabbit Win!" if game.outcome(heaps) == "N" else "Grass Win!"
            )
    for size in (1, 2, 3, 4):
        for men in product(range(1, 9), repeat=size):
            if list(men) == sorted(set(men)):
                outcome = practice.GEORGIA.outcome(men)
                assert practice.georgia_wins(men[::-1]) == (outcome == "N"), men
    for price in range(1, 30):
        for step in range(1, 10):
            assert practice.e5_reference(price, step) == practice.e5_brute_force(price, step)
    for n in range(1, 40):
        for m in range(1, 12):
            assert practice.e4_reference(n, m) == (
                "Grass" if bash.bash(m).outcome(n) == "N" else "Rabbit"
            )


def test_e2_tries_the_promised_sizes():
    big = [heaps for heaps in practice.E2_CASES if len(heaps) == 1000]
    assert len(big) >= 5
    assert max(max(heaps) for heaps in big) > 9 * 10**8
    assert all(1 <= h <= 10**9 for heaps in big for h in heaps)
    assert any(practice.e2_reference(heaps) == 0 for heaps in big)  # a P-position among them
    assert any(practice.e2_reference(heaps) >= 2 for heaps in practice.E2_CASES)


def test_e3_input_is_unsorted_as_the_statement_says():
    several = [men for men in practice.E3_CASES if len(men) >= 2]
    unsorted = [men for men in several if list(men) != sorted(men)]
    assert len(unsorted) == len(several)
    assert all(len(set(men)) == len(men) and min(men) >= 1 for men in practice.E3_CASES)
    assert max(len(men) for men in practice.E3_CASES) == 1000
    assert max(max(men) for men in practice.E3_CASES) <= 10_000


def test_checks_are_quick_for_a_right_solution():
    import time

    for exercise, solution in [
        ("E1", matches_worked),
        ("E2", count_worked),
        ("E3", georgia_worked),
        ("E4", volunteer_worked),
        ("E5", bids_worked),
        ("E6", rabbit_worked),
    ]:
        start = time.process_time()  # CPU seconds, not wall clock
        assert practice.CHECKS[exercise](solution)
        assert time.process_time() - start < 1.5, exercise


# -- feedback that names a move names a winning move --------------------------------------------

MOVE = re.compile(r"move to (\([0-9, ]*\))")


def test_q2_feedback_names_only_winning_moves():
    game = nim.moore_nim(2)
    named = 0
    for position, choice in zip(practice.Q2_POSITIONS, practice.Q2.choices, strict=True):
        assert choice.correct == (game.outcome(position) == "P"), position
        for text in MOVE.findall(choice.why):
            move = ast.literal_eval(text)
            assert move in game.options(position), (position, move)
            assert game.outcome(move) == "P", (position, move)
            named += 1
        if not choice.correct:
            assert MOVE.search(choice.why), position  # an N-position names its winning move
    assert named == sum(not c.correct for c in practice.Q2.choices)


def test_q2_feedback_on_every_small_position():
    game = nim.moore_nim(2)
    for count in (1, 2, 3, 4):
        for position in product(range(4), repeat=count):
            if not any(position):
                continue
            is_p, why = practice.moore_feedback(position)
            assert is_p == game.is_p_position(position)
            for text in MOVE.findall(why):
                assert game.outcome(ast.literal_eval(text)) == "P", (position, why)
