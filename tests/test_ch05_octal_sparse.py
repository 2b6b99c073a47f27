"""Chapter 05: the sparse-space engine against the plain engines and published rare-value tables."""

from __future__ import annotations

import random

import numpy as np
import pytest
from octal_backends import BACKENDS, COMPILED_BACKENDS, compiled_there, needs_compiled
from octal_reference import CODES, SAMPLE_TO_20000, mex_of_options, vectorised
from octal_reference import plain as _plain

from gametheory_helpers.games import octal, octal_sparse
from gametheory_helpers.games.octal_sparse import Mask, SparseRun, sparse_values

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


# T. Czajka, "Solving octal games" (github.com/tczajka/octal-games), table "Unsolved games" in
# UnsolvedGames.md (commit 30baeb7), computed to n = 2^21 heaps: the largest value, the first
# heap where it occurs ("largest idx"), the rare mask (hex: rare = even number of 1-bits in
# value & mask), the number of rare values (heap 0 included) and the last rare heap.
CZAJKA_TO_2_21 = {
    None: (231, 763_622, 0xFE, 1274, 82_860),  # Grundy's game
    "0.6": (319, 1_274_955, 0x1EE, 1584, 20_627),
}


@needs_compiled  # 2^21 heaps take minutes in plain Python
@pytest.mark.parametrize("code", [None, "0.6"])
def test_rare_values_to_2_21_match_czajkas_table(code):
    largest, first, published_mask, count, last = CZAJKA_TO_2_21[code]
    run = SparseRun(None if code is None else octal.parse_octal(code), accelerate=True)
    g = run.extend(1 << 21).astype(np.int64)
    assert (int(g.max()), int(g.argmax())) == (largest, first)
    # the published mask, applied to the values directly
    even = np.array([bin(v & published_mask).count("1") % 2 == 0 for v in range(largest + 1)])
    rare = np.flatnonzero(even[g])
    assert (len(rare), int(rare[-1])) == (count, last)
    # the engine chose a mask that classifies every occurring value the same way
    assert [run.mask.is_rare(v, 1) for v in range(largest + 1)] == even.tolist()
    assert [0, *run.rare_positions] == rare.tolist()
    # a random sample of values, each recomputed plainly from all the options of its heap
    heaps = random.Random(21).sample(range(1 << 20, 1 << 21), 20) + [first, last]
    assert [int(g[h]) for h in heaps] == [mex_of_options(code, g, h) for h in heaps]


# Gangolli and Plambeck, "A note on periodicity in some octal games", International Journal of
# Game Theory 18 (1989) 311-320: the octal game 0.16 is periodic with period 149,459, the last
# exception at heap 105,350 (so the period holds from heap 105,351 on).
PLAMBECK_0_16 = (105_351, 149_459)


@needs_compiled  # 510,000 heaps take minutes in plain Python
def test_0_16_is_periodic_as_gangolli_and_plambeck_found():
    """The chapter's showcase: 0.16 looks open for 100,000 heaps, then the certificate comes."""
    preperiod, period = PLAMBECK_0_16
    t = octal.parse_octal("0.16").max_take
    needed = 2 * preperiod + 2 * period + t  # the Guy-Smith window, and its shifted copy
    run = SparseRun(octal.parse_octal("0.16"), accelerate=True)
    g = run.extend(100_000)
    assert run.certify() is None  # too few values: it still looks open
    g = run.extend(needed)
    assert run.certify() == (preperiod, period, 2 * preperiod + period + t)
    # the Guy-Smith condition, checked on the values directly, and the last exception
    window = np.arange(preperiod, 2 * preperiod + period + t)
    assert np.array_equal(g[window + period], g[window])
    assert g[preperiod - 1] != g[preperiod - 1 + period]
    # a sample of the values, each recomputed plainly from all the options of its heap
    heaps = random.Random(16).sample(range(300_000, needed), 12) + [preperiod - 1, needed - 1]
    assert [int(g[h]) for h in heaps] == [mex_of_options("0.16", g, h) for h in heaps]


@pytest.mark.parametrize("accelerate", BACKENDS)
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


@pytest.mark.parametrize("accelerate", BACKENDS)
def test_051_sparse_space_in_the_domain(accelerate):
    run = SparseRun(octal.parse_octal("0.051"), accelerate=accelerate, prefix=64)
    values = run.extend(3000).tolist()
    assert run.mask == Mask(0, flip=1, c0=0, cofinite=True)
    assert [0, *run.rare_positions] == SPARSE_051
    assert values == _plain("0.051", 3000)


