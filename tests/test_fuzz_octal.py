"""Defects of the octal engines and the octal explorer found by a fuzz round, one test each.

Inputs that once hung or blew up memory run through ``hostile.limited`` (a forked child
under a time and memory limit).
"""

from __future__ import annotations

import random
import threading

import matplotlib

matplotlib.use("Agg")

import pytest  # noqa: E402
from hostile import assert_answers, assert_refused, limited  # noqa: E402
from octal_backends import BACKENDS  # noqa: E402

from gametheory_helpers.games import octal, octal_sparse  # noqa: E402
from gametheory_helpers.games.octal_sparse import (  # noqa: E402
    Mask,
    SparseRun,
    choose_mask,
    sparse_values,
)
from gametheory_helpers.widgets.octal_explorer import OctalExplorer  # noqa: E402


def _splits(parsed: octal.OctalCode | None) -> list[int]:
    return [0] if parsed is None else [j for j, d in enumerate(parsed.digits) if d & 4]


def _fits(mask: Mask, two: list[int]) -> bool:
    """The sparse-space condition: two common values always xor to a value rare for the heap."""
    if mask.flip == 0:
        return mask.c0 == 0
    return all(t & 1 == mask.c0 for t in two)


# -- 1. a forced mask must never give wrong values --------------------------------------------


def test_the_reported_mask_is_refused_or_exact():
    parsed = octal.parse_octal("0.6")
    expected = octal.grundy_sequence("0.6", 12)
    try:
        got = sparse_values(parsed, 12, prefix=8, mask=Mask(0, c0=1), accelerate=False)
    except ValueError as error:
        assert "mask" in str(error) and "c0" in str(error)
    else:
        assert got == expected


@pytest.mark.parametrize("accelerate", BACKENDS)
@pytest.mark.parametrize("code", ["0.6", "0.16", "0.07", "4.7", "0.051", "0.4", None])
def test_random_forced_masks_give_the_plain_values_or_are_refused(code, accelerate):
    parsed = None if code is None else octal.parse_octal(code)
    n = 120
    if parsed is None:
        expected = octal.grundys_game_sequence(n)
    else:
        expected = octal.grundy_sequence(code, n, certify_limit=0)
    two = _splits(parsed)
    rng = random.Random(f"masks {code}")
    accepted = 0
    for _ in range(16):
        mask = Mask(rng.randrange(64), rng.randrange(2), rng.randrange(2), rng.random() < 0.5)
        prefix = rng.choice([2, 8, 16, 40])
        if _fits(mask, two):
            got = sparse_values(parsed, n, prefix=prefix, mask=mask, accelerate=accelerate)
            assert got == expected, (code, mask, prefix)
            accepted += 1
        else:
            with pytest.raises(ValueError, match="mask"):
                sparse_values(parsed, n, prefix=prefix, mask=mask, accelerate=accelerate)
    assert accepted >= 3  # the test does compare values, not only refusals


# -- 2. no certificate for a game the Guy-Smith theorem does not cover ------------------------


def test_the_explorer_proves_no_period_for_grundys_game():
    app = OctalExplorer("grundy", n=13)
    app.compute(wait=True)
    assert app.state == "done"
    assert "certified" not in app.verdict and "for every heap" not in app.verdict
    assert "not proved" in app.verdict or "no period" in app.verdict
    assert octal.grundys_game_sequence(14)[13] == 3  # the "period 3 from n = 3" is false


def test_the_sparse_run_certifies_nothing_outside_octal_games():
    grundy = SparseRun(None, accelerate=False)
    grundy.extend(13)
    assert grundy.certify() is None
    unequal = SparseRun(octal.parse_octal("0.4"), unequal=True, accelerate=False)
    unequal.extend(200)
    assert unequal.certify() is None


def test_every_certificate_on_short_codes_holds_far_beyond():
    """Every period certified by a prefix holds on 3 times as many values (checked, not assumed)."""
    rng = random.Random("certificates")
    codes = ["0.07", "0.77", "0.137", "4.7", "0.52", "0.16", "4.07", "0.31", "0.054"]
    codes += [f"{rng.choice('04')}.{rng.randrange(8)}{rng.randrange(8)}{rng.randrange(1, 8)}"
              for _ in range(25)]  # fmt: skip
    for code in codes:
        parsed = octal.parse_octal(code)
        values = octal.grundy_sequence(code, 900, certify_limit=0)
        for size in (40, 120, 250):
            found = octal._certify(values[:size], parsed.max_take)
            if found is None:
                continue
            preperiod, period, bound = found
            assert 2 * max(preperiod, 1) + 2 * period + parsed.max_take <= size
            assert bound == 2 * max(preperiod, 1) + period + parsed.max_take
            assert all(values[i + period] == values[i] for i in range(preperiod, 900 - period))


