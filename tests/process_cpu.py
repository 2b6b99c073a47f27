"""CPU seconds of a process tree, read from ``/proc``: what a test costs the machine.

A test's wall time on a shared, loaded machine says little about what it costs; its CPU time
does, and a test's CPU is spent mostly in the processes it starts (kernels, JupyterLab,
Chromium, the judged programs, the hub's servers).  A :func:`reading` lists, for the process
and every live descendant, its own CPU time plus that of the children it has reaped (so a
program that started and ended between two readings is counted in its parent), and its
parent.  :func:`cpu_between` charges the time between two readings: what each process alive
at the second gained since the first (all of it when it is new), less, for each process that
ended in between, what it had at the first reading, when its whole life is now in the
reaped-children time of a process still in the tree: its parent lives on, or its parent
ended too after reaping it, and so on up to one that lives on (a browser closed: the
Playwright driver ends after its Chromium processes, and this process reaps the driver).
A process whose parent ended first was re-parented out of the tree (a server's kernels when
the server is killed): what it spent after the first reading is lost, never charged twice
or negatively.

:class:`CpuRecorder`, a pytest plugin that ``tests/conftest.py`` registers, records each
test's share as the JUnit property ``cpu_seconds``; ``tools/test_times.py`` sums it per
file.  Linux only (elsewhere every reading is empty and every test costs 0).

>>> before = reading()
>>> _ = sum(i * i for i in range(300_000))
>>> cpu_between(before, reading()) > 0
True
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator

import pytest

_TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100

#: A process: its id and start time (ids are reused).
Key = tuple[int, int]
#: ``{process: (clock ticks, its parent)}`` of a process tree at one moment.
Reading = dict[Key, tuple[int, Key | None]]


def _ticks_start_and_children(pid: int) -> tuple[int, int, list[int]] | None:
    """Clock ticks of ``pid`` (user, system, reaped children's user and system), its start
    time and its children; ``None`` when it is gone."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as handle:
            stat = handle.read()
        tasks = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return None
    fields = stat[stat.rfind(b")") + 2 :].split()  # from field 3, the state
    ticks = sum(int(value) for value in fields[11:15])  # fields 14-17: utime .. cstime
    children: list[int] = []
    for task in tasks:
        try:
            with open(f"/proc/{pid}/task/{task}/children", "rb") as handle:
                children.extend(int(child) for child in handle.read().split())
        except OSError:
            continue
    return ticks, int(fields[19]), children  # field 22: the start time


def reading(root: int | None = None) -> Reading:
    """The CPU ticks of process ``root`` (default: this one) and of each live descendant."""
    if not os.path.isdir("/proc/self/task"):
        return {}
    result: Reading = {}
    pending: list[tuple[int, Key | None]] = [(os.getpid() if root is None else root, None)]
    seen = set()
    while pending:
        pid, parent = pending.pop()
        if pid in seen:
            continue
        seen.add(pid)
        found = _ticks_start_and_children(pid)
        if found is not None:
            ticks, started, children = found
            result[(pid, started)] = (ticks, parent)
            pending.extend((child, (pid, started)) for child in children)
    return result


def alive(key: Key) -> bool:
    """Whether process ``key`` still exists (not reaped: a zombie too); ids are reused, so
    the start time must match."""
    found = _ticks_start_and_children(key[0])
    return found is not None and found[1] == key[1]


def cpu_between(first: Reading, second: Reading, exists: Callable[[Key], bool] = alive) -> float:
    """CPU seconds spent between two readings (see the module's docstring).

    Process 7 gained 50 ticks, 9 is new with 20, 8 ended and its parent 7 reaped it (7's
    150 include all of 8's time), 6 ended after its parent 5: 50 + 20 - 50 = 20 ticks.

    >>> first = {(7, 1): (100, None), (8, 1): (50, (7, 1)), (5, 1): (9, None), (6, 1): (9, (5, 1))}
    >>> second = {(7, 1): (150, None), (9, 4): (20, (7, 1))}
    >>> gone = lambda key: False  # noqa: E731  (these processes are made up)
    >>> round(cpu_between(first, second, gone) * _TICKS)
    20

    A whole subtree ended in order: 3 reaped its child 4 (40 ticks at the first reading,
    60 in all) and ended, and 2 reaped 3 (30 ticks of its own, 10 since): 2 gained 90,
    of which 10 + 20 are new.

    >>> first = {(2, 1): (0, None), (3, 1): (20, (2, 1)), (4, 1): (40, (3, 1))}
    >>> round(cpu_between(first, {(2, 1): (90, None)}, gone) * _TICKS)
    30
    """
    ticks = sum(now - first.get(key, (0, None))[0] for key, (now, _) in second.items())
    for key, (before, _) in first.items():
        if key not in second and _ended_inside(key, first, second, exists):
            ticks -= before
    return ticks / _TICKS


def _ended_inside(key: Key, first: Reading, second: Reading, exists: Callable) -> bool:
    """Whether ``key`` ended, and every ancestor of it up to one still in ``second`` did too:
    its whole life is then in that ancestor's reaped-children time."""
    current: Key | None = key
    while current is not None and current not in second:
        if current not in first or exists(current):
            return False  # not in the first reading, or re-parented out of the tree alive
        current = first[current][1]
    return current is not None


class CpuRecorder:
    """Pytest hooks: each test's CPU seconds, set-up to teardown, as the property
    ``cpu_seconds``.  One reading of ``/proc`` per test: a test starts where the test before
    it (in the same worker) ended, so the time between them is charged to the next."""

    def __init__(self) -> None:
        self.last: Reading | None = None
        self.started = pytest.StashKey[Reading]()

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_protocol(self, item: pytest.Item) -> Iterator[None]:
        item.stash[self.started] = reading() if self.last is None else self.last
        yield

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_makereport(self, item: pytest.Item, call: pytest.CallInfo) -> Iterator:
        outcome = yield
        if call.when == "teardown" and self.started in item.stash:
            self.last = reading()
            spent = cpu_between(item.stash[self.started], self.last)
            outcome.get_result().user_properties.append(("cpu_seconds", f"{spent:.2f}"))
