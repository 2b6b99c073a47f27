"""Supervisors forked by one small process, not started one Python per run.

Every run of a judged program is watched by a supervisor (:mod:`.supervisor`). Starting it
as a new Python costs 12 ms of CPU, more than a C++ program's whole run; the judge of a
problem runs its program a dozen times or more. So the judge starts one *zygote* per process
(:func:`gametheory_helpers.judge.supervisor.serve`) the first time it needs one, and the
zygote forks a supervisor for every run, in well under a millisecond. The supervisor it forks
is the one a start would give: its own session, the run's descriptors, folder, environment,
and the asking thread's CPUs.

Where it cannot be had (no ``/proc``, no ``pidfd_open``, no descriptor passing, a zygote that
does not answer twice in a row), :func:`spawn` returns ``None`` and the runner starts the
supervisor itself, as before. ``GAMETHEORY_JUDGE_ZYGOTE=0`` does that always.

>>> isinstance(available(), bool)
True
"""

from __future__ import annotations

import contextlib
import os
import select
import signal
import socket
import subprocess
import sys
import threading
from pathlib import Path

from gametheory_helpers.judge import supervisor as supervisor_module

__all__ = ["available"]  # spawn and Forked are the runner's, not the package's API

_FOLDER = str(Path(supervisor_module.__file__).resolve().parent)
_START = (
    f"import sys; sys.path.append({_FOLDER!r}); import supervisor; "
    "sys.exit(supervisor.serve(int(sys.argv[1])))"
)


def available() -> bool:
    """Whether runs go through a zygote here (Linux with pidfds; not switched off)."""
    return (
        sys.platform.startswith("linux")
        and os.path.exists("/proc/self/stat")
        and hasattr(os, "pidfd_open")
        and hasattr(signal, "pidfd_send_signal")
        and hasattr(socket, "send_fds")
        and os.environ.get("GAMETHEORY_JUDGE_ZYGOTE", "1") != "0"
    )


class Forked:
    """A supervisor the zygote forked, watched through a pidfd (the zygote collects it).

    It answers what the runner asks of a ``subprocess.Popen``: ``pid``, ``poll``, ``wait``
    and ``kill``; ``pid`` is also its process group (it leads its own session).
    """

    def __init__(self, pid: int) -> None:
        self.pid = pid
        try:
            self._pidfd: int | None = os.pidfd_open(pid)
        except OSError:  # it has ended already, and been collected
            self._pidfd = None

    def poll(self) -> int | None:
        """``None`` while it runs, else 0 (its exit status stays with the zygote)."""
        if self._pidfd is None or select.select([self._pidfd], [], [], 0)[0]:
            self._close()
            return 0
        return None

    def wait(self) -> int:
        """Wait until it has ended."""
        if self._pidfd is not None:
            select.select([self._pidfd], [], [])
        self._close()
        return 0

    def kill(self) -> None:
        if self._pidfd is not None:
            with contextlib.suppress(OSError):
                signal.pidfd_send_signal(self._pidfd, signal.SIGKILL)

    def _close(self) -> None:
        if self._pidfd is not None:
            os.close(self._pidfd)
            self._pidfd = None


class _Zygote:
    """This process's zygote: started on first use, started again if it has gone."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._channel: socket.socket | None = None
        self._process: subprocess.Popen | None = None

    def spawn(self, request: bytes, fds: tuple[int, int, int, int, int]) -> int | None:
        with self._lock:
            for _attempt in range(2):
                if self._channel is None and not self._start():
                    return None
                try:
                    socket.send_fds(self._channel, [request], list(fds))
                    reply = self._channel.recv(64)
                except OSError:
                    reply = b""
                if reply.isdigit():
                    return int(reply)
                self._stop()
            return None

    def _start(self) -> bool:
        ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        try:
            self._process = subprocess.Popen(
                [sys.executable, "-I", "-S", "-X", "utf8", "-c", _START, str(theirs.fileno())],
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                pass_fds=(theirs.fileno(),),
                start_new_session=True,  # a Ctrl+C in the judge's terminal is not for it
                env={"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8"},
            )
        except OSError:
            ours.close()
            return False
        finally:
            theirs.close()
        self._channel = ours
        return True

    def _stop(self) -> None:
        if self._channel is not None:
            self._channel.close()
            self._channel = None
        if self._process is not None:
            with contextlib.suppress(OSError):
                self._process.kill()
            self._process.wait()
            self._process = None

    def forget(self) -> None:
        """In a forked child: the parent's zygote is not ours (its socket stays the parent's)."""
        self._lock = threading.Lock()
        if self._channel is not None:
            self._channel.close()
        self._channel = None
        self._process = None


_ZYGOTE = _Zygote()
os.register_at_fork(after_in_child=_ZYGOTE.forget)


def spawn(
    cwd: str,
    env: dict[str, str],
    fds: tuple[int, int, int, int, int],
    arguments: list[str],
) -> Forked | None:
    """A supervisor for one run (``arguments``: :func:`~.supervisor.main`'s after the report and
    life descriptors), forked by the zygote; ``None`` where none can be had.

    ``fds``: the run's standard input, output, error, and the report and life descriptors.
    """
    if not available():
        return None
    affinity = sorted(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else []
    request = supervisor_module.encode_request(cwd, affinity, arguments, env)
    pid = _ZYGOTE.spawn(request, fds)
    return None if pid is None else Forked(pid)