# -- 3. the length of an octal code is bounded ------------------------------------------------


@pytest.mark.parametrize(
    "call",
    [
        lambda: octal.grundy_sequence("0." + "7" * 10**5, 300),
        lambda: octal.periodicity("0." + "7" * 40, 2000),
        lambda: octal.parse_octal("0." + "0" * 10**6 + "7"),
        lambda: octal.OctalCode((0,) + (7,) * 10**5),
        lambda: octal.octal_game("0." + "7" * 33),
    ],
)
def test_long_codes_are_refused_at_once(call):
    assert_refused(call, "digits", cpu=2)


def test_the_explorer_refuses_a_huge_code_at_once():
    def typed() -> str:
        app = OctalExplorer("0.6", n=1000)
        app.code_input.value = "0." + "0" * 10**6 + "7"
        app.join()
        return app.state + ": " + app.error

    answer = assert_answers(typed, cpu=3)
    assert answer.startswith("error") and "digits" in answer


@pytest.mark.parametrize(
    "code", ["0." + "6" * 32, "4." + "7" * 32, "0." + "0" * 99 + "7", "0.07" + "0" * 36 + "7"]
)
def test_the_longest_codes_answer_quickly_at_the_default_sizes(code):
    # generous limits (a busy 2-core CI machine, numba's first compile): a hang, not a speed test
    assert len(assert_answers(lambda: octal.grundy_sequence(code, 300), cpu=10)) == 300
    report = assert_answers(lambda: str(octal.periodicity(code)), cpu=20)
    assert code in report


def test_bad_octal_code_digits_are_refused():
    with pytest.raises(ValueError, match="digit"):
        octal.OctalCode((0, 8))
    with pytest.raises(ValueError, match="d0"):
        octal.OctalCode((2, 7))
    with pytest.raises(TypeError, match="digits"):
        octal.OctalCode([0, 7])  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="digit"):
        octal.OctalCode((0, True))


# -- 4. position_grundy and sparse_values answer fast or refuse at once ----------------------


def test_position_grundy_of_a_huge_heap_of_an_open_game_answers_or_refuses_fast():
    outcome = limited(lambda: octal.position_grundy("0.007", (10**6,)), cpu=5)
    assert outcome.kind in ("answer", "refusal"), str(outcome)
    if outcome.kind == "refusal":
        assert "heap" in outcome.message and "period" in outcome.message


def test_position_grundy_uses_the_period_for_huge_heaps():
    values = octal.grundy_sequence("0.07", 3000)
    report = octal.periodicity("0.07")
    heap = 10**6
    expected = values[report.preperiod + (heap - report.preperiod) % report.period]
    assert assert_answers(lambda: octal.position_grundy("0.07", (heap, 5)), cpu=3) == (
        expected ^ values[5]
    )
    assert octal.position_grundy("0.007", (100, 37)) == (
        octal.naive_grundy_sequence("0.007", 101)[100]
        ^ octal.naive_grundy_sequence("0.007", 38)[37]
    )


def test_position_grundy_refuses_a_row_of_too_many_heaps():
    assert_refused(lambda: octal.position_grundy("0.77", (3,) * 10**7), "heaps", cpu=3)


@pytest.mark.parametrize(
    "call",
    [
        lambda: sparse_values(octal.parse_octal("0.6"), 10**8, accelerate=False),
        lambda: sparse_values(None, 2**21 + 1, accelerate=False),
        lambda: SparseRun(None, accelerate=False).extend(10**8),
    ],
)
def test_sparse_values_past_the_limit_are_refused_at_once(call):
    assert_refused(call, "too large", cpu=2)


def test_the_documented_limits_keep_two_to_the_21():
    assert octal_sparse.MAX_HEAPS >= 2**21
    stop = threading.Event()
    stop.set()  # accepted, then cancelled at once: nothing is computed
    assert len(SparseRun(None, accelerate=False).extend(2**21, cancel=stop)) == 1


