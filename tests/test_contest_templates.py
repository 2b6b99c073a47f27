"""Every template of the contest kit is judged: Accepted in C++ and in Python, and clean under
AddressSanitizer and UBSan on the judge's tests for its problem (samples, pitfalls, random)."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from gametheory_helpers.contest import templates
from gametheory_helpers.judge import get_problem, judge, make_tests
from gametheory_helpers.judge.verdicts import compare_output

TEMPLATES = templates()
FLAGS = ["-std=c++17", "-O1", "-g", "-fsanitize=address,undefined", "-fno-sanitize-recover=all"]
TESTS = 3  # random tests besides the samples and the pitfall groups
needs_gxx = pytest.mark.skipif(shutil.which("g++") is None, reason="g++ is not installed")


def test_the_kit_is_complete():
    assert len(TEMPLATES) >= 25
    assert {t.chapter for t in TEMPLATES} >= {f"{n:02d}" for n in range(1, 11)}
    for template in TEMPLATES:
        get_problem(template.problem)  # a problem the judge knows
        assert template.cost, template.slug


@pytest.mark.parametrize("template", TEMPLATES, ids=lambda t: f"{t.slug}-python")
def test_python_template_is_accepted(template):
    verdict = judge(template.problem, path=template.py, tests=TESTS)
    assert verdict.accepted, verdict.report()


@needs_gxx
@pytest.mark.parametrize("template", TEMPLATES, ids=lambda t: f"{t.slug}-cpp")
def test_cpp_template_is_accepted_and_sanitizer_clean(template, tmp_path):
    verdict = judge(template.problem, path=template.cpp, tests=TESTS)
    assert verdict.accepted, verdict.report()
    shutil.copy(template.cpp, tmp_path / "main.cpp")
    subprocess.run(["g++", *FLAGS, "-o", "main", "main.cpp"], cwd=tmp_path, check=True, timeout=180)
    for name, text, expected in make_tests(get_problem(template.problem), 3, seed=7):
        done = subprocess.run(
            [str(tmp_path / "main")], input=text, capture_output=True, text=True, timeout=60
        )
        assert "runtime error" not in done.stderr and "Sanitizer" not in done.stderr, (
            f"{template.slug} on {name}:\n{done.stderr[-2000:]}"
        )
        assert done.returncode == 0, f"{template.slug} on {name}: exit {done.returncode}"
        assert compare_output(expected, done.stdout)[0] == "Accepted", f"{template.slug} {name}"
