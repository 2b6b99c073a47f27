"""Chapter 5's key: the classic wrong solutions are rejected, the right ones accepted.

Also: the references agree with brute force on the literal games, and the answers of E2 (the
Lasker recurrence) and Q3 (Dawson's chess at n = 5) are not shown before they are asked.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

from practice_catalogue import Attempt, parametrize, verdict

from gametheory_helpers import game_sum, i18n, mex, nim_sum
from gametheory_helpers.games import octal, subtraction
from gametheory_helpers.practice import ch05

ROOT = Path(__file__).resolve().parent.parent

# -- E1 ----------------------------------------------------------------------------------------


def e1_worked(heaps):
    return nim_sum([0, 1, 0, 1, 2][h % 5] for h in heaps) == 0


def e1_table(heaps):  # another right one: tabulate SG from the rule, reduce by the period
    values = [0]
    for x in range(1, 10):
        values.append(mex(values[x - s] for s in (1, 4) if s <= x))
    return nim_sum(values[5 + h % 5] if h >= 5 else values[h] for h in heaps) == 0


def e1_plain_nim(heaps):
    return nim_sum(heaps) == 0


def e1_one_step(heaps):  # forgets the take of 4: SG = h mod 2
    return nim_sum(h % 2 for h in heaps) == 0


def e1_bash(heaps):  # S = {1, 2, 3, 4}: SG = h mod 5
    return nim_sum(h % 5 for h in heaps) == 0


def e1_parity(heaps):
    return sum([0, 1, 0, 1, 2][h % 5] for h in heaps) % 2 == 0


def e1_brute(heaps):
    @cache
    def sg(h):
        return mex(sg(h - s) for s in (1, 4) if s <= h)

    return nim_sum(sg(h) for h in heaps) == 0


# -- E2 ----------------------------------------------------------------------------------------


def _lasker_table(splits=True, use_max=False):
    values = [0]
    for h in range(1, 401):
        options = set(values)
        if splits:
            options |= {values[a] ^ values[h - a] for a in range(1, h // 2 + 1)}
        values.append(max(options) + 1 if use_max else mex(options))
    return values


_RIGHT, _NO_SPLITS, _MAX = _lasker_table(), _lasker_table(splits=False), _lasker_table(use_max=True)


def e2_worked(h):
    return _RIGHT[h]


def e2_formula(h):  # the slides' formula: also right
    if h == 0:
        return 0
    return {1: h, 2: h, 3: h + 1, 0: h - 1}[h % 4]


def e2_no_splits(h):
    return _NO_SPLITS[h]


def e2_max_plus_one(h):
    return _MAX[h]


def e2_swapped_formula(h):  # 4k+3 and 4k+4 swapped back
    return h


def e2_formula_off_by_one(h):  # the blocks taken as 4k..4k+3
    if h == 0:
        return 0
    return {0: h, 1: h, 2: h + 1, 3: h - 1}[h % 4]


# -- E5, E6, E7 --------------------------------------------------------------------------------


def e5_worked(n):
    return "Cici" if n % 3 == 0 else "Kiki"


def e5_table(n):  # another right one: the SG table of the literal rule
    values = [0]
    for x in range(1, n + 1):
        values.append(mex(values[x - 2**k] for k in range(11) if 2**k <= x))
    return "Kiki" if values[n] else "Cici"


def e5_power_of_two(n):
    return "Kiki" if n & (n - 1) == 0 else "Cici"


def e5_parity(n):
    return "Cici" if n % 2 == 0 else "Kiki"


def e5_max_plus_one(n):
    values = [0]
    for x in range(1, n + 1):
        values.append(max(values[x - 2**k] for k in range(11) if 2**k <= x) + 1)
    return "Kiki" if values[n] else "Cici"


def e5_wrong_residue(n):
    return "Cici" if n % 3 == 1 else "Kiki"


_runs: dict = {}


def _stripes_sg(lengths, p, split=True, use_max=False):
    key = (lengths, split, use_max)
    values = _runs.setdefault(key, [0])
    while len(values) <= p:
        x = len(values)
        if split:
            options = {
                values[i] ^ values[x - length - i]
                for length in lengths
                if length <= x
                for i in range(x - length + 1)
            }
        else:
            options = {values[x - length] for length in lengths if length <= x}
        if use_max:
            values.append(max(options) + 1 if options else 0)
        else:
            values.append(mex(options))
    return values[p]


def e6_worked(c, z, n, p):
    return _stripes_sg(tuple(sorted({c, z, n})), p) != 0


def e6_octal(c, z, n, p):  # another right one: the octal code with digit 7 at each length
    code = "0." + "".join("7" if j in (c, z, n) else "0" for j in range(1, max(c, z, n) + 1))
    return octal.grundy_sequence(code, p + 1)[p] != 0


def e6_no_split(c, z, n, p):  # a subtraction game: the stripe only at an end
    return _stripes_sg(tuple(sorted({c, z, n})), p, split=False) != 0


def e6_max_plus_one(c, z, n, p):
    return _stripes_sg(tuple(sorted({c, z, n})), p, use_max=True) != 0


def e6_first_length_only(c, z, n, p):
    return _stripes_sg((c,), p) != 0


def e6_can_lay(c, z, n, p):  # "the first player wins iff a stripe fits"
    return p >= min(c, z, n)


_D07 = octal.grundy_sequence("0.07", 53 + 34)


def _dawson(a):
    return _D07[a] if a < 53 + 34 else _D07[53 + (a - 53) % 34]


def e7_worked(points):
    return "Carol" if nim_sum(_dawson(a) for a in points) else "Dave"


def e7_periodicity(points):  # another right one: ask the package for the certified period
    report = octal.periodicity("0.07")
    start, period = report.preperiod, report.period
    values = octal.grundy_sequence("0.07", start + period)

    def value(a):
        return values[a] if a < start + period else values[start + (a - start) % period]

    return "Carol" if nim_sum(value(a) for a in points) else "Dave"


def e7_plain_nim(points):
    return "Carol" if nim_sum(points) else "Dave"


def e7_kayles(points):  # the wrong octal game
    values = octal.grundy_sequence("0.77", 71 + 12)
    return (
        "Carol"
        if nim_sum(values[a] if a < 83 else values[71 + (a - 71) % 12] for a in points)
        else "Dave"
    )


def e7_no_period(points):  # the table without the period: too slow for 10^9 points
    values = octal.grundy_sequence("0.07", max(points) + 1)
    return "Carol" if nim_sum(values[a] for a in points) else "Dave"


def e7_wrong_period(points):  # reduces modulo 34 from 0, ignoring the preperiod
    return "Carol" if nim_sum(_D07[a % 34] for a in points) else "Dave"


def e7_count_planes(points):
    return "Carol" if sum(1 for a in points if a >= 2) % 2 else "Dave"


RIGHT_CODES = {"A": "0.33", "B": "0.02", "C": "0.7", "D": "0.606"}


# the answer dict of the English edition before the keys became labels (issue #38)
OLD_ENGLISH_KEYS = {
    "take 1 or 2 from a heap, no splitting": "0.33",
    "take exactly 2, never a whole heap, no splitting": "0.02",
    "take 1 leaving 0, 1 or 2 heaps": "0.7",
    "take 1 or 3, never a whole heap, splitting allowed": "0.606",
}


def _codes(drop="", **changes):
    return {**{k: v for k, v in RIGHT_CODES.items() if k not in drop}, **changes}


CATALOGUE = [
    Attempt("E1", "worked solution", e1_worked, True),
    Attempt("E1", "table from the rule", e1_table, True),
    Attempt("E1", "plain xor of the heaps (Nim)", e1_plain_nim),
    Attempt("E1", "forgets the take of 4", e1_one_step),
    Attempt("E1", "h mod 5 (Bash's rule)", e1_bash),
    Attempt("E1", "sum of the values mod 2", e1_parity),
    Attempt("E1", "memoised recursion on huge heaps", e1_brute),
    Attempt("E2", "worked recurrence", e2_worked, True),
    Attempt("E2", "the slides' formula", e2_formula, True),
    Attempt("E2", "forgets the split moves", e2_no_splits),
    Attempt("E2", "mex computed as max + 1", e2_max_plus_one),
    Attempt("E2", "SG(h) = h", e2_swapped_formula),
    Attempt("E2", "formula with the wrong blocks", e2_formula_off_by_one),
    Attempt("E3", "right codes", RIGHT_CODES, True),
    Attempt("E3", "trailing zero", _codes(A="0.330"), True),
    Attempt("E3", "7 for take 1 or 2", _codes(A="0.77")),
    Attempt("E3", "whole heap allowed", _codes(B="0.03")),
    Attempt("E3", "forgets the take of 3", _codes(D="0.6")),
    Attempt("E3", "splitting as 2", _codes(C="0.3")),
    Attempt("E3", "a number, not a string", _codes(A=0.33)),
    Attempt("E3", "the old English sentences as keys", OLD_ENGLISH_KEYS),
    Attempt("E3", "a lower-case label", _codes(drop="A", a="0.33")),
    Attempt("E3", "a rule left out", _codes(drop="C")),
    Attempt("E4", "5", 5, True),
    Attempt("E4", "the sum 6 + 3", 9),
    Attempt("E4", "Nim heaps 11 xor 12", 7),
    Attempt("E4", "only the Kayles row", 6),
    Attempt("E4", "only the heap", 3),
    Attempt("E5", "worked: n mod 3", e5_worked, True),
    Attempt("E5", "SG table", e5_table, True),
    Attempt("E5", "powers of two", e5_power_of_two),
    Attempt("E5", "parity", e5_parity),
    Attempt("E5", "mex as max + 1", e5_max_plus_one),
    Attempt("E5", "n mod 3 == 1", e5_wrong_residue),
    Attempt("E6", "worked multi-SG table", e6_worked, True),
    Attempt("E6", "octal code with digits 7", e6_octal, True),
    Attempt("E6", "forgets the split (subtraction game)", e6_no_split),
    Attempt("E6", "mex as max + 1", e6_max_plus_one),
    Attempt("E6", "only the first length", e6_first_length_only),
    Attempt("E6", "wins iff a stripe fits", e6_can_lay),
    Attempt("E7", "worked: period of 0.07", e7_worked, True),
    Attempt("E7", "periodicity() at run time", e7_periodicity, True),
    Attempt("E7", "plain xor of the point counts", e7_plain_nim),
    Attempt("E7", "Kayles values", e7_kayles),
    Attempt("E7", "table without the period", e7_no_period),
    Attempt("E7", "period without the preperiod", e7_wrong_period),
    Attempt("E7", "parity of the planes", e7_count_planes),
    Attempt("Q1", "SG 2, N, x + *2 is P", {0, 1, 3}, True),
    Attempt("Q1", "mex as max + 1", {1, 3, 5}),
    Attempt("Q1", "x + x is N too", {0, 1, 3, 4}),
    Attempt("Q1", "forgets x + *2", {0, 1}),
    Attempt("Q2", "the induction", 0, True),
    Attempt("Q2", "step 1", 1),
    Attempt("Q2", "step 2", 2),
    Attempt("Q2", "nowhere", 3),
    Attempt("Q3", "3", "3", True),
    Attempt("Q3", "Dawson's Kayles at 5 (the shift forgotten)", "0"),
    Attempt("Q3", "Kayles at 5", "4"),
    Attempt("Q3", "the heap size", "5"),
    Attempt("Q4", "copying, and finite play", {0, 1}, True),
    Attempt("Q4", "only copying", {0}),
    Attempt("Q4", "only for P-positions", {0, 1, 2}),
    Attempt("Q4", "no move", {3}),
]


@parametrize(CATALOGUE)
def test_catalogue(attempt):
    feedback = verdict(ch05, attempt)
    assert bool(feedback) == attempt.accepted, feedback


def test_every_exercise_has_three_wrong_and_two_right_solutions():
    for exercise in ("E1", "E2", "E3", "E5", "E6", "E7"):
        entries = [a for a in CATALOGUE if a.exercise == exercise]
        assert sum(not a.accepted for a in entries) >= 3
        assert sum(a.accepted for a in entries) >= 2


def test_checkers_never_raise():
    for name in ("E1", "E2", "E3", "E4", "E5", "E6", "E7"):
        for junk in (None, 7, "x", lambda *args: 1 / 0):
            assert not ch05.CHECKS[name](junk)


def test_references_agree_with_brute_force():
    game = subtraction.subtraction_game({1, 4})
    pair = game_sum(game, game)
    for a in range(15):
        for b in range(15):
            assert ch05.e1_reference((a, b)) == (pair.outcome((a, b)) == "P")
    lasker = octal.lasker_nim()
    assert [ch05.e2_reference(h) for h in range(14)] == [
        lasker.grundy((h,) if h else ()) for h in range(14)
    ]
    for n in range(1, 60):
        assert ch05.e5_reference(n) == e5_table(n)
    for triple in ((1, 5, 1), (2, 3, 7), (2, 2, 2)):
        for p in range(0, 60):
            assert ch05.e6_reference(*triple, p) == e6_worked(*triple, p)
    rows = octal.octal_game("0.07")
    for points in ([3, 5], [4, 4, 4], [9, 1], [2, 6, 7]):
        assert ch05.e7_reference(points) == (
            "Carol" if rows.outcome(tuple(sorted(points))) == "N" else "Dave"
        )
    assert ch05.E4_ANSWER == 5 and ch05.Q3.check("3")


def _cells():
    path = ROOT / "notebooks" / "05_sprague_grundy.ipynb"
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def test_the_lasker_recurrence_and_dawsons_values_are_not_shown_before_they_are_asked():
    cells = _cells()
    text = ["".join(c["source"]) + json.dumps(c.get("outputs", [])) for c in cells]
    e2 = next(i for i, t in enumerate(text) if "practice.check_e2(" in t)
    q3 = next(i for i, t in enumerate(text) if "practice.Q3" in t)
    assert not any("recurrence[a] ^ recurrence[h - a]" in t for t in text[:e2])
    assert not any("[0, 1, 1, 2, 0, 3" in t for t in text[:q3])


# -- E3: labels, not sentences, as keys (issue #38) ------------------------------------------


def _e3_options(label, n):
    """The literal moves of E3's rule ``label`` from a heap of ``n``: tuples of heaps left."""
    takes, whole, split = {
        "A": ((1, 2), True, False),
        "B": ((2,), False, False),
        "C": ((1,), True, True),
        "D": ((1, 3), False, True),
    }[label]
    for k in takes:
        rest = n - k
        if rest == 0 and whole:
            yield ()
        if rest >= 1:
            yield (rest,)
        if split:
            yield from ((a, rest - a) for a in range(1, rest // 2 + 1))


def test_e3_codes_are_the_rules_by_brute_force():
    for label, code in ch05.E3_RULES.items():
        values = []
        for n in range(40):
            options = set()
            for heaps in _e3_options(label, n):
                value = 0
                for h in heaps:
                    value ^= values[h]
                options.add(value)
            values.append(next(v for v in range(n + 2) if v not in options))
        assert values == octal.grundy_sequence(code, 40), label


def test_e3_keys_are_the_same_in_both_editions():
    assert list(ch05.E3_RULES) == ["A", "B", "C", "D"]
    for language in ("en", "zh"):
        path = ROOT / "notebooks" / ("zh/" if language == "zh" else "") / "05_sprague_grundy.ipynb"
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        exercise = next(c for c in cells if "practice.check_e3(my_codes)" in "".join(c["source"]))
        source = "".join(exercise["source"])
        assert re.findall(r'"([^"]*)"', source) == ["A", "B", "C", "D"], source


def test_e3_exercise_states_each_rule_as_the_checker_names_it():
    """The exercise's list (both editions) gives each label the rule the checker names."""
    before = i18n.get_language()
    try:
        for language, folder in (("en", ""), ("zh", "zh/")):
            i18n.set_language(language)
            path = ROOT / "notebooks" / folder / "05_sprague_grundy.ipynb"
            cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
            prompt = next(c for c in cells if c["id"] == "ee3d4095")
            lines = "".join(prompt["source"]).splitlines()
            for label, rule in ch05.E3_RULE_TEXT.items():
                assert any(
                    line.startswith(f"- **{label}**") and i18n._(rule) in line for line in lines
                ), (language, label)
    finally:
        i18n.set_language(before)


def test_e3_feedback_is_chinese_under_zh():
    before = i18n.get_language()
    i18n.set_language("zh")
    try:
        wrong = ch05.check_e3(_codes(D="0.6")).message
        missing = ch05.check_e3(_codes(B=...)).message
        unknown = ch05.check_e3(OLD_ENGLISH_KEYS).message
        number = ch05.check_e3(_codes(A=0.33)).message
        right = ch05.check_e3(RIGHT_CODES).message
    finally:
        i18n.set_language(before)
    assert "'0.6' 不是规则 D（取 1 或 3 个，不能取整堆，可以分堆）的八进制编码" in wrong
    assert missing == "尚未作答：规则 B（恰好取 2 个，不能取整堆，不分堆）还没有填写八进制编码。"
    assert unknown.endswith("不是规则的标号：标号为 A 到 D。"), unknown
    assert "规则 A（从一堆中取 1 或 2 个，不分堆）" in number
    assert right == "4 个八进制编码全部正确。"
    for message in (wrong, missing, number, right):
        assert not re.search(r"[A-Za-z]{3}", message), message
