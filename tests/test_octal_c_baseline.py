"""The C back end's baseline build gives the values its AVX2 build gives.

``games/_octal_c.c`` builds its hot loops twice on x86-64 Linux (AVX2 and the baseline, picked
when the module loads), so on a machine with AVX2 the rest of the suite runs only the AVX2
copies.  Here the extension is compiled once more with ``-DOCTAL_C_BASELINE_ONLY`` (no
clones), loaded beside the installed one, and both compute the same runs: Grundy's game far
enough for the 64-heap rows, the search's comparing mode and the rows' widening, and random
masks (many rare values, values outgrowing the rows).  Skipped without the extension or gcc,
and off x86-64 Linux, where the installed build is the baseline alone.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import platform
import random
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path
from types import ModuleType

import pytest
from octal_reference import CODES

from gametheory_helpers.games import octal, octal_sparse
from gametheory_helpers.games.octal_sparse import Mask, sparse_values

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "gametheory_helpers" / "games" / "_octal_c.c"
GCC = shutil.which("gcc")

pytestmark = [
    pytest.mark.skipif(not octal_sparse.HAVE_C, reason="the C extension is not built"),
    pytest.mark.skipif(GCC is None, reason="gcc is not installed"),
    pytest.mark.skipif(
        sys.platform != "linux" or platform.machine() != "x86_64",
        reason="the AVX2 copies are built on x86-64 Linux only",
    ),
]


@pytest.fixture(scope="module")
def baseline(tmp_path_factory) -> ModuleType:
    """The extension built without the AVX2 copies, as a module of its own."""
    folder = tmp_path_factory.mktemp("baseline")
    library = folder / ("_octal_c" + sysconfig.get_config_var("EXT_SUFFIX"))
    include = sysconfig.get_paths()["include"]
    subprocess.run(
        [GCC, "-O3", "-fPIC", "-shared", "-DOCTAL_C_BASELINE_ONLY", f"-I{include}",
         str(SOURCE), "-o", str(library)],
        check=True, capture_output=True, text=True,
    )  # fmt: skip
    assert b".avx2" not in library.read_bytes(), "the baseline build has AVX2 copies"
    loader = importlib.machinery.ExtensionFileLoader("_octal_c", str(library))
    spec = importlib.util.spec_from_loader("_octal_c", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def _both(monkeypatch, baseline, code: str | None, n: int, **options) -> tuple[list, list]:
    parsed = None if code is None else octal.parse_octal(code)
    installed = sparse_values(parsed, n, accelerate="c", **options)
    with monkeypatch.context() as patch:
        patch.setattr(octal_sparse, "_octal_c", baseline)
        base = sparse_values(parsed, n, accelerate="c", **options)
    return installed, base


def test_the_installed_build_has_the_avx2_copies_where_it_can():
    """(on x86-64 Linux with gcc: otherwise this file would compare a build with itself)"""
    library = Path(octal_sparse._octal_c.__file__).read_bytes()
    assert b"sparse_loop.avx2" in library


def test_grundys_game_is_the_same_in_both_builds(monkeypatch, baseline):
    installed, base = _both(monkeypatch, baseline, None, 60_000)
    assert installed == base
    assert max(installed) > 50  # (Grundy's game passes 50 near heap 1,000)


@pytest.mark.parametrize("seed", range(6))
def test_random_masks_are_the_same_in_both_builds(monkeypatch, baseline, seed):
    rng = random.Random(seed)
    code = rng.choice([None, *CODES])
    two = octal_sparse._rules(None if code is None else octal.parse_octal(code))[2]
    domain = rng.random() < 0.5 and two and len({t & 1 for t in two}) == 1
    flip, c0 = (1, two[0] & 1) if domain else (0, 0)
    mask = Mask(rng.randrange(16), flip, c0, rng.random() < 0.5)
    n = rng.randrange(800, 3000)
    installed, base = _both(monkeypatch, baseline, code, n, prefix=8, mask=mask)
    assert installed == base, (code, n, mask)
