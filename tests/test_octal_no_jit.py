"""No JIT wait in a chapter: small runs never touch numba, large ones use its on-disk cache.

A student's kernel pays about 100 MB and seconds for importing numba; the sizes a chapter
asks for (up to ``PLAIN_UNTIL`` heaps) run in plain Python instead.  Checked by what is
imported and by counting calls into the compiled kernels, never by the clock.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from octal_backends import needs_compiled
from octal_reference import vectorised

from gametheory_helpers.games import octal, octal_sparse
from gametheory_helpers.games.octal_sparse import PLAIN_UNTIL, SparseRun, plain_until

ROOT = Path(__file__).resolve().parent.parent
HEAVY = ("matplotlib", "ipywidgets", "numba")


def _loaded_after(code: str, env: dict[str, str] | None = None) -> list[str]:
    """The heavy modules a fresh interpreter has loaded after running ``code``."""
    probe = f"{code}\nimport sys\nprint(json.dumps([m for m in {HEAVY!r} if m in sys.modules]))"
    probe = "import json\n" + probe
    environment = {**os.environ, "PYTHONPATH": str(ROOT), **(env or {})}
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, env=environment,
        check=True, timeout=600,
    )  # fmt: skip
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_importing_the_package_loads_no_plotting_widgets_or_numba():
    assert _loaded_after("import gametheory_helpers") == []


def test_chapter_sizes_never_import_numba():
    """The calls of chapter 05 and every engine entry up to PLAIN_UNTIL heaps."""
    code = f"""
from gametheory_helpers.games import octal
from gametheory_helpers.games.octal_sparse import SparseRun
octal.grundys_game_sequence(3000)
octal.grundy_sequence("0.6", {PLAIN_UNTIL})
octal.grundy_sequence("0.77", 10**6)
octal.periodicity("0.6", limit={PLAIN_UNTIL})
for game in (octal.parse_octal("0.6"), octal.parse_octal("0.16"), None):
    run = SparseRun(game)
    run.extend(100)
    run.extend({PLAIN_UNTIL})
    run.certify(), run.apparent_period(), run.rare_positions
"""
    assert _loaded_after(code) == []


@pytest.fixture
def compiled_calls(monkeypatch):
    """Count the kernels handed out by compiled_kernels (each one is a compiled call)."""
    calls = []
    real = octal_sparse.compiled_kernels

    def counting(backend):
        calls.append(backend)
        return real(backend)

    monkeypatch.setattr(octal_sparse, "compiled_kernels", counting)
    return calls


@pytest.mark.parametrize("code", [None, "0.6", "0.16", "4.7", "0.007"])
def test_small_runs_are_exact_and_never_compiled(code, compiled_calls):
    game = None if code is None else octal.parse_octal(code)
    run = SparseRun(game)
    small = plain_until(len(run.two))  # 4.7 has two two-heap digits: 2,048
    assert small == (2048 if code == "4.7" else PLAIN_UNTIL)
    assert run.extend(37).tolist() == vectorised(code, 37)
    assert run.extend(small).tolist() == vectorised(code, small)
    run.certify(), run.apparent_period()
    assert compiled_calls == []


@needs_compiled
def test_a_run_past_the_threshold_switches_to_the_compiled_kernels(compiled_calls):
    """0.16: quick in plain Python too, so the reference is cheap."""
    run = SparseRun(octal.parse_octal("0.16"))
    run.extend(1000)
    assert compiled_calls == []
    values = run.extend(3 * PLAIN_UNTIL).tolist()
    assert compiled_calls, "the large run did not use the compiled kernels"
    assert set(compiled_calls) == {octal_sparse.COMPILED}
    assert values == vectorised("0.16", 3 * PLAIN_UNTIL)
    plain = SparseRun(octal.parse_octal("0.16"), accelerate=False)
    assert plain.extend(3 * PLAIN_UNTIL).tolist() == values
    assert run.rare_positions == plain.rare_positions


@pytest.mark.skipif(not octal_sparse.HAVE_NUMBA, reason="numba is not installed")
def test_warm_fills_the_cache_that_a_later_process_loads(tmp_path):
    """``python -m gametheory_helpers.games.warm`` with NUMBA_CACHE_DIR (a read-only install)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "NUMBA_CACHE_DIR": str(tmp_path)}
    warmed = subprocess.run(
        [sys.executable, "-m", "gametheory_helpers.games.warm", "numba"], capture_output=True,
        text=True, env=env, check=True, timeout=600,
    )  # fmt: skip
    assert warmed.stdout.strip() == "compiled: certify, plain, sparse"
    indexes = sorted(p.name.split("-")[0] for p in tmp_path.rglob("*.nbi"))
    assert indexes == [
        "_octal_kernels.certify_kernel",
        "_octal_kernels.plain_kernel",
        "_octal_kernels.sparse_kernel",
    ]
    # a later process loads all three and saves nothing new: nothing was compiled again
    later = subprocess.run(
        [sys.executable, "-c",
         "from gametheory_helpers.games import octal, octal_sparse\n"
         "octal_sparse.COMPILED = 'numba'  # numba even with the C back end built\n"
         "octal.grundy_sequence('0.6', 3 * 4096); octal.grundys_game_sequence(3 * 4096)\n"
         "octal.periodicity('0.6', limit=3 * 4096)"],
        capture_output=True, text=True, env={**env, "NUMBA_DEBUG_CACHE": "1"}, check=True,
        timeout=600,
    )  # fmt: skip
    log = later.stdout + later.stderr
    assert "[cache] data loaded" in log
    assert "[cache] data saved" not in log


@pytest.mark.skipif(not octal_sparse.HAVE_C, reason="the C extension is not built")
def test_large_runs_on_the_c_back_end_never_import_numba():
    """With the C back end built, the compiled path (and warm) leaves numba unloaded."""
    code = f"""
from gametheory_helpers.games import octal, octal_sparse
from gametheory_helpers.games.octal_sparse import SparseRun
from gametheory_helpers.games.warm import warm
assert octal_sparse.COMPILED == "c", octal_sparse.COMPILED
for game in (octal.parse_octal("0.6"), None):
    run = SparseRun(game)
    run.extend(3 * {PLAIN_UNTIL})
    assert run._native and run.compiled == "c"
    run.certify(), run.apparent_period()
SparseRun(None, accelerate=True).extend(3000)
octal.grundy_sequence("0.6", 3 * {PLAIN_UNTIL})
assert warm() == "the C back end is built: nothing to compile"
"""
    assert _loaded_after(code) == []


@pytest.mark.skipif(
    os.environ.get("CI", "") in ("", "0", "false"), reason="CI only (.ci/run installs gcc)"
)
def test_ci_built_the_c_extension():
    """`make test` on a fresh clone installs the package, which builds the C back end: a
    build that failed silently (optional=True) would otherwise only skip its tests."""
    assert octal_sparse.HAVE_C and octal_sparse.COMPILED == "c"
