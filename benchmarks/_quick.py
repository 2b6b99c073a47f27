"""Whether a benchmark runs small: ``--quick`` on its command line or ``BENCH_QUICK=1``.

``tests/test_benchmarks_run.py`` runs every ``benchmarks/bench_*.py`` this way, so that a
benchmark that stops half-way (a size limit it does not pass, a renamed function) is caught
by the tests and not by the next ``make bench``.
"""

from __future__ import annotations

import os
import sys


def quick() -> bool:
    """True when the benchmark should run at a small size (a smoke test, not figures)."""
    return "--quick" in sys.argv[1:] or os.environ.get("BENCH_QUICK", "") not in ("", "0")
