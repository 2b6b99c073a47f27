"""A heap too large for an octal game with no proved period is refused before any value is computed.

Counted (calls into the engines), never timed.
"""

from __future__ import annotations

import pytest

from gametheory_helpers import SearchLimitError
from gametheory_helpers.games import octal


@pytest.fixture
def engine_calls(monkeypatch):
    """Record every call into the engines that compute values."""
    calls = []
    for name in ("_fast_values", "_plain_values", "_certified_values"):
        real = getattr(octal, name)

        def counting(*args, _real=real, _name=name, **kwargs):
            calls.append(_name)
            return _real(*args, **kwargs)

        monkeypatch.setattr(octal, name, counting)
    octal._cached_period.cache_clear()
    octal._cached_sequence.cache_clear()
    yield calls
    octal._cached_period.cache_clear()


@pytest.mark.parametrize("code", ["0.007", "0.6", "0.16", "0.60", "0.0070"])
def test_a_heap_of_an_open_game_past_the_limit_is_refused_without_computing(code, engine_calls):
    with pytest.raises(SearchLimitError, match="prove no period") as refused:
        octal.position_grundy(code, (3, 10**6))
    assert "19,999" in str(refused.value) and "1,000,000" in str(refused.value)
    assert engine_calls == []


def test_a_heap_within_the_limit_is_still_answered(engine_calls):
    heap = octal.default_limit("0.007") - 1
    values = octal.grundy_sequence("0.007", heap + 1)
    assert octal.position_grundy("0.007", (heap, 5)) == values[heap] ^ values[5]
    assert engine_calls  # computed, as it must be


def test_an_unknown_game_is_still_decided_by_its_values(engine_calls):
    """0.77 (Kayles): its period is proved, so any heap up to 10^6 answers."""
    assert octal.position_grundy("0.77", (10**6,)) == 1
    assert "_certified_values" in engine_calls


@pytest.mark.skipif(octal.octal_sparse.COMPILED is None, reason="about 10 s each in plain Python")
@pytest.mark.parametrize("code", sorted(octal._NO_PERIOD_WITHIN_LIMIT))
def test_the_games_refused_at_once_do_prove_no_period_within_the_limit(code):
    """The shortcut says what computing would say: no certificate in the first values."""
    report = octal.periodicity(code)
    assert not report.certified
    assert report.computed == octal.default_limit(code)


def test_compiled_kernels_refuses_an_unknown_or_missing_back_end(monkeypatch):
    from gametheory_helpers.games import octal_sparse

    with pytest.raises(ValueError, match="backend must be 'c' or 'numba', not 'cuda'"):
        octal_sparse.compiled_kernels("cuda")
    monkeypatch.setattr(octal_sparse, "HAVE_C", False)
    with pytest.raises(ValueError, match="accelerate='c' needs the C back end"):
        octal_sparse.compiled_kernels("c")
    monkeypatch.setattr(octal_sparse, "HAVE_NUMBA", False)
    with pytest.raises(ValueError, match="accelerate='numba' needs numba"):
        octal_sparse.compiled_kernels("numba")
