"""Run one hostile call in a forked child, under a CPU-time and a memory limit.

The targeted fuzz tests (``tests/test_fuzz_*.py``) use :func:`limited` for the inputs that
once hung, blew up memory or crashed: the test fails with the reason (a hang, an uncaught
exception, a dead child) instead of stalling the run.  A hang is a call that used more than
``cpu`` seconds of CPU (the kernel stops the child, see :func:`limit_cpu`), so a loaded machine
does not turn a quick call into a "hang"; the wall-clock ``timeout`` is only a backstop for a
child that sleeps or waits forever.

Example
-------
>>> limited(lambda: 1 + 1).value
2
>>> limited(lambda: int("x")).kind
'refusal'
"""

from __future__ import annotations

import math
import multiprocessing
import resource
import signal
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

DEFAULT_CPU = 5.0  # seconds of CPU a call may use before it counts as a hang
DEFAULT_TIMEOUT = 120.0  # seconds of wall clock: only a backstop (a child that sleeps)
DEFAULT_MEMORY = 1_500_000_000  # bytes of address space the child may add to what it has


def limit_address_space(extra: int) -> None:
    """Let this process map at most ``extra`` more bytes than it has mapped now.

    The limit is relative because a pytest worker's own address space depends on what
    it imported before (numba, Chromium's driver...) and on what earlier calls left in
    its caches: an absolute limit made the same call pass on one machine and fail with
    MemoryError on another.  Only the soft limit is set, so a long-lived worker can call
    this again before each call.
    """
    with open("/proc/self/statm", encoding="ascii") as statm:
        mapped = int(statm.read().split()[0]) * resource.getpagesize()
    _soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    soft = mapped + extra if hard == resource.RLIM_INFINITY else min(hard, mapped + extra)
    resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


def limit_cpu(seconds: float) -> None:
    """Let this process use at most ``seconds`` more CPU time: past it the kernel sends
    SIGXCPU, which ends the process (see :func:`stopped_for_cpu`).  Only the soft limit is
    set (whole seconds, rounded up), so a long-lived worker can call this before each call."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    used = usage.ru_utime + usage.ru_stime
    _soft, hard = resource.getrlimit(resource.RLIMIT_CPU)
    soft = math.ceil(used + seconds)
    resource.setrlimit(
        resource.RLIMIT_CPU, (soft if hard == resource.RLIM_INFINITY else min(soft, hard), hard)
    )


def stopped_for_cpu(exitcode: int | None) -> bool:
    """Whether a child ended because it used up the CPU time :func:`limit_cpu` gave it."""
    return exitcode == -signal.SIGXCPU


@dataclass(frozen=True)
class Outcome:
    """What a limited call did: ``kind`` is answer / refusal / error / hang / died."""

    kind: str
    value: Any = None
    error_type: str = ""
    message: str = ""
    seconds: float = 0.0

    def __str__(self) -> str:
        if self.kind == "answer":
            return f"answer {self.value!r:.200} in {self.seconds:.2f} s"
        return f"{self.kind}: {self.error_type} {self.message[:600]}"


def _child(function: Callable[[], Any], memory: int, cpu: float, connection: Any) -> None:
    limit_address_space(memory)
    limit_cpu(cpu)
    started = time.perf_counter()
    try:
        value = function()
        try:
            connection.send(("answer", value, "", "", time.perf_counter() - started))
        except Exception:  # an answer that cannot be pickled: send its repr
            connection.send(("answer", repr(value)[:500], "", "", time.perf_counter() - started))
    except Exception as error:
        kind = "refusal" if isinstance(error, ValueError | TypeError) else "error"
        message = str(error)
        if kind == "error":
            message += "\n" + traceback.format_exc(limit=-4)[-1500:]
        connection.send((kind, None, type(error).__name__, message, time.perf_counter() - started))
    except BaseException as error:  # MemoryError, RecursionError, SystemExit...
        connection.send(
            ("error", None, type(error).__name__, str(error)[:500], time.perf_counter() - started)
        )
    connection.close()


def limited(
    function: Callable[[], Any],
    *,
    timeout: float = DEFAULT_TIMEOUT,
    memory: int = DEFAULT_MEMORY,
    cpu: float = DEFAULT_CPU,
) -> Outcome:
    """Call ``function()`` in a forked child; past ``cpu`` seconds of CPU (or, as a backstop,
    ``timeout`` seconds of wall clock) it is stopped and the outcome is a "hang"."""
    context = multiprocessing.get_context("fork")
    receiver, sender = context.Pipe(duplex=False)
    child = context.Process(target=_child, args=(function, memory, cpu, sender), daemon=True)
    child.start()
    sender.close()
    try:
        if not receiver.poll(timeout):
            child.kill()
            child.join()
            return Outcome("hang", message=f"still running after {timeout:g} s (backstop)")
        try:
            kind, value, error_type, message, seconds = receiver.recv()
        except EOFError:
            child.join()
            if stopped_for_cpu(child.exitcode):
                return Outcome("hang", message=f"used more than {cpu:g} s of CPU")
            return Outcome("died", message=f"exit code {child.exitcode}")
        child.join()
        return Outcome(kind, value, error_type, message, seconds)
    finally:
        receiver.close()


def assert_refused(function: Callable[[], Any], *words: str, cpu: float = DEFAULT_CPU):
    """Assert that the call raises ValueError/TypeError, in time, with each of ``words``."""
    outcome = limited(function, cpu=cpu)
    assert outcome.kind == "refusal", str(outcome)
    for word in words:
        assert word in outcome.message, f"{word!r} not in {outcome.message!r}"
    return outcome


def assert_answers(function: Callable[[], Any], *, cpu: float = DEFAULT_CPU) -> Any:
    """Assert that the call returns in time (CPU seconds); give back its value."""
    outcome = limited(function, cpu=cpu)
    assert outcome.kind == "answer", str(outcome)
    return outcome.value
