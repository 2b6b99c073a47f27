"""The octal ratio benchmark's references agree with the engine (issue #40, item 4).

``benchmarks/bench_octal_ratios.py`` compares the engine with a frozen copy of the previous
engine and with ``benchmarks/reference/octal_ref.cpp`` (compiled with g++): here, at a
tiny size, the C++ reference's values (and their SHA-256) must be those of the engine, the
frozen copy's too, and the C++ program must refuse bad arguments.  Speed is never asserted.
The values are also checked against the plain recurrence of ``tests/octal_reference.py``,
which shares no code with either.  Skipped without g++.
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from gametheory_helpers.games.octal import parse_octal
from gametheory_helpers.games.octal_sparse import HAVE_C, HAVE_NUMBA, SparseRun

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))
sys.path.insert(0, str(ROOT / "benchmarks" / "reference"))

import bench_octal_ratios as bench  # noqa: E402
from octal_reference import vectorised  # noqa: E402

pytestmark = pytest.mark.skipif(shutil.which("g++") is None, reason="g++ is not installed")

# Past the engine's prefix (2,048 heaps): the mask is chosen and the sparse loop runs.
HEAPS = 2500


@pytest.fixture(scope="module")
def binary(tmp_path_factory: pytest.TempPathFactory) -> Path:
    compiled = bench.compile_reference(tmp_path_factory.mktemp("octal_ref"))
    assert compiled is not None
    return compiled


def _sha256(values: np.ndarray) -> str:
    return hashlib.sha256(np.asarray(values, dtype="<u4").tobytes()).hexdigest()


@pytest.mark.parametrize("code", ["grundy", "0.6", "0.16", "0.07", "4.07"])
def test_cpp_reference_has_the_engines_values(binary: Path, tmp_path: Path, code: str):
    parsed = None if code == "grundy" else parse_octal(code)
    engine = SparseRun(parsed, accelerate=False).extend(HEAPS)
    figures = bench.reference_run(binary, code, HEAPS, tmp_path)
    assert figures.sha256 == _sha256(engine)
    assert figures.peak_mib > 0 and figures.inside >= 0


@pytest.mark.parametrize("code", ["grundy", "0.6"])
def test_cpp_reference_counts_every_split_of_its_plain_prefix(binary: Path, tmp_path: Path, code):
    # below the prefix (2,048 heaps) every heap enumerates all its splits: Grundy's game splits
    # n into two unequal non-empty heaps, 0.6 takes one and splits the rest into two
    heaps = 1000
    figures = bench.reference_run(binary, code, heaps, tmp_path)
    if code == "grundy":
        splits = sum(1 for n in range(heaps) for a in range(1, n) if a < n - a)
    else:
        splits = sum(1 for n in range(heaps) for a in range(1, n - 1) if a <= n - 1 - a)
    assert figures.ops == splits
    assert figures.ops_rare == 0 and figures.rare == 0  # no mask below the prefix


def test_op_cost_is_a_positive_time(binary: Path):
    assert 0 < bench.op_cost_ns(binary) < 1e6


def test_limit_and_czajka_lines(capsys):
    def figures(start: float, cpu: float, ops: int | None = None) -> bench.Figures:
        return bench.Figures(start, start, cpu, cpu, 50.0, 30.0, "x", ops, ops and ops // 4, 9)

    row = {
        "game": "0.16",
        "n": 10**7,
        "previous": figures(7.6 * 2, 10.0),
        "C++": figures(1, 1, 10**9),
    }
    row.update({engine: figures(4.0, 2.0) for engine in bench.CURRENT})
    bench._print_limits(row, 0.5)
    printed = capsys.readouterr().out
    assert "1,000,000,000 operations x 0.500 ns =    0.50 s" in printed
    assert all(f"{engine} inside_cpu / limit   4.00" in printed for engine in bench.CURRENT)
    assert "(25% of them over 9 rare positions)" in printed
    # Czajka's 6.0 s against the previous engine's 7.6 s in the issue; previous here: 15.2 s
    assert "Czajka      estimated   12.00 s from start" in printed
    assert all(f"{engine} faster by   3.00x" in printed for engine in bench.CURRENT)
    # several measurements of the op cost: the fastest makes the limit, the slowest is shown
    bench._print_limits(row, 0.5, 0.9, 4)
    printed = capsys.readouterr().out
    assert "x 0.500 ns =    0.50 s" in printed
    assert "(op cost: fastest of 4, slowest 0.900 ns)" in printed


def test_cpp_reference_against_the_plain_recurrence(binary: Path, tmp_path: Path):
    out = tmp_path / "values.bin"
    subprocess.run([str(binary), "0.16", "2200", str(out)], check=True, capture_output=True)
    assert np.fromfile(out, dtype="<u4").tolist() == vectorised("0.16", 2200)
    subprocess.run([str(binary), "grundy", "20", str(out)], check=True, capture_output=True)
    # Grundy's game, OEIS A002188
    expected = [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3]
    assert np.fromfile(out, dtype="<u4").tolist() == expected


@pytest.mark.parametrize(
    "arguments",
    [
        [],
        ["grundy"],
        ["0.8", "10"],
        ["x", "10"],
        ["0.6", "0"],
        ["0.6", "1e3"],
        ["opcost", "5", "10"],
    ],
)
def test_cpp_reference_refuses_bad_arguments(binary: Path, arguments: list[str]):
    result = subprocess.run([str(binary), *arguments], capture_output=True, text=True)
    assert result.returncode == 2
    assert result.stderr.strip()


@pytest.mark.skipif(not bench.CURRENT, reason="no compiled back end (C extension or numba)")
def test_bench_compares_all_engines_at_a_tiny_size(binary: Path, tmp_path: Path, capsys):
    rows = bench.compare([HEAPS], ["0.6"], binary, tmp_path)
    (row,) = rows
    assert set(bench.ENGINES) <= set(row)
    assert ("current-c" in row) is HAVE_C and ("current-numba" in row) is HAVE_NUMBA
    printed = capsys.readouterr().out
    assert all(f"memory      {engine}" in printed for engine in bench.CURRENT)
    hashes = {row[name].sha256 for name in [*bench.ENGINES, "C++"]}
    assert hashes == {_sha256(SparseRun(parse_octal("0.6"), accelerate=False).extend(HEAPS))}


def test_the_games_option_takes_codes_or_the_explorers_list():
    assert bench._games(["--games", "0.6, 0.16"]) == ["0.6", "0.16"]
    explorer = bench._games(["--games", "explorer"])
    assert explorer[0] == "grundy" and {"0.77", "0.07", "0.137", "0.16", "0.6", "0.007"} <= set(
        explorer
    )
    assert len(explorer) == len(set(explorer))
    with pytest.raises(ValueError, match="--games takes"):
        bench._games(["--games", ","])
