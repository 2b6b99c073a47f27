"""The local judge: every problem's reference agrees with its samples and with brute force, and
submissions get the right verdicts (Accepted in Python and C++, Wrong Answer with the smallest
counter-example, Time Limit Exceeded, Memory Limit Exceeded, Runtime Error, Compile Error,
Presentation Error)."""

from __future__ import annotations

import contextlib
import io
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from gametheory_helpers.judge import (
    PROBLEMS,
    Program,
    compare_output,
    get_problem,
    judge,
    make_tests,
    problem_table,
)
from gametheory_helpers.judge import runner as runner_module
from gametheory_helpers.judge.magic import judge_cell, register
from gametheory_helpers.judge.problems import _DAWSON, _dawson

ROOT = Path(__file__).resolve().parent.parent
JUDGEABLE = [p for p in PROBLEMS.values() if p.judgeable]
needs_gxx = pytest.mark.skipif(shutil.which("g++") is None, reason="g++ is not installed")

# -- the problem registry ------------------------------------------------------------------


def test_the_judge_knows_every_problem_the_collection_names():
    named = set()
    import re

    pattern = re.compile(r"\b(POJ|HDU|BZOJ) ?(\d{4})\b")
    for path in [*ROOT.glob("notebooks/*.ipynb"), *ROOT.glob("gametheory_helpers/games/*.py")]:
        text = path.read_text(encoding="utf-8")
        text = re.sub(r'"image/png": "[^"]*"', "", text)  # no ids inside pictures
        named |= {a + b for a, b in pattern.findall(text)}
    assert named - set(PROBLEMS) == set()
    assert len(PROBLEMS) >= 30
    assert "BZOJ1393" in problem_table() and "cannot judge" in problem_table()


@pytest.mark.parametrize("problem", JUDGEABLE, ids=lambda p: p.id)
def test_samples_are_answered_by_the_reference(problem):
    assert problem.samples, "every problem has at least one sample"
    for sample in problem.samples:
        assert problem.output_text(sample.cases) == sample.output


@pytest.mark.parametrize("problem", JUDGEABLE, ids=lambda p: p.id)
def test_reference_agrees_with_brute_force_on_small_cases(problem):
    rng = random.Random(f"brute/{problem.id}")
    for size in range(1, problem.brute_size + 1):
        for _ in range(6):
            cases = [problem.generate(rng, size)]
            assert problem.output_text(cases) == problem.brute_output(cases), cases


def test_dawson_period_used_for_huge_planes():
    # the table is periodic (period 34) well before 300, so the reduction in _dawson is exact
    assert all(_DAWSON[i] == _DAWSON[i - 34] for i in range(120, 300))
    assert _dawson(10**9) == _DAWSON[200 + (10**9 - 200) % 34]


def test_generated_tests_are_reproducible_and_sorted_smallest_first():
    problem = get_problem("poj 1067")
    first, again = make_tests(problem, 12, seed=3), make_tests(problem, 12, seed=3)
    assert first == again
    assert make_tests(problem, 12, seed=4) != first
    # samples, then the named pitfall groups, then the random tests, smallest first
    names = [name for name, _, _ in first]
    assert names[0] == "sample 1" and names[1].startswith("pitfall: Fibonacci-sized heaps")
    randoms = [given for name, given, _ in first if name.startswith("random")]
    assert len(randoms) == 12 and [len(g) for g in randoms] == sorted(map(len, randoms))
    assert len(first) == 12 + len(problem.samples) + len(problem.pitfall_files())


def test_unknown_problem_and_bad_arguments():
    with pytest.raises(ValueError, match="unknown problem 'POJ9999'"):
        get_problem("POJ9999")
    with pytest.raises(ValueError, match="BZOJ1393"):
        judge("BZOJ1393", "print(1)", language="python")
    with pytest.raises(ValueError, match="language must be"):
        judge("POJ1067", "print(1)", language="java")
    with pytest.raises(ValueError, match="tests must be"):
        judge("POJ1067", "print(1)", language="python", tests=-1)


# -- comparing outputs ---------------------------------------------------------------------


