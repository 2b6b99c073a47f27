"""Chapter 05: the sparse-space engine against the plain engines and published rare-value tables."""

from __future__ import annotations

import itertools
import random

import numpy as np
import pytest

from gametheory_helpers.games import octal, octal_sparse
from gametheory_helpers.games.octal_sparse import Mask, SparseRun, sparse_values

NUMBA = [
    False,
    pytest.param(
        True, marks=pytest.mark.skipif(not octal_sparse.HAVE_NUMBA, reason="numba not installed")
    ),
]


def _codes() -> list[str]:
    """Every octal code with one to three digits after the point, d0 = 0 or 4 (1,023 codes)."""
    codes = []
    for d0 in "04":
        for k in (1, 2, 3):
            for digits in itertools.product("01234567", repeat=k):
                if digits[-1] == "0" and not (d0 == "4" and k == 1):
                    continue  # a trailing 0 repeats a shorter code
                codes.append(d0 + "." + "".join(digits))
    return codes


CODES = _codes()


def _plain(code: str | None, n: int) -> list[int]:
    """The byte engine of octal.py (word-parallel, no sparse space): the independent reference."""
    if code is None:
        return octal._byte_values(None, n, True) or octal._bitset_values(None, n, True)
    parsed = octal.parse_octal(code)
    return octal._byte_values(parsed, n, False) or octal._bitset_values(parsed, n, False)


# -- published facts ------------------------------------------------------------------------

# Flammenkamp, "Sprague-Grundy Values of Grundy's Game" (wwwhomes.uni-bielefeld.de/achim/
# grundy.html), table "Known Sparse SGV of Grundy's Game", with the bitstring m = 01111...
# (every bit but the lowest): every sparse (rare) value up to heap 231, as (heap, value).
GRUNDY_SPARSE_TO_231 = [
    (0, 0), (1, 0), (2, 0), (3, 1), (4, 0), (6, 1), (7, 0), (9, 1), (10, 0), (12, 1), (15, 1),
    (20, 0), (23, 0), (26, 0), (28, 1), (31, 1), (34, 1), (37, 1), (40, 1), (43, 1), (46, 1),
    (49, 1), (50, 0), (52, 1), (53, 0), (55, 1), (58, 1), (61, 1), (87, 7), (90, 7), (93, 7),
    (146, 6), (149, 6), (152, 6), (158, 11), (161, 11), (164, 11), (167, 11), (176, 7), (179, 7),
    (181, 12), (182, 7), (185, 7), (188, 7), (190, 12), (193, 12), (196, 10), (231, 10),
]  # fmt: skip
# OEIS A002188 (Sprague-Grundy values for Grundy's game), the data section, n = 0..104.
GRUNDY_A002188 = [
    0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2,
    3, 1, 2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3,
    2, 1, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3,
    7, 4, 3, 7, 4, 3, 5, 2, 3, 5, 2, 3, 5, 2, 3,
]  # fmt: skip
# Flammenkamp, "Sparse- and Common-Positions of Sprague-Grundy Values of Octal-Games"
# (wwwhomes.uni-bielefeld.de/achim/octal_sparse.html): for .051 with the bitstring 111111...
# (a sparse space in the domain, t = 2) "the sparse space contains only these 7 indices".
SPARSE_051 = [0, 3, 7, 13, 17, 27, 37]


@pytest.mark.parametrize("accelerate", NUMBA)
def test_grundys_game_rare_values_match_flammenkamps_table(accelerate):
    run = SparseRun(None, accelerate=accelerate, prefix=64)
    values = run.extend(232).tolist()
    assert str(run.mask) == "mask ...1111 with bits 0b1 cleared (every higher bit set)"
    rare = [(0, 0)] + [(n, values[n]) for n in run.rare_positions]
    assert rare == GRUNDY_SPARSE_TO_231
    # consequences of the table: 48 rare heaps below 232, the last at 231,
    # the largest rare value 12, first at heap 181
    assert (len(rare), rare[-1][0]) == (48, 231)
    assert max(v for _, v in rare) == 12
    assert min(n for n, v in rare if v == 12) == 181


def test_grundys_game_values_match_oeis():
    assert sparse_values(None, len(GRUNDY_A002188), prefix=16, accelerate=False) == GRUNDY_A002188
    assert octal.grundys_game_sequence(len(GRUNDY_A002188)) == GRUNDY_A002188


@pytest.mark.parametrize("accelerate", NUMBA)
def test_051_sparse_space_in_the_domain(accelerate):
    run = SparseRun(octal.parse_octal("0.051"), accelerate=accelerate, prefix=64)
    values = run.extend(3000).tolist()
    assert run.mask == Mask(0, flip=1, c0=0, cofinite=True)
    assert [0, *run.rare_positions] == SPARSE_051
    assert values == _plain("0.051", 3000)


