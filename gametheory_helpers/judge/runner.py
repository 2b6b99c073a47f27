"""Compile and run a contest program in a temporary folder with time and memory limits.

A :class:`Program` is a submission made ready to run: Python source is written to a file in a
fresh temporary folder; C++ source is compiled there with the system's ``g++ -O2 -std=c++17``
(killed, with its whole process group, after ``compile_timeout`` seconds; the binary is kept
in a per-user cache keyed by the source, the flags and the compiler, see
:mod:`.compile_cache`, so the same source is compiled once).  The source may be
text or bytes: C++ is compiled as the bytes it is, as a compiler would (a GBK comment is fine);
Python honours a PEP 263 ``# -*- coding: ... -*-`` line and is otherwise read as UTF-8.

Each :meth:`Program.run` starts the program in its own run folder (its working directory),
feeding it the input on standard input, under a small *supervisor* started for that run
(:mod:`.supervisor`, a Python of its own: a fork would copy the judge's page tables):

* every process gets ``resource.setrlimit`` limits: address space (the memory limit), CPU
  seconds, size of files it writes, no core dumps; it starts with the default handling of
  every signal and an empty signal mask (the judge's Python ignores SIGPIPE and SIGXFSZ);
* on Linux the supervisor makes itself a *child subreaper* (``prctl``), so every descendant of
  the program, even after ``setsid`` and a double fork, stays under it; it polls the total
  resident memory and CPU time of all of them from ``/proc`` and stops the whole tree past the
  memory limit (Memory Limit Exceeded), past the CPU-time limit (Time Limit Exceeded), past
  the wall-clock backstop (:func:`wall_limit`: a program that waits), and in any case when the
  program ends: it kills and collects until no process is left.  The program dies with its
  supervisor (a parent-death signal); a program that stops or kills the supervisor is
  reported as such and its processes are found by a mark in their environment;
* elsewhere (macOS, no ``/proc``) the limits are per process, and the program's process group
  is killed when it ends or runs out of time; a child that leaves the group may survive.

This keeps a wrong or runaway program from hanging or flooding the notebook and keeps its files
out of the notebook's folder.  It is not a security sandbox: a program that opens an absolute
path can still read or write whatever your user can.  Judge only programs you would run anyway.

>>> with Program.from_source("print(sum(map(int, input().split())))", "python") as program:
...     program.run("2 3\\n").stdout
'5\\n'
"""

from __future__ import annotations

import codecs
import contextlib
import hashlib
import io
import math
import os
import re
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import tokenize
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gametheory_helpers.i18n import _
from gametheory_helpers.judge import compile_cache
from gametheory_helpers.judge import supervisor as supervisor_module
from gametheory_helpers.validation import require_int, require_real, require_type, show

__all__ = [
    "CompileError",
    "LANGUAGES",
    "LANGUAGE_NAMES",
    "MissingCompiler",
    "Program",
    "RunResult",
    "guess_language",
    "guess_language_from_source",
    "language_name",
]

LANGUAGES = ("python", "cpp")
#: The spellings of a language the judge, the command line and ``%%judge`` accept.
LANGUAGE_NAMES = {
    "py": "python",
    "python": "python",
    "python3": "python",
    "cpp": "cpp",
    "c++": "cpp",
    "cc": "cpp",
    "cxx": "cpp",
}
CXX_FLAGS = ("-O2", "-std=c++17", "-pipe")
#: Largest standard output kept from one run (bytes); a program writing more is stopped.
OUTPUT_LIMIT = 8 * 1024 * 1024
#: Seconds a compilation may take (``compile_timeout`` replaces it per call).
COMPILE_TIMEOUT = 60.0
#: Longest time limit of one run, and largest memory limit (MiB), the runner accepts.
MAX_TIME_LIMIT = 60.0
MAX_MEMORY_MB = 16 * 1024
#: Seconds between two looks at the memory of the program's processes (at least).
POLL_SECONDS = 0.01
#: The wall clock stops a run after this many times its CPU-time limit (plus a second).
WALL_FACTOR = 3.0
#: The environment variable that marks one run's processes (see :func:`_kill_marked`).
_RUN_MARK = "GAMETHEORY_JUDGE_RUN"
_STDERR_KEPT = 64 * 1024
#: Compiles main.py (argv[1]) as the Python that runs it would; prints only the error.
_PY_COMPILE = (
    "import sys, traceback\n"
    "try:\n"
    "    compile(open(sys.argv[1], 'rb').read(), sys.argv[2], 'exec', dont_inherit=True)\n"
    "except (SyntaxError, ValueError, MemoryError, RecursionError) as error:\n"
    "    print(''.join(traceback.format_exception_only(error)).rstrip())\n"
    "    sys.exit(1)\n"
)
_MEMORY_WORDS = ("MemoryError", "std::bad_alloc")


