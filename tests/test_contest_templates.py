"""Every template of the contest kit is judged on every problem its header names: Accepted in
C++ and in Python, and the C++ clean under AddressSanitizer and UBSan on the judge's tests for
those problems (samples, pitfalls, random).  Each template is compiled once for all its
problems.  Every judged problem has a template.  The C++ half is in
``test_contest_templates_cpp.py`` (a file of its own, so that the test workers share the
work)."""

from __future__ import annotations

import shutil

import pytest

from gametheory_helpers.contest import templates
from gametheory_helpers.judge import PROBLEMS, Program, get_problem, judge

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
