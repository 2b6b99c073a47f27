"""tools/test_times.py: per-file times from the JUnit report ``make test`` writes."""

from __future__ import annotations

import doctest
import os
import signal
import subprocess
import sys
import time
import xml.etree.ElementTree as ElementTree
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import test_times  # noqa: E402

REPORT = """<?xml version="1.0" encoding="utf-8"?>
<testsuites><testsuite name="pytest">
<testcase classname="tests.test_core" name="test_a" time="1.5"/>
<testcase classname="tests.test_core" name="test_b" time="2.0"><properties>
<property name="cpu_seconds" value="1.25"/></properties></testcase>
<testcase classname="notebooks.zh.02_bash_and_nim.ipynb" name="Cell 0" time="7.25"><properties>
<property name="cpu_seconds" value="3.00"/></properties></testcase>
<testcase classname="tests.test_x.TestY" name="test_c" time="0.25"/>
</testsuite></testsuites>
"""


def test_doctests():
    import process_cpu

    assert doctest.testmod(test_times).failed == 0
    assert doctest.testmod(process_cpu).failed == 0


def test_times_are_summed_per_file_and_the_slowest_test_named(tmp_path, capsys):
    report = tmp_path / "junit.xml"
    report.write_text(REPORT)
    files, slowest = test_times.per_file(report)
    assert files == {
        "tests/test_core.py": (3.5, 2, 1.25),
        "notebooks/zh/02_bash_and_nim.ipynb": (7.25, 1, 3.0),
        "tests/test_x.py": (0.25, 1, 0.0),
    }
    assert slowest == (7.25, "notebooks/zh/02_bash_and_nim.ipynb::Cell 0")
    assert test_times.main([str(report)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].endswith("notebooks/zh/02_bash_and_nim.ipynb") and "7.2 s" in lines[0]
    assert "3.0 s CPU" in lines[0]
    assert lines[-2].strip().startswith("11.0 s in all, 4.2 s CPU, 3 files")


CHARGED = """
from process_cpu import CpuRecorder

def pytest_configure(config):
    config.pluginmanager.register(CpuRecorder())
"""
SPENDING = """
import subprocess, sys

def test_child():
    subprocess.run([sys.executable, "-c", "import time\\nt = time.process_time()\\n"
                    "while time.process_time() - t < 0.5: pass"], check=True)

def test_idle():
    pass
"""


def test_the_suite_records_each_tests_cpu_seconds_with_the_processes_it_ran(tmp_path):
    """The recorder charges a test the CPU of the child processes it ran."""
    (tmp_path / "conftest.py").write_text(CHARGED)
    (tmp_path / "test_spend.py").write_text(SPENDING)
    report = tmp_path / "junit.xml"
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT / "tests"), str(ROOT)]))
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-n",
            "0",
            "-p",
            "no:cacheprovider",
            "-o",
            "addopts=",
            f"--rootdir={tmp_path}",
            f"--junitxml={report}",
            str(tmp_path),
        ],
        cwd=tmp_path,
        env=env,
        check=True,
        capture_output=True,
    )
    cases = {
        c.get("name"): test_times.cpu_seconds(c) for c in ElementTree.parse(report).iter("testcase")
    }
    assert cases["test_child"] >= 0.5 and cases["test_idle"] < 0.5, cases


ORPHANING = """
import subprocess, sys, time
grandchild = subprocess.Popen([sys.executable, "-c", "import time\\nt = time.process_time()\\n"
    "while time.process_time() - t < 0.6: pass\\ntime.sleep(60)"])
print(grandchild.pid, flush=True)
time.sleep(60)
"""


def test_a_process_left_behind_by_its_parent_is_never_charged_negatively():
    """A server killed before its kernels: they leave the tree with the time they spent."""
    import process_cpu

    child = subprocess.Popen([sys.executable, "-c", ORPHANING], stdout=subprocess.PIPE, text=True)
    grandchild = int(child.stdout.readline())
    try:
        # until /proc shows the grandchild's CPU: it burns 0.6 s and 0.3 s is asked for, as
        # /proc counts in clock ticks, sampled (a 0.4 s loop once showed 0.39 s there, for good)
        for _ in range(600):
            first = process_cpu.reading()
            spent = [ticks for (pid, _), (ticks, _) in first.items() if pid == grandchild]
            if spent and spent[0] >= 0.3 * process_cpu._TICKS:
                break
            time.sleep(0.05)
        child.kill()
        child.wait()  # reaped by this process; its child goes to init
        second = process_cpu.reading()
        assert 0 <= process_cpu.cpu_between(first, second) < 0.3
        assert spent and spent[0] >= 0.3 * process_cpu._TICKS  # it was in the tree, counted
    finally:
        os.kill(grandchild, signal.SIGKILL)


IN_ORDER = """
import subprocess, sys
grandchild = subprocess.Popen([sys.executable, "-c", "import sys, time\\nt = time.process_time()\\n"
    "while time.process_time() - t < 0.6: pass\\nprint(flush=True)\\nsys.stdin.read()"],
    stdin=subprocess.PIPE)
print(grandchild.pid, flush=True)
sys.stdin.readline()
grandchild.stdin.close()
grandchild.wait()  # reaped by this process, which then ends: all of it reaches the test
"""


def test_a_subtree_ending_in_order_is_not_charged_twice():
    """A browser closed: the Playwright driver ends after reaping Chromium, and the test
    process reaps the driver, whose reaped time holds Chromium's whole life; what Chromium
    spent before the first reading was charged then (a 0.1 s test was charged 3.9 s)."""
    import process_cpu

    child = subprocess.Popen(
        [sys.executable, "-c", IN_ORDER], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    grandchild = int(child.stdout.readline())
    child.stdout.readline()  # the grandchild has spent its 0.6 s and waits
    first = process_cpu.reading()
    spent = [ticks for (pid, _), (ticks, _) in first.items() if pid == grandchild]
    child.communicate("\n")  # the grandchild ends, its parent reaps it and ends: reaped here
    second = process_cpu.reading()
    assert spent and spent[0] >= 0.3 * process_cpu._TICKS  # (in clock ticks, sampled)
    assert 0 <= process_cpu.cpu_between(first, second) < 0.3


def test_the_suite_registers_the_recorder_for_every_test_notebook_cells_too():
    conftest = (ROOT / "tests" / "conftest.py").read_text(encoding="utf-8")
    assert "pluginmanager.register(CpuRecorder()" in conftest  # not conftest hooks: path-bound


def test_a_missing_or_broken_report_is_said_in_one_line(tmp_path, capsys):
    assert test_times.main([str(tmp_path / "none.xml")]) == 2
    (tmp_path / "bad.xml").write_text("not xml")
    assert test_times.main([str(tmp_path / "bad.xml")]) == 2
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 2 and "make test" in err[0] and "not a JUnit report" in err[1]
