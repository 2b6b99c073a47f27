"""Judge one submission: samples and seeded random tests, smallest input first.

>>> verdict = judge("POJ1067", "import sys\\nfor line in sys.stdin:\\n    print(1)\\n",
...                 language="python", tests=5)
>>> verdict.word
'Wrong Answer'
"""

from __future__ import annotations

import collections
import concurrent.futures
import contextlib
import dataclasses
import os
import random
import threading
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from gametheory_helpers.i18n import N_, _
from gametheory_helpers.judge.problem import Problem
from gametheory_helpers.judge.problems import get_problem
from gametheory_helpers.judge.runner import (
    MAX_TIME_LIMIT,
    CompileError,
    MissingCompiler,
    Program,
    RunResult,
    guess_language,
    guess_language_from_source,
    language_name,
    require_seconds,
    wall_limit,
)
from gametheory_helpers.judge.verdicts import Verdict, clip, compare_output
from gametheory_helpers.validation import require_int, require_type

__all__ = ["judge", "judge_workers", "make_tests", "DEFAULT_TESTS", "PYTHON_TIME_FACTOR"]

DEFAULT_TESTS = 40
#: Python programs get this many times the problem's time limit (as many judges do).
PYTHON_TIME_FACTOR = 3.0


def _require_tests_and_seed(tests: Any, seed: Any) -> None:
    require_int(tests, "tests", minimum=0, maximum=1000)
    require_int(seed, "seed", minimum=-(2**63), maximum=2**63)


def make_tests(
    problem: Problem, tests: int = DEFAULT_TESTS, seed: int = 0
) -> list[tuple[str, str, str]]:
    """The judge's tests for ``problem``: ``(name, input, expected output)``.

    First the published samples (or our examples), then the problem's pitfall groups (named
    ``pitfall: ...``, hand-built cases that break its known wrong solutions), then ``tests``
    random files from the seeded generator; their sizes grow from tiny to the problem's limits
    and they are sorted by the length of the input, so the first failing random test is the
    smallest counter-example found.
    """
    require_type(problem, Problem, "problem", "a Problem such as get_problem('POJ1067')")
    _require_tests_and_seed(tests, seed)
    rng = random.Random(f"{problem.id}/{seed}")
    files = []
    for number, sample in enumerate(problem.samples, 1):
        cases = list(sample.cases)
        files.append((f"sample {number}", problem.input_text(cases), sample.output))
    files += _pitfall_tests(problem)
    randoms = []
    for index in range(tests):
        size = 1 + (index * 10) // max(tests, 1)
        count = 1 if index < tests // 2 else rng.randint(1, problem.max_cases)
        cases = [problem.generate(rng, size) for _ in range(count)]
        randoms.append(
            (f"random test {index + 1}", problem.input_text(cases), problem.output_text(cases))
        )
    order = sorted(range(len(randoms)), key=lambda i: (len(randoms[i][1]), i))
    return files + [randoms[i] for i in order]


#: The pitfall tests made so far, by problem: ``id(problem) -> (problem, tests)``.  They are
#: the same for every program judged (the cases are fixed), and the largest take a second to
#: answer; the problem is kept beside them so that an id is never reused for another one.
_PITFALL_TESTS: dict[int, tuple[Problem, list[tuple[str, str, str]]]] = {}


def _pitfall_tests(problem: Problem) -> list[tuple[str, str, str]]:
    """``problem``'s pitfall files as ``(name, input, expected output)``, made once."""
    known = _PITFALL_TESTS.get(id(problem))
    if known is None or known[0] is not problem:
        tests = [
            (name, problem.input_text(cases), problem.output_text(cases))
            for name, cases in problem.pitfall_files()
        ]
        known = _PITFALL_TESTS[id(problem)] = (problem, tests)
    return list(known[1])


