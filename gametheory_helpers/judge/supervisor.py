"""The judge's supervisor: one program run under limits, watched to its end, and a report.

:func:`gametheory_helpers.judge.runner._supervise` starts this file as a small process of its
own for every run, importing it (its bytecode is read; a script is compiled at every start)::

    python -I -S -c "import sys; sys.path.append(THIS_FOLDER); import supervisor; \\
        sys.exit(supervisor.main(sys.argv))" \\
        REPORT_FD LIFE_FD TIME_LIMIT MEMORY WALL POLL OUTPUT MESSAGE -- COMMAND...

with the program's standard input, output and error as its own and the program's environment
as its environment.  It writes one line to ``REPORT_FD`` (see :func:`format_report`) and
stops early when ``LIFE_FD`` closes (the judge stopped the run, or died).

It is started, not forked, because a fork copies the judge's page tables: from a 550 MB
process (a kernel or a test worker with numba and matplotlib loaded) a run cost 57 ms of
which 55 ms were the kernel's, against 20 ms for a started supervisor.  So it imports only
small standard modules (no ``json``, no ``signal``: both import ``enum`` and ``re``, 8 ms).

What it does (Linux):

* it makes itself a *child subreaper*, so every descendant of the program, even after
  ``setsid`` and a double fork, stays under it;
* the program gets ``setrlimit`` limits (address space, CPU seconds, file size, no core
  dumps), default handling of every signal and an empty signal mask, and dies with its
  supervisor (a parent-death signal);
* it polls the resident memory and CPU time of the whole tree from ``/proc`` and stops the
  tree past the memory limit, past the CPU-time limit, past the wall-clock backstop, and in
  any case when the program ends: it kills and collects until no process is left.

Elsewhere (no ``/proc``) the limits are per process and the program's process group is killed.

>>> parse_report(format_report(0, 0.25, 0.5, False, False, 1024))["seconds"]
0.25
"""

from __future__ import annotations

import _signal  # the C module: ``signal`` imports enum, and every run would pay for it
import math
import os
import select
import sys
import time

TYPE_CHECKING = False
if TYPE_CHECKING:  # typing would cost every run 7 ms
    from typing import Any

_PR_SET_PDEATHSIG = 1
_PR_SET_CHILD_SUBREAPER = 36
_LINUX = sys.platform.startswith("linux") and os.path.exists("/proc/self/stat")
#: Signals a process cannot catch, ignore or block: nothing to restore.
_FIXED_SIGNALS = {_signal.SIGKILL, _signal.SIGSTOP}
_PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096
_TICK = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
_REPORT_FIELDS = (
    ("returncode", int),
    ("seconds", float),
    ("wall_seconds", float),
    ("timed_out", lambda word: word == "1"),
    ("memory_exceeded", lambda word: word == "1"),
    ("peak_bytes", int),
)


class _suppress:  # noqa: N801 - used as contextlib.suppress is
    """``contextlib.suppress`` without importing contextlib (4 ms of every run)."""

    def __init__(self, *kinds: type[BaseException]) -> None:
        self.kinds = kinds

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind: type[BaseException] | None, *rest: object) -> bool:
        return kind is not None and issubclass(kind, self.kinds)


def format_report(
    returncode: int,
    seconds: float,
    wall_seconds: float,
    timed_out: bool,
    memory_exceeded: bool,
    peak_bytes: int,
) -> bytes:
    """The one line the supervisor writes for the judge.

    >>> format_report(-9, 1.5, 2.0, True, False, 0)
    b'-9 1.5 2.0 1 0 0\\n'
    """
    values = (returncode, seconds, wall_seconds, int(timed_out), int(memory_exceeded), peak_bytes)
    return (" ".join(repr(value) for value in values) + "\n").encode()


def parse_report(line: bytes) -> dict[str, Any]:
    """The report as a dict; a ``ValueError`` for anything but one whole report line.

    >>> parse_report(b"0 0.1 0.2 0 1 4096\\n")["memory_exceeded"]
    True
    """
    words = line.decode("ascii").split()
    if not line.endswith(b"\n") or len(words) != len(_REPORT_FIELDS):
        raise ValueError(f"not a supervisor's report: {line[:80]!r}")
    return {name: read(word) for (name, read), word in zip(_REPORT_FIELDS, words, strict=True)}


