"""Judge one submission: samples and seeded random tests, smallest input first.

>>> verdict = judge("POJ1067", "import sys\\nfor line in sys.stdin:\\n    print(1)\\n",
...                 language="python", tests=5)
>>> verdict.word
'Wrong Answer'
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from gametheory_helpers.judge.problem import Problem
from gametheory_helpers.judge.problems import get_problem
from gametheory_helpers.judge.runner import (
    CompileError,
    MissingCompiler,
    Program,
    guess_language,
)
from gametheory_helpers.judge.verdicts import Verdict, clip, compare_output
from gametheory_helpers.validation import require_int, require_type

__all__ = ["judge", "make_tests", "DEFAULT_TESTS", "PYTHON_TIME_FACTOR"]

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
    for name, cases in problem.pitfall_files():
        files.append((name, problem.input_text(cases), problem.output_text(cases)))
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


def judge(
    problem_id: str,
    source: str | None = None,
    *,
    language: str | None = None,
    path: str | Path | None = None,
    program: Program | None = None,
    tests: int = DEFAULT_TESTS,
    seed: int = 0,
    show_times: bool = True,
    time_limit: float | None = None,
) -> Verdict:
    """Judge a whole program (reads standard input, writes standard output) on ``problem_id``.

    Give the program as ``source`` text with ``language`` (``'python'`` or ``'cpp'``), as a
    ``path`` to a ``.py`` / ``.cpp`` file, or as an already prepared :class:`Program` (tests
    reuse compiled programs this way).  ``time_limit`` replaces the problem's limit per run
    (seconds, before the factor for Python).  Returns a :class:`Verdict`;
    ``show_times=False`` leaves times out of its report (for stored notebook outputs).
    """
    problem = get_problem(problem_id)
    if not problem.judgeable:
        raise ValueError(f"{problem.id}: {problem.statement}")
    _require_tests_and_seed(tests, seed)
    own = program is None
    if own:
        if path is not None:
            path = Path(path)
            if not path.is_file():
                raise ValueError(f"no such file: {str(path)!r}")
            language = language or guess_language(path.name)
            source = path.read_text(encoding="utf-8")
        if source is None:
            raise ValueError("give the program as source text, as a path, or as a Program")
        if language is None:
            raise ValueError("say which language the program is in: language='python' or 'cpp'")
        try:
            program = Program.from_source(source, _language(language))
        except CompileError as error:
            return Verdict(
                "Compile Error", problem.id, "The compiler said:\n" + clip(error.message, 3000)
            )
        except MissingCompiler as error:
            return Verdict("No Compiler", problem.id, str(error))
    try:
        if time_limit is not None and not 0 < time_limit <= 60:
            raise ValueError(
                f"time_limit must be a number of seconds in (0, 60], got {time_limit!r}"
            )
        limit = problem.time_limit if time_limit is None else float(time_limit)
        return _run_tests(problem, program, make_tests(problem, tests, seed), show_times, limit)
    finally:
        if own:
            program.close()


def _language(name: str) -> str:
    aliases = {
        "py": "python",
        "python": "python",
        "python3": "python",
        "cpp": "cpp",
        "c++": "cpp",
        "cxx": "cpp",
    }
    key = str(name).lower()
    if key not in aliases:
        raise ValueError(f"language must be 'python' or 'cpp', got {name!r}")
    return aliases[key]


def _run_tests(
    problem: Problem,
    program: Program,
    files: Sequence[tuple[str, str, str]],
    show_times: bool,
    base_limit: float,
) -> Verdict:
    limit = base_limit * (PYTHON_TIME_FACTOR if program.language == "python" else 1.0)
    slowest = 0.0
    total = len(files)
    for passed, (name, given, expected) in enumerate(files):
        result = program.run(given, time_limit=limit, memory_mb=problem.memory_mb)
        common: dict[str, Any] = dict(
            problem=problem.id,
            tests_passed=passed,
            tests_total=total,
            input=given,
            show_times=show_times,
        )
        if result.timed_out:
            return Verdict(
                "Time Limit Exceeded",
                detail=f"On {name} your program was stopped after {limit:g} s "
                "(an endless loop, waiting for input that never comes, or an algorithm too slow "
                "for these limits: " + problem.limits + ").",
                **common,
            )
        if result.output_cut:
            return Verdict(
                "Output Limit Exceeded",
                detail=f"On {name} your program wrote more than the judge accepts; it was stopped.",
                **common,
            )
        if result.returncode != 0:
            status = (
                f"killed by {result.signal_name}"
                if result.signal_name
                else f"exit status {result.returncode}"
            )
            memory = ""
            if "MemoryError" in result.stderr or "bad_alloc" in result.stderr:
                memory = f" It ran out of memory (the limit is {problem.memory_mb} MiB)."
            tail = "\n".join(result.stderr.rstrip().splitlines()[-15:])
            detail = f"On {name} your program ended with {status}.{memory}"
            if tail:
                detail += "\nThe end of its error output:\n" + clip(tail, 2000)
            return Verdict(
                "Runtime Error", detail=detail, expected=expected, received=result.stdout, **common
            )
        word, why = compare_output(expected, result.stdout)
        if word != "Accepted":
            return Verdict(
                word,
                detail=f"On {name}: {why}",
                expected=expected,
                received=result.stdout,
                **common,
            )
        slowest = max(slowest, result.seconds)
    return Verdict(
        "Accepted",
        problem.id,
        tests_passed=total,
        tests_total=total,
        max_seconds=slowest,
        show_times=show_times,
    )