def judge(
    problem_id: str,
    source: str | bytes | None = None,
    *,
    language: str | None = None,
    path: str | Path | None = None,
    program: Program | None = None,
    tests: int = DEFAULT_TESTS,
    seed: int = 0,
    show_times: bool = True,
    time_limit: float | None = None,
    compile_timeout: float | None = None,
    full_output: bool = False,
) -> Verdict:
    """Judge a whole program (reads standard input, writes standard output) on ``problem_id``.

    Give the program as ``source`` (text, or bytes as saved in a file) with ``language``
    (``'python'`` or ``'cpp'``; ``py``, ``c++``, ``cc`` also do; without it the language is
    guessed from the source and the verdict says so), as a ``path`` to a ``.py`` / ``.cpp``
    file, or as an already prepared :class:`Program` (tests reuse compiled programs this way).
    ``time_limit`` replaces the problem's limit per run (seconds, before the factor for
    Python); a compilation is stopped after ``compile_timeout`` seconds (default 60).
    Limits are CPU time, counted over every process the program starts, with a wall-clock
    backstop (see :func:`~gametheory_helpers.judge.runner.wall_limit`).
    Returns a :class:`Verdict`; ``show_times=False`` leaves times out of its report (for
    stored notebook outputs); on a Wrong Answer with long outputs the report shows the lines
    around the first difference, and ``full_output=True`` the whole outputs.
    """
    problem = get_problem(problem_id)
    if not problem.judgeable:
        raise ValueError(f"{problem.id}: {_(problem.statement)}")
    _require_tests_and_seed(tests, seed)
    if time_limit is not None:
        time_limit = require_seconds(time_limit, "time_limit", MAX_TIME_LIMIT)
    if compile_timeout is not None:
        require_seconds(compile_timeout, "compile_timeout", 3600)
    require_type(full_output, bool, "full_output", "True or False")
    if language is not None:
        language = language_name(language)
    note = ""
    own = program is None
    if own:
        name = _("Your program")
        if path is not None:
            require_type(path, (str, Path), "path", "the name of a .py or .cpp file")
            path = Path(path)
            if path.is_dir():
                raise ValueError(
                    _("{path!r} is a folder, not a program: give a .py or .cpp file").format(
                        path=str(path)
                    )
                )
            if not path.exists():
                raise ValueError(_("no such file: {path!r}").format(path=str(path)))
            if not path.is_file():
                raise ValueError(
                    _("{path!r} is not a regular file: give a .py or .cpp file").format(
                        path=str(path)
                    )
                )
            language = language or guess_language(path.name)
            try:
                source, name = path.read_bytes(), str(path)
            except OSError as error:
                raise ValueError(
                    _("cannot read {path!r}: {reason}").format(
                        path=str(path), reason=error.strerror
                    )
                ) from None
        if source is None:
            raise ValueError(_("give the program as source text, as a path, or as a Program"))
        require_type(source, (str, bytes, bytearray), "source, the program,", "text or bytes")
        if language is None:
            language, reason = guess_language_from_source(source)
            _require_time_limit_for(time_limit, language)
            shown = "C++" if language == "cpp" else "Python"
            other = "python" if language == "cpp" else "cpp"
            note = _(
                "(Judged as {language}: no language was given and {reason}; "
                "say --lang {other} if that is wrong.)"
            ).format(language=shown, reason=reason, other=other)
        _require_time_limit_for(time_limit, language)
        try:
            program = Program.from_source(
                source, language, name=name, compile_timeout=compile_timeout
            )
        except CompileError as error:
            return Verdict(
                "Compile Error",
                problem.id,
                (
                    _("The compiler said:")
                    if language == "cpp"
                    else _("Python could not compile it:")
                )
                + "\n"
                + clip(error.message, 3000),
                note=note,
            )
        except MissingCompiler as error:
            return Verdict("No Compiler", problem.id, str(error), note=note)
    else:
        require_type(program, Program, "program", "a Program such as Program.from_source(...)")
        _require_time_limit_for(time_limit, program.language)
    try:
        limit = problem.time_limit if time_limit is None else time_limit
        verdict = _run_tests(problem, program, make_tests(problem, tests, seed), show_times, limit)
        if full_output:
            verdict = dataclasses.replace(verdict, full_output=True)
    finally:
        if own:
            program.close()
    if not problem.statement_confirmed:
        warning = _(
            "(Statement not confirmed: {id}'s statement is our reconstruction, not checked "
            "against a published copy; read the original before submitting there.)"
        ).format(id=problem.id)
        note = f"{note}\n{warning}" if note else warning
    return dataclasses.replace(verdict, note=note) if note else verdict


