"""CPU seconds of a process tree, read from ``/proc``: what a test costs the machine.

A test's wall time on a shared, loaded machine says little about what it costs; its CPU time
does, and a test's CPU is spent mostly in the processes it starts (kernels, JupyterLab,
Chromium, the judged programs, the hub's servers).  :func:`tree_cpu_seconds` adds, over the
process and every live descendant, its own CPU time and that of the children it has reaped.
Each CPU second is counted once: a child's time moves into its parent's reaped-children
total when it is reaped, and a process is read only while it lives.  Processes that leave
the tree (a daemon re-parented to init) are not counted.

:class:`CpuRecorder`, a pytest plugin that ``tests/conftest.py`` registers, records the
difference across each test as the JUnit property ``cpu_seconds``; ``tools/test_times.py``
sums it per file.  Linux only (other systems: 0).

>>> spent = tree_cpu_seconds()
>>> _ = sum(i * i for i in range(300_000))
>>> tree_cpu_seconds() >= spent
True
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

_TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def _times_and_children(pid: int) -> tuple[int, list[int]]:
    """Clock ticks of ``pid`` (user, system, reaped children's user and system) and its
    children; ``(0, [])`` when it is gone."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as handle:
            stat = handle.read()
        tasks = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return 0, []
    fields = stat[stat.rfind(b")") + 2 :].split()  # from field 3, the state
    ticks = sum(int(value) for value in fields[11:15])  # fields 14-17: utime .. cstime
    children: list[int] = []
    for task in tasks:
        try:
            with open(f"/proc/{pid}/task/{task}/children", "rb") as handle:
                children.extend(int(child) for child in handle.read().split())
        except OSError:
            continue
    return ticks, children


def tree_cpu_seconds(root: int | None = None) -> float:
    """CPU seconds spent so far by process ``root`` (default: this one) and its descendants."""
    if not os.path.isdir("/proc/self/task"):
        return 0.0
    ticks, pending, seen = 0, [os.getpid() if root is None else root], set()
    while pending:
        pid = pending.pop()
        if pid in seen:
            continue
        seen.add(pid)
        own, children = _times_and_children(pid)
        ticks += own
        pending.extend(children)
    return ticks / _TICKS


class CpuRecorder:
    """Pytest hooks: each test's CPU seconds, set-up to teardown, as the property
    ``cpu_seconds``.  One reading of ``/proc`` per test: a test starts where the test before
    it (in the same worker) ended, so the time between them is charged to the next."""

    def __init__(self) -> None:
        self.reading: float | None = None
        self.started = pytest.StashKey[float]()

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_protocol(self, item: pytest.Item) -> Iterator[None]:
        item.stash[self.started] = tree_cpu_seconds() if self.reading is None else self.reading
        yield

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_makereport(self, item: pytest.Item, call: pytest.CallInfo) -> Iterator:
        outcome = yield
        if call.when == "teardown" and self.started in item.stash:
            self.reading = tree_cpu_seconds()
            spent = self.reading - item.stash[self.started]
            outcome.get_result().user_properties.append(("cpu_seconds", f"{spent:.2f}"))
