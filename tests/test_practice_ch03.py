"""Chapter 3's key: the classic wrong solutions are rejected, the right ones accepted.

Also: the references agree with brute force, the 95 differences at which a ``double`` golden
ratio fails are all in the cases, the contest program shown in E1's worked solution is right for
every input POJ1067 allows (and the float program the chapter warns about is not), and the
judge demonstration uses a problem that is no exercise.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from decimal import Decimal, localcontext
from math import isqrt
from pathlib import Path

import pytest
from practice_catalogue import Attempt, parametrize, verdict

from gametheory_helpers import Game
from gametheory_helpers.games.wythoff import p_position, p_positions_by_mex, wythoff
from gametheory_helpers.numbers import floor_mul_phi
from gametheory_helpers.practice import ch03

ROOT = Path(__file__).resolve().parent.parent
PHI_DOUBLE = (1 + 5**0.5) / 2


def _floor_phi(n):
    return (n + isqrt(5 * n * n)) // 2


# -- E1 ----------------------------------------------------------------------------------------


def e1_worked(a, b):
    a, b = min(a, b), max(a, b)
    k = b - a
    return 0 if a == (k + isqrt(5 * k * k)) // 2 else 1


def e1_decimal(a, b):  # another right one: 120 significant digits are enough for these sizes
    with localcontext() as context:  # getcontext() would leak into later tests
        context.prec = 120
        a, b = min(a, b), max(a, b)
        phi = (1 + Decimal(5).sqrt()) / 2
        return 0 if a == int((b - a) * phi) else 1


def e1_float(a, b):
    a, b = min(a, b), max(a, b)
    return 0 if a == int((b - a) * PHI_DOUBLE) else 1


def e1_float_unsorted(a, b):
    return 0 if a == int((b - a) * PHI_DOUBLE) else 1


def e1_exact_unsorted(a, b):
    k = b - a
    return 0 if k >= 0 and a == _floor_phi(k) else 1


def e1_1618(a, b):
    a, b = min(a, b), max(a, b)
    return 0 if a == int((b - a) * 1.618) else 1


def _wrap64(x):
    x &= (1 << 64) - 1
    return x - (1 << 64) if x >= 1 << 63 else x


def e1_int64(a, b):  # C++ long long: 5 * k * k and the squares of the trial roots wrap around
    a, b = min(a, b), max(a, b)
    k = b - a
    n = _wrap64(5 * _wrap64(k * k))
    r, bit = 0, 1 << 31
    while bit:
        if _wrap64((r + bit) * (r + bit)) <= n:
            r += bit
        bit >>= 1
    return 0 if a == _wrap64(k + r) // 2 else 1


def e1_int32(a, b):  # 32-bit int arithmetic for 5 * k * k
    a, b = min(a, b), max(a, b)
    k = b - a
    n = (5 * k * k) & 0xFFFFFFFF
    return 0 if a == (k + isqrt(n)) // 2 else 1


def e1_swapped_roles(a, b):  # the study notes' slip: floor(k phi^2) for the smaller heap
    a, b = min(a, b), max(a, b)
    k = b - a
    return 0 if a == _floor_phi(k) + k else 1


def e1_brute(a, b):  # the mex table up to the larger heap: fine for small heaps only
    table = p_positions_by_mex(max(a, b) + 1)
    return 0 if tuple(sorted((a, b))) in table else 1


# -- E2 ----------------------------------------------------------------------------------------


def e2_worked(m):
    n = m + 1
    j = (isqrt(5 * n * n) - n) // 2
    if (j + isqrt(5 * j * j)) // 2 == m:
        return m + j
    return j


def e2_by_difference(m):  # another right one: m is a_k or b_k; try the k that would fit
    with localcontext() as context:  # getcontext() would leak into later tests
        context.prec = 120
        phi = (1 + Decimal(5).sqrt()) / 2
        k = int(Decimal(m + 1) / phi)  # the candidate index of m as an a
        if _floor_phi(k) == m:
            return m + k
        k = int(Decimal(m + 1) / (phi + 1))  # then m = b_k
        while _floor_phi(k) + k < m:
            k += 1
        return _floor_phi(k)


def e2_float(m):
    j = int((m + 1) / PHI_DOUBLE)
    if int(j * PHI_DOUBLE) == m:
        return m + j
    return j


def e2_article_test(m):  # the article: j = [m (sqrt 5 - 1) / 2], then m = a_(j+1), always
    j = (isqrt(5 * m * m) - m) // 2
    if _floor_phi(j) == m:
        return m + j
    return m + j + 1


def e2_off_by_one(m):  # counts the a_n < m instead of <= m
    j = (isqrt(5 * m * m) - m) // 2
    if _floor_phi(j) == m:
        return m + j
    return j


def e2_brute(m):
    for a, b in p_positions_by_mex(m + 2):
        if m in (a, b):
            return b if m == a else a
    return None


# -- E3 ----------------------------------------------------------------------------------------


def e3_worked(a, b):
    a, b = min(a, b), max(a, b)
    moves = set()
    k = b - a
    if a > _floor_phi(k):
        moves.add((_floor_phi(k), _floor_phi(k) + k))
    for keep, other in ((a, b), (b, a)):
        mate = 0 if keep == 0 else e2_worked(keep)
        if mate < other:
            moves.add(tuple(sorted((keep, mate))))
    return sorted(moves)


def e3_by_package(a, b):  # another right one, from the chapter's functions
    from gametheory_helpers.games.wythoff import winning_moves

    return sorted({tuple(sorted(move)) for move in winning_moves(a, b)})


def e3_no_diagonal(a, b):
    return [move for move in e3_worked(a, b) if move[1] - move[0] != abs(b - a)]


def e3_larger_heap_only(a, b):  # lowers only the larger heap
    a, b = min(a, b), max(a, b)
    moves = set()
    k = b - a
    if a > _floor_phi(k):
        moves.add((_floor_phi(k), _floor_phi(k) + k))
    mate = 0 if a == 0 else e2_worked(a)
    if mate < b:
        moves.add(tuple(sorted((a, mate))))
    return sorted(moves)


def e3_duplicates(a, b):  # a list, not a set: (x, x) gives the same pair twice
    a, b = min(a, b), max(a, b)
    moves = []
    k = b - a
    if a > _floor_phi(k):
        moves.append((_floor_phi(k), _floor_phi(k) + k))
    for keep, other in ((a, b), (b, a)):
        mate = 0 if keep == 0 else e2_worked(keep)
        if mate < other:
            moves.append(tuple(sorted((keep, mate))))
    return sorted(moves)


def e3_float(a, b):
    a, b = min(a, b), max(a, b)
    moves = set()
    k = b - a
    ak = int(k * PHI_DOUBLE)
    if a > ak:
        moves.add((ak, ak + k))
    for keep, other in ((a, b), (b, a)):
        mate = 0 if keep == 0 else e2_float(keep)
        if mate < other:
            moves.add(tuple(sorted((keep, mate))))
    return sorted(moves)


def e3_any_mate(a, b):  # forgets that the moving heap must be larger than the target
    a, b = min(a, b), max(a, b)
    moves = set()
    k = b - a
    if a > _floor_phi(k):
        moves.add((_floor_phi(k), _floor_phi(k) + k))
    for keep in (a, b):
        mate = 0 if keep == 0 else e2_worked(keep)
        moves.add(tuple(sorted((keep, mate))))
    return sorted(moves)


# -- E5 · misère Wythoff --------------------------------------------------------------------------


def e5_worked(a, b):
    a, b = min(a, b), max(a, b)
    if b <= 2:
        return 0 if (a, b) in ((0, 1), (2, 2)) else 1
    k = b - a
    return 0 if a == (k + isqrt(5 * k * k)) // 2 else 1


def e5_by_shifted_table(a, b):  # another right one: the normal pairs, with k = 0, 1 replaced
    a, b = min(a, b), max(a, b)
    return 0 if (a, b) in ((0, 1), (2, 2)) or (b - a >= 2 and e1_worked(a, b) == 0) else 1


def e5_normal_play(a, b):  # the answer of E1: forgets that the last stone now loses
    return e1_worked(a, b)


def e5_swapped(a, b):  # "misère swaps the winner"
    return 1 - e1_worked(a, b)


def e5_only_01(a, b):  # patches (0, 1) and (0, 0) but not (1, 2) -> (2, 2)
    a, b = min(a, b), max(a, b)
    if (a, b) in ((0, 0), (0, 1)):
        return 1 if (a, b) == (0, 0) else 0
    return e1_worked(a, b)


def e5_nim_misere_rule(a, b):  # misère Nim's rule for heaps of 1, else normal play
    if max(a, b) <= 1:
        return 0 if (a + b) % 2 == 1 else 1
    return e1_worked(a, b)


def e5_float(a, b):
    a, b = min(a, b), max(a, b)
    if b <= 2:
        return 0 if (a, b) in ((0, 1), (2, 2)) else 1
    return 0 if a == int((b - a) * PHI_DOUBLE) else 1


# -- E6 · Wythoff with a tolerance t -----------------------------------------------------------


def e6_worked(a, b, t):
    a, b = min(a, b), max(a, b)
    k, rest = divmod(b - a, t)
    return 0 if rest == 0 and a == (k * (2 - t) + isqrt(k * k * (t * t + 4))) // 2 else 1


def e6_decimal(a, b, t):  # another right one: alpha_t with 150 digits
    with localcontext() as context:  # getcontext() would leak into later tests
        context.prec = 150
        a, b = min(a, b), max(a, b)
        k, rest = divmod(b - a, t)
        alpha = (2 - t + Decimal(t * t + 4).sqrt()) / 2
        return 0 if rest == 0 and a == int(k * alpha) else 1


def e6_t_plus_one(a, b, t):  # reads "differ by less than t + 1": the rule of tolerance t + 1
    return e6_worked(a, b, t + 1)


def e6_ignores_t(a, b, t):  # plain Wythoff whatever t is
    return e1_worked(a, b)


def e6_phi_with_tk(a, b, t):  # b_k = a_k + t k, but a_k = floor(k phi) as in Wythoff's game
    a, b = min(a, b), max(a, b)
    k, rest = divmod(b - a, t)
    return 0 if rest == 0 and a == _floor_phi(k) else 1


def e6_float(a, b, t):  # alpha_t in double
    a, b = min(a, b), max(a, b)
    k, rest = divmod(b - a, t)
    return 0 if rest == 0 and a == int(k * (2 - t + (t * t + 4) ** 0.5) / 2) else 1


def e6_mex_table(a, b, t):  # the mex rule, built up to max(a, b): a brute force
    a, b = min(a, b), max(a, b)
    used, k = set(), 0
    while True:
        x = 0
        while x in used:
            x += 1
        if x > b:
            return 1
        if (x, x + t * k) == (a, b):
            return 0
        used |= {x, x + t * k}
        k += 1


CATALOGUE = [
    Attempt("E1", "worked solution (isqrt)", e1_worked, True),
    Attempt("E1", "Decimal with 120 digits", e1_decimal, True),
    Attempt("E1", "double phi", e1_float),
    Attempt("E1", "double phi, heaps not sorted", e1_float_unsorted),
    Attempt("E1", "exact, heaps not sorted", e1_exact_unsorted),
    Attempt("E1", "phi = 1.618", e1_1618),
    Attempt("E1", "64-bit long long overflow", e1_int64),
    Attempt("E1", "32-bit overflow of 5k^2", e1_int32),
    Attempt("E1", "study notes' slip: floor(k phi^2)", e1_swapped_roles),
    Attempt("E1", "mex table brute force", e1_brute),
    Attempt("E2", "worked solution", e2_worked, True),
    Attempt("E2", "Decimal index, then search", e2_by_difference, True),
    Attempt("E2", "double phi", e2_float),
    Attempt("E2", "article's test: always a_(j+1)", e2_article_test),
    Attempt("E2", "off by one: counts a_n < m", e2_off_by_one),
    Attempt("E2", "mex table brute force", e2_brute),
    Attempt("E3", "worked solution", e3_worked, True),
    Attempt("E3", "from winning_moves", e3_by_package, True),
    Attempt("E3", "forgets the diagonal move", e3_no_diagonal),
    Attempt("E3", "lowers only the larger heap", e3_larger_heap_only),
    Attempt("E3", "duplicates from (x, x)", e3_duplicates),
    Attempt("E3", "double phi", e3_float),
    Attempt("E3", "moves that add stones", e3_any_mate),
    Attempt("E4", "3", 3, True),
    Attempt("E4", "2 (one per heap)", 2),
    Attempt("E4", "6 (both orders of each kind)", 6),
    Attempt("E4", "1", 1),
    Attempt("E5", "worked solution", e5_worked, True),
    Attempt("E5", "normal pairs, k = 0, 1 replaced", e5_by_shifted_table, True),
    Attempt("E5", "normal play (E1's answer)", e5_normal_play),
    Attempt("E5", "swaps the winner of normal play", e5_swapped),
    Attempt("E5", "patches (0, 1) but not (2, 2)", e5_only_01),
    Attempt("E5", "misère Nim's rule for heaps of 1", e5_nim_misere_rule),
    Attempt("E5", "double phi", e5_float),
    Attempt("E6", "worked solution (isqrt)", e6_worked, True),
    Attempt("E6", "Decimal alpha with 150 digits", e6_decimal, True),
    Attempt("E6", "off by one: tolerance t + 1", e6_t_plus_one),
    Attempt("E6", "ignores t: plain Wythoff", e6_ignores_t),
    Attempt("E6", "b = a + t k with a_k = floor(k phi)", e6_phi_with_tk),
    Attempt("E6", "double alpha", e6_float),
    Attempt("E6", "mex table brute force", e6_mex_table, slow=True),
    Attempt("Q1", "sqrt 2 and phi", {0, 1}, True),
    Attempt("Q1", "only sqrt 2", {0}),
    Attempt("Q1", "3/2 too", {0, 1, 2}),
    Attempt("Q1", "phi and sqrt 3", {1, 3}),
    Attempt("Q2", "rule 3", 2, True),
    Attempt("Q2", "rule 1", 0),
    Attempt("Q2", "rule 2", 1),
]


@parametrize(CATALOGUE)
def test_catalogue(attempt):
    feedback = verdict(ch03, attempt)
    assert bool(feedback) == attempt.accepted, feedback


def test_every_exercise_has_three_wrong_and_two_right_solutions():
    for exercise in ("E1", "E2", "E3", "E5", "E6"):
        entries = [a for a in CATALOGUE if a.exercise == exercise]
        assert sum(not a.accepted for a in entries) >= 3
        assert sum(a.accepted for a in entries) >= 2


def test_checkers_never_raise_and_are_quick():
    import time

    for name in ("E1", "E2", "E3", "E4", "E5", "E6"):
        for junk in (None, 7, "x", lambda *args: 1 / 0):
            assert not ch03.CHECKS[name](junk)
    for check, solution in ((ch03.check_e1, e1_worked), (ch03.check_e2, e2_worked)):
        start = time.process_time()  # CPU seconds, not wall clock
        assert check(solution)
        assert time.process_time() - start < 2


def test_references_agree_with_brute_force():
    game = wythoff()
    for a in range(30):
        for b in range(30):
            assert ch03.e1_reference(a, b) == (0 if game.outcome((a, b)) == "P" else 1)
            winning = sorted({tuple(sorted(t)) for t in game.winning_moves((a, b))})
            assert ch03.e3_reference(a, b) == winning  # every move a message names really wins
    for a, b in p_positions_by_mex(400)[1:]:
        assert ch03.e2_reference(a) == b and ch03.e2_reference(b) == a


def test_misere_and_tolerance_references_agree_with_the_engine():
    """E5 and E6 against games built from the rules alone with the engine's ``Game``."""
    game = wythoff()
    # misère: a move to (0, 0) loses at once, so it is never a winning move; forbidding it turns
    # misère play into normal play everywhere except at the start (0, 0), which the mover wins
    misere = Game(lambda p: [q for q in game.options(p) if q != (0, 0)], name="misère Wythoff")
    for a in range(30):
        for b in range(30):
            due = 1 if (a, b) == (0, 0) else (0 if misere.outcome((a, b)) == "P" else 1)
            assert ch03.e5_reference(a, b) == due, (a, b)

    def tolerance(t):
        def moves(p):
            a, b = p
            yield from ((x, b) for x in range(a))
            yield from ((a, y) for y in range(b))
            for x in range(1, a + 1):
                for y in range(max(1, x - t + 1), min(b, x + t - 1) + 1):
                    yield (a - x, b - y)

        return Game(moves, name=f"Wythoff, tolerance {t}")

    for t in (1, 2, 3, 4, 6):
        engine = tolerance(t)
        for a in range(26):
            for b in range(26):
                due = 0 if engine.outcome((a, b)) == "P" else 1
                assert ch03.e6_reference(a, b, t) == due, (a, b, t)
        # tolerance t + 1 is a different game: the off-by-one reading of the rule
        assert any(ch03.e6_reference(a, b, t) != ch03.e6_reference(a, b, t + 1) for a in range(9)
                   for b in range(9))  # fmt: skip
    for t in (2, 3, 7):  # the mex rule, far beyond the engine
        used, pairs = set(), []
        for k in range(3000):
            x = min(set(range(len(used) + 1)) - used)
            pairs.append((x, x + t * k))
            used |= {x, x + t * k}
        assert all(ch03.floor_alpha(k, t) == a for k, (a, _b) in enumerate(pairs))


