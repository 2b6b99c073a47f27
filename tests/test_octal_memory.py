"""The sparse-space engine's working set (issue #40, item 1) and the mask choice it rests on.

Memory is counted by ``tracemalloc`` (numpy and ``array.array`` report their buffers to it),
so the figures do not depend on the machine's load.  The runtime itself (with numba about
130 MB of RSS: numba, llvmlite and the loaded kernels; with the C back end the interpreter
and numpy alone) is outside what tracemalloc sees; the benchmark
``benchmarks/bench_octal_ratios.py`` measures it.

``choose_mask`` once built a masks-by-values parity table (2^21 int64 entries when the values
reach 2^10, about 18 MB at a time at 10^6 heaps); it now counts with a Walsh-Hadamard
transform.  Its choice is checked here against a direct count with :meth:`Mask.is_rare`.
"""

from __future__ import annotations

import random
import tracemalloc
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
from octal_backends import COMPILED_BACKENDS

from gametheory_helpers.games.octal import parse_octal
from gametheory_helpers.games.octal_sparse import Mask, SparseRun, choose_mask

MIB = 1 << 20


def _traced_peak(function: Callable[[], Any]) -> tuple[Any, int]:
    """``function()`` and the peak of memory it allocated (bytes) beyond what was in use."""
    tracemalloc.start()
    try:
        base = tracemalloc.get_traced_memory()[0]
        tracemalloc.reset_peak()
        result = function()
        return result, tracemalloc.get_traced_memory()[1] - base
    finally:
        tracemalloc.stop()


def _direct_best(values: list[int], two: list[int], first_heap: int) -> tuple[int, int]:
    """The least (rare positions in the second half, in all) over every mask, by brute force."""
    top = max(1, max(values).bit_length())
    low = min(top, 10)
    kinds = [(0, 0)]
    if two and len({t & 1 for t in two}) == 1:
        kinds.append((1, two[0] & 1))
    half = len(values) // 2
    best = None
    for flip, c0 in kinds:
        for bits in range(1 << low):
            for cofinite in (True, False):
                mask = Mask(bits, flip, c0, cofinite)
                rare = [
                    mask.is_rare(v, first_heap + i)
                    for i, v in enumerate(values)
                    if first_heap + i > 0
                ]
                tail = sum(
                    mask.is_rare(v, first_heap + i) for i, v in enumerate(values) if i >= half
                )
                key = (tail, sum(rare))
                best = key if best is None or key < best else best
    assert best is not None
    return best


@pytest.mark.parametrize("seed", range(6))
def test_choose_mask_finds_the_fewest_rare_positions(seed: int):
    rng = random.Random(seed)
    size = rng.randrange(20, 160)
    top = rng.choice([4, 40, 300])
    values = [rng.randrange(top) if rng.random() < 0.3 else rng.randrange(4) for _ in range(size)]
    two = [[1], [0], [1, 2], [2, 4]][seed % 4]
    first = rng.randrange(3)
    mask, rare = choose_mask(values, two, first)
    tail = sum(mask.is_rare(v, first + i) for i, v in enumerate(values) if i >= size // 2)
    assert rare == tail
    assert rare == _direct_best(values, two, first)[0]


def test_choose_mask_allocates_little_for_large_values():
    rng = np.random.default_rng(40)
    values = rng.integers(0, 1 << 12, size=1 << 14)  # 2^10 masks tried, the window's size
    (_, rare), peak = _traced_peak(lambda: choose_mask(values, [1]))
    assert rare >= 0
    assert peak < 2 * MIB, f"choose_mask allocated {peak / MIB:.1f} MiB"


@pytest.mark.parametrize("backend", COMPILED_BACKENDS)
@pytest.mark.parametrize("code", ["0.16", "0.6"])
def test_the_working_set_is_at_most_seven_bytes_per_heap(code: str, backend: str):
    heaps = 200_000 if code == "0.16" else 100_000
    parsed = parse_octal(code)
    SparseRun(parsed, accelerate=backend).extend(3000)  # load the kernels first
    values, peak = _traced_peak(lambda: SparseRun(parsed, accelerate=backend).extend(heaps))
    assert len(values) == heaps
    # the mask choice on its window of 2^14 values (about 0.45 MiB at its peak), the stamp
    # array, the rare positions: a fixed share, whatever the number of heaps
    fixed = 3 * MIB // 4
    assert peak <= 7 * heaps + fixed, f"{peak / heaps:.1f} bytes per heap"
