"""The class-size load test (benchmarks/bench_classroom_load.py) runs for a class of 2.

It starts the real hub on 127.0.0.1 with two student system users (root; in CI as root),
runs three cells of chapter 02 in each server through the kernel protocol, submits, collects
and autogrades; the report must have its shape, lose no submission and leave no user behind.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))
sys.path.insert(0, str(ROOT / "tests"))
import bench_classroom_load as load  # noqa: E402
import hub_class  # noqa: E402

KEYS = {
    "students",
    "load_before",
    "spawn_p50_s",
    "spawn_p95_s",
    "cell_p50_ms",
    "cell_p95_ms",
    "cells_run",
    "cell_errors",
    "pss_mean_mib",
    "pss_p95_mib",
    "rss_mean_mib",
    "cpu_s_per_student",
    "failed_spawns",
    "kernel_failures",
    "submitted",
    "collected",
    "graded",
    "lost_submissions",
    "grading_s_per_submission",
    "grading_cpu_s_per_submission",
    "wall_s",
    "phases_s",
    "errors",
    "per_student",
}


@pytest.mark.parametrize("text", ["", "10,,20", "ten", "0", "10,201", "-3"])
def test_class_sizes_are_refused_naming_the_value(text):
    with pytest.raises(argparse.ArgumentTypeError, match="--students"):
        load.class_sizes(text)


def test_class_sizes():
    assert load.class_sizes("10,20,30") == [10, 20, 30]


def test_percentiles_by_nearest_rank():
    values = [float(v) for v in range(1, 21)]  # 1..20
    assert load.percentile(values, 0.5) == 10.0
    assert load.percentile(values, 0.95) == 19.0
    assert load.percentile([7.0], 0.95) == 7.0
    assert load.percentile([], 0.5) is None


def test_the_table_has_a_column_per_figure():
    row = dict.fromkeys(KEYS, 1.0) | {"students": 3, "load_before": "1.00 1.00 1.00"}
    row["spawn_p95_s"] = None
    header, rule, line = load.table([row]).splitlines()
    assert header.startswith("| N ") and "lost" in header and "PSS/server" in header
    assert line.startswith("| 3 ") and " - " in line  # a missing figure shows as "-"
    assert header.count("|") == rule.count("|") == line.count("|")


def test_a_class_of_two_loses_no_submission(tmp_path):
    hub_class.need_root()
    report = tmp_path / "load.json"
    result = subprocess.run(
        [
            sys.executable,
            str(ROOT / "benchmarks" / "bench_classroom_load.py"),
            "--students",
            "2",
            "--cells",
            "3",
            "--timeout",
            "600",
            "--json",
            str(report),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    (row,) = json.loads(report.read_text())
    assert set(row) == KEYS
    assert row["students"] == 2 and row["errors"] == []
    assert row["failed_spawns"] == row["kernel_failures"] == 0 and row["cells_run"] == 6
    assert row["submitted"] == row["collected"] == row["graded"] == 2
    assert row["lost_submissions"] == 0
    assert 0 < row["spawn_p50_s"] <= row["spawn_p95_s"]
    assert 0 < row["cell_p50_ms"] <= row["cell_p95_ms"]
    # a server with its kernel holds tens of MiB at least; PSS never exceeds RSS
    assert 20 < row["pss_mean_mib"] <= row["rss_mean_mib"]
    assert row["grading_s_per_submission"] > 0
    assert "| N " in result.stdout and "\n| 2 " in result.stdout
    for student in row["per_student"]:  # every user removed again
        assert not hub_class.classroom.user_exists(student["name"]), student["name"]
