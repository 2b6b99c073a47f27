"""The C back end of the octal kernels (``games/_octal_c.c``) against plain Python.

The fingerprints (published tables, OEIS, the 1,023 short codes) run over every back end in
``test_ch05_octal_sparse.py`` (``octal_backends.BACKENDS``); here: random codes, sizes and
masks, the kernels called directly on the same buffers, and the refusals of bad buffers.
Skipped when the extension is not built.  Speed is never asserted.
"""

from __future__ import annotations

from array import array

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from octal_reference import CODES, vectorised

from gametheory_helpers.games import _octal_kernels as py
from gametheory_helpers.games import octal, octal_sparse
from gametheory_helpers.games.octal_sparse import Mask, SparseRun, sparse_values

pytestmark = pytest.mark.skipif(not octal_sparse.HAVE_C, reason="the C extension is not built")
c = octal_sparse._octal_c


def _rules(code: str | None) -> tuple[list[int], list[int], list[int]]:
    parsed = None if code is None else octal.parse_octal(code)
    return octal_sparse._rules(parsed)


codes = st.one_of(st.none(), st.sampled_from(CODES))


@settings(max_examples=60, deadline=None)
@given(code=codes, n=st.integers(1, 700), prefix=st.integers(2, 80))
def test_c_engine_gives_the_plain_values(code: str | None, n: int, prefix: int):
    parsed = None if code is None else octal.parse_octal(code)
    fast = sparse_values(parsed, n, prefix=prefix, accelerate="c")
    assert fast == sparse_values(parsed, n, prefix=prefix, accelerate=False)
    assert fast == vectorised(code, n)  # shares no code with the engine


@settings(max_examples=40, deadline=None)
@given(
    code=codes,
    n=st.integers(300, 600),
    bits=st.integers(0, 15),
    cofinite=st.booleans(),
    domain=st.booleans(),
)
def test_c_engine_is_exact_for_every_fitting_mask(code, n, bits, cofinite, domain):
    parsed = None if code is None else octal.parse_octal(code)
    two = _rules(code)[2]
    flip, c0 = (1, two[0] & 1) if domain and two and len({t & 1 for t in two}) == 1 else (0, 0)
    mask = Mask(bits, flip, c0, cofinite)
    got = sparse_values(parsed, n, prefix=8, mask=mask, accelerate="c")
    assert got == vectorised(code, n)


@settings(max_examples=40, deadline=None)
@given(code=codes, lo=st.integers(0, 120), span=st.integers(0, 200))
def test_plain_kernel_in_c_and_in_python_fill_the_same_buffers(code, lo, span):
    whole, one, two = (array("q", r) for r in _rules(code))
    unequal = code is None
    hi = lo + span
    expected = vectorised(code, hi)
    results = []
    start = expected[:lo] + [0] * span
    for kernel, G in (  # noqa: N806
        (py.plain_kernel, array("i", start)),
        (c.plain_kernel, np.array(start, dtype=np.int32)),
    ):
        mark = array("i", [-1]) * 1024
        done = kernel(G, lo, hi, whole, one, two, unequal, mark)
        results.append((done, list(G), list(mark)))
    assert results[0] == results[1]
    assert results[0][1] == expected


@settings(max_examples=60, deadline=None)
@given(values=st.lists(st.integers(0, 3), max_size=80), max_take=st.integers(0, 5))
def test_certify_kernel_in_c_and_in_python_agree(values: list[int], max_take: int):
    G = np.array(values, dtype=np.int32)  # noqa: N806
    for size in range(len(values) + 1):
        assert c.certify_kernel(G, size, max_take) == py.certify_kernel(G, size, max_take)


def test_the_c_back_end_is_what_accelerate_true_uses():
    assert octal_sparse.COMPILED == "c"
    run = SparseRun(None, accelerate=True)
    assert run.compiled == "c"
    assert run.extend(3000).tolist() == vectorised(None, 3000)


# -- bad buffers are refused at the boundary, naming the argument ---------------------------


def _plain_args(**changes):
    args = {
        "G": np.zeros(64, dtype=np.int32),
        "lo": 1,
        "hi": 64,
        "whole": np.array([], dtype=np.int64),
        "one": np.array([], dtype=np.int64),
        "two": np.array([0], dtype=np.int64),
        "unequal": True,
        "mark": np.full(64, -1, dtype=np.int32),
    }
    args.update(changes)
    return list(args.values())


