"""Chapter 6's checkers against the solutions students write, right and wrong."""

from __future__ import annotations

import sys
import time
from functools import cache, reduce
from itertools import product
from operator import xor

import pytest
from practice_catalogue import Attempt, parametrize, verdict

from gametheory_helpers import Game, game_sum
from gametheory_helpers.games.euclid import euclid_game
from gametheory_helpers.games.every_sg import step
from gametheory_helpers.games.misere import (
    misere,
    misere_nim_is_p_position,
    misere_nim_winning_moves,
)
from gametheory_helpers.games.nim import nim
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


# -- E3 take 1 to m stones or the whole heap, misère -----------------------------------------


def take_or_clear(m):
    """The engine's brute force of one heap, written from the rules (no formula)."""

    def moves(n):  # take t = 1..m stones, or the whole heap
        return sorted({0, *(n - t for t in range(1, min(m, n) + 1))}) if n else []

    return Game(moves, name="take 1 to m, or clear")


def clear_worked(n, m):
    return (n - 1) % (m + 1) + 1 if n else 0


def clear_no_branch(n, m):  # the same pattern written another way
    return n - (n - 1) // (m + 1) * (m + 1) if n else 0


def clear_table(n, m):  # a table up to n, as for small heaps
    table = [0]
    for k in range(1, n + 1):
        options = {table[k - t] for t in range(1, min(m, k) + 1)} | {0}
        table.append(min(set(range(len(options) + 1)) - options))
    return table[n]


def misere_worked(heaps, m):
    values = [clear_worked(h, m) for h in heaps]
    total = reduce(xor, values, 0)
    if any(v > 1 for v in values):
        return "First" if total else "Second"
    return "Second" if total else "First"


def misere_contest(heaps, m):  # counts the heaps of SG value 1
    values = [(h - 1) % (m + 1) + 1 for h in heaps]
    if all(v == 1 for v in values):
        return "First" if len(values) % 2 == 0 else "Second"
    return "First" if reduce(xor, values, 0) else "Second"


def misere_anti_nim(heaps, m):  # John's rule on the raw heaps
    return "Second" if misere_nim_is_p_position(heaps) else "First"


def misere_normal_play(heaps, m):  # forgets misère: the SG theorem's rule
    return "First" if reduce(xor, (clear_worked(h, m) for h in heaps), 0) else "Second"


def misere_big_heap(heaps, m):  # SJ with "some heap of 2 or more" for "some SG value > 1"
    total = reduce(xor, (clear_worked(h, m) for h in heaps), 0)
    if any(h > 1 for h in heaps):
        return "First" if total else "Second"
    return "Second" if total else "First"


