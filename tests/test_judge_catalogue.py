"""A catalogue of right and wrong contest programs, judged: the judge's tests (samples, then the
pitfall groups, then random tests) accept every right program and reject every classic wrong
one.  The programs live in ``tests/judge_programs/<PROBLEM>/``, at least a right Python and a
right C++ program and three wrong ones for every problem the judge can judge.  The name says the
verdict due: ``right…`` Accepted, ``wrong…`` Wrong Answer, ``tle_…`` Time Limit Exceeded,
``re_…`` Runtime Error, ``mle_…`` Memory Limit Exceeded (``EXPECTED`` lists the exceptions);
the first line is a comment saying what is right or what the mistake is.  Every problem's
pitfall cases keep the problem's stated limits."""

from __future__ import annotations

import random
import shutil
import subprocess
import sys
from math import floor, isqrt, sqrt
from pathlib import Path

import pytest

from gametheory_helpers.judge import PROBLEMS, Program, get_problem, judge, make_tests
from gametheory_helpers.judge.pitfalls import (
    DOUBLE_PHI_FAILURES,
    DOUBLE_SQUARE_FAILURES,
    PITFALLS,
)

ROOT = Path(__file__).resolve().parent.parent
PROGRAMS = Path(__file__).resolve().parent / "judge_programs"
FILES = sorted(p for p in PROGRAMS.glob("*/*") if p.suffix in (".py", ".cpp"))
TESTS = 3  # random tests besides the samples and pitfalls, which catch the wrong programs
needs_gxx = pytest.mark.skipif(shutil.which("g++") is None, reason="g++ is not installed")

WA, TLE, RE = "Wrong Answer", "Time Limit Exceeded", "Runtime Error"
BY_PREFIX = {
    "right": "Accepted",
    "wrong": WA,
    "tle_": TLE,
    "re_": RE,
    "mle_": "Memory Limit Exceeded",
}
#: Wrong programs whose verdict is not the one their name's prefix says.
EXPECTED = {
    "POJ1067/wrong_double_phi.cpp": WA,
    "POJ1067/wrong_float_phi.py": WA,
    "POJ1067/wrong_int32.cpp": WA,
    "POJ1067/wrong_one_case.py": WA,
    "POJ1067/wrong_unsorted.py": WA,
    "POJ2505/wrong_float_log.py": WA,
    "POJ2505/wrong_format.py": WA,
    "POJ2505/wrong_int32.cpp": TLE,  # p * 9 wraps around below n: the loop never ends
    "POJ2505/wrong_strict.py": WA,
    "HDU2516/re_bruteforce_recursion.py": RE,
    "HDU2516/wrong_int32.cpp": TLE,  # the 32-bit Fibonacci sum overflows: an endless loop
    "HDU2516/wrong_powers_of_two.py": WA,
    "HDU2516/wrong_swapped.py": WA,
    "HDU1847/wrong_scanf_eof.cpp": "Output Limit Exceeded",  # prints its last answer for ever
    "POJ2234/wrong_count_included.py": WA,
    "POJ2234/wrong_misere.py": WA,
    "POJ2234/wrong_sum_parity.py": WA,
    "POJ2975/wrong_distinct.py": WA,
    "POJ2975/wrong_le.py": WA,
    "POJ2975/wrong_precedence.cpp": WA,
    "POJ1704/wrong_all_gaps.py": WA,
    "POJ1704/wrong_no_sort.py": WA,
    "POJ1704/wrong_pair_from_left.py": WA,
}


def _key(path: Path) -> str:
    return f"{path.parent.name}/{path.name}"


def _expected(path: Path) -> str:
    if _key(path) in EXPECTED:
        return EXPECTED[_key(path)]
    return next(word for prefix, word in BY_PREFIX.items() if path.name.startswith(prefix))


@pytest.fixture(scope="module")
def compiled():
    """Every C++ program of the catalogue, compiled once."""
    if shutil.which("g++") is None:
        pytest.skip("g++ is not installed")
    programs = {}
    for path in FILES:
        if path.suffix == ".cpp":
            programs[_key(path)] = Program.from_source(path.read_text(encoding="utf-8"), "cpp")
    yield programs
    for program in programs.values():
        program.close()