@pytest.mark.parametrize(
    ("changes", "error", "words"),
    [
        ({"G": np.zeros(64, dtype=np.int64)}, TypeError, "G must be a one-dimensional buffer"),
        ({"G": np.zeros(64, dtype=np.uint32)}, TypeError, "G must be a one-dimensional buffer"),
        ({"G": np.zeros(64, dtype=np.float32)}, TypeError, "G must be"),
        ({"G": np.zeros((8, 8), dtype=np.int32)}, TypeError, "G must be a one-dimensional"),
        ({"G": np.zeros(128, dtype=np.int32)[::2]}, TypeError, "G must be a writable contiguous"),
        ({"G": b"\0" * 256}, TypeError, "G must be a writable contiguous"),
        ({"G": [0] * 64}, TypeError, "G must be a writable contiguous"),
        ({"mark": np.zeros(64, dtype=np.int16)}, TypeError, "mark must be"),
        ({"two": np.array([0], dtype=np.int32)}, TypeError, "two must be a one-dimensional"),
        ({"two": np.array([-1], dtype=np.int64)}, ValueError, "two must hold takes >= 0"),
        ({"one": np.array([2, -3], dtype=np.int64)}, ValueError, "one must hold takes >= 0"),
        ({"hi": 65}, ValueError, "lo and hi must satisfy"),
        ({"lo": -1}, ValueError, "lo and hi must satisfy"),
        ({"lo": 10, "hi": 9}, ValueError, "lo and hi must satisfy"),
        ({"mark": np.full(48, -1, dtype=np.int32)}, ValueError, "power of two"),
        ({"mark": np.full(1, -1, dtype=np.int32)}, ValueError, "power of two"),
    ],
)
def test_plain_kernel_refuses_bad_buffers(changes, error, words):
    with pytest.raises(error, match=words):
        c.plain_kernel(*_plain_args(**changes))


def test_a_read_only_buffer_is_refused():
    G = np.zeros(64, dtype=np.int32)  # noqa: N806
    G.flags.writeable = False
    with pytest.raises(TypeError, match="G must be a writable"):
        c.plain_kernel(*_plain_args(G=G))
    assert c.certify_kernel(G, 64, 0) == py.certify_kernel(G, 64, 0)  # only read there


def _sparse_args(**changes):
    names = ["G", "lo", "hi", "whole", "one", "two", "unequal", "mark"]
    args = dict(zip(names, _plain_args(), strict=True))
    args.update(
        {
            "par": np.zeros(64, dtype=np.int32),
            "flip_n": 0,
            "c0": 0,
            "rare": np.zeros(8, dtype=np.int32),
            "nrare": 0,
            "rare_g": np.zeros(8, dtype=np.int32),
        }
    )
    args["lo"] = 5
    args.update(changes)
    return list(args.values())


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"par": np.zeros(32, dtype=np.int32)}, "len\\(par\\) must be at least len\\(mark\\)"),
        ({"rare_g": np.zeros(4, dtype=np.int32)}, "len\\(rare_g\\) must be at least"),
        ({"nrare": 8}, "nrare must satisfy"),
        ({"nrare": -1}, "nrare must satisfy"),
        ({"rare": np.array([3, 2, 0, 0], dtype=np.int32), "nrare": 2}, "increasing heaps"),
        ({"rare": np.array([0, 2, 0, 0], dtype=np.int32), "nrare": 1}, "increasing heaps"),
        ({"rare": np.array([1, 5, 0, 0], dtype=np.int32), "nrare": 2}, "increasing heaps"),
    ],
)
def test_sparse_kernel_refuses_bad_arguments(changes, words):
    with pytest.raises(ValueError, match=words):
        c.sparse_kernel(*_sparse_args(**changes))


def test_certify_kernel_refuses_a_size_past_the_buffer():
    with pytest.raises(ValueError, match="size must satisfy"):
        c.certify_kernel(np.zeros(4, dtype=np.int32), 5, 0)
    with pytest.raises(TypeError, match="certify_kernel"):
        c.certify_kernel(np.zeros(4, dtype=np.int32), 4)


def test_values_past_the_stamp_array_never_write_out_of_bounds():
    """A G with values far past len(mark): the C loop masks its indexes (no crash)."""
    G = np.full(64, 1 << 20, dtype=np.int32)  # noqa: N806
    G[0] = 0
    mark = np.full(8, -1, dtype=np.int32)
    done = c.plain_kernel(*_plain_args(G=G, lo=40, mark=mark))
    assert 40 <= done <= 64


def test_the_loops_release_the_gil():
    """While the C loop fills G in another thread, this thread runs and sees G part-filled.

    (Holding the GIL, this thread could only look before the call or after it: never at a
    count of values strictly between.)  Counts states, never times.
    """
    import threading

    n = 40_000
    G = np.zeros(n, dtype=np.int32)  # noqa: N806  (G(0..2) = 0 for Grundy's game)
    mark = np.full(4096, -1, dtype=np.int32)
    args = (G, 3, n, *(np.array(r, dtype=np.int64) for r in ([], [], [0])), True, mark)
    done = []
    worker = threading.Thread(target=lambda: done.append(c.plain_kernel(*args)))
    seen = set()
    worker.start()
    while worker.is_alive():
        seen.add(int(mark.max()))  # the last heap stamped so far
    worker.join()
    assert done == [n] and G[:105].tolist() == vectorised(None, 105)
    assert any(3 < stamp < n - 1 for stamp in seen), sorted(seen)[:5]