# -- sparse == plain ------------------------------------------------------------------------


def test_every_code_up_to_three_digits_numba_and_plain_python():
    """All 1,023 codes to n = 2,000 with numba; plain Python to 2,000 for every 8th code and to
    400 for the others (the same source, slower); a small prefix so that the sparse kernel does
    nearly all the work."""
    for index, code in enumerate(CODES):
        expected = _plain(code, 2000)
        parsed = octal.parse_octal(code)
        if octal_sparse.HAVE_NUMBA:
            assert sparse_values(parsed, 2000, prefix=32, accelerate=True) == expected, code
        n = 2000 if index % 8 == 0 else 400
        assert sparse_values(parsed, n, prefix=32, accelerate=False) == expected[:n], code


@pytest.mark.parametrize("accelerate", NUMBA)
def test_random_sample_to_20000(accelerate):
    rng = random.Random(22)
    sample = [None, "0.6", "0.16", *rng.sample(CODES, 3)]
    for code in sample:
        n = (8_000 if code == "0.6" else 20_000) if accelerate else 3_000
        parsed = None if code is None else octal.parse_octal(code)
        got = sparse_values(parsed, n, accelerate=accelerate)
        expected = _plain(code, n)
        positions = rng.sample(range(n), 500) + [n - 1]
        assert [got[i] for i in positions] == [expected[i] for i in positions], code
        assert got == expected, code


@pytest.mark.parametrize("accelerate", NUMBA)
@pytest.mark.parametrize("code", ["0.6", "0.16", "0.77", "0.07", "4.7", "0.56", None])
def test_exact_for_every_mask(code, accelerate):
    """A wrong mask only slows the engine down: the values never change."""
    parsed = None if code is None else octal.parse_octal(code)
    expected = _plain(code, 700)
    two = [0] if parsed is None else [j for j, d in enumerate(parsed.digits) if d & 4]
    kinds = [(0, 0)] + ([(1, two[0] & 1)] if len({t & 1 for t in two}) == 1 else [])
    for bits in range(0, 16, 3 if accelerate else 5):
        for cofinite in (False, True):
            for flip, c0 in kinds:
                mask = Mask(bits, flip, c0, cofinite)
                got = sparse_values(parsed, 700, mask=mask, prefix=8, accelerate=accelerate)
                assert got == expected, (code, mask)


def test_values_beyond_255_need_no_restart():
    run = SparseRun(octal.parse_octal("0.6"), accelerate=octal_sparse.HAVE_NUMBA)
    values = run.extend(12_000)
    assert values.max() > 255
    assert values.tolist() == _plain("0.6", 12_000)


def test_resumable_and_cancellable():
    import threading

    parsed = octal.parse_octal("0.16")
    run = SparseRun(parsed, accelerate=False)
    cancel = threading.Event()
    seen = []

    def progress(done, total):
        seen.append(done)
        if done >= 2048:
            cancel.set()

    run.extend(6000, progress=progress, cancel=cancel, chunk=512)
    assert 2048 <= run.count < 6000 and seen[-1] == run.count
    assert run.extend(6000).tolist() == _plain("0.16", 6000)


@pytest.mark.parametrize("flag", [False, True])
def test_dispatch_with_and_without_numba(monkeypatch, flag):
    if flag and not octal_sparse.HAVE_NUMBA:
        pytest.skip("numba not installed")
    monkeypatch.setattr(octal_sparse, "ACCELERATE", flag)
    assert octal.grundys_game_sequence(5000) == _plain(None, 5000)
    assert octal.grundy_sequence("0.16", 5000) == _plain("0.16", 5000)
    report = octal.periodicity("0.77", limit=5000)
    assert (report.preperiod, report.period) == (71, 12)
    kayles = octal.grundy_sequence("0.77", 10**5)
    assert kayles[71 : 71 + 12] == kayles[-12 - (10**5 - 71) % 12 :][:12]


def test_accelerate_without_numba_is_a_clear_error(monkeypatch):
    monkeypatch.setattr(octal_sparse, "HAVE_NUMBA", False)
    with pytest.raises(ValueError, match="needs numba"):
        SparseRun(None, accelerate=True)


def test_certify_kernel_agrees_with_the_python_certificate():
    for code in ["0.77", "0.07", "0.137", "0.6", "0.16"]:
        parsed = octal.parse_octal(code)
        run = SparseRun(parsed, accelerate=False)
        run.extend(3000)
        values = run.values.tolist()
        for size in (256, 1024, 3000):
            assert run.certify(size) == octal._certify(values[:size], parsed.max_take)
    assert np.array_equal(run.values, np.asarray(_plain("0.16", 3000)))