def test_the_95_float_traps_are_exact_and_all_in_the_cases():
    traps = ch03.FLOAT_TRAPS
    assert len(traps) == 95 and traps[0] == 102334155 and traps[-1] == 999183733
    assert all(int(k * PHI_DOUBLE) != floor_mul_phi(k) for k in traps)
    # an independent scan of a window around F(40) and one near 10^9 finds the same ones
    for low, high in ((102334155 - 50_000, 102334155 + 50_000), (10**9 - 50_000, 10**9)):
        scanned = [k for k in range(low, high + 1) if int(k * PHI_DOUBLE) != floor_mul_phi(k)]
        assert scanned == [k for k in traps if low <= k <= high]
    cases = set(ch03.E1_CASES)
    for k in traps:
        assert p_position(k) in cases or p_position(k)[::-1] in cases


def test_case_mix_is_counted_from_the_cases():
    mix = ch03.CASE_MIX["E1"]
    assert mix["P"] + mix["N"] == len(ch03.E1_CASES)
    assert mix["pitfall"] >= 95 and mix["large"] >= 8
    assert 3 * min(mix["P"], mix["N"]) >= mix["P"] + mix["N"]


# -- the chapter's own text and programs ------------------------------------------------------


def _cells():
    path = ROOT / "notebooks" / "03_wythoff_and_beatty.ipynb"
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def _source(cell):
    return "".join(cell["source"])


