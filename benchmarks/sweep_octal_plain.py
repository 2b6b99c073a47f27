"""The full sweep of the sparse-space engine *without* numba: ``make check-octal-sweep``.

The pure-Python path runs the same kernel source as the numba path, interpreted; this sweep
gives it the same workload as tests/test_ch05_octal_sparse.py gives numba (every code with
up to three digits to n = 2,000, the random sample to 20,000): about four minutes of CPU,
so it is not part of ``make test``, which runs one example of each path of the engine and a
property test instead (tests/test_ch05_octal_sparse_plain.py).  Run it after changing the
kernels or the mask selection:

    make check-octal-sweep        # or: pytest -n auto benchmarks/sweep_octal_plain.py
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from octal_reference import CODES, SAMPLE_TO_20000, plain  # noqa: E402

from gametheory_helpers.games import octal  # noqa: E402
from gametheory_helpers.games.octal_sparse import sparse_values  # noqa: E402

CHUNKS = 8


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_every_code_up_to_three_digits_to_2000_in_plain_python(chunk):
    """All 1,023 codes to n = 2,000, in eight chunks of the list (every eighth code)."""
    for code in CODES[chunk::CHUNKS]:
        got = sparse_values(octal.parse_octal(code), 2000, prefix=32, accelerate=False)
        assert got == plain(code, 2000), code


@pytest.mark.parametrize("code", SAMPLE_TO_20000)
def test_random_sample_to_20000_in_plain_python(code):
    parsed = None if code is None else octal.parse_octal(code)
    assert sparse_values(parsed, 20_000, accelerate=False) == plain(code, 20_000), code
