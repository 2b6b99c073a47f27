"""Print the judge's time per problem (run: ``.venv/bin/python benchmarks/bench_judge.py``).

For every judged problem with right programs in ``tests/judge_programs/<PROBLEM>/``
(``right.cpp`` and ``right.py``), the wall-clock time of the whole judgement (compilation,
test generation, every test run) with the judge's default number of tests, split into its
phases: preparing the program (g++ for C++, the syntax check for Python), making the tests,
and running them.  Figures, not assertions: each is also shown as a ratio to the reference
measured just before each problem, the wall time of one bare ``python -c pass`` start (the
floor of one Python test run), so runs on different machines or under different loads compare.
The judge's own speed-ups are on (the compile cache, tests run at once, see
:func:`gametheory_helpers.judge.judging.judge_workers`); ``GAMETHEORY_JUDGE_WORKERS=1`` runs
the tests one after another.

``--quick`` or ``BENCH_QUICK=1``: two problems, three random tests.  Problem ids given on the
command line judge only those.  ``--no-cache`` judges with a cold compile cache (each C++
program is compiled as if never seen).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from _quick import quick

from gametheory_helpers.judge import DEFAULT_TESTS, get_problem, make_tests
from gametheory_helpers.judge.judging import _run_tests
from gametheory_helpers.judge.runner import Program

ROOT = Path(__file__).resolve().parent.parent
PROGRAMS = ROOT / "tests" / "judge_programs"
TESTS = 3 if quick() else DEFAULT_TESTS
QUICK_PROBLEMS = ("HDU1847", "POJ3537")


def _reference() -> float:
    """Wall seconds of one bare Python start (the best of three)."""
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-I", "-c", "pass"], check=True)
        best = min(best, time.perf_counter() - start)
    return best


def _judge_phases(problem_id: str, path: Path) -> tuple[str, float, float, float]:
    """(verdict, prepare, make tests, run tests) in wall seconds for one right program."""
    problem = get_problem(problem_id)
    language = "cpp" if path.suffix == ".cpp" else "python"
    start = time.perf_counter()
    program = Program.from_source(path.read_bytes(), language, name=path.name)
    prepared = time.perf_counter()
    try:
        files = make_tests(problem, TESTS, 0)
        made = time.perf_counter()
        verdict = _run_tests(problem, program, files, False, problem.time_limit)
        ran = time.perf_counter()
    finally:
        program.close()
    return verdict.word, prepared - start, made - prepared, ran - made


def _supervision_cost() -> tuple[float, float]:
    """Median wall seconds of one supervised run and of the same program run bare.

    Interleaved, so a busy machine slows both alike; the supervisor should cost one small
    Python start and a few reads of ``/proc``, not a poll interval per run, and the same
    whatever the judge's own size (see :func:`_supervision_cost_when_large`).
    """
    source = "import sys\nfor t in sys.stdin.read().split():\n    print(int(t) % 3)\n"
    supervised, bare = [], []
    with Program.from_source(source, "python") as program:
        program.run("1\n")  # warm the file cache
        for _ in range(9):
            start = time.perf_counter()
            program.run("3 4\n")
            supervised.append(time.perf_counter() - start)
            start = time.perf_counter()
            subprocess.run(program.command, input=b"3 4\n", capture_output=True, check=True)
            bare.append(time.perf_counter() - start)
    return sorted(supervised)[4], sorted(bare)[4]


def _supervision_cost_when_large(megabytes: int = 500) -> float:
    """:func:`_supervision_cost`'s supervised median while the judge holds ``megabytes`` more.

    A kernel with numba and matplotlib loaded, or a test worker, is this large; a supervisor
    forked from it copied its page tables on every run (57 ms a run at 550 MB, against 8 ms).
    """
    ballast = bytearray(megabytes * 1024 * 1024)
    for index in range(0, len(ballast), 4096):
        ballast[index] = 1
    try:
        return _supervision_cost()[0]
    finally:
        del ballast


def _problems(arguments: list[str]) -> list[str]:
    chosen = [argument for argument in arguments if not argument.startswith("--")]
    if chosen:
        return chosen
    if quick():
        return list(QUICK_PROBLEMS)
    return sorted(
        folder.name
        for folder in PROGRAMS.iterdir()
        if (folder / "right.cpp").exists() and (folder / "right.py").exists()
    )


def main() -> None:
    if "--no-cache" in sys.argv[1:]:
        os.environ["GAMETHEORY_JUDGE_CACHE"] = tempfile.mkdtemp(prefix="bench-judge-cache-")
    print(f"reference: one bare Python start takes {_reference() * 1000:.0f} ms (wall) now")
    supervised, bare = _supervision_cost()
    print(
        f"one supervised run {supervised * 1000:.0f} ms, the same program bare "
        f"{bare * 1000:.0f} ms (median of 9): {supervised / bare:.2f}x"
    )
    large = _supervision_cost_when_large()
    print(
        f"the same while the judge holds 500 MB more: {large * 1000:.0f} ms "
        f"({large / supervised:.2f}x the supervised run above)"
    )
    print(f"{TESTS} random tests per judgement besides the samples and pitfall groups")
    print(
        f"{'problem':<18} {'lang':<4} {'verdict':<9} {'tests':>5} {'prepare':>8} "
        f"{'make':>6} {'run':>7} {'total':>7} {'starts':>7}"
    )
    totals = {"cpp": 0.0, "python": 0.0}
    starts = {"cpp": 0.0, "python": 0.0}
    for problem_id in _problems(sys.argv[1:]):
        for suffix, language in ((".cpp", "cpp"), (".py", "python")):
            path = PROGRAMS / problem_id / f"right{suffix}"
            if not path.exists():
                continue
            reference = _reference()
            word, prepare, make, run = _judge_phases(problem_id, path)
            count = len(make_tests(get_problem(problem_id), TESTS, 0))
            total = prepare + make + run
            totals[language] += total
            starts[language] += total / reference
            print(
                f"{problem_id:<18} {language[:4]:<4} {word[:9]:<9} {count:>5} {prepare:>7.2f}s "
                f"{make:>5.2f}s {run:>6.2f}s {total:>6.2f}s {total / reference:>6.0f}x"
            )
    for language, total in totals.items():
        print(f"all problems, {language}: {total:.1f} s = {starts[language]:.0f} Python starts")


if __name__ == "__main__":
    main()
