"""Print how long the play widgets take to answer (run with `make bench`).

A widget must answer at once or say why it cannot: these figures show the time
to build an app and get the computer's first reply, with a theorem as the
closed form (``grundy=``) and with the engine's search, and how long the
engine takes to refuse a start beyond the session's search limit.  Every search passes its
limit explicitly; ``--quick`` or ``BENCH_QUICK=1`` runs small.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from _quick import quick

from gametheory_helpers import SearchLimitError, nim_sum
from gametheory_helpers.games import octal
from gametheory_helpers.games.coins import mock_turtles, ruler
from gametheory_helpers.games.nim import nim
from gametheory_helpers.play import SEARCH_LIMIT
from gametheory_helpers.widgets import coin_play, play


def _timed(function: Callable[[], Any]) -> tuple[Any, float]:
    start = time.perf_counter()
    result = function()
    return result, time.perf_counter() - start


def _report(label: str, seconds: float, note: str = "") -> None:
    print(f"{label:<62} {seconds:7.3f} s  {note}")


def bench_closed_forms(heads: int = 40) -> None:
    """Apps whose computer answers by a theorem: no search, however large the start."""
    for rule in (mock_turtles(), ruler()):
        box, seconds = _timed(lambda rule=rule: coin_play(rule, "H" * heads, human_first=False))
        moves = len(box.app.session.legal_moves())
        _report(f"{rule.name}, {heads} heads, computer first", seconds, f"{moves:,} legal replies")
    heaps = (100, 200, 300)
    _, seconds = _timed(lambda: play(nim(), heaps, grundy=nim_sum, human_first=False))
    _report(f"Nim {heaps} by Bouton's theorem, computer first", seconds)
    kayles = octal.octal_game("0.77")
    _, seconds = _timed(
        lambda: play(
            kayles, (40, 50), grundy=lambda r: octal.position_grundy("0.77", r), human_first=False
        )
    )
    _report("Kayles (40, 50) by the SG theorem, computer first", seconds)


def bench_engine_sessions(heap: int = 20, refusal_limit: int = SEARCH_LIMIT) -> None:
    """Apps that search: a start within a given limit, and starts the session limit refuses."""
    heaps = (heap, heap, heap)
    limit = 1_000_000  # Nim (20, 20, 20) takes 287,090 steps, more than SEARCH_LIMIT
    _, seconds = _timed(
        lambda: play(nim(), heaps, human_first=False, max_steps=limit, theorem=False)
    )
    _report(f"Nim {heaps} searched by the engine (max_steps={limit:,})", seconds)
    for label, game, start in [
        ("Nim (90, 91, 92, 93), refused", nim(), (90, 91, 92, 93)),
        ("Kayles (40, 50) as the literal game, refused", octal.octal_game("0.77"), (40, 50)),
    ]:
        began = time.perf_counter()
        try:
            play(game, start, max_steps=refusal_limit, theorem=False)  # search, not Bouton
        except SearchLimitError:
            _report(label, time.perf_counter() - began, "a message instead of a hang")
        else:
            raise AssertionError(f"{label}: expected the search limit to refuse it")


if __name__ == "__main__":
    print(f"play sessions (search limit {SEARCH_LIMIT:,} steps)")
    small = quick()
    bench_closed_forms(12 if small else 40)
    bench_engine_sessions(8, 10_000) if small else bench_engine_sessions(20, SEARCH_LIMIT)
