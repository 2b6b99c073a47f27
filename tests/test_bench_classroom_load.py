"""The class-size load benchmark (benchmarks/bench_classroom_load.py): its arguments, figures,
table and command line.

Its real run, two students arriving at once on a hub (servers, three cells of chapter 02 each
through the kernel protocol, submit, collect, autograde), is
``tests/test_classroom_hub.py::test_two_students_arriving_at_once_lose_no_submission``, on the
hub that file starts anyway; the class's set-up and removal are ``tests/hub_class.py``'s
``a_class``, the same for both.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))
import bench_classroom_load as load  # noqa: E402


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
    row = dict.fromkeys((key for _, key, _ in load.COLUMNS), 1.0) | {
        "students": 3,
        "load_before": "1.00 1.00 1.00",
    }
    row["spawn_p95_s"] = None
    header, rule, line = load.table([row]).splitlines()
    assert header.startswith("| N ") and "lost" in header and "PSS/server" in header
    assert line.startswith("| 3 ") and " - " in line  # a missing figure shows as "-"
    assert header.count("|") == rule.count("|") == line.count("|")


def test_the_command_line_runs_each_class_and_writes_the_rows(monkeypatch, tmp_path, capsys):
    """main(): one run_class per size, the table after each class, the rows as JSON (a real
    class of two runs on the hub of tests/test_classroom_hub.py)."""
    monkeypatch.setattr(load.os, "geteuid", lambda: 0)
    monkeypatch.setattr(load.classroom, "build_environment", lambda *a, **k: None)
    monkeypatch.delenv("BENCH_QUICK", raising=False)
    calls = []

    def fake_class(n, *, prefix, cells, timeout):  # noqa: ANN001, ANN202
        calls.append((n, cells, timeout))
        return dict.fromkeys((key for _, key, _ in load.COLUMNS), 1.0) | {
            "students": n,
            "load_before": "0.50 0.50 0.50",
            "errors": ["a student's error"] if n == 3 else [],
        }

    monkeypatch.setattr(load, "run_class", fake_class)
    report = tmp_path / "rows.json"
    argv = ["--students", "2,3", "--cells", "4", "--timeout", "60", "--json", str(report)]
    assert load.main(argv) == 0
    assert calls == [(2, 4, 60.0), (3, 4, 60.0)]
    assert [row["students"] for row in json.loads(report.read_text())] == [2, 3]
    printed = capsys.readouterr().out
    assert "class of 2: load before" in printed and "  a student's error" in printed
    assert "\n| 2 " in printed and "\n| 3 " in printed


@pytest.mark.parametrize(
    "argv", [["--cells", "0"], ["--cells", "101"], ["--timeout", "10"], ["--timeout", "4000"]]
)
def test_bad_cells_and_timeouts_are_refused(argv, capsys):
    with pytest.raises(SystemExit):
        load.main(argv)
    assert argv[0] in capsys.readouterr().err


def test_without_root_it_says_why_and_does_nothing(monkeypatch, capsys):
    monkeypatch.setattr(load.os, "geteuid", lambda: 1000)
    monkeypatch.setattr(load, "run_class", lambda *a, **k: pytest.fail("ran a class"))
    assert load.main(["--students", "2"]) == 0
    assert "run it as root" in capsys.readouterr().out