def _require_time_limit_for(time_limit: float | None, language: str) -> None:
    """Refuse a ``time_limit`` the runner would refuse once multiplied for Python."""
    if time_limit is None or language != "python":
        return
    most = MAX_TIME_LIMIT / PYTHON_TIME_FACTOR
    if time_limit > most:
        raise ValueError(
            _(
                "time_limit must be at most {most:g} s for a Python program (Python gets "
                "{factor:g} times the limit, at most {maximum:g} s), got {value!r}"
            ).format(most=most, factor=PYTHON_TIME_FACTOR, maximum=MAX_TIME_LIMIT, value=time_limit)
        )


def _run_tests(
    problem: Problem,
    program: Program,
    files: Sequence[tuple[str, str, str]],
    show_times: bool,
    base_limit: float,
) -> Verdict:
    limit = base_limit * (PYTHON_TIME_FACTOR if program.language == "python" else 1.0)
    slowest = slowest_wall = 0.0
    total = len(files)
    runs = _results(program, [given for _, given, _ in files], limit, problem.memory_mb)
    with contextlib.closing(runs):  # a verdict stops the runs started after its test
        for passed, ((name, given, expected), result) in enumerate(zip(files, runs, strict=True)):
            common: dict[str, Any] = dict(
                problem=problem.id,
                tests_passed=passed,
                tests_total=total,
                test_name=name,
                input=given,
                show_times=show_times,
            )
            tail = "\n".join(result.stderr.rstrip().splitlines()[-15:])
            if tail:
                tail = "\n" + _("The end of its error output:") + "\n" + clip(tail, 2000)
            if result.supervisor_lost:
                return Verdict(
                    "Runtime Error",
                    detail=_(
                        "Your program stopped or killed the judge's supervisor (the process that "
                        "watches it), so it was stopped with everything it started. A judged "
                        "program must not signal other processes."
                    ),
                    **common,
                )
            if result.memory_exceeded:
                return Verdict(
                    "Memory Limit Exceeded",
                    detail=_(
                        "Your program needed more memory than the limit, {memory} "
                        "MiB (all the processes it starts count together), and was stopped."
                    ).format(memory=problem.memory_mb)
                    + tail,
                    **common,
                )
            if result.output_cut:
                return Verdict(
                    "Output Limit Exceeded",
                    detail=_("Your program wrote more than the judge accepts; it was stopped."),
                    **common,
                )
            if result.timed_out:
                return Verdict(
                    "Time Limit Exceeded", detail=_too_slow(result, limit, problem), **common
                )
            if result.returncode != 0:
                return Verdict(
                    "Runtime Error",
                    detail=_ended(result) + tail,
                    expected=expected,
                    received=result.stdout,
                    **common,
                )
            word, why = compare_output(expected, result.stdout)
            if word != "Accepted":
                return Verdict(
                    word,
                    detail=why[:1].upper() + why[1:],
                    expected=expected,
                    received=result.stdout,
                    **common,
                )
            slowest = max(slowest, result.seconds)
            slowest_wall = max(slowest_wall, result.wall_seconds)
    return Verdict(
        "Accepted",
        problem.id,
        tests_passed=total,
        tests_total=total,
        max_seconds=slowest,
        max_wall_seconds=slowest_wall,
        show_times=show_times,
    )