def test_compare_output_tolerates_trailing_spaces_and_explains_the_rest():
    assert compare_output("1\n0\n", "1   \n0\n") == ("Accepted", "")
    assert compare_output("1\n0\n", "1\n0") == ("Accepted", "")
    # a blank line at the end is a line: judges answer Presentation Error
    assert compare_output("1\n0\n", "1   \n0\n\n\n")[0] == "Presentation Error"
    assert compare_output("1\n0\n", "1\r\n0") == ("Accepted", "")
    word, why = compare_output("3 4 5\n", "3  4 5\n")
    assert word == "Presentation Error" and "line 1 should be '3 4 5'" in why
    word, why = compare_output("3 4 5\nnone\n", "3 4 5 none\n")
    assert word == "Presentation Error" and "yours is '3 4 5 none'" in why
    word, why = compare_output("1\n0\n", "1\n\n0\n")
    assert word == "Presentation Error" and "line 2 should be '0', yours is ''" in why
    word, why = compare_output("1 2\n", "1\n2\n")
    assert word == "Presentation Error" and "line 1 should be '1 2', yours is '1'" in why
    word, why = compare_output("Stan wins\n", "Stan wins 1\n")
    assert word == "Wrong Answer" and "extra words '1'" in why
    word, why = compare_output("1\n0\n1\n", "1\n0\n")
    assert word == "Wrong Answer" and "stops after line 2" in why and "1 line(s) missing" in why
    word, why = compare_output("1\n", "1\n1\n")
    assert word == "Wrong Answer" and "1 extra line(s)" in why
    assert compare_output("1\n", "") == ("Wrong Answer", "your program printed nothing.")


# -- verdicts on real programs -------------------------------------------------------------