def test_the_references_equal_the_naive_recurrence_and_the_byte_engine():
    """The two references of octal_reference.py against the package's own plain engines."""
    for code in CODES[::5]:
        naive = octal.naive_grundy_sequence(code, 300)
        assert vectorised(code, 300) == _plain(code, 300) == naive, code
    for code in CODES[::16] + ["0.6"]:
        parsed = octal.parse_octal(code)
        byte_engine = octal._byte_values(parsed, 2000, False) or octal._bitset_values(
            parsed, 2000, False
        )
        assert _plain(code, 2000) == byte_engine, code
    assert vectorised(None, 105) == _plain(None, 105) == GRUNDY_A002188
    assert _plain(None, 3000) == octal._byte_values(None, 3000, True)


# -- sparse == plain ------------------------------------------------------------------------


@needs_compiled
def test_every_code_up_to_three_digits_to_2000_compiled():
    """All 1,023 codes to n = 2,000 on every compiled back end there (the reference computed
    once per code); a small prefix, so that the sparse kernel does nearly all the work.
    test_ch05_octal_sparse_plain.py does the same in plain Python."""
    for code in CODES:
        expected = _plain(code, 2000)
        for backend in compiled_there():
            got = sparse_values(octal.parse_octal(code), 2000, prefix=32, accelerate=backend)
            assert got == expected, (code, backend)


@pytest.mark.parametrize("backend", COMPILED_BACKENDS)
@pytest.mark.parametrize("code", SAMPLE_TO_20000)
def test_random_sample_to_20000_compiled(code, backend):
    parsed = None if code is None else octal.parse_octal(code)
    assert sparse_values(parsed, 20_000, accelerate=backend) == _plain(code, 20_000), code


@pytest.mark.parametrize("accelerate", BACKENDS)
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
    run = SparseRun(octal.parse_octal("0.6"), accelerate=octal_sparse.ACCELERATE)
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


@pytest.mark.parametrize("backend", BACKENDS)
def test_dispatch_over_the_back_ends(monkeypatch, backend):
    monkeypatch.setattr(octal_sparse, "ACCELERATE", bool(backend))
    monkeypatch.setattr(octal_sparse, "COMPILED", backend or octal_sparse.COMPILED)
    assert octal.grundys_game_sequence(5000) == _plain(None, 5000)
    assert octal.grundy_sequence("0.16", 5000) == _plain("0.16", 5000)
    report = octal.periodicity("0.77", limit=5000)
    assert (report.preperiod, report.period) == (71, 12)
    kayles = octal.grundy_sequence("0.77", 10**5)
    assert kayles[71 : 71 + 12] == kayles[-12 - (10**5 - 71) % 12 :][:12]


def test_accelerate_without_numba_is_a_clear_error(monkeypatch):
    monkeypatch.setattr(octal_sparse, "HAVE_NUMBA", False)
    with pytest.raises(ValueError, match="needs numba"):
        SparseRun(None, accelerate="numba")
    monkeypatch.setattr(octal_sparse, "COMPILED", "numba")  # as when the C one is not built
    with pytest.raises(ValueError, match="needs numba"):
        SparseRun(None, accelerate=True)


def test_accelerate_c_without_the_extension_is_a_clear_error(monkeypatch):
    monkeypatch.setattr(octal_sparse, "HAVE_C", False)
    with pytest.raises(ValueError, match="needs the C back end"):
        SparseRun(None, accelerate="c")


@pytest.mark.parametrize("bad", ["C", "gcc", 1, 0.5])
def test_accelerate_takes_a_flag_or_a_back_end_name(bad):
    with pytest.raises((TypeError, ValueError), match="accelerate must be"):
        SparseRun(None, accelerate=bad)


def test_certify_kernel_agrees_with_the_python_certificate():
    for code in ["0.77", "0.07", "0.137", "0.6", "0.16"]:
        parsed = octal.parse_octal(code)
        run = SparseRun(parsed, accelerate=False)
        run.extend(3000)
        values = run.values.tolist()
        for size in (256, 1024, 3000):
            assert run.certify(size) == octal._certify(values[:size], parsed.max_take)
    assert np.array_equal(run.values, np.asarray(_plain("0.16", 3000)))
