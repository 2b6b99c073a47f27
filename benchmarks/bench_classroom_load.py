"""A class arrives: the one-machine hub under N students at once (issue 35, part 4).

For each class size N: start the class hub (``tools/classroom.py``) on 127.0.0.1, create N
student system users, log them all in through the hub's login form and get API tokens, start
their servers at the same moment (a class pressing "Start"), run the first cells of chapter 02
in each through the kernel protocol (jupyter_server REST + kernel websocket), measure memory
while every server and kernel is up, submit the released assignment as each student
(``nbgrader fetch_assignment`` / ``submit`` as that uid), then the grader collects and
autogrades everything. Everything is removed afterwards (servers, hub, users, groups, exchange),
also after a failure or Ctrl+C; every class has a deadline.

Prints a table and, with ``--json PATH``, writes the rows. Needs root (system users); run by
another user (``make bench``) it says so and does nothing.
``--quick`` / ``BENCH_QUICK=1`` runs one class of 2 with 3 cells.

Figures per class:
  spawn p50/p95     seconds from POST /users/NAME/server to ready (the hub polled every 0.5 s)
  cell p50/p95      milliseconds from execute_request to execute_reply, over all cells run
  PSS, RSS / server the student's processes (server + kernel + children), at the peak moment
                    when every server has run its cells; PSS shares libraries fairly
  CPU s / student   CPU seconds of the student's processes until then (start + cells)
  failed spawns     servers that did not become ready; kernel lost: a started server whose
                    cells did not all run (session refused, websocket closed)
  lost              submitted - collected and graded (must be 0)
  grade s / sub     autograde's wall time / submissions; its CPU seconds / submission too

Usage::

    python benchmarks/bench_classroom_load.py --students 10,20,30 --json build/load.json
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from contextlib import suppress
from dataclasses import asdict, dataclass, field
from pathlib import Path

import psutil
from _kernel_ws import KernelSession
from _quick import quick

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "tests"))
import hub_class  # noqa: E402  (tests/hub_class.py: the stand-in chapter 02 assignment)

import classroom  # noqa: E402  (tools/classroom.py: the hub helper's module)

CHAPTER = "gametheory/02_bash_and_nim.ipynb"
MAX_STUDENTS = 200
SYSTEM_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"


@dataclass
class Student:
    """What happened to one student of the class."""

    name: str
    login_s: float | None = None
    spawn_s: float | None = None
    cells_s: list[float] = field(default_factory=list)
    cell_errors: int = 0
    submitted: bool = False
    pss: int = 0
    rss: int = 0
    cpu_s: float = 0.0
    error: str | None = None


def percentile(values: list[float], fraction: float) -> float | None:
    """The ``fraction`` quantile (nearest rank) of ``values``; None when there are none.

    >>> percentile([4.0, 1.0, 3.0, 2.0], 0.5), percentile([1.0, 2.0, 3.0, 4.0], 0.95)
    (2.0, 4.0)
    """
    if not values:
        return None
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * fraction // 1))  # ceil, at least the first
    return ordered[int(rank) - 1]


def load_average() -> str:
    """The 1/5/15-minute load averages, as uptime prints them."""
    return " ".join(f"{value:.2f}" for value in os.getloadavg())


def measure(student: Student) -> None:
    """Memory (PSS, RSS) and CPU time of all of ``student``'s processes, now."""
    for process in hub_class.processes_of(student.name):
        with suppress(psutil.Error):
            info = process.memory_full_info()
            times = process.cpu_times()
            student.pss += info.pss
            student.rss += info.rss
            student.cpu_s += times.user + times.system + times.children_user + times.children_system


class Deadline:
    """The time a class may take; :meth:`left` refuses once it has passed."""

    def __init__(self, seconds: float) -> None:
        self.end = time.monotonic() + seconds

    def left(self, what: str) -> float:
        remaining = self.end - time.monotonic()
        if remaining <= 0:
            raise TimeoutError(f"the class ran out of time before {what}")
        return remaining


def arrive(
    the_class: hub_class.Class,
    student: Student,
    cells: int,
    go: threading.Barrier,
    deadline: Deadline,
) -> None:
    """One student: log in, start the server with the others, run ``cells`` cells of chapter 02."""
    hub = the_class.hub.url
    try:
        start = time.perf_counter()
        token = the_class.token(student.name)
        student.login_s = time.perf_counter() - start
        go.wait(timeout=deadline.left("everyone logged in"))
        start = time.perf_counter()
        classroom.start_server(hub, token, student.name, timeout=min(300, deadline.left("spawn")))
        student.spawn_s = time.perf_counter() - start
        server = f"{hub}/user/{student.name}"
        with KernelSession(
            server, token, CHAPTER, timeout=min(300, deadline.left("cells"))
        ) as kernel:
            for code in kernel.notebook_code_cells()[:cells]:
                seconds, status = kernel.execute(code)
                student.cells_s.append(seconds)
                student.cell_errors += status != "ok"
    except Exception as error:  # noqa: BLE001  (a student's failure is a figure, not a crash)
        student.error = f"{type(error).__name__}: {error}"[:300]


