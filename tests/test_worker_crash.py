"""A test worker that crashes ends ``make test`` at once, with the crashed test named.

``make test`` runs pytest-xdist with the scheduler of ``tests/conftest.py``.  With it, a crashed
worker once made the run wait for ever (pytest-xdist 3.8 handed the crashed file to a worker
that had already finished), which in CI would have cost the whole 90 minutes before failing.
This runs a tiny suite, one of whose tests kills its own worker, with the options ``make test``
passes (read from the Makefile) and the suite's scheduler.
"""

from __future__ import annotations

import shlex
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SUITE_CONFTEST = Path(__file__).resolve().parent / "conftest.py"


def make_test_options() -> list[str]:
    """The options of ``make test``'s pytest command, from ``-n`` to the report options."""
    recipe = ROOT.joinpath("Makefile").read_text(encoding="utf-8").split("\ntest: ", 1)[1]
    command = next(line for line in recipe.splitlines() if "-m pytest" in line)
    words = shlex.split(command.split("-m pytest", 1)[1].rstrip("\\"))
    options = words[: next(i for i, w in enumerate(words) if w.startswith("--durations"))]
    return ["2" if word == "$(TEST_WORKERS)" else word for word in options]


def test_make_test_options_are_read_from_the_makefile():
    options = make_test_options()
    assert options[:2] == ["-n", "2"] and "--dist" in options, options
    assert "--max-worker-restart" in options, options


def test_a_crashed_worker_ends_the_run_with_the_test_named(tmp_path):
    (tmp_path / "conftest.py").write_text(
        "import importlib.util\n"
        "spec = importlib.util.spec_from_file_location(\n"
        f"    'suite_conftest', {str(SUITE_CONFTEST)!r}\n"
        ")\n"
        "suite = importlib.util.module_from_spec(spec)\n"
        "spec.loader.exec_module(suite)\n"
        "pytest_xdist_make_scheduler = suite.pytest_xdist_make_scheduler\n"
    )
    # a file whose tests the suite's scheduler hands out one by one (conftest.SPREAD) and a
    # file that crashes its worker after a second: the layout that hung
    (tmp_path / "test_contest_templates.py").write_text(
        "import time\n"
        "import pytest\n\n"
        "@pytest.mark.parametrize('i', range(6))\n"
        "def test_spread(i):\n    time.sleep(0.5)\n"
    )
    (tmp_path / "test_crash.py").write_text(
        "import os, signal, time\n\n"
        "def test_before():\n    time.sleep(1)\n\n"
        "def test_kills_its_worker():\n    os.kill(os.getpid(), signal.SIGKILL)\n\n"
        "def test_after():\n    pass\n"
    )
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", *make_test_options()],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,  # a hang backstop only: the run ends in seconds
        env={"PYTHONPATH": str(Path(__file__).resolve().parent), "PATH": "/usr/bin:/bin"},
    )
    assert done.returncode == 1, done.stdout[-3000:] + done.stderr[-3000:]
    assert "crashed while running 'test_crash.py::test_kills_its_worker'" in done.stdout, (
        done.stdout[-3000:]
    )
