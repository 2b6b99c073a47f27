"""Print how long refusals and large-position widget actions take (run with `make bench`).

The size policy promises an answer (or a refusal) well under a second; these
figures show it, each next to a reference in the same run (solving Nim (7, 8, 9)
with the engine), so the ratios mean something on any machine.  Every case is small already:
``--quick`` and ``BENCH_QUICK=1`` change nothing here.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from typing import Any

from gametheory_helpers import nim_sum
from gametheory_helpers.games import bash, nim, wythoff
from gametheory_helpers.widgets import play, sg_explorer


def _timed(function: Callable[[], Any]) -> float:
    start = time.perf_counter()
    with contextlib.suppress(ValueError):  # a refusal is the answer being timed
        function()
    return time.perf_counter() - start


def _new_game(text: str) -> Callable[[], None]:
    app = play(nim.nim(), (7, 8, 9), grundy=nim_sum).app

    def action() -> None:
        app.start_input.value = text
        app.new_button.click()

    return action


def main() -> None:
    reference = _timed(lambda: nim.nim().grundy((7, 8, 9), max_steps=None))
    print(f"{'reference: the engine solves Nim (7, 8, 9)':<58} {reference:8.4f} s")
    cases = {
        "refuse bash(3).grundy(10**100)": lambda: bash.bash(3).grundy(10**100, max_steps=10**6),
        "refuse wythoff.p_positions(10**8)": lambda: wythoff.p_positions(10**8),
        "answer wythoff.winning_moves(10**5000, 3)": lambda: wythoff.winning_moves(10**5000, 3),
        "Nim widget: new game (100, 200, 300)": _new_game("(100, 200, 300)"),
        "Nim widget: refuse (10**6, 2*10**6)": _new_game("(1000000, 2000000)"),
        "Nim widget: refuse 400 heaps of 1": _new_game(repr((1,) * 400)),
        "SG explorer: 0.7777777 (27 s before the budget)": lambda: setattr(
            sg_explorer().app.rule_input, "value", "0.7777777"
        ),
    }
    for label, action in cases.items():
        seconds = _timed(action)
        print(f"{label:<58} {seconds:8.4f} s  ({seconds / reference:8.1f} x reference)")


if __name__ == "__main__":
    main()