def submit(the_class: hub_class.Class, student: Student, assignment: str) -> None:
    """Fetch and submit ``assignment`` as the student (nbgrader, as that uid)."""
    for step in ("fetch_assignment", "submit"):
        result = the_class.nbgrader(student.name, step, assignment)
        if result.returncode != 0:
            student.error = student.error or f"nbgrader {step}: {result.stderr[-300:]}"
            return
    student.submitted = True


def grader_cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_class(n: int, *, prefix: Path, cells: int, timeout: float) -> dict:
    """Run one class of ``n`` students on a hub of its own; its report row (module docstring).

    The hub, users, course and their removal are ``tests/hub_class.py``'s :func:`a_class`, the
    one the hub's tests use; :func:`arrive_at_once` is what is measured.
    """
    if not 1 <= n <= MAX_STUDENTS:
        raise ValueError(f"students must be 1..{MAX_STUDENTS}, not {n!r}")
    deadline = Deadline(timeout)
    load_before = load_average()
    started = time.perf_counter()
    names = [f"s{number:03d}" for number in range(1, n + 1)]
    with hub_class.a_class(
        names, tag="ld", prefix=prefix, build=False, idle_timeout=24 * 3600
    ) as the_class:
        setup_s = time.perf_counter() - started
        students = [Student(name) for name in the_class.students]
        row = arrive_at_once(the_class, students, cells=cells, deadline=deadline)
        cleanup_started = time.perf_counter()
    row["load_before"] = load_before
    row["phases_s"] = {
        "setup": setup_s,
        **row["phases_s"],
        "cleanup": time.perf_counter() - cleanup_started,
    }
    row["wall_s"] = time.perf_counter() - started
    return row


def arrive_at_once(
    the_class: hub_class.Class, students: list[Student], *, cells: int, deadline: Deadline
) -> dict:
    """``students`` of a running class log in, start their servers at the same moment, run
    ``cells`` cells of chapter 02 each and submit; the grader collects and autogrades. The
    report row (see the module's docstring); the students' servers are left running.
    """
    n = len(students)
    load_before = load_average()
    started = time.perf_counter()
    phases: dict[str, float] = {}

    def phase(name: str) -> None:  # seconds since the previous phase ended
        phases[name] = time.perf_counter() - started - sum(phases.values())

    course_dir, grader, assignment = the_class.course_dir, the_class.grader, hub_class.ASSIGNMENT
    go = threading.Barrier(n)
    with ThreadPoolExecutor(max_workers=n) as pool:
        for student in students:
            pool.submit(arrive, the_class, student, cells, go, deadline)
    phase("arrive")
    for student in students:  # the peak: every server up with its kernel
        measure(student)
    with ThreadPoolExecutor(max_workers=min(n, 8)) as pool:
        for student in students:
            pool.submit(submit, the_class, student, assignment)
    phase("submit")
    deadline.left("collecting")
    result = the_class.nbgrader(grader, "collect", assignment, cwd=course_dir)
    if result.returncode != 0:
        raise classroom.ClassroomError(f"nbgrader collect: {result.stderr[-2000:]}")
    collected = {p.parent.name for p in course_dir.glob(f"submitted/*/{assignment}")}
    cpu_before, start = grader_cpu_seconds(), time.perf_counter()
    result = the_class.nbgrader(grader, "autograde", assignment, cwd=course_dir)
    grading_s, grading_cpu = time.perf_counter() - start, grader_cpu_seconds() - cpu_before
    if result.returncode != 0:
        raise classroom.ClassroomError(f"nbgrader autograde: {result.stderr[-2000:]}")
    graded = {p.parent.name for p in course_dir.glob(f"autograded/*/{assignment}")}
    phase("grade")

    submitted = {s.name for s in students if s.submitted}
    graded_count = max(len(graded & submitted), 1)
    spawns = [s.spawn_s for s in students if s.spawn_s is not None]
    cells_ms = [1000 * t for s in students for t in s.cells_s]
    up = [s for s in students if s.spawn_s is not None]
    mib = 1024 * 1024
    return {
        "students": n,
        "load_before": load_before,
        "spawn_p50_s": percentile(spawns, 0.5),
        "spawn_p95_s": percentile(spawns, 0.95),
        "cell_p50_ms": percentile(cells_ms, 0.5),
        "cell_p95_ms": percentile(cells_ms, 0.95),
        "cells_run": len(cells_ms),
        "cell_errors": sum(s.cell_errors for s in students),
        "pss_mean_mib": statistics.fmean(s.pss / mib for s in up) if up else None,
        "pss_p95_mib": percentile([s.pss / mib for s in up], 0.95),
        "rss_mean_mib": statistics.fmean(s.rss / mib for s in up) if up else None,
        "cpu_s_per_student": statistics.fmean(s.cpu_s for s in up) if up else None,
        "failed_spawns": n - len(spawns),
        "kernel_failures": sum(len(s.cells_s) < cells for s in up),
        "submitted": len(submitted),
        "collected": len(collected & submitted),
        "graded": len(graded & submitted),
        "lost_submissions": len(submitted - (graded & collected)),
        "grading_s_per_submission": grading_s / graded_count,
        "grading_cpu_s_per_submission": grading_cpu / graded_count,
        "wall_s": time.perf_counter() - started,
        "phases_s": phases,
        "errors": sorted({s.error for s in students if s.error}),
        "per_student": [asdict(s) for s in students],
    }