def misere_bash_values(heaps, m):  # SJ on Bash's values n % (m + 1): forgets the clear move
    values = [h % (m + 1) for h in heaps]
    total = reduce(xor, values, 0)
    if any(v > 1 for v in values):
        return "First" if total else "Second"
    return "Second" if total else "First"


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
    Attempt("E3a", "worked solution", clear_worked, True),
    Attempt("E3a", "the same pattern, no branch", clear_no_branch, True),
    Attempt("E3a", "Bash's value n % (m + 1)", lambda n, m: n % (m + 1)),
    Attempt("E3a", "off by one: n % (m + 1) + 1", lambda n, m: n % (m + 1) + 1 if n else 0),
    Attempt("E3a", "Nim: n itself", lambda n, m: n),
    Attempt("E3a", "a table up to n", clear_table, slow=True),
    Attempt("E3b", "worked solution", misere_worked, True),
    Attempt("E3b", "contest code counting values 1", misere_contest, True),
    Attempt("E3b", "anti-Nim on the raw heaps", misere_anti_nim),
    Attempt("E3b", "normal play: xor of the SG values", misere_normal_play),
    Attempt("E3b", "SJ with 'some heap > 1' for 'some SG > 1'", misere_big_heap),
    Attempt("E3b", "SJ on Bash's values (no clear move)", misere_bash_values),
    Attempt(
        "E3b",
        "answers inverted",
        lambda heaps, m: "Second" if misere_worked(heaps, m) == "First" else "First",
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
    Attempt("Q1", "take the whole heap of 3", {1}, True),
    Attempt("Q1", "the normal-Nim move (1, 1, 1, 1)", {0}),
    Attempt("Q1", "keep a big heap: (1, 2, 1, 1)", {2}),
    Attempt("Q1", "take a single heap", {3}),
    Attempt("Q1", "nothing wins: his move was good", {4}),
    Attempt("Q1", "the right move and the normal-Nim move", {0, 1}),
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
    for heaps, m in ch06.E3B_CASES:
        assert 1 <= len(heaps) <= 100 and all(1 <= h <= 10**18 for h in heaps) and 1 <= m <= 10**9
    assert ch06.CASE_MIX["E3b"]["pitfall"] >= 50  # heaps of 2 or more, every SG value 1
    assert min(ch06.CASE_MIX["E3b"]["P"], ch06.CASE_MIX["E3b"]["N"]) >= 120
    assert ch06.CASE_MIX["E3b"]["large"] >= 50


def test_references_agree_with_brute_force():
    misere_nim = misere(nim())
    for heaps in [(1,), (1, 1), (2, 2), (1, 2, 3), (1, 1, 2), (3, 5, 1), (2, 3, 1), (1, 1, 1)]:
        assert (ch06.e1_reference(heaps) == "Brother") == misere_nim.is_p_position(heaps)
    for m in range(1, 7):
        heap = take_or_clear(m)
        assert [ch06.e3a_reference(n, m) for n in range(40)] == [heap.grundy(n) for n in range(40)]
    game = euclid_game()
    for a in range(1, 25):
        for b in range(a, 25):
            wins, steps = ch06.euclid_win_step(a, b)
            assert wins == (not game.is_p_position((a, b))) and steps == step(game, (a, b))


def test_e3b_reference_is_the_brute_force_of_plain_misere_play():
    # the expected winners come from the engine's misère sum (no SJ theorem, no formula)
    checked = 0
    for m in (1, 2, 3):
        heap = take_or_clear(m)
        for count in (1, 2, 3):
            game = misere(game_sum(*[heap] * count))
            for heaps in product(range(1, 9), repeat=count):
                brute = "First" if game.outcome(heaps) == "N" else "Second"
                assert ch06.e3b_reference(heaps, m) == brute, (heaps, m)
                checked += 1
    assert checked == 3 * (8 + 64 + 512)
    small = [(h, m) for h, m in ch06.E3B_CASES if len(h) <= 3 and max(h) <= 12 and m <= 3]
    assert len(small) >= 10
    for heaps, m in small:
        game = misere(game_sum(*[take_or_clear(m)] * len(heaps)))
        assert ch06.e3b_reference(heaps, m) == ("First" if game.outcome(heaps) == "N" else "Second")


def test_a_named_move_is_really_winning():
    misere_nim = misere(nim())
    for heaps in ch06.E2_CASES[:150]:
        for move in ch06.e2_reference(heaps):
            if max(heaps) <= 6:
                assert misere_nim.is_p_position(move)


def test_missed_options_are_not_named():
    message = ch06.Q1.check({0}).message
    assert "(1, 0, 1, 1)" not in message and "missing" in message


@cache
def misere_nim_wins(heaps: tuple[int, ...]) -> bool:
    """Misère Nim from the rules: no stone left means the opponent took the last one."""
    if not any(heaps):
        return True
    return any(not misere_nim_wins(o) for o in nim_moves(heaps))


def nim_moves(heaps: tuple[int, ...]) -> list[tuple[int, ...]]:
    return [heaps[:i] + (k,) + heaps[i + 1 :] for i, h in enumerate(heaps) for k in range(h)]


def test_q1_key_is_the_brute_force_of_misere_nim():
    # the opponent's position is lost, his move is one of its moves, and the right choices are
    # exactly the winning replies, found from the rules alone
    assert not misere_nim_wins(ch06.Q1_START) and ch06.Q1_FACED in nim_moves(ch06.Q1_START)
    winning = {o for o in nim_moves(ch06.Q1_FACED) if not misere_nim_wins(o)}
    right = {r for r, c in zip(ch06.Q1_REPLIES, ch06.Q1.choices, strict=True) if c.correct}
    assert right == winning == {(1, 0, 1, 1)}
    listed = [r for r in ch06.Q1_REPLIES if r is not None]
    assert all(r in nim_moves(ch06.Q1_FACED) for r in listed) and len(listed) >= 4
    assert all(misere_nim_wins(r) for r in listed if r not in winning)  # each wrong reply loses


@pytest.mark.parametrize("exercise", ["E1", "E2", "E3a", "E3b", "E4"])
def test_checkers_are_quick_for_a_right_solution(exercise):
    right = next(a for a in CATALOGUE if a.exercise == exercise and a.accepted)
    start = time.process_time()  # CPU seconds, not wall clock
    assert verdict(ch06, right)
    assert time.process_time() - start < 2
