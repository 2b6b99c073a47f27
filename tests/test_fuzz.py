"""The fuzz suite: every public name with ordinary and hostile values, each call time-limited.

The battery lives in ``tests/fuzz_battery.py``; it calls every callable in
every module's ``__all__`` (every game function, view and widget factory)
once with plausible arguments and once per hostile value per parameter, in
forked children with a time limit and a memory limit.  The promise checked
here: no hang, and no exception other than a ``ValueError``/``TypeError``
(``SearchLimitError`` and ``LoopyGameError`` are ``ValueError``s).

The counts go to ``build/artifacts/fuzz_summary.txt``.
"""

from __future__ import annotations

import os
from pathlib import Path

import fuzz_battery
import pytest

ARTIFACT = Path(__file__).resolve().parent.parent / "build" / "artifacts" / "fuzz_summary.txt"

# Modules whose findings are reported in the summary but not failed on here (none now:
# the exercise checkers, once listed, pass too).
REPORTED_ONLY: tuple[str, ...] = ()

# Refusals worded in Python's own terms ("object is not iterable"...) are still
# ValueError/TypeError, so they keep the promise, but they do not help a student.
# A ratchet: 650 when the suite was written, 840 once the new modules were merged, 0 since
# every refusal goes through gametheory_helpers.validation; it may only go down.
UNHELPFUL_CEILING = 0


@pytest.fixture(scope="module")
def report() -> fuzz_battery.Report:
    # The children draw off screen; the variable is restored at once, because every process
    # started later (the notebooks' kernels under nbval) must keep the inline backend.
    saved = os.environ.get("MPLBACKEND")
    os.environ["MPLBACKEND"] = "Agg"
    try:
        result = fuzz_battery.run_battery()
    finally:
        if saved is None:
            del os.environ["MPLBACKEND"]
        else:
            os.environ["MPLBACKEND"] = saved
    ARTIFACT.parent.mkdir(parents=True, exist_ok=True)
    ARTIFACT.write_text("\n".join(fuzz_battery.iter_lines(result)) + "\n", encoding="utf-8")
    print(result.summary())
    return result


def _ours(lines: list[str]) -> list[str]:
    return [line for line in lines if not line.startswith(REPORTED_ONLY)]


def test_every_public_name_is_in_the_battery():
    called = {(c.module, c.name) for c in fuzz_battery.all_calls()}
    callables = {(m, n) for m, n, _obj in fuzz_battery.public_callables()}
    assert callables <= called
    # every widget factory is a public callable of gametheory_helpers.widgets
    widget_factories = {n for m, n in callables if m.startswith("gametheory_helpers.widgets")}
    assert {"play", "circle_play", "fibonacci_play", "misere_play", "sg_explorer"} <= {
        n for _m, n in called
    } | widget_factories
    assert len(fuzz_battery.public_names()) > 300


def test_no_call_hangs(report):
    assert report.hangs == [], "\n".join(report.hangs)


def test_no_call_raises_anything_but_a_clear_refusal(report):
    errors = _ours(report.errors)
    assert errors == [], "\n\n".join(errors[:20])


def test_refusals_in_pythons_own_words_do_not_grow(report):
    assert len(report.unhelpful) <= UNHELPFUL_CEILING, "\n".join(report.unhelpful[:20])


def test_the_battery_really_calls(report):
    # A battery whose calls all failed to start would pass the tests above vacuously.
    assert report.calls > 10_000
    assert report.answers > 1000 and report.refusals > 5000