def test_the_chapter_does_not_claim_that_a_double_is_right():
    text = "\n".join(_source(cell) for cell in _cells())
    assert "a `double` is right" not in text
    assert "not** right for POJ1067's limits" in text


def _exercise_problems() -> set[str]:
    problems = set()
    for path in (ROOT / "notebooks").glob("[01]*.ipynb"):
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            text = _source(cell)
            if cell["cell_type"] == "markdown" and re.match(r"\s*(#+\s*)?\**E\d", text):
                problems |= set(re.findall(r"\b(?:POJ|HDU|BZOJ)\d+", text.splitlines()[0]))
    return problems


@pytest.mark.parametrize("chapter", ["03", "04", "05"])
def test_judge_demonstrations_use_no_exercise_problem(chapter):
    (path,) = (ROOT / "notebooks").glob(f"{chapter}_*.ipynb")
    exercises = _exercise_problems()
    assert {"POJ1067", "HDU2177", "HDU2516"} <= exercises
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        match = re.match(r"%%judge (\S+)", _source(cell))
        if match:
            assert match.group(1) not in exercises, f"the judge demo solves {match.group(1)}"


def _cpp_blocks() -> list[str]:
    """The chapter's own C++ (the contest kit's templates are judged elsewhere)."""
    blocks = []
    for cell in _cells():
        if "contest-kit" in cell.get("metadata", {}).get("tags", []):
            continue
        blocks += re.findall(r"```cpp\n(.*?)```", _source(cell), re.DOTALL)
    return blocks


