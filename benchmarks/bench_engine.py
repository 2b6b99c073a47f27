"""Print speed figures for the engine (run with `make bench`).

Figures, not assertions: timed tests are flaky, so speed is reported here and
quoted in notes.  Each line says what was solved, how many states, and the
rate.  The numbers depend on the machine; compare runs on the same one.  Every search
passes its limit explicitly (``max_steps=None``: these searches are meant to be large);
``--quick`` or ``BENCH_QUICK=1`` runs them small.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from _quick import quick

from gametheory_helpers import Game, game_sum
from gametheory_helpers.games.multiplication import kernel_intervals, multiplication_game
from gametheory_helpers.graph import game_graph


def _timed(function: Callable[[], Any]) -> tuple[Any, float]:
    start = time.perf_counter()
    result = function()
    return result, time.perf_counter() - start


def _report(label: str, states: int, seconds: float) -> None:
    print(f"{label:<58} {states:>9,} states {seconds:7.2f} s {states / seconds:>11,.0f} states/s")


def take_one_or_two() -> Game:
    return Game(lambda n: [n - k for k in (1, 2) if n - k >= 0], name="take 1 or 2")


def bench_million_state_sum(side: int = 999) -> None:
    """A sum of two take-1-or-2 heaps of up to 999: 10^6 positions, SG = (a%3) xor (b%3)."""
    heap = take_one_or_two()
    pair = game_sum(heap, heap)
    value, seconds = _timed(lambda: pair.grundy((side, side), max_steps=None))
    assert value == 0
    _report(f"sum of two take-1-or-2 heaps, ({side}, {side})", pair.cache_size, seconds)


def bench_deep_chain(depth: int = 200_000) -> None:
    """A chain of 200,000 positions: the solver must not recurse."""
    chain = Game(lambda n: [n - 1] if n > 0 else [], name="chain")
    value, seconds = _timed(lambda: chain.grundy(depth, max_steps=None))
    assert value == depth % 2
    _report(f"chain n -> n-1 from {depth:,} (depth {depth:,})", chain.cache_size, seconds)


def bench_game_graph() -> None:
    """The whole game graph of Nim (3, 4, 5) as a networkx DiGraph with SG labels."""

    def nim_moves(heaps: tuple[int, ...]) -> list[tuple[int, ...]]:
        return [
            tuple(sorted(heaps[:i] + (smaller,) + heaps[i + 1 :]))
            for i, heap in enumerate(heaps)
            for smaller in range(heap)
        ]

    nim = Game(nim_moves, name="Nim")
    graph, seconds = _timed(lambda: game_graph(nim, (3, 4, 5)))
    _report("game_graph of Nim (3, 4, 5), sorted heaps", graph.number_of_nodes(), seconds)


def bench_multiplication_game(n: int = 4_294_967_294) -> None:
    """POJ2505 at POJ's largest n: the interval rule against the brute force."""
    intervals, rule_seconds = _timed(lambda: kernel_intervals(n))
    game = multiplication_game(n)
    outcome, brute_seconds = _timed(lambda: game.outcome(1, max_steps=None))
    assert outcome == intervals[-1][2]
    _report(f"POJ2505 brute force, n = {n:,}", game.cache_size, brute_seconds)
    print(
        f"{'POJ2505 interval rule, same n':<58} {len(intervals):>9,} intervals "
        f"{rule_seconds * 1e6:7.1f} µs"
    )


def main() -> None:
    small = quick()
    bench_million_state_sum(99 if small else 999)
    bench_deep_chain(20_000 if small else 200_000)
    bench_game_graph()
    bench_multiplication_game(10**6 if small else 4_294_967_294)


if __name__ == "__main__":
    main()
