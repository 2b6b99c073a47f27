"""Chapter 05: the sparse-space engine *without* numba equals the plain engine.

The pure-Python path runs the same kernel source as the numba path, interpreted.  Here it
gets one example per distinct path of the engine (each example's test also checks that the
run really took the paths it is listed for, so an engine change cannot quietly turn it into
a repeat of another) and a property test over every short code at small sizes.  The full
sweep (every code with up to three digits to n = 2,000, a random sample to 20,000: about
four minutes of CPU) is ``make check-octal-sweep`` (``benchmarks/sweep_octal_plain.py``);
the numba path gets that whole workload in test_ch05_octal_sparse.py.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from octal_reference import CODES, plain

from gametheory_helpers.games import octal
from gametheory_helpers.games.octal_sparse import SparseRun

# the paths, as paths_taken names them
WHOLE, ONE, NO_SPLIT = "whole-heap move", "one-heap move", "no split: plain kernel only"
S00, S10, S11 = (f"sparse kernel, flip {f}, c0 {c}" for f, c in ((0, 0), (1, 0), (1, 1)))
UNEQUAL, RARE, STAMPS = "unequal split (Grundy's game)", "rare list grew", "value stamps grew"
HEAPS, RESELECT = "heap buffer grew", "mask changed on re-selection"
BEFORE_PREFIX = "plain kernel with splits before the prefix"


class TracedRun(SparseRun):
    """A plain-Python run that notes when a re-selection changed the mask."""

    mask_changes = 0

    def _select_mask(self) -> None:
        before = self.mask
        super()._select_mask()
        if before is not None and self.mask != before:
            self.mask_changes += 1


def paths_taken(run: TracedRun) -> set[str]:
    """The engine's distinct paths this run went through (read off its state)."""
    whole, one, _two = run._rules
    taken = {WHOLE} if len(whole) else set()
    taken |= {ONE} if len(one) else set()
    if not run.two:
        taken.add(NO_SPLIT)
    elif run.sparse and run.mask is not None:
        taken.add(f"sparse kernel, flip {run.mask.flip}, c0 {run.mask.c0}")
    if run.unequal:
        taken.add(UNEQUAL)
    if len(run._rare) > 256:
        taken.add(RARE)
    if len(run._mark) > 64:
        taken.add(STAMPS)
    if len(run._g) > 1 << 12:
        taken.add(HEAPS)
    if run.mask_changes:
        taken.add(RESELECT)
    if run.two and run.prefix > 32:
        taken.add(BEFORE_PREFIX)
    return taken


# (code, n, prefix, the paths it is here for); found by classifying the 1,023 short codes
# and the old sample to 20,000 by the paths they take and keeping a cheap one of each kind.
EXAMPLES = [
    ("0.3", 2000, 32, {NO_SPLIT, WHOLE, ONE}),
    ("0.1", 2000, 32, {NO_SPLIT, WHOLE}),
    ("0.2", 2000, 32, {NO_SPLIT, ONE}),
    ("0.47", 2000, 32, {S00, WHOLE, ONE}),
    ("0.44", 2000, 32, {S00}),
    ("0.05", 2000, 32, {S10, WHOLE}),
    ("0.7", 2000, 32, {S11, WHOLE, ONE}),
    ("0.4", 2000, 32, {S11, RARE, RESELECT}),
    ("0.07", 2000, 32, {S10, RARE, RESELECT}),
    ("0.36", 2000, 32, {S00, RARE, STAMPS, RESELECT}),
    ("0.125", 2000, 32, {S11, RARE, STAMPS, RESELECT}),
    ("4.0", 2000, 32, {S10}),
    ("4.404", 2000, 32, {S00, STAMPS, RESELECT}),
    ("0.16", 5000, 2048, {BEFORE_PREFIX, S00, HEAPS}),
    (None, 5000, 32, {UNEQUAL, S00, RARE, STAMPS, HEAPS, RESELECT}),
]


@pytest.mark.parametrize(
    ("code", "n", "prefix", "paths"), EXAMPLES, ids=[f"{e[0]}-{e[1]}-{e[2]}" for e in EXAMPLES]
)
def test_each_path_in_plain_python_equals_the_textbook_recurrence(code, n, prefix, paths):
    run = TracedRun(
        None if code is None else octal.parse_octal(code), accelerate=False, prefix=prefix
    )
    assert run.extend(n).tolist() == plain(code, n), code
    missing = paths - paths_taken(run)
    assert not missing, f"{code} no longer takes {missing}: pick another example"


def test_the_examples_cover_every_path():
    covered = set().union(*(paths for *_rest, paths in EXAMPLES))
    every = {WHOLE, ONE, NO_SPLIT, S00, S10, S11, UNEQUAL, RARE, STAMPS, HEAPS, RESELECT}
    assert covered == every | {BEFORE_PREFIX}


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([None, *CODES]), st.integers(1, 400), st.sampled_from([2, 8, 32, 2048]))
def test_any_short_code_in_plain_python_equals_the_textbook_recurrence(code, n, prefix):
    run = SparseRun(
        None if code is None else octal.parse_octal(code), accelerate=False, prefix=prefix
    )
    assert run.extend(n).tolist() == plain(code, n), (code, n, prefix)