COLUMNS = [
    ("N", "students", "{}"),
    ("spawn p50", "spawn_p50_s", "{:.1f} s"),
    ("spawn p95", "spawn_p95_s", "{:.1f} s"),
    ("cell p50", "cell_p50_ms", "{:.0f} ms"),
    ("cell p95", "cell_p95_ms", "{:.0f} ms"),
    ("PSS/server", "pss_mean_mib", "{:.0f} MiB"),
    ("PSS p95", "pss_p95_mib", "{:.0f} MiB"),
    ("RSS/server", "rss_mean_mib", "{:.0f} MiB"),
    ("CPU/student", "cpu_s_per_student", "{:.1f} s"),
    ("failed", "failed_spawns", "{}"),
    ("kernel lost", "kernel_failures", "{}"),
    ("lost", "lost_submissions", "{}"),
    ("grade/sub", "grading_s_per_submission", "{:.2f} s"),
    ("load before", "load_before", "{}"),
]


def table(rows: list[dict]) -> str:
    """The report as a Markdown table."""
    cells = [
        [("-" if r[key] is None else fmt.format(r[key])) for _, key, fmt in COLUMNS] for r in rows
    ]
    widths = [
        max(len(title), *(len(row[i]) for row in cells)) for i, (title, _, _) in enumerate(COLUMNS)
    ]
    lines = [
        "| " + " | ".join(t.ljust(w) for (t, _, _), w in zip(COLUMNS, widths, strict=True)) + " |"
    ]
    lines.append("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    lines += [
        "| " + " | ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)) + " |"
        for row in cells
    ]
    return "\n".join(lines)


def class_sizes(text: str) -> list[int]:
    """``"10,20,30"`` -> ``[10, 20, 30]``; anything else is refused naming the value."""
    try:
        sizes = [int(part) for part in text.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"--students takes sizes like 10,20,30, not {text!r}"
        ) from None
    if not sizes or any(not 1 <= s <= MAX_STUDENTS for s in sizes):
        raise argparse.ArgumentTypeError(f"--students: each size 1..{MAX_STUDENTS}, not {text!r}")
    return sizes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--students", type=class_sizes, default=[10], help="e.g. 10,20,30 (10)")
    parser.add_argument(
        "--cells", type=int, default=10, help="code cells of chapter 02 to run (10)"
    )
    parser.add_argument("--timeout", type=float, default=900, help="seconds per class (900)")
    parser.add_argument(
        "--prefix", type=Path, default=classroom.PREFIX, help="classroom environment"
    )
    parser.add_argument("--no-build", action="store_true", help="use the environment as it is")
    parser.add_argument("--json", type=Path, help="write the report rows here")
    parser.add_argument("--quick", action="store_true", help="one class of 2, 3 cells")
    args = parser.parse_args(argv)
    if quick():
        args.students, args.cells = [2], 3
    if not 1 <= args.cells <= 100:
        parser.error(f"--cells must be 1..100, not {args.cells}")
    if not 30 <= args.timeout <= 3600:
        parser.error(f"--timeout must be 30..3600 seconds, not {args.timeout}")
    if os.geteuid() != 0:  # `make bench` as a user: say why there are no figures, go on
        print("bench_classroom_load: skipped, it creates system users: run it as root (sudo)")
        return 0
    try:
        # the environment's bin first (nbgrader runs `alembic` from PATH), the system's sbin
        # folders for useradd/groupadd, and no folder of root's that the users may not enter
        bin_dir = classroom.venv_python(args.prefix).parent
        os.environ["PATH"] = f"{bin_dir}:{SYSTEM_PATH}"
        if not args.no_build or not classroom.venv_python(args.prefix).exists():
            classroom.build_environment(args.prefix, source=ROOT)
        rows = []
        for n in args.students:
            print(f"class of {n}: load before {load_average()} ...", flush=True)
            rows.append(run_class(n, prefix=args.prefix, cells=args.cells, timeout=args.timeout))
            for error in rows[-1]["errors"]:
                print(f"  {error}", flush=True)
            print(table(rows[-1:]), flush=True)
            if args.json:  # after every class: a later failure keeps the figures so far
                args.json.parent.mkdir(parents=True, exist_ok=True)
                args.json.write_text(json.dumps(rows, indent=1))
    except (classroom.ClassroomError, TimeoutError) as error:
        print(f"bench_classroom_load: {error}", file=sys.stderr)
        return 1
    print(table(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
