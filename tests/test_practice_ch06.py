"""Chapter 6's checkers against the solutions students write, right and wrong."""

from __future__ import annotations

import sys
import time
from functools import cache, reduce
from operator import xor

import pytest
from practice_catalogue import Attempt, parametrize, verdict

from gametheory_helpers.games.euclid import euclid_game
from gametheory_helpers.games.every_sg import step
from gametheory_helpers.games.misere import misere, misere_nim_winning_moves
from gametheory_helpers.games.nim import nim
from gametheory_helpers.games.octal import lasker_nim
from gametheory_helpers.practice import ch06

# -- E1 POJ3480 ------------------------------------------------------------------------------


def john_worked(heaps):
    total = reduce(xor, heaps, 0)
    if all(h <= 1 for h in heaps):
        return "John" if total == 0 else "Brother"
    return "John" if total != 0 else "Brother"


def john_contest(heaps):  # the usual contest code: count the heaps of 1
    ones = sum(h == 1 for h in heaps)
    total = reduce(xor, heaps, 0)
    if ones == len(heaps):
        return "John" if ones % 2 == 0 else "Brother"
    return "John" if total else "Brother"


def john_plain_xor(heaps):
    return "John" if reduce(xor, heaps, 0) else "Brother"


def john_parity_inverted(heaps):
    if all(h == 1 for h in heaps):
        return "John" if len(heaps) % 2 else "Brother"
    return john_plain_xor(heaps)


def john_first_heap(heaps):  # assumes sorted input: "all ones" read off the first heap
    if heaps[0] == 1:
        return "John" if len(heaps) % 2 == 0 else "Brother"
    return john_plain_xor(heaps)


def john_only_s0(heaps):  # forgets T2: only an odd row of single heaps loses
    return "Brother" if all(h == 1 for h in heaps) and len(heaps) % 2 else "John"


# -- E2 HDU1907 ------------------------------------------------------------------------------


def move_worked(heaps):
    heaps = tuple(heaps)
    total, big = reduce(xor, heaps, 0), [i for i, h in enumerate(heaps) if h >= 2]
    ones = sum(h == 1 for h in heaps)
    if len(big) >= 2 and total:
        i = next(i for i, h in enumerate(heaps) if h ^ total < h)
        return heaps[:i] + (heaps[i] ^ total,) + heaps[i + 1 :]
    if len(big) == 1:
        i = big[0]
        return heaps[:i] + (0 if ones % 2 else 1,) + heaps[i + 1 :]
    if not big and ones % 2 == 0 and ones:
        i = heaps.index(1)
        return heaps[:i] + (0,) + heaps[i + 1 :]
    return None


def move_library(heaps):
    moves = misere_nim_winning_moves(tuple(heaps))
    return moves[-1] if moves else None


def move_bouton(heaps):  # normal play's move
    heaps, total = tuple(heaps), reduce(xor, heaps, 0)
    for i, h in enumerate(heaps):
        if h ^ total < h:
            return heaps[:i] + (h ^ total,) + heaps[i + 1 :]
    return None


def move_s1_always_empty(heaps):
    heaps = tuple(heaps)
    big = [i for i, h in enumerate(heaps) if h >= 2]
    if len(big) == 1:
        return heaps[: big[0]] + (0,) + heaps[big[0] + 1 :]
    return move_worked(heaps)


def move_never_none(heaps):  # at a P-position, still "moves": takes one stone
    move = move_worked(heaps)
    return move if move is not None else (heaps[0] - 1, *heaps[1:])


def move_t0_none(heaps):
    return None if all(h == 1 for h in heaps) else move_worked(heaps)


# -- E3 HDU3032 ------------------------------------------------------------------------------


def lasker_worked(n):
    if n % 4 == 0:
        return n - 1 if n else 0
    if n % 4 == 3:
        return n + 1
    return n


def lasker_int32(n):
    value = lasker_worked(n) & 0xFFFFFFFF
    return value - 2**32 if value >= 2**31 else value


def lasker_swapped(n):
    if n % 4 == 3:
        return n - 1
    if n % 4 == 0 and n:
        return n + 1
    return n


def lasker_table(n):  # a memoised brute force: the table up to n
    return _lasker_brute(n)


