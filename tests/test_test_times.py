"""tools/test_times.py: per-file times from the JUnit report ``make test`` writes."""

from __future__ import annotations

import doctest
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import test_times  # noqa: E402

REPORT = """<?xml version="1.0" encoding="utf-8"?>
<testsuites><testsuite name="pytest">
<testcase classname="tests.test_core" name="test_a" time="1.5"/>
<testcase classname="tests.test_core" name="test_b" time="2.0"/>
<testcase classname="notebooks.zh.02_bash_and_nim.ipynb" name="Cell 0" time="7.25"/>
<testcase classname="tests.test_x.TestY" name="test_c" time="0.25"/>
</testsuite></testsuites>
"""


def test_doctests():
    assert doctest.testmod(test_times).failed == 0


def test_times_are_summed_per_file_and_the_slowest_test_named(tmp_path, capsys):
    report = tmp_path / "junit.xml"
    report.write_text(REPORT)
    files, slowest = test_times.per_file(report)
    assert files == {
        "tests/test_core.py": (3.5, 2),
        "notebooks/zh/02_bash_and_nim.ipynb": (7.25, 1),
        "tests/test_x.py": (0.25, 1),
    }
    assert slowest == (7.25, "notebooks/zh/02_bash_and_nim.ipynb::Cell 0")
    assert test_times.main([str(report)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].endswith("notebooks/zh/02_bash_and_nim.ipynb") and "7.2 s" in lines[0]
    assert lines[-2].strip().startswith("11.0 s in all, 3 files")


def test_a_missing_or_broken_report_is_said_in_one_line(tmp_path, capsys):
    assert test_times.main([str(tmp_path / "none.xml")]) == 2
    (tmp_path / "bad.xml").write_text("not xml")
    assert test_times.main([str(tmp_path / "bad.xml")]) == 2
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 2 and "make test" in err[0] and "not a JUnit report" in err[1]
