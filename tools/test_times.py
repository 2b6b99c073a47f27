"""Per-file times of the last ``make test``, from the JUnit report it writes.

    python tools/test_times.py                    # build/artifacts/junit.xml, 25 slowest files
    python tools/test_times.py REPORT.xml --top 0 # every file

``make test`` passes ``--junitxml build/artifacts/junit.xml`` to pytest; each line printed here
is a test file (a notebook for nbval) with the seconds its tests took summed over the workers,
the CPU seconds they cost (the ``cpu_seconds`` property ``tests/conftest.py`` records: the
worker and every process a test ran, such as kernels, JupyterLab, Chromium and judged
programs), its number of tests, and its share of the whole. With N workers the wall time of
the suite is about the total over N, and never less than the slowest single test (printed
last); on two cores it is never less than half the CPU total either (``make test`` runs three
workers there: the third keeps the cores busy while a test waits).
"""

from __future__ import annotations

import argparse
import sys
import xml.etree.ElementTree as ElementTree
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REPORT = ROOT / "build" / "artifacts" / "junit.xml"


def file_of(case: ElementTree.Element) -> str:
    """The test file (or notebook) of one ``<testcase>`` of pytest's JUnit report.

    >>> file_of(ElementTree.fromstring('<testcase classname="tests.test_core" name="t"/>'))
    'tests/test_core.py'
    >>> file_of(ElementTree.fromstring(
    ...     '<testcase classname="notebooks.zh.02_bash_and_nim.ipynb" name="Cell 3"/>'))
    'notebooks/zh/02_bash_and_nim.ipynb'
    >>> file_of(ElementTree.fromstring('<testcase classname="tests.test_a.TestB" name="t"/>'))
    'tests/test_a.py'
    """
    name = case.get("classname", "") or case.get("file", "")
    if name.endswith(".ipynb"):
        return name.removesuffix(".ipynb").replace(".", "/") + ".ipynb"
    parts = name.split(".")
    if len(parts) > 1 and parts[-1].startswith("Test"):  # a test class inside the file
        parts.pop()
    return "/".join(parts) + ".py"


def per_file(report: Path) -> tuple[dict[str, tuple[float, int, float]], tuple[float, str]]:
    """``{file: (seconds, tests, cpu seconds)}`` and the slowest test ``(seconds, name)``."""
    totals: dict[str, list[float]] = defaultdict(lambda: [0.0, 0, 0.0])
    slowest = (0.0, "")
    for case in ElementTree.parse(report).getroot().iter("testcase"):
        seconds = float(case.get("time", 0) or 0)
        entry = totals[file_of(case)]
        entry[0] += seconds
        entry[1] += 1
        entry[2] += cpu_seconds(case)
        slowest = max(slowest, (seconds, f"{file_of(case)}::{case.get('name')}"))
    return {name: (s, int(n), c) for name, (s, n, c) in totals.items()}, slowest


def cpu_seconds(case: ElementTree.Element) -> float:
    """The ``cpu_seconds`` property of one ``<testcase>`` (0 when it has none).

    >>> cpu_seconds(ElementTree.fromstring(
    ...     '<testcase><properties><property name="cpu_seconds" value="2.50"/></properties>'
    ...     '</testcase>'))
    2.5
    """
    for prop in case.iter("property"):
        if prop.get("name") == "cpu_seconds":
            try:
                return float(prop.get("value", 0))
            except ValueError:
                return 0.0
    return 0.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("report", nargs="?", type=Path, default=REPORT)
    parser.add_argument("--top", type=int, default=25, help="files to print (0: all)")
    arguments = parser.parse_args(argv)
    if not arguments.report.is_file():
        print(f"no report {arguments.report}: run `make test` first", file=sys.stderr)
        return 2
    try:
        files, slowest = per_file(arguments.report)
    except ElementTree.ParseError as error:
        print(f"{arguments.report} is not a JUnit report: {error}", file=sys.stderr)
        return 2
    whole = sum(seconds for seconds, _, _ in files.values()) or 1.0
    cpu = sum(spent for _, _, spent in files.values())
    ranked = sorted(files.items(), key=lambda item: -item[1][0])
    for name, (seconds, tests, spent) in ranked[: arguments.top or None]:
        share = 100 * seconds / whole
        print(f"{seconds:8.1f} s {spent:8.1f} s CPU {tests:5} tests {share:5.1f}%  {name}")
    print(f"{whole:8.1f} s in all, {cpu:.1f} s CPU, {len(files)} files")
    print(f"slowest test: {slowest[0]:.1f} s {slowest[1]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