class MissingCompiler(RuntimeError):
    """C++ was asked for but no ``g++`` is installed."""


class CompileError(RuntimeError):
    """The compiler rejected the program; ``message`` holds what it said."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@dataclass(frozen=True)
class RunResult:
    """What one run did: its output, exit status, time and whether a limit stopped it.

    ``seconds`` is the CPU time (user + system) of every process the program started, the
    time its limit counts; ``wall_seconds`` the wall-clock time it ran.  ``supervisor_lost``
    is ``"killed"`` or ``"stopped"`` when the program killed or stopped the judge's
    supervisor (its result is then unknown), else empty.
    """

    stdout: str
    stderr: str
    returncode: int
    seconds: float
    timed_out: bool
    output_cut: bool = False
    memory_exceeded: bool = False
    wall_seconds: float = 0.0
    supervisor_lost: str = ""

    @property
    def signal_name(self) -> str | None:
        if self.returncode < 0:
            try:
                return signal.Signals(-self.returncode).name
            except ValueError:
                return _("signal {number}").format(number=-self.returncode)
        return None


def language_name(name: Any) -> str:
    """``'python'`` or ``'cpp'`` for any spelling in :data:`LANGUAGE_NAMES`.

    >>> language_name("C++")
    'cpp'
    """
    require_type(name, str, "language", "'python' or 'cpp'")
    key = name.strip().lower()
    if key not in LANGUAGE_NAMES:
        raise ValueError(
            _("language must be 'python' or 'cpp' (or {names}), got {value}").format(
                names=", ".join(sorted(LANGUAGE_NAMES)), value=show(name)
            )
        )
    return LANGUAGE_NAMES[key]


def guess_language(name: str) -> str:
    """``'cpp'`` for ``.cpp/.cc/.cxx/.c++``, ``'python'`` for ``.py``; else a ValueError."""
    suffix = Path(name).suffix.lower()
    if suffix == ".py":
        return "python"
    if suffix in (".cpp", ".cc", ".cxx", ".c++"):
        return "cpp"
    raise ValueError(
        _("cannot tell the language of {name!r}: use a .py or .cpp file or --lang").format(
            name=name
        )
    )


_CPP_SIGNS = (
    (re.compile(rb"^\s*#\s*include\b", re.M), "#include"),
    (re.compile(rb"\bint\s+main\s*\("), "int main("),
    (re.compile(rb"^\s*using\s+namespace\b", re.M), "using namespace"),
)


def guess_language_from_source(source: str | bytes) -> tuple[str, str]:
    """``(language, reason)`` guessed from a program's text: C++ if it looks like C++.

    >>> guess_language_from_source("#include <cstdio>\\nint main() {}")
    ('cpp', "it has '#include'")
    >>> guess_language_from_source("print(1)")[0]
    'python'
    """
    if not isinstance(source, str | bytes | bytearray):
        raise TypeError(f"source must be the program's text (str or bytes), got {show(source)}")
    data = source.encode("utf-8", "replace") if isinstance(source, str) else bytes(source)
    for pattern, sign in _CPP_SIGNS:
        if pattern.search(data):
            return "cpp", _("it has {sign!r}").format(sign=sign)
    return "python", _("it has no '#include' and no 'int main('")


def require_seconds(value: Any, what: str, maximum: float) -> float:
    """``value`` as a float if it is a number of seconds in ``(0, maximum]``; else refuse it.

    >>> require_seconds(2, "time_limit", 60)
    2.0
    """
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise TypeError(
            _(
                "{what} must be a number of seconds in (0, {maximum:g}], got {value} ({kind})"
            ).format(what=what, maximum=maximum, value=show(value), kind=type(value).__name__)
        )
    require_real(value, what)
    if not 0 < value <= maximum:
        raise ValueError(
            _("{what} must be a number of seconds in (0, {maximum:g}], got {value}").format(
                what=what, maximum=maximum, value=show(value)
            )
        )
    return float(value)


def _source_bytes(source: Any, language: str, name: str) -> bytes:
    """The bytes to write for ``source``; Python must decode (PEP 263) or a CompileError."""
    if isinstance(source, str):
        data = source.encode("utf-8", "surrogateescape")
        if language == "python":
            declared = _declared_encoding(data)
            if declared not in ("utf-8", None):
                with contextlib.suppress(UnicodeError, LookupError):
                    data = source.encode(declared)
        return data
    if isinstance(source, bytes | bytearray | memoryview):
        data = bytes(source)
        if language == "python":
            _check_python_encoding(data, name)
        return data
    raise TypeError(
        f"source, the program, must be text or bytes, got {show(source)} ({type(source).__name__})"
    )


def _declared_encoding(data: bytes) -> str | None:
    try:
        encoding, _lines = tokenize.detect_encoding(io.BytesIO(data).readline)
    except SyntaxError:
        return None
    return codecs.lookup(encoding).name if encoding != "utf-8-sig" else "utf-8"


def _check_python_encoding(data: bytes, name: str) -> None:
    utf16 = data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE))
    try:
        encoding, _lines = tokenize.detect_encoding(io.BytesIO(data).readline)
    except SyntaxError as error:
        if "unknown encoding" in str(error):
            raise CompileError(
                _(
                    "{name}: {error}. Fix its coding declaration, or remove it and save the file "
                    "as UTF-8."
                ).format(name=name, error=error)
            ) from None
        encoding = "utf-8"  # its first lines are not UTF-8 and declare nothing
    try:
        data.decode(encoding)
    except UnicodeDecodeError as error:
        expected = (
            "UTF-8"
            if encoding in ("utf-8", "utf-8-sig")
            else _("{encoding} (declared)").format(encoding=encoding)
        )
        message = _(
            "{name} is not valid {expected} text: byte 0x{byte:02x} at position {position} "
            "cannot be read. "
        ).format(name=name, expected=expected, byte=data[error.start], position=error.start)
        if utf16:
            message += _(
                "It is in UTF-16 (it starts with a UTF-16 byte-order mark). Save it as UTF-8."
            )
        else:
            message += _(
                "Save the file as UTF-8 (in most editors: Save As / encoding UTF-8), or declare "
                "its encoding on the first line, e.g. '# -*- coding: gbk -*-'."
            )
        raise CompileError(message) from None


class Program:
    """A submission ready to run; use as a context manager (or call :meth:`close`)."""

    def __init__(self, command: list[str], folder: Path, language: str, digest: str) -> None:
        self.command, self.folder, self.language, self.digest = command, folder, language, digest
        #: bytes of the compiled program's static data (its arrays): too many fail at exec
        self.static_bytes = _static_bytes(Path(command[0])) if language == "cpp" else 0

    @classmethod
    def from_source(
        cls,
        source: str | bytes,
        language: str,
        *,
        name: str = "Your program",
        compile_timeout: float | None = None,
    ) -> Program:
        """Write (and for C++ compile) ``source``; raises CompileError or MissingCompiler.

        ``source`` is text or bytes; ``name`` (a file name) is used in messages about it;
        a compilation is stopped after ``compile_timeout`` seconds (default
        :data:`COMPILE_TIMEOUT`).
        """
        language = language_name(language)
        timeout = require_seconds(
            COMPILE_TIMEOUT if compile_timeout is None else compile_timeout,
            "compile_timeout",
            3600,
        )
        data = _source_bytes(source, language, name)
        folder = Path(tempfile.mkdtemp(prefix="judge-"))
        digest = hashlib.sha256(language.encode() + b"\0" + data).hexdigest()[:16]
        try:
            if language == "python":
                (folder / "main.py").write_bytes(data)
                # compiled before any test runs, as a judge does: a syntax error is a Compile
                # Error with Python's message, not a Runtime Error on test 1
                # (-S: the check needs no site-packages, and a start without site is about
                # 3 ms faster)
                checker = [
                    *(sys.executable, "-I", "-S", "-X", "utf8"),
                    *("-c", _PY_COMPILE, "main.py", name),
                ]
                _compile(checker, folder, timeout, data)
                command = [sys.executable, "-I", "-X", "utf8", str(folder / "main.py")]
            else:
                compiler = shutil.which("g++")
                if compiler is None:
                    raise MissingCompiler(
                        _(
                            "C++ needs the GNU C++ compiler g++, which is not installed. "
                            "Install it (Debian/Ubuntu: `sudo apt-get install g++`; macOS: "
                            "`xcode-select --install`) or submit a Python program."
                        )
                    )
                (folder / "main.cpp").write_bytes(data)
                # compiled once per source, flags and compiler (compile_cache)
                key = compile_cache.cache_key(
                    compiler, compile_cache.compiler_version(compiler), CXX_FLAGS, data
                )
                if not compile_cache.fetch(key, folder / "main"):
                    _compile(
                        [compiler, *CXX_FLAGS, "-o", "main", "main.cpp"], folder, timeout, data
                    )
                    compile_cache.store(key, folder / "main")
                command = [str(folder / "main")]
        except BaseException:
            shutil.rmtree(folder, ignore_errors=True)
            raise
        return cls(command, folder, language, digest)

    def run(
        self,
        stdin: str,
        time_limit: float = 2.0,
        memory_mb: int = 256,
        *,
        stop: threading.Event | None = None,
    ) -> RunResult:
        """Run once on ``stdin``: at most ``time_limit`` seconds of CPU time and ``memory_mb`` MiB.

        The CPU time counts every process the program starts; a run is also stopped after
        :func:`wall_limit` seconds of wall-clock time (a program that waits for ever).  Setting
        the event ``stop`` (from another thread) stops the run at once, with everything it
        started; its result then says only that it was stopped (``supervisor_lost``).
        """
        if stop is not None:
            require_type(stop, threading.Event, "stop", "a threading.Event")
        require_type(stdin, str, "stdin, the program's input,", "text")
        time_limit = require_seconds(time_limit, "time_limit", MAX_TIME_LIMIT)
        require_int(memory_mb, "memory_mb", minimum=1, maximum=MAX_MEMORY_MB)
        # Python needs room for its own start-up; C++ gets the judge's memory limit as is
        memory = (memory_mb + (64 if self.language == "python" else 0)) * 1024 * 1024
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8"}
        self.folder.mkdir(parents=True, exist_ok=True)  # the program may have deleted it
        work = Path(tempfile.mkdtemp(prefix="run-", dir=self.folder))
        # unnamed files: the program cannot delete them, even by deleting its folders
        with (
            tempfile.TemporaryFile() as given,
            tempfile.TemporaryFile() as out,
            tempfile.TemporaryFile() as err,
        ):
            given.write(stdin.encode("utf-8", "surrogateescape"))
            given.flush()
            given.seek(0)
            report = _supervise(
                self.command,
                str(work),
                env,
                (given.fileno(), out.fileno(), err.fileno()),
                time_limit,
                memory,
                stop,
            )
            out.seek(0)
            err.seek(0)
            # Python ignores SIGXFSZ: its writes past the limit fail instead
            flooded = max(os.fstat(out.fileno()).st_size, os.fstat(err.fileno()).st_size) >= (
                OUTPUT_LIMIT
            )
            stdout = out.read(OUTPUT_LIMIT).decode("utf-8", errors="replace")
            stderr = err.read(_STDERR_KEPT).decode("utf-8", errors="replace")
        shutil.rmtree(work, ignore_errors=True)
        returncode, seconds = report["returncode"], report["seconds"]
        memory_exceeded = report["memory_exceeded"] or (
            returncode != 0
            and (
                any(word in stderr for word in _MEMORY_WORDS)
                # static arrays past the limit: the kernel cannot load the program
                or (self.static_bytes > memory and returncode in (-signal.SIGSEGV, -signal.SIGKILL))
            )
        )
        timed_out = (
            report["timed_out"]
            or seconds > time_limit
            or returncode == -signal.SIGXCPU
            or (returncode == -signal.SIGKILL and seconds >= math.ceil(time_limit))
        )
        return RunResult(
            stdout=stdout,
            stderr=stderr,
            returncode=returncode,
            seconds=seconds,
            timed_out=timed_out and not memory_exceeded,
            output_cut=returncode == -signal.SIGXFSZ or flooded,
            memory_exceeded=memory_exceeded,
            wall_seconds=report["wall_seconds"],
            supervisor_lost=report.get("supervisor_lost", ""),
        )

    def close(self) -> None:
        shutil.rmtree(self.folder, ignore_errors=True)

    def __enter__(self) -> Program:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _static_bytes(binary: Path) -> int:
    """Memory the loadable segments of a 64-bit little-endian ELF program need (else 0)."""
    try:
        with open(binary, "rb") as handle:
            head = handle.read(64)
            if len(head) < 64 or head[:6] != b"\x7fELF\x02\x01":
                return 0
            offset, size, count = (
                int.from_bytes(head[0x20:0x28], "little"),
                int.from_bytes(head[0x36:0x38], "little"),
                int.from_bytes(head[0x38:0x3A], "little"),
            )
            handle.seek(offset)
            table = handle.read(size * min(count, 256))
    except OSError:
        return 0
    total = 0
    for start in range(0, len(table) - size + 1, size):
        if int.from_bytes(table[start : start + 4], "little") == 1:  # PT_LOAD
            total += int.from_bytes(table[start + 0x28 : start + 0x30], "little")
    return total


def _compile(command: list[str], folder: Path, timeout: float, data: bytes) -> None:
    process = subprocess.Popen(
        command,
        cwd=folder,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        start_new_session=True,  # its own process group: cc1plus, as, ld die with it
    )
    try:
        said = process.communicate(timeout=timeout)[0]
    except subprocess.TimeoutExpired:
        _kill_group(process)
        raise CompileError(
            _(
                "compilation took longer than {seconds:g} s and was stopped (an #include of a "
                "file that never ends, or templates that expand without end?)."
            ).format(seconds=timeout)
        ) from None
    except BaseException:
        _kill_group(process)
        raise
    if process.returncode != 0:
        message = said.decode("utf-8", errors="replace").strip()
        if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
            message += "\n" + _("(The file is in UTF-16; save it as UTF-8.)")
        raise CompileError(message)


def _kill_group(process: subprocess.Popen) -> None:
    """Kill a process and its process group; wait (at most a second) until they are gone."""
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(process.pid, signal.SIGKILL)
    with contextlib.suppress(OSError):
        process.kill()
    process.wait()
    deadline = time.monotonic() + 1.0
    while time.monotonic() < deadline:
        try:
            os.killpg(process.pid, 0)
        except OSError:
            return
        time.sleep(0.005)


# -- the supervisor ---------------------------------------------------------------------------

_LINUX = sys.platform.startswith("linux") and os.path.exists("/proc/self/stat")
_SUPERVISOR = str(Path(supervisor_module.__file__).resolve())
# The supervisor imported, not run as a script: a script is compiled at every start (2.7 ms of
# each run's 35), a module is read from its bytecode (-I ignores PYTHONDONTWRITEBYTECODE, so
# the first run writes it where it may). Its folder goes last on the path: nothing there
# shadows a module of the standard library.
_SUPERVISOR_START = (
    f"import sys; sys.path.append({str(Path(_SUPERVISOR).parent)!r}); import supervisor; "
    "sys.exit(supervisor.main(sys.argv))"
)


def wall_limit(time_limit: float) -> float:
    """The wall-clock backstop of a run whose CPU-time limit is ``time_limit`` seconds.

    A run is limited by the CPU time its processes use, as judges measure it; the wall clock
    only stops a program that waits (sleeps, or reads input that never comes) or that gets
    almost no CPU at all.

    >>> wall_limit(1.0)
    4.0
    """
    return WALL_FACTOR * time_limit + 1.0


def _supervise(
    command: list[str],
    cwd: str,
    env: dict[str, str],
    fds: tuple[int, int, int],
    time_limit: float,
    memory: int,
    stop: threading.Event | None = None,
) -> dict[str, Any]:
    """Run ``command`` under a supervisor of its own (:mod:`.supervisor`); its report as a dict.

    The supervisor is started (``python -I -S -c "… import supervisor …"``), not forked: a
    fork would copy this process's page tables, which costs tens of milliseconds per run in a
    large kernel.
    When ``stop`` is set the supervisor is told to stop (its life pipe closes).

    A program that stops or kills its supervisor is caught here: the supervisor is killed, so
    the program's main process dies with it (its parent-death signal), and every process that
    still carries this run's mark in its environment is killed too.
    """
    report_r, report_w = os.pipe()
    life_r, life_w = os.pipe()  # closed by the judge (or its death): the supervisor stops
    mark = f"{_RUN_MARK}={os.getpid()}-{uuid.uuid4().hex}"
    arguments = [
        *(sys.executable, "-I", "-S", "-X", "utf8", "-c", _SUPERVISOR_START),
        *(str(report_w), str(life_r), repr(time_limit), str(memory)),
        *(repr(wall_limit(time_limit)), repr(POLL_SECONDS), str(OUTPUT_LIMIT)),
        _("the judge could not start the program: {error}"),
        "--",
        *command,
    ]
    try:
        supervisor = subprocess.Popen(
            arguments,
            stdin=fds[0],
            stdout=fds[1],
            stderr=fds[2],
            cwd=cwd,
            env={**env, _RUN_MARK: mark.split("=", 1)[1]},
            pass_fds=(report_w, life_r),
            start_new_session=True,  # its own session: the program's signals stay there
        )
    except BaseException:
        for fd in (report_r, report_w, life_r, life_w):
            os.close(fd)
        raise
    os.close(report_w)
    os.close(life_r)
    chunks: list[bytes] = []
    lost = ""
    try:
        deadline = time.monotonic() + wall_limit(time_limit) + 10.0
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                lost = "silent"
                break
            if stop is not None and stop.is_set():
                lost = "stopped by the judge"
                break
            if not select.select([report_r], [], [], min(left, 0.05))[0]:
                if _stopped(supervisor.pid):
                    lost = "stopped"
                    break
                continue
            chunk = os.read(report_r, 65536)
            if not chunk:
                break
            chunks.append(chunk)
    finally:
        os.close(life_w)
        os.close(report_r)
        _reap_supervisor(supervisor, bool(chunks) and not lost)
    try:
        return supervisor_module.parse_report(b"".join(chunks))
    except ValueError:
        pass
    # the supervisor is gone without a report: the program stopped or killed it
    _kill_marked(mark.encode())
    return {
        "returncode": -signal.SIGKILL,
        "seconds": 0.0,
        "wall_seconds": 0.0,
        "timed_out": False,
        "memory_exceeded": False,
        "supervisor_lost": lost or "killed",
    }


def _stopped(pid: int) -> bool:
    """Whether the supervisor ``pid`` is stopped (a SIGSTOP from the program)."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as handle:
            stat = handle.read()
    except OSError:
        return False
    return stat[stat.rfind(b")") + 2 :][:1] in (b"T", b"t")


def _reap_supervisor(supervisor: subprocess.Popen, reported: bool) -> None:
    if reported:  # it exits right after its report
        supervisor.wait()
        return
    deadline = time.monotonic() + 3.0
    while time.monotonic() < deadline:
        if _stopped(supervisor.pid):
            break
        if supervisor.poll() is not None:
            return
        time.sleep(0.002)
    with contextlib.suppress(OSError):
        os.killpg(supervisor.pid, signal.SIGKILL)
    with contextlib.suppress(OSError):
        supervisor.kill()
    supervisor.wait()


def _kill_marked(mark: bytes) -> None:
    """Kill every process whose environment holds ``mark`` (one run's processes)."""
    if not _LINUX:
        return
    for _attempt in range(100):
        found = []
        for name in os.listdir("/proc"):
            if not name.isdigit():
                continue
            try:
                with open(f"/proc/{name}/environ", "rb") as handle:
                    if mark in handle.read().split(b"\0"):
                        found.append(int(name))
            except OSError:
                continue
        if not found:
            return
        for pid in found:
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
        time.sleep(0.01)