def test_the_catalogue_is_complete_and_documented():
    assert set(EXPECTED) <= {_key(p) for p in FILES if not p.name.startswith("right")}
    assert all(p.name.startswith(tuple(BY_PREFIX)) for p in FILES), "name the verdict due"
    judgeable = {key for key, problem in PROBLEMS.items() if problem.judgeable}
    assert {p.parent.name for p in FILES} == judgeable
    for problem in judgeable:
        names = [p.name for p in FILES if p.parent.name == problem]
        assert "right.py" in names and "right.cpp" in names, problem
        assert sum(not n.startswith("right") for n in names) >= 3, problem
    for path in FILES:
        first = path.read_text(encoding="utf-8").splitlines()[0]
        marker = "#" if path.suffix == ".py" else "//"
        assert first.startswith(f"{marker} "), path
        kind = "right" if path.name.startswith("right") else ("wrong", "too slow", "crashes")
        assert first[len(marker) + 1 :].startswith(kind), path


@pytest.mark.parametrize("path", [p for p in FILES if p.suffix == ".py"], ids=_key)
def test_python_programs(path):
    verdict = judge(path.parent.name, path=path, tests=TESTS)
    assert verdict.word == _expected(path), verdict.report()


@needs_gxx
@pytest.mark.parametrize("path", [p for p in FILES if p.suffix == ".cpp"], ids=_key)
def test_cpp_programs(path, compiled):
    verdict = judge(path.parent.name, program=compiled[_key(path)], tests=TESTS)
    assert verdict.word == _expected(path), verdict.report()


