"""Speed figures for the sparse-space octal engine (games/octal_sparse.py), against its targets.

Run with ``.venv/bin/python benchmarks/bench_octal_sparse.py`` (``--quick`` or
``BENCH_QUICK=1`` runs everything small, a smoke test rather than figures).  Every line
prints the measured time next to its target; the ratios are against, in the same run, the
previous engine (the word-parallel byte engine of ``octal.py``, compiled kernels off) and a
plain O(n^2) double loop in pure Python, at a size where both finish in seconds.  Figures
depend on the machine and its load; nothing here is an assertion except that all engines
agree.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from typing import Any

from _quick import quick
from bench_octal import naive_grundy, naive_octal

from gametheory_helpers.games import octal, octal_sparse


def _timed(function: Callable[[], Any]) -> tuple[Any, float]:
    start = time.perf_counter()
    result = function()
    return result, time.perf_counter() - start


def _sparse(code: str | None, n: int) -> list[int]:
    parsed = None if code is None else octal.parse_octal(code)
    return octal_sparse.SparseRun(parsed, accelerate=True).extend(n).tolist()


def _old(code: str | None, n: int) -> list[int]:
    parsed = None if code is None else octal.parse_octal(code)
    return octal._byte_values(parsed, n, code is None) or octal._fast_values(
        parsed, n, code is None
    )


def _name(code: str | None) -> str:
    return "Grundy's game" if code is None else f"octal {code}"


def _load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.2f}, {five:.2f}, {fifteen:.2f} (1, 5, 15 min)"


def targets(quick: bool) -> None:
    print(f"\n-- targets (sparse engine, compiled: {octal_sparse.COMPILED}); {_load()} --")
    rows = [(None, 10**6, 10), ("0.6", 10**6, None), ("0.16", 10**6, None)]
    if quick:
        rows = [(None, 10**4, None), ("0.6", 10**4, None), ("0.16", 10**4, None)]
    else:
        rows += [(None, 10**7, 60), ("0.6", 10**7, 60), ("0.16", 10**7, 60)]
    for code, n, target in rows:
        _, seconds = _timed(lambda c=code, m=n: _sparse(c, m))
        goal = f"target < {target} s" if target else "(no target)"
        verdict = "" if target is None else ("met" if seconds < target else "NOT met")
        print(f"{_name(code):<16} n = {n:>10,}  {seconds:8.2f} s   {goal} {verdict}")
    print(f"(after the targets: {_load()}; the machine is shared, figures vary with it)")


def ratios(n: int) -> None:
    print(f"\n-- ratios at n = {n:,}: plain O(n^2) Python / previous engine / sparse engine --")
    for code in [None, "0.6", "0.16"]:
        plain, t_plain = _timed(lambda c=code: naive_grundy(n) if c is None else naive_octal(c, n))
        old, t_old = _timed(lambda c=code: _old(c, n))
        new, t_new = _timed(lambda c=code: _sparse(c, n))
        assert plain == old == new, code
        print(
            f"{_name(code):<16} plain {t_plain:7.2f} s  previous {t_old:7.2f} s  "
            f"sparse {t_new:7.3f} s   speed-up x{t_plain / t_new:,.0f} over plain, "
            f"x{t_old / t_new:,.0f} over previous"
        )


def periodic(n: int = 10**6) -> None:
    print(f"\n-- periodic games to {n:,}, default path (certificate, then periodicity) --")
    for code in ["0.77", "0.07", "0.137"]:
        octal_sparse.ACCELERATE = False
        old, t_old = _timed(lambda c=code: octal.grundy_sequence(c, n, max_heaps=n))
        octal_sparse.ACCELERATE = octal_sparse.COMPILED is not None
        new, t_new = _timed(lambda c=code: octal.grundy_sequence(c, n, max_heaps=n))
        assert old == new
        print(f"{_name(code):<16} byte engine {t_old:.3f} s   compiled {t_new:.3f} s")


def default_path(quick: bool = False) -> None:
    print("\n-- default path (certificate attempts) vs certify_limit=0, non-periodic games --")
    for accelerate in [False, True] if octal_sparse.COMPILED else [False]:
        octal_sparse.ACCELERATE = accelerate
        sizes = [("0.6", 10**3), ("0.16", 2 * 10**3)] if quick else [
            ("0.6", 10**4), ("0.16", 2 * 10**4), ("0.6", 10**5), ("0.16", 10**5)
        ]  # fmt: skip
        for code, n in sizes:
            if not accelerate and n > 2 * 10**4:
                continue
            best_plain = best_default = float("inf")
            for _ in range(3):
                plain, t_plain = _timed(
                    lambda c=code, m=n: octal.grundy_sequence(c, m, 0, max_heaps=m)
                )
                default, t_default = _timed(
                    lambda c=code, m=n: octal.grundy_sequence(c, m, max_heaps=m)
                )
                assert plain == default
                best_plain, best_default = min(best_plain, t_plain), min(best_default, t_default)
            ratio = best_default / best_plain
            print(
                f"{_name(code):<16} n = {n:>7,}  compiled={accelerate!s:<5}  no certificate "
                f"{best_plain:7.3f} s  default {best_default:7.3f} s  ratio {ratio:.2f} "
                f"(target <= 1.10: {'met' if ratio <= 1.10 else 'NOT met'})"
            )
    octal_sparse.ACCELERATE = octal_sparse.COMPILED is not None


def main(quick: bool = False) -> None:
    if not octal_sparse.COMPILED:
        print(
            "no compiled back end (neither the C extension built nor numba installed): "
            "the sparse engine is skipped"
        )
        default_path(quick)
        return
    _, first = _timed(lambda: _sparse(None, 3000))
    print(
        f"first call ({octal_sparse.COMPILED}; numba loads or compiles its kernels, cache in "
        f"__pycache__): {first:.2f} s"
    )
    ratios(1000 if quick else 2 * 10**4)
    periodic(10**4 if quick else 10**6)
    default_path(quick)
    targets(quick)


if __name__ == "__main__":
    main(quick=quick())