# -- 5. clear refusals instead of crashes -------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "word"),
    [
        (([], [1]), "values"),
        (([0, 2**40], [1]), "values"),
        (([0, 2**70], [1]), "values"),
        (([0, 1, -1], [1]), "values"),
    ],
)
def test_choose_mask_refuses_clearly(args, word):
    assert_refused(lambda: choose_mask(*args), word, cpu=3)


def test_choose_mask_with_large_values_is_quick_and_agrees_with_a_direct_count():
    rng = random.Random("large values")
    values = [rng.randrange(1 << 20) for _ in range(600)]
    mask, rare = assert_answers(lambda: choose_mask(values, [1]), cpu=3)
    tail = range(len(values) // 2, len(values))
    assert rare == sum(mask.is_rare(values[i], i) for i in tail)


@pytest.mark.parametrize(
    ("kwargs", "error"),
    [
        ({"bits": 10**100}, ValueError),
        ({"bits": -1}, ValueError),
        ({"bits": 1.0}, TypeError),
        ({"bits": 1, "flip": 2}, ValueError),
        ({"bits": 1, "c0": -1}, ValueError),
        ({"bits": 1, "c0": True}, TypeError),
        ({"bits": 1, "cofinite": 1}, TypeError),
    ],
)
def test_mask_refuses_wrong_fields(kwargs, error):
    with pytest.raises(error, match="Mask"):
        Mask(**kwargs)


@pytest.mark.parametrize(
    ("n", "error"), [(5.0, TypeError), (None, TypeError), (-1, ValueError), (True, TypeError)]
)
def test_extend_refuses_a_wrong_n(n, error):
    run = SparseRun(None, accelerate=False)
    with pytest.raises(error, match="n"):
        run.extend(n)


@pytest.mark.parametrize(
    ("kwargs", "word"),
    [
        ({"chunk": 0}, "chunk"),
        ({"chunk": 2.5}, "chunk"),
        ({"progress": 3}, "progress"),
        ({"cancel": True}, "cancel"),
    ],
)
def test_extend_refuses_wrong_keywords(kwargs, word):
    run = SparseRun(None, accelerate=False)
    assert_refused(lambda: run.extend(100, **kwargs), word, cpu=3)


@pytest.mark.parametrize(("size", "error"), [(5.0, TypeError), (-1, ValueError)])
def test_certify_refuses_a_wrong_size(size, error):
    run = SparseRun(octal.parse_octal("0.07"), accelerate=False)
    run.extend(300)
    with pytest.raises(error, match="size"):
        run.certify(size)


def test_largest_value_before_a_run_is_a_clear_message():
    app = OctalExplorer("0.6", n=1000)
    with pytest.raises(ValueError, match="Compute"):
        app.largest_value()
    app.compute(wait=True)
    top, first = app.largest_value()
    assert app.values.tolist().index(top) == first


# -- other public functions: huge, bool, float, negative -------------------------------------


@pytest.mark.parametrize(
    ("call", "word"),
    [
        (lambda: octal.parse_octal("0.07").remainders(10**9), "heap"),
        (lambda: octal.parse_octal("0.07").remainders(-1), "heap"),
        (lambda: octal.parse_octal("0.07").remainders(2.0), "heap"),
        (lambda: octal.octal_game("0.77").options((10**9,)), "heap"),
        (lambda: octal.lasker_nim().options((10**9,)), "heap"),
        (lambda: octal.grundys_game().options((10**9,)), "heap"),
        (lambda: octal.periodicity("0.07", True), "limit"),
        (lambda: octal.periodicity("0.6", 10**8), "limit"),
        (lambda: octal.grundy_sequence("0.07", 300, certify_limit=-1), "certify_limit"),
        (lambda: octal.grundy_sequence("0.07", 300, certify_limit=2.0), "certify_limit"),
        (lambda: octal.grundys_game_sequence(10**8, max_heaps=10**9), "max_heaps"),
        (lambda: octal.lasker_nim_grundy(-1), "heap"),
        (lambda: octal.lasker_nim_grundy(2.0), "heap"),
    ],
)
def test_other_public_functions_refuse_clearly(call, word):
    assert_refused(call, word, cpu=3)