# Five problems, each with an accepted program in both languages and a wrong Python program.
PROGRAMS = {
    "POJ1067": {
        "python": (
            "import sys\nfrom math import isqrt\n"
            "for line in sys.stdin:\n"
            "    if not line.split():\n        continue\n"
            "    a, b = sorted(map(int, line.split()))\n"
            "    k = b - a\n"
            "    print(0 if a == (k + isqrt(5 * k * k)) // 2 else 1)\n"
        ),
        "cpp": (
            "#include <cstdio>\n#include <cmath>\n"
            'int main(){long long a,b;while(scanf("%lld %lld",&a,&b)==2){'
            "if(a>b){long long t=a;a=b;b=t;}long long k=b-a;"
            "long long s=(long long)std::sqrt(5.0L*k*k);while(s*s>5*k*k)s--;"
            "while((s+1)*(s+1)<=5*k*k)s++;"
            'puts(a==(k+s)/2?"0":"1");}}\n'
        ),
        # wrong: rounds k * phi instead of flooring it
        "wrong": (
            "import sys\n"
            "for line in sys.stdin:\n"
            "    a, b = sorted(map(int, line.split()))\n"
            "    print(0 if a == round((b - a) * 1.6180339887) else 1)\n"
        ),
    },
    "POJ2484": {
        "python": (
            "import sys\n"
            "for token in sys.stdin.read().split():\n"
            "    n = int(token)\n"
            "    if n == 0:\n        break\n"
            "    print('Alice' if n <= 2 else 'Bob')\n"
        ),
        "cpp": (
            "#include <cstdio>\n"
            'int main(){int n;while(scanf("%d",&n)==1&&n)puts(n<=2?"Alice":"Bob");}\n'
        ),
        # wrong: believes the parity of n decides
        "wrong": (
            "import sys\n"
            "for token in sys.stdin.read().split():\n"
            "    n = int(token)\n"
            "    if n == 0:\n        break\n"
            "    print('Alice' if n % 2 or n == 2 else 'Bob')\n"
        ),
    },
    "POJ2348": {
        "python": (
            "import sys\n"
            "data = list(map(int, sys.stdin.read().split()))\n"
            "for i in range(0, len(data) - 1, 2):\n"
            "    a, b = data[i], data[i + 1]\n"
            "    if a == 0 and b == 0:\n        break\n"
            "    a, b = max(a, b), min(a, b)\n"
            "    stan = True\n"
            "    while True:\n"
            "        if a % b == 0 or a // b >= 2:\n            break\n"
            "        a, b = b, a - b\n"
            "        stan = not stan\n"
            "    print('Stan wins' if stan else 'Ollie wins')\n"
        ),
        "cpp": (
            "#include <cstdio>\n#include <algorithm>\n"
            'int main(){long long a,b;while(scanf("%lld %lld",&a,&b)==2&&(a||b)){'
            "if(a<b)std::swap(a,b);bool s=true;"
            "while(!(a%b==0||a/b>=2)){long long t=a-b;a=b;b=t;s=!s;}"
            'puts(s?"Stan wins":"Ollie wins");}}\n'
        ),
        # wrong: forgets that a quotient >= 2 gives the mover the choice
        "wrong": (
            "import sys\n"
            "data = list(map(int, sys.stdin.read().split()))\n"
            "for i in range(0, len(data) - 1, 2):\n"
            "    a, b = data[i], data[i + 1]\n"
            "    if a == 0 and b == 0:\n        break\n"
            "    a, b = max(a, b), min(a, b)\n"
            "    stan = True\n"
            "    while a % b:\n"
            "        a, b = b, a % b\n"
            "        stan = not stan\n"
            "    print('Stan wins' if stan else 'Ollie wins')\n"
        ),
    },
    "HDU1847": {
        "python": (
            "import sys\n"
            "for token in sys.stdin.read().split():\n"
            "    print('Cici' if int(token) % 3 == 0 else 'Kiki')\n"
        ),
        "cpp": (
            "#include <cstdio>\n"
            'int main(){int n;while(scanf("%d",&n)==1)puts(n%3?"Kiki":"Cici");}\n'
        ),
        # wrong: thinks multiples of 4 lose, as in Bash's game with takes 1..3
        "wrong": (
            "import sys\n"
            "for token in sys.stdin.read().split():\n"
            "    print('Cici' if int(token) % 4 == 0 else 'Kiki')\n"
        ),
    },
    "POJ2505": {
        "python": (
            "import sys\n"
            "for token in sys.stdin.read().split():\n"
            "    n = int(token)\n"
            "    while n > 18:\n"
            "        n = (n + 17) // 18\n"
            "    print('Stan wins.' if n <= 9 else 'Ollie wins.')\n"
        ),
        "cpp": (
            "#include <cstdio>\n"
            'int main(){long long n;while(scanf("%lld",&n)==1){'
            'while(n>18)n=(n+17)/18;puts(n<=9?"Stan wins.":"Ollie wins.");}}\n'
        ),
        # wrong: compares with "p > n" instead of "p >= n"
        "wrong": (
            "import sys\n"
            "for token in sys.stdin.read().split():\n"
            "    n = int(token) + 1\n"
            "    while n > 18:\n"
            "        n = (n + 17) // 18\n"
            "    print('Stan wins.' if n <= 9 else 'Ollie wins.')\n"
        ),
    },
}
TESTS = 15
SLOW_CPP = "int main(){volatile unsigned long long x=0;for(;;)x++;}\n"
CRASH_CPP = '#include <cstdio>\nint main(){int*p=nullptr;*p=printf("1\\n");return *p;}\n'
BROKEN_CPP = '#include <cstdio>\nint main(){ printf("%d\\n", 1) return 0; }\n'


@pytest.fixture(scope="module")
def compiled():
    """Every C++ program of this file, compiled once (g++ is the slow part of these tests)."""
    if shutil.which("g++") is None:
        pytest.skip("g++ is not installed")
    programs = {pid: Program.from_source(PROGRAMS[pid]["cpp"], "cpp") for pid in PROGRAMS}
    programs["slow"] = Program.from_source(SLOW_CPP, "cpp")
    programs["crash"] = Program.from_source(CRASH_CPP, "cpp")
    yield programs
    for program in programs.values():
        program.close()


def _smallest_failing_input(problem_id: str, source: str) -> str:
    """Run ``source`` in this process on the judge's tests; the first (smallest) it fails."""
    for _, given, expected in make_tests(get_problem(problem_id), TESTS):
        out = io.StringIO()
        old = sys.stdin
        sys.stdin = io.StringIO(given)
        try:
            with contextlib.redirect_stdout(out):
                exec(compile(source, "<wrong>", "exec"), {"__name__": "__main__"})
        finally:
            sys.stdin = old
        if compare_output(expected, out.getvalue())[0] != "Accepted":
            return given
    raise AssertionError("the wrong program passes every test")


