"""Every benchmark runs to its end, at a small size (``BENCH_QUICK=1``).

``make bench`` once stopped at its first file: the benchmarks called the engine without
passing the size limits added since.  Each ``benchmarks/bench_*.py`` runs here as a
subprocess, the way ``make bench`` runs it, and must exit with 0.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# The class-size load test starts a hub with system users (root, minutes, not a smoke test):
# tests/test_classroom_hub.py runs it for a class of 2 on its own hub and checks its report.
OWN_TEST = {"bench_classroom_load.py": ROOT / "tests" / "test_classroom_hub.py"}
SCRIPTS = sorted(
    path for path in (ROOT / "benchmarks").glob("bench_*.py") if path.name not in OWN_TEST
)


def test_there_are_benchmarks():
    assert len(SCRIPTS) >= 7, SCRIPTS
    for script, test in OWN_TEST.items():
        assert (ROOT / "benchmarks" / script).exists() and test.exists(), script


@pytest.mark.parametrize("script", SCRIPTS, ids=[script.stem for script in SCRIPTS])
def test_benchmark_runs_to_the_end_when_quick(script):
    environment = dict(os.environ, BENCH_QUICK="1", MPLBACKEND="Agg")
    environment["PYTHONPATH"] = os.pathsep.join(
        [str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])]
    )
    result = subprocess.run(
        [sys.executable, str(script)],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, f"{script.name} stopped:\n{result.stderr[-3000:]}"
    assert result.stdout.strip(), f"{script.name} printed nothing"
