"""Run one hostile call in a forked child, under a time and a memory limit.

The targeted fuzz tests (``tests/test_fuzz_*.py``) use :func:`limited` for the inputs that
once hung, blew up memory or crashed: the test fails with the reason (a hang, an uncaught
exception, a dead child) instead of stalling the run.

Example
-------
>>> limited(lambda: 1 + 1).value
2
>>> limited(lambda: int("x")).kind
'refusal'
"""

from __future__ import annotations

import multiprocessing
import resource
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

DEFAULT_TIMEOUT = 5.0
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


def _child(function: Callable[[], Any], memory: int, connection: Any) -> None:
    limit_address_space(memory)
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
) -> Outcome:
    """Call ``function()`` in a forked child; a hang past ``timeout`` seconds is killed."""
    context = multiprocessing.get_context("fork")
    receiver, sender = context.Pipe(duplex=False)
    child = context.Process(target=_child, args=(function, memory, sender), daemon=True)
    started = time.perf_counter()
    child.start()
    sender.close()
    try:
        if not receiver.poll(timeout):
            child.kill()
            child.join()
            return Outcome("hang", seconds=time.perf_counter() - started)
        try:
            kind, value, error_type, message, seconds = receiver.recv()
        except EOFError:
            child.join()
            return Outcome("died", message=f"exit code {child.exitcode}")
        child.join()
        return Outcome(kind, value, error_type, message, seconds)
    finally:
        receiver.close()


def assert_refused(function: Callable[[], Any], *words: str, timeout: float = DEFAULT_TIMEOUT):
    """Assert that the call raises ValueError/TypeError, in time, with each of ``words``."""
    outcome = limited(function, timeout=timeout)
    assert outcome.kind == "refusal", str(outcome)
    for word in words:
        assert word in outcome.message, f"{word!r} not in {outcome.message!r}"
    return outcome


def assert_answers(function: Callable[[], Any], *, timeout: float = DEFAULT_TIMEOUT) -> Any:
    """Assert that the call returns in time; give back its value."""
    outcome = limited(function, timeout=timeout)
    assert outcome.kind == "answer", str(outcome)
    return outcome.value