def _load_prctl() -> Any:
    """The C library's ``prctl``, called with int arguments; None where there is none.

    Through ``_ctypes`` (the C module under ctypes) when it has ``dlopen``, ``dlsym`` and
    ``call_function``: importing ``ctypes`` itself costs every run 4 ms of its ~13 ms. The
    call is the one ``ctypes.CDLL(None).prctl(...)`` makes (each int passed as a C int).
    """
    if not _LINUX:
        return None
    try:
        import _ctypes

        address = _ctypes.dlsym(_ctypes.dlopen(None, os.RTLD_NOW), "prctl")
        call = _ctypes.call_function
        return lambda *arguments: call(address, arguments)
    except (OSError, AttributeError, ImportError):
        pass
    try:
        import ctypes

        return ctypes.CDLL(None).prctl
    except (OSError, AttributeError, ImportError):
        return None


def supervise(
    command: list[str],
    time_limit: float,
    memory: int,
    wall_limit: float,
    poll_seconds: float,
    output_limit: int,
    could_not_start: str,
    life_r: int,
) -> dict[str, Any]:
    """Run ``command`` (this process's standard streams are its) to its end; the report."""
    prctl = _load_prctl()
    with _suppress(OSError):  # already a session leader
        os.setsid()
    tree = prctl is not None and prctl(_PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0
    # closed by the exec (close-on-exec): the start of the run is when the program runs
    started_r, started_w = os.pipe()
    me = os.getpid()
    main = os.fork()  # from this small process a fork costs well under a millisecond
    if main == 0:  # the program
        try:
            os.setpgid(0, 0)
            if prctl is not None:  # it dies with its supervisor, however that dies
                prctl(_PR_SET_PDEATHSIG, _signal.SIGKILL, 0, 0, 0)
                if os.getppid() != me:
                    os._exit(127)
            os.closerange(3, started_w)
            os.closerange(started_w + 1, 65536)
            _apply_limits(time_limit, memory, output_limit)
            _default_signals()
            os.execv(command[0], command)
        except BaseException as error:
            with _suppress(BaseException):
                os.write(2, (could_not_start.format(error=error) + "\n").encode())
        finally:
            os._exit(127)
    os.close(started_w)
    while os.read(started_r, 1):
        pass
    os.close(started_r)
    start = time.monotonic()
    try:
        pidfd = os.pidfd_open(main)
    except (AttributeError, OSError):
        pidfd = None
    deadline = start + wall_limit
    status: int | None = None
    timed_out = memory_exceeded = False
    interval = poll_seconds
    peak = 0
    end = start
    known: list[int] | None = None
    newest: int | None = None
    while True:
        status = _reap(main, status)
        end = time.monotonic()
        if status is not None:
            break
        if end >= deadline:
            timed_out = True
            break
        waiting = [life_r] if pidfd is None else [life_r, pidfd]
        ready = select.select(waiting, [], [], min(interval, deadline - end))[0]
        if life_r in ready:  # the judge stopped (or died)
            break
        if pidfd in ready:
            continue
        if tree:
            looked = time.monotonic()
            total, cpu, known, newest = _tree_usage(known, newest)
            peak = max(peak, total)
            if total > memory:
                memory_exceeded = True
                end = time.monotonic()
                break
            if cpu + _children_cpu() > time_limit:
                timed_out = True
                end = time.monotonic()
                break
            # a slow /proc (many processes) is looked at less often
            interval = max(poll_seconds, 5 * (time.monotonic() - looked))
    status = _kill_tree(main, tree, status)
    if status is None:
        with _suppress(ChildProcessError):
            status = os.waitpid(main, 0)[1]
    returncode = os.waitstatus_to_exitcode(status) if status is not None else -_signal.SIGKILL
    return {
        "returncode": returncode,
        "seconds": _children_cpu(),  # every process of the tree, collected
        "wall_seconds": end - start,
        "timed_out": timed_out,
        "memory_exceeded": memory_exceeded,
        "peak_bytes": peak,
    }


def _children_cpu() -> float:
    """CPU seconds (user + system) of every finished process this one has collected."""
    times = os.times()
    return times.children_user + times.children_system


def _apply_limits(cpu_seconds: float, memory_bytes: int, output_limit: int) -> None:
    import resource

    cpu = math.ceil(cpu_seconds) + 1  # SIGXCPU a little past the limit; SIGKILL a second later
    wanted = [
        ("RLIMIT_CPU", (cpu, cpu + 1)),
        ("RLIMIT_AS", (memory_bytes, memory_bytes)),
        ("RLIMIT_FSIZE", (output_limit, output_limit)),
        ("RLIMIT_CORE", (0, 0)),
    ]
    for name, value in wanted:
        if hasattr(resource, name):
            # e.g. RLIMIT_AS is refused on macOS: the wall clock and CPU limits remain
            with _suppress(ValueError, OSError):
                resource.setrlimit(getattr(resource, name), value)


def _default_signals() -> None:
    """Default handling for every signal and an empty signal mask, as a fresh program expects.

    Python ignores SIGPIPE and SIGXFSZ and catches SIGINT; a program started with those
    dispositions would spin on writes past the output limit instead of being stopped.
    """
    for number in _signal.valid_signals():
        if number not in _FIXED_SIGNALS:
            with _suppress(OSError, ValueError):
                _signal.signal(number, _signal.SIG_DFL)
    _signal.pthread_sigmask(_signal.SIG_SETMASK, ())


def _reap(main: int, status: int | None) -> int | None:
    """Collect every finished child (orphans come to the subreaper); the main one's status."""
    while True:
        try:
            pid, code = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return status
        if pid == 0:
            return status
        if pid == main:
            status = code


def _descendants() -> list[tuple[int, int, float]]:
    """``(pid, resident bytes, CPU seconds)`` of every process under this one, from /proc.

    Zombies are listed too (their children are still under them; they hold no memory).  A
    process's CPU seconds include those of the children it has collected.
    """
    parents: dict[int, list[tuple[int, int, float]]] = {}
    for name in os.listdir("/proc"):
        fields = _stat_fields(name) if name.isdigit() else None
        if fields is None:
            continue
        rss = 0 if fields[0] == b"Z" else int(fields[21]) * _PAGE
        parents.setdefault(int(fields[1]), []).append((int(name), rss, _stat_cpu(fields)))
    found, todo = [], [os.getpid()]
    while todo:
        for child in parents.get(todo.pop(), ()):
            found.append(child)
            todo.append(child[0])
    return found


def _stat_fields(pid: int | str) -> list[bytes] | None:
    """The fields of /proc/PID/stat from the state on (after the name); None if it is gone."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as handle:
            stat = handle.read()
    except OSError:
        return None
    return stat[stat.rfind(b")") + 2 :].split()


def _stat_cpu(fields: list[bytes]) -> float:
    """utime + stime + cutime + cstime of a /proc/PID/stat line (from its state field on)."""
    return sum(int(value) for value in fields[11:15]) / _TICK


def _newest_pid() -> int | None:
    """The last process id the system handed out (a new one means a process was created)."""
    try:
        with open("/proc/loadavg", "rb") as handle:
            return int(handle.read().split()[-1])
    except (OSError, ValueError, IndexError):
        return None


def _tree_usage(
    known: list[int] | None, newest: int | None
) -> tuple[int, float, list[int], int | None]:
    """Resident bytes and CPU seconds of the living tree, its pids, the newest pid.

    /proc is scanned only after a fork; otherwise the known processes are read.
    """
    latest = _newest_pid()
    if known is None or latest is None or latest != newest:
        found = _descendants()
        return (
            sum(rss for _, rss, _ in found),
            sum(cpu for *_, cpu in found),
            [pid for pid, *_ in found],
            latest,
        )
    total, cpu = 0, 0.0
    for pid in known:
        fields = _stat_fields(pid)
        if fields is None:
            continue
        if fields[0] != b"Z":
            total += int(fields[21]) * _PAGE
        cpu += _stat_cpu(fields)
    return total, cpu, known, latest


def _kill_tree(main: int, tree: bool, status: int | None) -> int | None:
    """Kill the program and everything it started, collect them; the main one's status.

    As a subreaper this process inherits every orphan of the tree, so the tree is gone
    exactly when it has no child left: kill what /proc shows under it, collect, and look
    again until then (a process may fork, or be orphaned, while it is being looked at).
    """
    if tree and status is not None:
        status = _reap(main, status)
        if not _has_children():  # the usual end: the program ended and left nothing behind
            return status
    _kill(main, group=True)
    _kill(main)
    if not tree:
        return _reap(main, status)
    for _attempt in range(20000):
        for pid, *_rest in _descendants():
            _kill(pid)
        status = _reap(main, status)
        if not _has_children():
            break
        time.sleep(0.0005)
    return status


def _kill(pid: int, *, group: bool = False) -> None:
    with _suppress(OSError):
        (os.killpg if group else os.kill)(pid, _signal.SIGKILL)


def _has_children() -> bool:
    try:
        os.waitpid(-1, os.WNOHANG)  # (0, 0) while they run; a finished one is collected
        return True
    except ChildProcessError:
        return False


def main(argv: list[str]) -> int:
    """Run as the judge starts it (see the module's docstring); 0 once the report is written."""
    report_fd, life_fd = int(argv[1]), int(argv[2])
    time_limit, memory, wall, poll = float(argv[3]), int(argv[4]), float(argv[5]), float(argv[6])
    output_limit, could_not_start = int(argv[7]), argv[8]
    if argv[9] != "--" or len(argv) < 11:
        return 64
    report = supervise(
        argv[10:], time_limit, memory, wall, poll, output_limit, could_not_start, life_fd
    )
    os.write(report_fd, format_report(**report))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