def judge_workers(memory_mb: int, files: int) -> int:
    """How many test runs the judge starts at once: one per idle core, within free memory.

    ``memory_mb`` is what one run may use; ``GAMETHEORY_JUDGE_WORKERS`` (a whole number from
    1) overrides the choice, e.g. ``1`` runs the tests one after another.

    >>> judge_workers(64, 1)
    1
    """
    memory_mb = require_int(memory_mb, "memory_mb", minimum=1)
    files = require_int(files, "files", minimum=0)
    chosen = os.environ.get("GAMETHEORY_JUDGE_WORKERS", "").strip()
    if chosen:
        if not chosen.isdigit() or int(chosen) < 1:
            raise ValueError(
                _("GAMETHEORY_JUDGE_WORKERS must be a whole number from 1, got {value!r}").format(
                    value=chosen
                )
            )
        return min(int(chosen), max(files, 1))
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cores = os.cpu_count() or 1
    try:  # cores other programs keep busy are no use: a loaded machine runs one at a time
        idle = cores - int(os.getloadavg()[0])
    except (AttributeError, OSError):
        idle = cores
    return max(1, min(cores, idle, files, _free_mb() // max(memory_mb, 1)))


def _free_mb() -> int:
    """MiB of memory available for new processes (MemAvailable; large if unknown)."""
    try:
        with open("/proc/meminfo", "rb") as handle:
            for line in handle:
                if line.startswith(b"MemAvailable:"):
                    return int(line.split()[1]) // 1024
    except (OSError, ValueError, IndexError):
        pass
    return 1 << 20


def _results(
    program: Program, inputs: Sequence[str], limit: float, memory_mb: int
) -> Iterator[RunResult]:
    """The program's runs on ``inputs``, in order, up to :func:`judge_workers` at a time.

    Runs are independent (each has its own processes, folder and limits, in CPU time), so
    running some at once changes no verdict; the caller stops at the first failing one and
    the runs started after it are stopped when this generator is closed.
    """
    extra = 64 if program.language == "python" else 0  # Program.run's room for Python
    workers = judge_workers(memory_mb + extra, len(inputs))
    if workers == 1:
        for given in inputs:
            yield program.run(given, time_limit=limit, memory_mb=memory_mb)
        return
    stop = threading.Event()
    pending: collections.deque[concurrent.futures.Future[RunResult]] = collections.deque()
    left = iter(inputs)

    def start_next() -> None:
        given = next(left, None)
        if given is not None:
            pending.append(
                pool.submit(program.run, given, time_limit=limit, memory_mb=memory_mb, stop=stop)
            )

    with concurrent.futures.ThreadPoolExecutor(workers, thread_name_prefix="judge") as pool:
        try:
            for _index in range(workers):
                start_next()
            while pending:
                result = pending.popleft().result()
                start_next()
                yield result
        finally:
            stop.set()  # a verdict is known (or the judge was interrupted): stop the rest
            for future in pending:
                future.cancel()


def _too_slow(result: RunResult, limit: float, problem: Problem) -> str:
    """Why a run was stopped for time: its CPU time, or the wall-clock backstop."""
    if result.seconds >= limit or result.wall_seconds < wall_limit(limit):
        return _(
            "Your program used more than {seconds:g} s of CPU time (all the processes it "
            "starts count together) and was stopped (an endless loop, or an algorithm too slow "
            "for these limits: {limits})."
        ).format(seconds=limit, limits=_(problem.limits))
    return _(
        "Your program was stopped after {wall:g} s of wall-clock time, having used only "
        "{cpu:.2f} s of its {seconds:g} s of CPU time: it was waiting (for input that never "
        "comes, in a sleep, or for a process it started)."
    ).format(wall=wall_limit(limit), cpu=result.seconds, seconds=limit)


#: What a signal that ended a program usually means, in plain words.
SIGNAL_WORDS = {
    "SIGSEGV": N_(
        "a segmentation fault (SIGSEGV): it touched memory it does not own, e.g. an array index "
        "out of range, a null pointer, or a recursion too deep for the stack"
    ),
    "SIGABRT": N_(
        "an abort (SIGABRT): a failed assert, an exception nobody caught, or a check of the "
        "C++ library"
    ),
    "SIGFPE": N_("an arithmetic error (SIGFPE): a division or remainder by zero, or an overflow"),
    "SIGBUS": N_("a bus error (SIGBUS): a misaligned or vanished memory access"),
    "SIGILL": N_("an illegal instruction (SIGILL): often the end of a function without return"),
    "SIGKILL": N_("a kill (SIGKILL), from outside the program"),
    "SIGTERM": N_("a request to terminate (SIGTERM)"),
    "SIGPIPE": N_("a broken pipe (SIGPIPE): it wrote to a pipe nobody reads"),
}


def _ended(result: RunResult) -> str:
    """How a program that failed ended, in plain words."""
    name = result.signal_name
    if name is None:
        return _("Your program ended with exit status {code} (not 0: an error).").format(
            code=result.returncode
        )
    if name in SIGNAL_WORDS:
        return _("Your program crashed with {what}.").format(what=_(SIGNAL_WORDS[name]))
    return _("Your program was ended by the signal {name}.").format(name=name)