@pytest.mark.parametrize("problem_id", sorted(PROGRAMS))
def test_accepted_in_python(problem_id):
    verdict = judge(problem_id, PROGRAMS[problem_id]["python"], language="python", tests=TESTS)
    assert verdict.word == "Accepted", verdict.report()
    problem = get_problem(problem_id)
    assert verdict.tests_total == TESTS + len(problem.samples) + len(problem.pitfall_files())
    assert verdict.report().startswith("Accepted\n") and "slowest run" in verdict.report()


@needs_gxx
@pytest.mark.parametrize("problem_id", sorted(PROGRAMS))
def test_accepted_in_cpp(problem_id, compiled):
    verdict = judge(problem_id, program=compiled[problem_id], tests=TESTS, show_times=False)
    assert verdict.word == "Accepted", verdict.report()
    assert " s." not in verdict.report()  # no times when asked not to show them


@pytest.mark.parametrize("problem_id", sorted(PROGRAMS))
def test_wrong_answer_shows_the_smallest_counter_example(problem_id):
    source = PROGRAMS[problem_id]["wrong"]
    verdict = judge(problem_id, source, language="python", tests=TESTS)
    assert verdict.word == "Wrong Answer", verdict.report()
    assert verdict.input == _smallest_failing_input(problem_id, source)
    problem = get_problem(problem_id)
    report = verdict.report()
    assert "--- Input:" in report and "--- Expected output:" in report
    assert verdict.expected != verdict.received
    assert verdict.expected is not None and problem.id in report


@needs_gxx
@pytest.mark.parametrize("problem_id", sorted(PROGRAMS))
def test_too_slow_crashing_and_broken_programs(problem_id, compiled):
    slow = judge(problem_id, program=compiled["slow"], tests=2, time_limit=0.3)
    assert slow.word == "Time Limit Exceeded" and "more than 0.3 s of CPU time" in slow.detail
    crash = judge(problem_id, program=compiled["crash"], tests=2)
    assert crash.word == "Runtime Error" and "SIGSEGV" in crash.detail
    broken = judge(problem_id, BROKEN_CPP, language="cpp")
    assert broken.word == "Compile Error" and "error" in broken.detail


def test_python_runtime_error_shows_the_end_of_stderr_and_the_exit_status():
    verdict = judge("HDU1847", "print(1 // 0)\n", language="python", tests=1)
    assert verdict.word == "Runtime Error"
    assert "exit status 1" in verdict.detail and "ZeroDivisionError" in verdict.detail
    slow = judge("HDU1847", "while True:\n    pass\n", language="python", tests=1, time_limit=0.2)
    assert slow.word == "Time Limit Exceeded"


def test_memory_limit_and_output_flood_are_stopped():
    hog = judge("HDU1847", "x = bytearray(10**9)\n", language="python", tests=1)
    assert hog.word == "Memory Limit Exceeded" and "MemoryError" in hog.detail
    flood = judge("HDU1847", "while True:\n    print('Kiki' * 1000)\n", language="python", tests=1)
    assert flood.word in ("Output Limit Exceeded", "Time Limit Exceeded")


def test_presentation_error_is_explained():
    source = (
        "import sys\n"
        "words = ['Cici' if int(t) % 3 == 0 else 'Kiki' for t in sys.stdin.read().split()]\n"
        "print(' '.join(words))\n"
    )
    verdict = judge("HDU1847", source, language="python", tests=2)
    assert verdict.word == "Presentation Error"
    assert "line breaks" in verdict.detail


def test_programs_run_in_a_temporary_folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    source = "import os\nopen('left_behind.txt', 'w').write(os.getcwd())\nprint('Kiki')\n"
    judge("HDU1847", source, language="python", tests=1)
    assert list(tmp_path.iterdir()) == []


def test_missing_compiler_names_the_package(monkeypatch):
    monkeypatch.setattr(runner_module.shutil, "which", lambda name: None)
    verdict = judge("POJ1067", PROGRAMS["POJ1067"]["cpp"], language="cpp")
    assert verdict.word == "No Compiler"
    assert "apt-get install g++" in verdict.detail


