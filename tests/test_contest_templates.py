"""Every template of the contest kit is judged on every problem its header names: Accepted in
C++ and in Python, and the C++ clean under AddressSanitizer and UBSan on the judge's tests for
those problems (samples, pitfalls, random).  Each template is compiled once for all its
problems.  Every judged problem has a template."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from gametheory_helpers.contest import templates
from gametheory_helpers.judge import PROBLEMS, Program, get_problem, judge, make_tests
from gametheory_helpers.judge.verdicts import compare_output

TEMPLATES = templates()
FLAGS = ["-std=c++17", "-O1", "-g", "-fsanitize=address,undefined", "-fno-sanitize-recover=all"]
TESTS = 3  # random tests besides the samples and the pitfall groups
needs_gxx = pytest.mark.skipif(shutil.which("g++") is None, reason="g++ is not installed")


def test_the_kit_is_complete():
    assert len(TEMPLATES) >= 40
    assert {t.chapter for t in TEMPLATES} >= {f"{n:02d}" for n in range(1, 11)}
    for template in TEMPLATES:
        for problem in template.problems:
            assert get_problem(problem).id == problem, template.slug  # known, spelt as the judge
            assert get_problem(problem).judgeable, (template.slug, problem)
        assert len(set(template.problems)) == len(template.problems), template.slug
        assert template.cost_cpp and template.cost_py, template.slug


def test_every_judged_problem_has_a_template():
    named = {problem for t in TEMPLATES for problem in t.problems}
    missing = sorted(p.id for p in PROBLEMS.values() if p.judgeable and p.id not in named)
    assert missing == []


def _judge_all(template, language: str) -> list[str]:
    path = template.py if language == "python" else template.cpp
    failures = []
    with Program.from_source(path.read_bytes(), language, name=path.name) as program:
        for problem in template.problems:
            verdict = judge(problem, program=program, tests=TESTS, show_times=False)
            if not verdict.accepted:
                failures.append(f"{problem}:\n{verdict.report()}")
    return failures


@pytest.mark.parametrize("template", TEMPLATES, ids=lambda t: f"{t.slug}-python")
def test_python_template_is_accepted_on_each_of_its_problems(template):
    assert _judge_all(template, "python") == []


@needs_gxx
@pytest.mark.parametrize("template", TEMPLATES, ids=lambda t: f"{t.slug}-cpp")
def test_cpp_template_is_accepted_on_each_of_its_problems_and_sanitizer_clean(template, tmp_path):
    assert _judge_all(template, "cpp") == []
    shutil.copy(template.cpp, tmp_path / "main.cpp")
    subprocess.run(["g++", *FLAGS, "-o", "main", "main.cpp"], cwd=tmp_path, check=True, timeout=180)
    for problem in template.problems:
        for name, text, expected in make_tests(get_problem(problem), 3, seed=7):
            done = subprocess.run(
                [str(tmp_path / "main")], input=text, capture_output=True, text=True, timeout=60
            )
            where = f"{template.slug} on {problem} {name}"
            assert "runtime error" not in done.stderr and "Sanitizer" not in done.stderr, (
                f"{where}:\n{done.stderr[-2000:]}"
            )
            assert done.returncode == 0, f"{where}: exit {done.returncode}"
            assert compare_output(expected, done.stdout)[0] == "Accepted", where