@cache
def _lasker_brute(n):
    options = {_lasker_brute(m) for m in range(n)}
    options |= {_lasker_brute(a) ^ _lasker_brute(n - a) for a in range(1, n // 2 + 1)}
    return min(set(range(len(options) + 1)) - options)


def three_heaps_grundy(n):  # HDU5795: split into three heaps (8k+7 and 8k+8 swap)
    if n % 8 == 7:
        return n + 1
    if n % 8 == 0 and n:
        return n - 1
    return n


def alice(grundy):
    def solve(heaps):
        return "Alice" if reduce(xor, map(grundy, heaps), 0) else "Bob"

    return solve


# -- E4 HDU3595 ------------------------------------------------------------------------------


@cache
def win_step(small, large):
    if small == 0:
        return False, 0
    results = [win_step(*sorted((large - k * small, small))) for k in range(1, large // small + 1)]
    losing = [s for wins, s in results if not wins]
    if losing:
        return True, max(losing) + 1
    return False, min(s for _, s in results) + 1


def gg_recursive(pairs):
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 20_000))
    largest = max(win_step(*sorted(p))[1] for p in pairs)
    return "MM" if largest % 2 else "GG"


def gg_key_walk(pairs):
    return "MM" if max(ch06.euclid_win_step(*sorted(p))[1] for p in pairs) % 2 else "GG"


def gg_sg_xor(pairs):  # normal play of a sum: xor of the SG values
    game = euclid_game()
    return "MM" if reduce(xor, (game.grundy(tuple(sorted(p))) for p in pairs), 0) else "GG"


def gg_any_win(pairs):
    return "MM" if any(ch06.euclid_win_step(*sorted(p))[0] for p in pairs) else "GG"


def gg_smallest_step(pairs):
    return "MM" if min(ch06.euclid_win_step(*sorted(p))[1] for p in pairs) % 2 else "GG"


def gg_sum_of_steps(pairs):
    return "MM" if sum(ch06.euclid_win_step(*sorted(p))[1] for p in pairs) % 2 else "GG"


def gg_first_pair(pairs):
    return "MM" if ch06.euclid_win_step(*sorted(pairs[0]))[1] % 2 else "GG"


E5_RIGHT = {(1, 1, 1, 1): "T0", (1, 1, 1): "S0", (6, 1, 1): "S1", (2, 3, 1): "T2",
            (4, 5, 6): "S2", (5, 5, 1, 1): "T2"}  # fmt: skip

CATALOGUE = [
    Attempt("E1", "worked solution", john_worked, True),
    Attempt("E1", "contest code counting ones", john_contest, True),
    Attempt("E1", "plain xor (normal Nim)", john_plain_xor),
    Attempt("E1", "all-ones parity inverted", john_parity_inverted),
    Attempt("E1", "all ones read off the first heap (assumes sorted)", john_first_heap),
    Attempt("E1", "forgets T2: only S0 loses", john_only_s0),
    Attempt("E2", "worked solution", move_worked, True),
    Attempt("E2", "another winning move (library's last)", move_library, True),
    Attempt("E2", "Bouton's normal-play move", move_bouton),
    Attempt("E2", "S1: always empties the big heap", move_s1_always_empty),
    Attempt("E2", "never answers None", move_never_none),
    Attempt("E2", "T0: answers None", move_t0_none),
    Attempt("E3a", "worked solution", lasker_worked, True),
    Attempt("E3a", "the package's closed form", ch06.e3a_reference, True),
    Attempt("E3a", "Nim: n itself", lambda n: n),
    Attempt("E3a", "32-bit int: SG(2^31 - 1) overflows", lasker_int32),
    Attempt("E3a", "pattern swapped the wrong way", lasker_swapped),
    Attempt("E3a", "memoised brute force (table up to n)", lasker_table),
    Attempt("E3b", "worked solution", alice(lasker_worked), True),
    Attempt("E3b", "32-bit xor (same zero test)", alice(lasker_int32), True),
    Attempt("E3b", "plain xor of the raw heaps", alice(lambda n: n)),
    Attempt("E3b", "split into three heaps (HDU5795)", alice(three_heaps_grundy)),
    Attempt("E3b", "pattern swapped", alice(lasker_swapped)),
    Attempt(
        "E3b",
        "answers inverted",
        lambda heaps: "Bob" if alice(lasker_worked)(heaps) == "Alice" else "Alice",
    ),  # fmt: skip
    Attempt("E4", "worked solution (stage walk)", gg_key_walk, True),
    Attempt("E4", "plain recursion", gg_recursive, True),
    Attempt("E4", "normal-play xor of SG values", gg_sg_xor),
    Attempt("E4", "MM if any game is won", gg_any_win),
    Attempt("E4", "smallest step decides", gg_smallest_step),
    Attempt("E4", "parity of the sum of steps", gg_sum_of_steps),
    Attempt("E4", "the first pair decides", gg_first_pair),
    Attempt("E5", "the states", dict(E5_RIGHT), True),
    Attempt("E5", "four ones called S0", {**E5_RIGHT, (1, 1, 1, 1): "S0"}),
    Attempt("E5", "(6, 1, 1) called S2", {**E5_RIGHT, (6, 1, 1): "S2"}),
    Attempt("E5", "(2, 3, 1) called T0", {**E5_RIGHT, (2, 3, 1): "T0"}),
    Attempt("Q1", "S1 and S2", {1, 2}, True),
    Attempt("Q1", "only S1", {1}),
    Attempt("Q1", "S1, S2, T0", {1, 2, 3}),
    Attempt("Q1", "T2", {4}),
    Attempt("Q2", "(11, 7)", 1, True),
    Attempt("Q2", "(4, 7)", 0),
    Attempt("Q2", "nothing wins", 2),
]


@parametrize(CATALOGUE)
def test_catalogue(attempt):
    assert bool(verdict(ch06, attempt)) == attempt.accepted, verdict(ch06, attempt)


def test_every_exercise_has_three_wrong_and_a_right_solution():
    for exercise in ("E1", "E2", "E3a", "E3b", "E4", "E5"):
        entries = [a for a in CATALOGUE if a.exercise == exercise]
        assert sum(not a.accepted for a in entries) >= 3 and any(a.accepted for a in entries)


def test_cases_keep_the_problems_constraints():
    for heaps in ch06.E1_CASES + ch06.E2_CASES:
        assert 1 <= len(heaps) <= 47 and all(1 <= h <= 4747 for h in heaps), heaps
    assert sum(1 for c in ch06.E1_CASES if max(c) == 1 and len(c) % 2) >= 20  # S0: P
    assert sum(1 for c in ch06.E1_CASES if max(c) == 1 and len(c) % 2 == 0) >= 20  # T0: N
    for heaps in ch06.E3B_CASES:
        assert all(1 <= h <= 2**31 - 1 for h in heaps)
    assert ch06.CASE_MIX["E3b"]["pitfall"] >= 50


def test_references_agree_with_brute_force():
    misere_nim = misere(nim())
    for heaps in [(1,), (1, 1), (2, 2), (1, 2, 3), (1, 1, 2), (3, 5, 1), (2, 3, 1), (1, 1, 1)]:
        assert (ch06.e1_reference(heaps) == "Brother") == misere_nim.is_p_position(heaps)
    lasker = lasker_nim()
    assert [ch06.e3a_reference(n) for n in range(25)] == [lasker.grundy((n,)) for n in range(25)]
    game = euclid_game()
    for a in range(1, 25):
        for b in range(a, 25):
            wins, steps = ch06.euclid_win_step(a, b)
            assert wins == (not game.is_p_position((a, b))) and steps == step(game, (a, b))


def test_a_named_move_is_really_winning():
    misere_nim = misere(nim())
    for heaps in ch06.E2_CASES[:150]:
        for move in ch06.e2_reference(heaps):
            if max(heaps) <= 6:
                assert misere_nim.is_p_position(move)


def test_missed_options_are_not_named():
    message = ch06.Q1.check({1}).message
    assert "S2" not in message and "missing" in message


@pytest.mark.parametrize("exercise", ["E1", "E2", "E3a", "E3b", "E4"])
def test_checkers_are_quick_for_a_right_solution(exercise):
    right = next(a for a in CATALOGUE if a.exercise == exercise and a.accepted)
    start = time.process_time()  # CPU seconds, not wall clock
    assert verdict(ch06, right)
    assert time.process_time() - start < 2