def test_the_cell_magic(monkeypatch):
    usage = judge_cell("", "print(1)")
    assert isinstance(usage, str) and usage.startswith("usage: %%judge")
    assert "unknown problem" in judge_cell("POJ0000 --lang python", "print(1)")
    verdict = judge_cell(
        "POJ2484 --lang python --tests 3 --no-times", PROGRAMS["POJ2484"]["python"]
    )
    assert verdict.word == "Accepted" and "slowest" not in verdict.report()

    class FakeShell:
        def register_magic_function(self, function, magic_kind, magic_name):
            self.registered = (function, magic_kind, magic_name)

    shell = FakeShell()
    register(shell)
    function, kind, name = shell.registered
    assert (kind, name) == ("cell", "judge")
    assert function("HDU1847 --lang python --tests 2", "print(1)\n").word == "Wrong Answer"


def test_statement_text():
    text = get_problem("POJ1067").describe()
    assert "Input: lines 'a b'" in text and "Sample 1 (published sample) input:" in text
    assert "could not confirm" in get_problem("HDU3595").describe()  # no published copy found
    assert "could not confirm" not in get_problem("HDU4664").describe()


def test_an_unconfirmed_statement_is_flagged_in_the_list_the_statement_and_the_report():
    rows = {line.split()[0]: line for line in problem_table().splitlines()}
    assert rows["HDU3595"].endswith("statement not confirmed]")
    assert rows["POJ2505"].endswith("statement confirmed]")
    assert "could not confirm" in get_problem("HDU3595").describe()
    silent = "import sys\nsys.stdin.read()\n"
    report = judge("HDU3595", silent, language="python", tests=1).report()
    assert report.splitlines()[:2] == [
        "Wrong Answer",
        "(Statement not confirmed: HDU3595's statement is our reconstruction, not checked "
        "against a published copy; read the original before submitting there.)",
    ]
    assert "Statement not confirmed" not in judge("POJ2505", silent, language="python").report()


@pytest.mark.parametrize("problem", JUDGEABLE, ids=lambda p: p.id)
def test_every_statement_says_what_it_was_checked_against_or_that_it_was_not(problem):
    """Issue 36 item 3: a confirmed statement's note names the published copy it was checked
    against (the collection's own problems say they are ours); an unconfirmed one says so in
    its statement."""
    note, text = problem.note, problem.describe()
    if problem.id.startswith("LOCAL_"):
        assert "practice problem of this collection" in note, note
    elif problem.statement_confirmed:
        assert any(word in note for word in ("Checked against", "copy of the statement")), note
        assert "could not confirm it against a published copy" not in text
    else:
        assert note and "could not confirm it against a published copy" in text, text


def test_command_line(tmp_path):
    good = tmp_path / "good.py"
    good.write_text(PROGRAMS["POJ2484"]["python"])
    bad = tmp_path / "bad.py"
    bad.write_text(PROGRAMS["POJ2484"]["wrong"])

    def run(*args):
        return subprocess.run(
            [sys.executable, "-m", "gametheory_helpers.judge", *args],
            capture_output=True,
            text=True,
            timeout=120,
            cwd=ROOT,
        )

    done = run("POJ2484", str(good), "--tests", "3")
    assert done.returncode == 0 and done.stdout.splitlines()[0] == "Accepted"
    done = run("POJ2484", str(bad), "--tests", "3")
    assert done.returncode == 1 and done.stdout.splitlines()[0] == "Wrong Answer"
    done = run("--list")
    assert done.returncode == 0 and "POJ1067" in done.stdout and "HDU3404" in done.stdout
    done = run("POJ1067", str(tmp_path / "missing.py"))
    assert done.returncode == 2 and "no such file" in done.stderr


def test_the_pitfall_tests_are_answered_once_per_problem():
    import dataclasses

    answered = []

    def answer(case, number):
        answered.append(case)
        return get_problem("POJ2505").answer(case, number)

    problem = dataclasses.replace(get_problem("POJ2505"), answer=answer)
    pitfall_cases = sum(len(cases) for _, cases in problem.pitfall_files())
    first = make_tests(problem, 0)
    assert len(answered) == pitfall_cases
    assert make_tests(problem, 0) == first and len(answered) == pitfall_cases
    other = dataclasses.replace(problem, pitfalls=problem.pitfalls[:1])
    assert len(make_tests(other, 0)) == len(problem.samples) + 1  # another problem, its own
