"""The C++ templates of the contest kit, judged on every problem their headers name and run
under AddressSanitizer and UBSan (see ``test_contest_templates.py`` for the Python half)."""

from __future__ import annotations

import shutil
import subprocess

import pytest
from test_contest_templates import TEMPLATES, _judge_all

from gametheory_helpers.judge import get_problem, make_tests
from gametheory_helpers.judge.verdicts import compare_output

FLAGS = ["-std=c++17", "-O1", "-g", "-fsanitize=address,undefined", "-fno-sanitize-recover=all"]
needs_gxx = pytest.mark.skipif(shutil.which("g++") is None, reason="g++ is not installed")


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