needs_gpp = pytest.mark.skipif(shutil.which("g++") is None, reason="needs g++")


def _compile(source: str, tmp_path: Path) -> Path:
    (tmp_path / "main.cpp").write_text(source)
    binary = tmp_path / "main"
    subprocess.run(
        ["g++", "-O2", "-std=c++17", "-o", str(binary), str(tmp_path / "main.cpp")], check=True
    )
    return binary


def _edge_inputs() -> list[tuple[int, int]]:
    top = 10**9
    cases = [(0, 0), (0, top), (top, 0), (top, top), (1, top), (top - 1, top)]
    for k in (*ch03.FLOAT_TRAPS, 960383883, 960383884, 999999999):
        a, b = p_position(k)
        for pair in ((a, b), (b, a), (a + 1, b), (a - 1, b), (0, k), (top - k, top)):
            if max(pair) <= top and min(pair) >= 0:
                cases.append(pair)
    return cases


@needs_gpp
def test_the_contest_program_of_e1_is_right_for_every_input_the_limits_allow(tmp_path):
    (program,) = [block for block in _cpp_blocks() if "int main" in block]
    binary = _compile(program, tmp_path)
    cases = _edge_inputs()
    done = subprocess.run(
        [str(binary)],
        input="".join(f"{a} {b}\n" for a, b in cases),
        capture_output=True,
        text=True,
        check=True,
    )
    assert done.stdout.split() == [str(ch03.e1_reference(a, b)) for a, b in cases]


@needs_gpp
def test_the_float_program_the_chapter_warns_about_is_wrong(tmp_path):
    (snippet,) = [block for block in _cpp_blocks() if "std::sqrt(5.0)" in block]
    program = (
        "#include <cmath>\n#include <cstdio>\n#include <utility>\nint main() {\n"
        "    long long a, b;\n"
        '    while (std::scanf("%lld %lld", &a, &b) == 2) {\n'
        "        if (a > b) std::swap(a, b);\n        long long k = b - a;\n"
        + "".join(f"        {line}\n" for line in snippet.strip().splitlines())
        + "    }\n}\n"
    )
    binary = _compile(program, tmp_path)
    done = subprocess.run(
        [str(binary)],
        input="165580140 267914295\n165580141 267914296\n",
        capture_output=True,
        text=True,
        check=True,
    )
    assert done.stdout.split() == ["1", "0"]  # the right answers are 0 and 1


@needs_gpp
def test_the_judge_accepts_the_contest_program_of_e1():
    from gametheory_helpers.judge.judging import judge

    (program,) = [block for block in _cpp_blocks() if "int main" in block]
    verdict = judge("POJ1067", program, language="cpp", show_times=False)
    assert verdict.accepted, verdict
