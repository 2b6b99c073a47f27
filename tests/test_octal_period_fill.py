"""A period the values prove (Guy-Smith) gives every later value at once (issue #40).

``SparseRun`` checks, at every doubling of the run from 1,024 heaps on, whether the values so
far prove a period (octal games only, periods up to 2,048); once one is proved, later values
are copied, ``G(k) = G(k - p)``, instead of computed.  The values must stay those of the
plain recurrence of ``tests/octal_reference.py`` (which shares no code with the engine),
whatever the pieces a run is extended by; the proved periods must be the published ones; a
game with no period, and Grundy's game, never get one.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from octal_backends import BACKENDS, needs_compiled
from octal_reference import CODES, vectorised

from gametheory_helpers.games.octal import parse_octal
from gametheory_helpers.games.octal_sparse import SparseRun

# Published: Kayles (0.77) has period 12 with its last exceptional value at heap 70 (Guy and
# Smith 1956); Dawson's chess (0.137) period 34, last exception at heap 51; Dawson's Kayles
# (0.07) is the same sequence one heap later.
PUBLISHED = {"0.77": (71, 12), "0.137": (52, 34), "0.07": (53, 34)}


@pytest.mark.parametrize("accelerate", BACKENDS)
@pytest.mark.parametrize("code", sorted(PUBLISHED))
def test_the_published_periods_are_proved_and_the_values_stay_exact(code: str, accelerate):
    run = SparseRun(parse_octal(code), accelerate=accelerate)
    pieces = [1000, 1500, 2100, 5000, 9000]
    for n in pieces:
        values = run.extend(n).tolist()
        assert (run.mask is not None) is (n >= run.prefix)
    assert run.proved_period == PUBLISHED[code]
    assert values == vectorised(code, pieces[-1])


@needs_compiled
def test_a_proved_period_fills_a_large_run_and_its_rare_positions_follow_the_mask():
    run = SparseRun(parse_octal("0.77"), accelerate=True)
    values = run.extend(3 * 10**6)
    assert run.proved_period == (71, 12)
    expected = np.array(vectorised("0.77", 200))
    assert (values[71:] == np.resize(expected[71:83], len(values) - 71)).all()
    assert values[:200].tolist() == expected.tolist()
    assert run.mask is not None
    assert run.rare_positions == [
        n for n in range(1, run.count) if run.mask.is_rare(int(values[n]), n)
    ]


@pytest.mark.parametrize("code", [None, "0.6", "0.16", "0.007"])
def test_games_with_no_known_period_get_none(code):
    run = SparseRun(None if code is None else parse_octal(code), unequal=code is None)
    run.extend(8200)
    assert run.proved_period is None


@needs_compiled
@settings(max_examples=30, deadline=None)
@given(
    code=st.sampled_from(CODES),
    pieces=st.lists(st.integers(1, 6000), min_size=1, max_size=4),
)
def test_any_short_code_extended_in_any_pieces_has_the_recurrences_values(code, pieces):
    run = SparseRun(parse_octal(code), accelerate=True)
    for n in pieces:
        values = run.extend(n)
    top = max(pieces)
    assert run.values.tolist() == vectorised(code, top)
    assert values.tolist() == vectorised(code, pieces[-1])
