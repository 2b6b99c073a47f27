"""Chapter 05: octal games, Lasker's Nim, Grundy's game against brute force and published values."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gametheory_helpers import mex
from gametheory_helpers.games import octal

# -- published values (never computed by the code under test) ---------------------------

# OEIS A002186, Sprague-Grundy values for Kayles (octal game .77), n = 0..104.
KAYLES_A002186 = [
    0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4,
    7, 2, 1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7,
    4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4,
    7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1,
]  # fmt: skip
# OEIS A002187, Sprague-Grundy values for Dawson's chess (octal game .137), n = 0..50.
# The same entry: "Octal game .07 (Dawson's Kayles) has values a(n-1)"; "period 34 with the
# only exceptions at n = 0, 14, 16, 17, 31, 34 and 51".
DAWSON_A002187 = [
    0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4,
    5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5,
]  # fmt: skip
# OEIS A002188, Sprague-Grundy values for Grundy's game, n = 0..33.
GRUNDY_A002188 = [
    0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2,
    3, 1, 2, 4,
]  # fmt: skip


def test_kayles_matches_oeis():
    assert octal.grundy_sequence("0.77", len(KAYLES_A002186)) == KAYLES_A002186


def test_dawson_chess_and_dawsons_kayles_match_oeis():
    assert octal.grundy_sequence("0.137", len(DAWSON_A002187)) == DAWSON_A002187
    # Dawson's Kayles 0.07 has values a(n - 1)
    assert octal.grundy_sequence("0.07", len(DAWSON_A002187) + 1)[1:] == DAWSON_A002187


def test_grundys_game_matches_oeis():
    assert octal.grundys_game_sequence(len(GRUNDY_A002188)) == GRUNDY_A002188
    game = octal.grundys_game()
    assert [game.grundy((n,)) for n in range(16)] == GRUNDY_A002188[:16]


# -- periodicity certificates -------------------------------------------------------------


def test_kayles_certifies_period_12_from_71():
    # A002186: "From n=71 on, the sequence is periodic with period 12."
    report = octal.periodicity("0.77")
    assert (report.certified, report.preperiod, report.period) == (True, 71, 12)
    assert report.bound == 2 * 71 + 12 + 2
    assert "period 12" in str(report)


def test_dawsons_kayles_certifies_period_34():
    # A002187 (0.137): last exception n = 51, so periodic from 52; 0.07 is shifted by one.
    chess = octal.periodicity("0.137")
    assert (chess.certified, chess.preperiod, chess.period) == (True, 52, 34)
    kayles = octal.periodicity("0.07")
    assert (kayles.certified, kayles.preperiod, kayles.period) == (True, 53, 34)


def test_treblecross_is_not_certified():
    # 0.007 (Treblecross) is one of the unsolved octal games (Flammenkamp's tables):
    # no period is known, so none may be reported.
    report = octal.periodicity("0.007", limit=3000)
    assert not report.certified
    assert report.period is None
    assert "no period certified" in str(report)


def test_extension_by_periodicity_agrees_with_computing():
    long = octal.grundy_sequence("0.77", 5000)
    assert long == octal.grundy_sequence("0.77", 5000, certify_limit=0)
    huge = octal.grundy_sequence("0.77", 10**6)
    assert len(huge) == 10**6
    assert huge[: len(KAYLES_A002186)] == KAYLES_A002186
    assert all(huge[n] == huge[n - 12] for n in range(71 + 12, 10**6, 997))


def test_a_certificate_is_never_wrong_on_random_codes():
    rng = random.Random(2026)
    for _ in range(12):
        code = "0." + "".join(str(rng.randrange(8)) for _ in range(rng.randint(1, 3)))
        report = octal.periodicity(code, limit=600)
        if report.certified:
            values = octal.grundy_sequence(code, 1500, certify_limit=0)
            p, e = report.period, report.preperiod
            assert all(values[n + p] == values[n] for n in range(e, 1500 - p)), code


# -- fast engine == naive recurrence == literal game ---------------------------------------

ALL_CODES = [
    f"{d0}." + "".join(map(str, digits))
    for d0 in (0, 4)
    for k in (1, 2, 3)
    for digits in itertools.product(range(8), repeat=k)
]
FIXED_CODES = ["0.77", "0.07", "0.137", "4.7", "0.007", "0.6", "0.51", "4.0", "0.11337", "0.3"]


@pytest.mark.parametrize("code", FIXED_CODES + random.Random(113).sample(ALL_CODES, 8))
def test_fast_equals_naive_recurrence_to_300(code):
    fast = octal.grundy_sequence(code, 300, certify_limit=0)
    assert fast == octal.naive_grundy_sequence(code, 300)
    assert octal.grundy_sequence(code, 300) == fast
    # and the literal game on whole rows of heaps, where the search stays small
    game = octal.octal_game(code)
    assert [game.grundy((n,) if n else ()) for n in range(8)] == fast[:8]
    assert game.grundy((2, 5)) == fast[2] ^ fast[5]


@pytest.mark.parametrize("code", ["0.77", "0.07", "0.137", "4.7", "0.6", "0.15"])
def test_fast_equals_the_literal_game_on_heap_tuples(code):
    game = octal.octal_game(code)
    values = octal.grundy_sequence(code, 10)
    assert [game.grundy((n,) if n else ()) for n in range(10)] == values
    for heaps in [(1, 2), (3, 4), (2, 2, 5), (1, 3, 5)]:
        expected = 0
        for h in heaps:
            expected ^= values[h]
        assert game.grundy(heaps) == expected


def test_grundys_game_fast_equals_recurrence():
    n = 600
    values = [0] * n
    for h in range(n):
        values[h] = mex(values[a] ^ values[h - a] for a in range(1, (h + 1) // 2))
    assert octal.grundys_game_sequence(n) == values


# -- Lasker's Nim ---------------------------------------------------------------------------


def test_lasker_formula_matches_seed_table():
    # the slides: SG(0..3) = 0, 1, 2, 4
    assert [octal.lasker_nim_grundy(h) for h in range(4)] == [0, 1, 2, 4]


def test_lasker_formula_equals_recurrence_to_1000():
    values = [0] * 1001
    for h in range(1, 1001):
        options = set(values[:h])
        options |= {values[a] ^ values[h - a] for a in range(1, h // 2 + 1)}
        values[h] = mex(options)
    assert [octal.lasker_nim_grundy(h) for h in range(1001)] == values


def test_lasker_formula_equals_the_literal_game():
    game = octal.lasker_nim()
    assert [game.grundy((h,) if h else ()) for h in range(11)] == [
        octal.lasker_nim_grundy(h) for h in range(11)
    ]
    assert game.grundy((3, 4, 5)) == 4 ^ 3 ^ 5


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=10**40))
def test_lasker_formula_big_heaps(h):
    g = octal.lasker_nim_grundy(h)
    if h == 0:
        assert g == 0
    else:  # 4k+1 -> 4k+1, 4k+2 -> 4k+2, 4k+3 -> 4k+4, 4k+4 -> 4k+3
        assert g == {1: h, 2: h, 3: h + 1, 0: h - 1}[h % 4]


# -- errors -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "code, fragment",
    [
        ("0.8", "8 is not an octal digit"),
        ("077", "d0.d1d2"),
        ("2.7", "must be 0 or 4"),
        ("0.", "no digits after the point"),
        ("00.7", "only one digit"),
    ],
)
def test_malformed_codes_are_rejected(code, fragment):
    with pytest.raises(ValueError, match=fragment):
        octal.parse_octal(code)


def test_bad_types_and_sizes():
    with pytest.raises(TypeError, match="string"):
        octal.parse_octal(0.77)
    with pytest.raises(ValueError, match="at least 0"):
        octal.grundy_sequence("0.77", -1)
    with pytest.raises(TypeError, match="tuple of heap sizes"):
        octal.octal_game("0.77").grundy(5)
    with pytest.raises(ValueError, match="at least 0"):
        octal.octal_game("0.77").grundy((3, -1))
    with pytest.raises(TypeError, match="integer"):
        octal.lasker_nim_grundy(2.5)


@settings(max_examples=80, deadline=None)
@given(
    st.sampled_from(["0.77", "0.137", "0.07", "4.7", "0.51"]),
    st.lists(st.integers(0, 9), max_size=3).map(lambda heaps: tuple(sorted(heaps))),
)
def test_a_rows_value_is_the_brute_force_of_the_literal_game(code, heaps):
    assert octal.position_grundy(code, heaps) == octal.octal_game(code).grundy(heaps)


def test_a_rows_value_for_large_heaps_and_bad_rows():
    values = octal.naive_grundy_sequence("0.77", 300)
    assert octal.position_grundy("0.77", (250, 299, 7)) == values[250] ^ values[299] ^ values[7]
    with pytest.raises(ValueError, match="too large"):
        octal.position_grundy("0.77", (10**6 + 1,))
    with pytest.raises(TypeError, match="tuple of heap sizes"):
        octal.position_grundy("0.77", [3, 4])


# -- Dawson's chess on the literal 3 x n board ------------------------------------------


def test_literal_dawson_chess_has_the_outcomes_of_0_137():
    from gametheory_helpers.games import dawson

    game = dawson.dawson_chess_game()
    literal = ["N" if game.outcome(dawson.start_position(n)) == "N" else "P" for n in range(1, 10)]
    published = ["N" if DAWSON_A002187[n] else "P" for n in range(1, 10)]
    assert literal == published == list("NNNPNNNPN")


def test_dawson_chess_moves_follow_the_chess_rules():
    from gametheory_helpers.games import dawson

    game = dawson.dawson_chess_game()
    # opening of 3 columns: one push per column, nothing else (no double step)
    assert len(game.options(dawson.start_position(3))) == 3
    # after a push into the middle the opponent MUST capture: two captures, no pushes
    after_push = ("MMM", ".O.", "O.O")  # seen from Black: White's pawn stands in column 1
    # Black takes from column 0 or 2; the board is then shown from White's side
    assert game.options(after_push) == [("M.M", ".O.", ".OO"), ("M.M", ".O.", "OO.")]
    # and White must recapture (two ways), although pushes exist too
    assert game.options(("M.M", ".O.", ".OO")) == [(".MM", ".O.", "..O"), (".MM", ".O.", "O..")]
    # a pawn on the far row cannot move, and blocked pawns cannot push
    assert game.options(("...", "...", "M..")) == []
    assert game.options(("M", "O", ".")) == []


def test_dawson_start_position_rejects_bad_sizes():
    from gametheory_helpers.games import dawson

    with pytest.raises(ValueError, match="n"):
        dawson.start_position(0)
    with pytest.raises(ValueError, match="too large"):
        dawson.start_position(13)
    with pytest.raises(TypeError):
        dawson.start_position("3")
