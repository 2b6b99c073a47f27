"""Print speed figures for the engine (run with `make bench`).

Figures, not assertions: timed tests are flaky, so speed is reported here and
quoted in notes.  Each line says what was solved, how many states, and the
rate.  The numbers depend on the machine; compare runs on the same one.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

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


def bench_million_state_sum() -> None:
    """A sum of two take-1-or-2 heaps of up to 999: 10^6 positions, SG = (a%3) xor (b%3)."""
    heap = take_one_or_two()
    pair = game_sum(heap, heap)
    value, seconds = _timed(lambda: pair.grundy((999, 999)))
    assert value == 0
    _report("sum of two take-1-or-2 heaps, (999, 999)", pair.cache_size, seconds)


def bench_deep_chain() -> None:
    """A chain of 200,000 positions: the solver must not recurse."""
    chain = Game(lambda n: [n - 1] if n > 0 else [], name="chain")
    value, seconds = _timed(lambda: chain.grundy(200_000))
    assert value == 0
    _report("chain n -> n-1 from 200,000 (depth 200,000)", chain.cache_size, seconds)


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


def bench_multiplication_game() -> None:
    """POJ2505 at POJ's largest n: the interval rule against the brute force."""
    n = 4_294_967_294
    intervals, rule_seconds = _timed(lambda: kernel_intervals(n))
    game = multiplication_game(n)
    outcome, brute_seconds = _timed(lambda: game.outcome(1))
    assert outcome == intervals[-1][2]
    _report(f"POJ2505 brute force, n = {n:,}", game.cache_size, brute_seconds)
    print(
        f"{'POJ2505 interval rule, same n':<58} {len(intervals):>9,} intervals "
        f"{rule_seconds * 1e6:7.1f} µs"
    )


def main() -> None:
    bench_million_state_sum()
    bench_deep_chain()
    bench_game_graph()
    bench_multiplication_game()


if __name__ == "__main__":
    main()