@needs_gxx
def test_command_line_names_the_failing_fibonacci_heaps():
    done = subprocess.run(
        [sys.executable, "-m", "gametheory_helpers.judge", "POJ1067"]
        + [str(PROGRAMS / "POJ1067" / "wrong_double_phi.cpp"), "--tests", "3"],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    lines = done.stdout.splitlines()
    assert done.returncode == 1 and lines[0] == "Wrong Answer", done.stdout + done.stderr
    assert "(pitfall: Fibonacci-sized heaps" in done.stdout
    # k = 102334155 = F40: the P-position (165580140, 267914295); double says floor = ...141
    assert "input line 1: '165580140 267914295'" in done.stdout
    right = subprocess.run(
        [sys.executable, "-m", "gametheory_helpers.judge", "POJ1067"]
        + [str(PROGRAMS / "POJ1067" / "right.py"), "--tests", "3"],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    assert right.returncode == 0 and right.stdout.startswith("Accepted\n")
    assert "samples + pitfalls + random" in right.stdout


# -- the pitfall tests themselves -----------------------------------------------------------


def test_double_phi_failures_are_exactly_the_ks_where_double_fails():
    """Recomputed: k * phi is within 10^-6 of an integer only when every Zeckendorf part of k
    is a large Fibonacci number, so searching those k finds every failure up to 10^9."""
    fib = [1, 2]
    while fib[-1] <= 10**9:
        fib.append(fib[-1] + fib[-2])
    big = [f for f in fib[20:] if f <= 10**9]  # parts from F_22 = 17711 (margin of 10^3)
    found: list[int] = []

    def search(start: int, total: int) -> None:
        if total and floor(total * ((1 + sqrt(5)) / 2)) != (total + isqrt(5 * total**2)) // 2:
            found.append(total)
        for j in range(start, len(big)):
            if total + big[j] <= 10**9:
                search(j + 2, total + big[j])

    search(0, 0)
    assert sorted(found) == list(DOUBLE_PHI_FAILURES) and len(found) == 95


def test_double_square_failures_fool_the_double_test_of_5n2_plus_minus_4():
    """Each listed n is no Fibonacci number, yet sqrt(5n^2 +- 4) in IEEE double is a whole
    number; they are the 20 smallest such multiples k * F (k < 60) below 2^31."""
    fib = [1, 2]
    while fib[-1] < 2**31:
        fib.append(fib[-1] + fib[-2])

    def double_says_square(n: int) -> bool:
        x = 5.0 * n * n
        return any(sqrt(y) == floor(sqrt(y)) for y in (x + 4, x - 4))

    fooled = sorted(
        {
            k * f
            for f in fib
            for k in range(2, 60)
            if k * f < 2**31 and k * f not in fib and double_says_square(k * f)
        }
    )
    assert list(DOUBLE_SQUARE_FAILURES) == fooled[:20] and 204668310 in fooled
    assert not any(double_says_square(n) for n in (4, 6, 10**6, 2**31 - 1))  # small ones: exact
    problem = get_problem("HDU2516")
    assert all(problem.answer(n, 1) == "First win" for n in DOUBLE_SQUARE_FAILURES)


def test_the_largest_inputs_reach_the_stated_maxima():
    hdu3032 = max((c for _, cases in get_problem("HDU3032").pitfalls for c in cases), key=len)
    assert len(hdu3032) == 10**6 and max(hdu3032) > 2**30
    hdu4664 = [cases for name, cases in get_problem("HDU4664").pitfalls if "largest" in name]
    assert len(hdu4664[0]) == 1000 and all(len(c) == 1000 for c in hdu4664[0])
    # only the sum of N is bounded: one test may hold all 10^6 planes
    assert [len(c) for c in hdu4664[1]] == [10**6] and max(hdu4664[1][0]) > 10**8
    for problem, tests, size in (("POJ1704", 20, 1000), ("POJ3480", 474, 46), ("HDU1907", 474, 46)):
        largest = max(get_problem(problem).pitfall_files(), key=lambda file: len(file[1]))[1]
        assert len(largest) == tests and all(len(c) == size for c in largest), problem
    poj3533 = [c for _, cases in get_problem("POJ3533").pitfalls for c in cases]
    assert max(len(c) for c in poj3533) == 100
    poj3710 = [c for _, cases in get_problem("POJ3710").pitfalls for c in cases]
    assert max(len(c) for c in poj3710) == 99 and max(n for c in poj3710 for n, _ in c) == 99
    hdu1538 = [c for _, cases in get_problem("HDU1538").pitfalls for c in cases]
    assert max(m for _, m, _ in hdu1538) == 10**7
    stones = max(get_problem("POJ3922").pitfall_files(), key=lambda file: len(file[1]))[1]
    assert len(stones) == 20 and all(n > 10**8 - 20 for n, _ in stones)


def _ok(value, low, high) -> bool:
    return isinstance(value, int) and low <= value <= high


def _heaps(low, high, most):
    return lambda h: 1 <= len(h) <= most and all(_ok(x, low, high) for x in h)


#: Every problem's limits, per case (from its statement), and the most cases in one file.
CASE_LIMITS = {
    "POJ2505": lambda n: _ok(n, 2, 4294967294),
    "POJ2068": lambda c: (
        _ok(c[0], 1, 8191)
        and len(c[1]) % 2 == 0
        and 2 <= len(c[1]) <= 20
        and all(_ok(m, 1, 16) for m in c[1])
    ),
    "POJ2234": _heaps(1, 10**7, 20),
    "POJ2975": _heaps(1, 10**9, 1000),
    "POJ1704": lambda s: _heaps(1, 10000, 1000)(s) and len(set(s)) == len(s),
    "HDU2188": lambda c: _ok(c[0], 1, 9999) and _ok(c[1], 1, 9999),
    "HDU2149": lambda c: _ok(c[0], 1, 1099) and _ok(c[1], 1, 1099),
    "HDU1849": _heaps(0, 1000, 1000),
    "POJ2368": lambda k: _ok(k, 3, 10**8),
    "POJ1067": lambda c: _ok(c[0], 0, 10**9) and _ok(c[1], 0, 10**9),
    "HDU2177": lambda c: _ok(c[0], 0, 10**6) and _ok(c[1], c[0], 10**6) and c != (0, 0),
    "HDU2516": lambda n: _ok(n, 2, 2**31 - 1),
    "BZOJ2275": lambda n: _ok(n, 2, 10**15),
    "HDU2486": lambda c: _ok(c[0], 2, 10**8) and _ok(c[1], 1, 10**5),
    "HDU1847": lambda n: _ok(n, 1, 1000),
    "POJ2960": lambda c: (
        1 <= len(c[0]) <= 100
        and len(set(c[0])) == len(c[0])
        and all(_ok(s, 1, 10000) for s in c[0])
        and 1 <= len(c[1]) <= 100
        and all(_heaps(0, 10000, 100)(p) for p in c[1])
    ),
    "POJ2425": lambda c: (
        1 <= len(c[0]) <= 1000
        and all(_ok(w, 0, len(c[0]) - 1) for s in c[0] for w in s)
        and all(_heaps(0, len(c[0]) - 1, 10)(q) for q in c[1])
    ),
    "POJ2311": lambda c: _ok(c[0], 2, 200) and _ok(c[1], 2, 200),
    "POJ3537": lambda n: _ok(n, 3, 2000),
    "BZOJ1457": lambda qs: (
        1 <= len(qs) <= 1000
        and all(_ok(x, 0, 99) and _ok(y, 0, 99) and (x, y) != (0, 0) for x, y in qs)
    ),
    "HDU4664": _heaps(1, 10**9, 10**6),
    "BZOJ2940": lambda c: (
        all(_ok(s, 1, 1000) for s in c[0])
        and 1 <= len(c[1]) <= 1000
        and all(_ok(p, 1, 1000) for p in c[1])
    ),
    "POJ3480": _heaps(1, 4747, 47),
    "HDU3032": _heaps(1, 2**31 - 1, 10**6),
    "HDU3595": lambda ps: (
        1 <= len(ps) <= 1000 and all(_ok(x, 1, 1000) and _ok(y, 1, 1000) for x, y in ps)
    ),
    "HDU3537": lambda h: len(h) <= 100 and all(_ok(x, 0, 10**8 - 1) for x in h),
    "POJ3710": lambda trees: (
        1 <= len(trees) < 100
        and all(
            n < 100 and len(edges) < 500 and all(_ok(v, 1, n) for e in edges for v in e)
            for n, edges in trees
        )
    ),
    "HDU3404": lambda ls: (
        1 <= len(ls) <= 1000
        and all(_ok(x, 1, 10000) and _ok(y, 1, 10000) for x, y in ls)
        and len(set(ls)) == len(ls)  # no two lights share a position
    ),
    "POJ3533": lambda ls: 1 <= len(ls) <= 100 and all(_ok(v, 0, 999) for p in ls for v in p),
    "POJ2348": lambda c: _ok(c[0], 1, 2**31 - 1) and _ok(c[1], 1, 2**31 - 1),
    "HDU1538": lambda c: _ok(c[0], 1, 10**4) and _ok(c[1], 1, 10**7) and _ok(c[2], 1, c[0]),
    "POJ2484": lambda n: _ok(n, 1, 10**6),
    "POJ1678": lambda c: (
        0 < c[0] < c[1] <= 100
        and 2 <= len(c[2]) <= 10000
        and all(_ok(v, -9999, 9999) for v in c[2])
    ),
}
for _copy, _original in (("HDU2580", "HDU2486"), ("POJ3922", "HDU2486"), ("HDU1907", "POJ3480")):
    CASE_LIMITS[_copy] = CASE_LIMITS[_original]
FILE_LIMITS = {"POJ1704": 20, "BZOJ1457": 10, "HDU2486": 20, "HDU2580": 20, "POJ3922": 20}
FILE_LIMITS |= {"POJ1678": 20}
FILE_LIMITS |= {"HDU4664": 1000, "POJ3480": 474, "HDU1907": 474, "HDU3032": 100, "HDU3404": 100}
#: The most values one input file may hold, where the statement bounds a sum (sum of all N).
SUM_LIMITS = {"HDU4664": 10**6}
# the standard follow-up problems (issue 28)
CASE_LIMITS |= {
    "HDU1848": lambda c: len(c) == 3 and all(_ok(h, 1, 1000) for h in c),
    "HDU2509": _heaps(1, 100, 100),
    "HDU1850": lambda h: len(h) >= 2 and _heaps(1, 10**6, 100)(h),
    "P2197": _heaps(0, 10**4 - 1, 10**4),  # each heap holds fewer than 10^4 stones
}
for _copy, _original in (
    ("HDU1536", "POJ2960"),
    ("HDU1524", "POJ2425"),
    ("HDU1527", "POJ1067"),
    ("HDU1525", "POJ2348"),
    ("P2252", "POJ1067"),
):
    CASE_LIMITS[_copy] = CASE_LIMITS[_original]
FILE_LIMITS |= {"P2197": 10}
# the local practice problems (issue 28)
CASE_LIMITS |= {
    "LOCAL_MISERE_BASH": lambda c: _ok(c[0], 1, 10**18) and _ok(c[1], 1, 10**18),
    "LOCAL_MOORE_NIM": lambda c: _ok(c[0], 1, 100) and _heaps(0, 10**9, 100)(c[1]),
    "LOCAL_RULER": lambda h: _heaps(1, 10**9, 1000)(h) and len(set(h)) == len(h),
}
FILE_LIMITS |= {"LOCAL_MISERE_BASH": 1000, "LOCAL_MOORE_NIM": 100, "LOCAL_RULER": 100}
JUDGEABLE = [p for p in PROBLEMS.values() if p.judgeable]


def test_every_judgeable_problem_has_pitfalls_and_limits():
    assert {p.id for p in JUDGEABLE} == set(PITFALLS) == set(CASE_LIMITS)
    assert all(p.pitfalls for p in JUDGEABLE)


@pytest.mark.parametrize("problem", JUDGEABLE, ids=lambda p: p.id)
def test_pitfall_and_random_cases_keep_the_stated_limits(problem):
    valid = CASE_LIMITS[problem.id]
    for name, cases in problem.pitfall_files():
        assert cases, name
        assert len(cases) <= FILE_LIMITS.get(problem.id, 10**6), name
        if problem.id in SUM_LIMITS:
            assert sum(len(case) for case in cases) <= SUM_LIMITS[problem.id], name
        for case in cases:
            assert valid(case), (name, case)
    if problem.id == "BZOJ2275":  # our tests avoid the Fibonacci N (see the problem's note)
        from gametheory_helpers.games import fibonacci

        assert not any(fibonacci.is_p_position(c) for _, cs in problem.pitfalls for c in cs)
    rng = random.Random(f"limits/{problem.id}")
    for size in (1, 5, 10, 10, 10):
        case = problem.generate(rng, size)
        assert valid(case), case


@pytest.mark.parametrize("problem", JUDGEABLE, ids=lambda p: p.id)
def test_pitfalls_come_right_after_the_samples_and_agree_with_brute_force(problem):
    files = make_tests(problem, 2)
    names = [name for name, _, _ in files]
    samples, pitfalls = len(problem.samples), len(problem.pitfall_files())
    assert all(n.startswith("sample") for n in names[:samples])
    assert all(n.startswith("pitfall: ") for n in names[samples : samples + pitfalls])
    assert all(n.startswith("random") for n in names[samples + pitfalls :])
    # the small pitfall cases, answered by searching the game
    small = [c for _, cases in problem.pitfalls for c in cases if _small(c)]
    for case in small[:4]:
        assert problem.output_text([case]) == problem.brute_output([case]), case


def _numbers(case) -> list[int]:
    if isinstance(case, int):
        return [case]
    return [x for part in case for x in _numbers(part)]


def _small(case) -> bool:
    """Small enough for the brute-force search: few numbers, none above 6."""
    numbers = _numbers(case)
    return 0 < len(numbers) <= 4 and max(numbers) <= 6


def test_both_answers_are_well_represented_in_the_yes_no_pitfalls():
    for problem in JUDGEABLE:
        answers = [problem.answer(c, 1) for _, cases in problem.pitfalls for c in cases if cases]
        kinds = set(answers)
        if len(kinds) == 2:
            smaller = min(answers.count(k) for k in kinds)
            assert smaller >= len(answers) // 6, (problem.id, answers)


def test_a_right_python_program_passes_samples_pitfalls_and_the_default_random_tests():
    # speed is measured in benchmarks/, not asserted here
    verdict = judge("POJ1067", path=PROGRAMS / "POJ1067" / "right.py")
    assert verdict.accepted and verdict.tests_total == 40 + 1 + 3


def test_poj3537_and_bzoj1457_are_answered_up_to_their_limits():
    from gametheory_helpers.games import crosses, queens
    from gametheory_helpers.judge.problems import _queen_values

    problem = get_problem("POJ3537")
    assert problem.output_text([2000, 1001]).count("\n") == 2
    assert all(
        problem.answer(n, 1) == ("1" if crosses.first_player_wins(n) else "2")
        for n in range(1, 1001, 111)
    )
    values = _queen_values()
    assert all(
        values[x][y] == queens.queen_grundy(x, y)
        for x in range(1, 64)
        for y in range(1, 64)
        if x != y
    )
    assert get_problem("BZOJ1457").output_text([[(99, 98)], [(98, 97), (97, 98)]])


def test_the_verdict_table_tool_judges_the_catalogue(capsys):
    sys.path.insert(0, str(ROOT / "tools"))
    import judge_verdict_table

    assert judge_verdict_table.main(["HDU1847", "--languages", "python", "--tests", "1"]) == 0
    row = capsys.readouterr().out.splitlines()[2]
    wrong = sorted(
        p.name for p in (PROGRAMS / "HDU1847").glob("*.py") if not p.name.startswith("right")
    )
    assert row.startswith("| HDU1847 | – | Accepted | ")
    assert f"| {len(wrong)}/{len(wrong)}: " in row and "unexpected" not in row
    with pytest.raises(SystemExit):
        judge_verdict_table.main(["NOSUCH1"])
