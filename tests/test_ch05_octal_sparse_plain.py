"""Chapter 05: the sparse-space engine *without* numba equals the plain engine.

The pure-Python path runs the same kernel source as the numba path, interpreted; these
tests give it the same workload as test_ch05_octal_sparse.py gives numba (every code with
up to three digits to n = 2,000, the random sample to 20,000).  They live in their own
file so that ``make test`` runs them on a second worker, beside the numba ones.
"""

from __future__ import annotations

import pytest
from octal_reference import CODES, SAMPLE_TO_20000, plain

from gametheory_helpers.games import octal
from gametheory_helpers.games.octal_sparse import sparse_values

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
