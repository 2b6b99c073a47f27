"""Compile and run a contest program in a temporary folder with time and memory limits.

A :class:`Program` is a submission made ready to run: Python source is written to a file in a
fresh temporary folder; C++ source is compiled there with the system's ``g++ -O2 -std=c++17``.
Each :meth:`Program.run` starts the program in that folder (its working directory), feeds it
the input on standard input, and limits it in the child process with ``resource.setrlimit``
(address space, CPU seconds, size of files it writes, no core dumps) plus a wall-clock timeout.

This keeps a wrong or runaway program from hanging or flooding the notebook and keeps its files
out of the notebook's folder.  It is not a security sandbox: a program that opens an absolute
path can still read or write whatever your user can.  Judge only programs you would run anyway.

>>> with Program.from_source("print(sum(map(int, input().split())))", "python") as program:
...     program.run("2 3\\n").stdout
'5\\n'
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

__all__ = ["CompileError", "MissingCompiler", "Program", "RunResult", "LANGUAGES"]

LANGUAGES = ("python", "cpp")
CXX_FLAGS = ("-O2", "-std=c++17", "-pipe")
#: Largest standard output kept from one run (bytes); a program writing more is stopped.
OUTPUT_LIMIT = 8 * 1024 * 1024
COMPILE_TIMEOUT = 60.0


class MissingCompiler(RuntimeError):
    """C++ was asked for but no ``g++`` is installed."""


class CompileError(RuntimeError):
    """The compiler rejected the program; ``message`` holds what it said."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@dataclass(frozen=True)
class RunResult:
    """What one run did: its output, exit status, time and whether a limit stopped it."""

    stdout: str
    stderr: str
    returncode: int
    seconds: float
    timed_out: bool
    output_cut: bool = False

    @property
    def signal_name(self) -> str | None:
        if self.returncode < 0:
            try:
                return signal.Signals(-self.returncode).name
            except ValueError:
                return f"signal {-self.returncode}"
        return None


def guess_language(name: str) -> str:
    """``'cpp'`` for ``.cpp/.cc/.cxx/.c++``, ``'python'`` for ``.py``; else a ValueError."""
    suffix = Path(name).suffix.lower()
    if suffix == ".py":
        return "python"
    if suffix in (".cpp", ".cc", ".cxx", ".c++"):
        return "cpp"
    raise ValueError(f"cannot tell the language of {name!r}: use a .py or .cpp file")


def _limits(cpu_seconds: float, memory_bytes: int):
    def apply() -> None:  # runs in the child, between fork and exec
        import resource

        wanted = [
            ("RLIMIT_CPU", int(cpu_seconds) + 1),
            ("RLIMIT_AS", memory_bytes),
            ("RLIMIT_FSIZE", OUTPUT_LIMIT),
            ("RLIMIT_CORE", 0),
        ]
        for name, value in wanted:
            if hasattr(resource, name):
                # e.g. RLIMIT_AS is refused on macOS: the wall clock and CPU limits remain
                with contextlib.suppress(ValueError, OSError):
                    resource.setrlimit(getattr(resource, name), (value, value))

    return apply


class Program:
    """A submission ready to run; use as a context manager (or call :meth:`close`)."""

    def __init__(self, command: list[str], folder: Path, language: str, digest: str) -> None:
        self.command, self.folder, self.language, self.digest = command, folder, language, digest

    @classmethod
    def from_source(cls, source: str, language: str) -> Program:
        """Write (and for C++ compile) ``source``; raises CompileError or MissingCompiler."""
        if language not in LANGUAGES:
            raise ValueError(f"language must be one of {LANGUAGES}, got {language!r}")
        if not isinstance(source, str):
            raise TypeError(f"the program must be text, got {type(source).__name__}")
        folder = Path(tempfile.mkdtemp(prefix="judge-"))
        digest = hashlib.sha256(f"{language}\0{source}".encode()).hexdigest()[:16]
        try:
            if language == "python":
                (folder / "main.py").write_text(source, encoding="utf-8")
                command = [sys.executable, "-I", "-X", "utf8", str(folder / "main.py")]
            else:
                compiler = shutil.which("g++")
                if compiler is None:
                    raise MissingCompiler(
                        "C++ needs the GNU C++ compiler g++, which is not installed. "
                        "Install it (Debian/Ubuntu: `sudo apt-get install g++`; macOS: "
                        "`xcode-select --install`) or submit a Python program."
                    )
                (folder / "main.cpp").write_text(source, encoding="utf-8")
                done = subprocess.run(
                    [compiler, *CXX_FLAGS, "-o", "main", "main.cpp"],
                    cwd=folder,
                    capture_output=True,
                    text=True,
                    timeout=COMPILE_TIMEOUT,
                )
                if done.returncode != 0:
                    raise CompileError(done.stderr.strip() or done.stdout.strip())
                command = [str(folder / "main")]
        except BaseException:
            shutil.rmtree(folder, ignore_errors=True)
            raise
        return cls(command, folder, language, digest)

    def run(self, stdin: str, time_limit: float = 2.0, memory_mb: int = 256) -> RunResult:
        """Run once on ``stdin``; at most ``time_limit`` seconds and ``memory_mb`` MiB."""
        work = Path(tempfile.mkdtemp(prefix="run-", dir=self.folder))
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8"}
        # Python needs room for its own start-up; C++ gets the judge's memory limit as is
        memory = (memory_mb + (64 if self.language == "python" else 0)) * 1024 * 1024
        out_path, err_path = work / ".stdout", work / ".stderr"
        start = time.perf_counter()
        timed_out = False
        with open(out_path, "wb") as out, open(err_path, "wb") as err:
            process = subprocess.Popen(
                self.command,
                stdin=subprocess.PIPE,
                stdout=out,
                stderr=err,
                cwd=work,
                env=env,
                preexec_fn=_limits(time_limit, memory),
                start_new_session=True,
            )
            try:
                process.communicate(stdin.encode(), timeout=time_limit + 0.5)
            except subprocess.TimeoutExpired:
                timed_out = True
                _kill(process)
                process.wait()
            except BrokenPipeError:  # the program stopped reading its input early
                process.wait()
        seconds = time.perf_counter() - start
        returncode = process.returncode
        if returncode == -signal.SIGXCPU or (
            returncode == -signal.SIGKILL and seconds > time_limit
        ):
            timed_out = True
        flooded = out_path.stat().st_size >= OUTPUT_LIMIT  # Python ignores SIGXFSZ: EFBIG
        stdout = _read(out_path, OUTPUT_LIMIT)
        stderr = _read(err_path, 64 * 1024)
        shutil.rmtree(work, ignore_errors=True)
        return RunResult(
            stdout=stdout,
            stderr=stderr,
            returncode=returncode,
            seconds=seconds,
            timed_out=timed_out or seconds > time_limit,
            output_cut=returncode == -signal.SIGXFSZ or flooded,
        )

    def close(self) -> None:
        shutil.rmtree(self.folder, ignore_errors=True)

    def __enter__(self) -> Program:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _kill(process: subprocess.Popen) -> None:
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        process.kill()


def _read(path: Path, limit: int) -> str:
    with open(path, "rb") as handle:
        data = handle.read(limit)
    return data.decode("utf-8", errors="replace")
