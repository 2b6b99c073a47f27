"""Judge every program of the wrong-solution catalogue and print the verdicts as a Markdown table.

    python tools/judge_verdict_table.py                      # every problem (takes minutes)
    python tools/judge_verdict_table.py HDU1538 POJ1678      # some problems
    python tools/judge_verdict_table.py --languages python   # only the Python programs

The programs live in ``tests/judge_programs/<PROBLEM>/``; a name says the verdict due
(``right…`` Accepted, ``wrong…`` rejected, ``tle_…``, ``re_…``, ``mle_…`` rejected that way, as
``tests/test_judge_catalogue.py`` checks).  One row per problem: the verdict of ``right.cpp``
and ``right.py``, the other right programs, and how many of the wrong ones were rejected, each
named with its verdict and the test that caught it.  A program whose verdict contradicts its
name is marked **(unexpected)**; the exit status is 1 when there is one.

>>> rows = [Row("HDU1847", {"right.cpp": "Accepted"}, [], [("wrong_x.py", "Wrong Answer", 2)])]
>>> print(markdown(rows).splitlines()[2])
| HDU1847 | Accepted | – | – | 1/1: wrong_x.py WA (test 2) |
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PROGRAMS = ROOT / "tests" / "judge_programs"
SHORT = {
    "Accepted": "AC",
    "Wrong Answer": "WA",
    "Time Limit Exceeded": "TLE",
    "Runtime Error": "RE",
    "Memory Limit Exceeded": "MLE",
    "Output Limit Exceeded": "OLE",
    "Compile Error": "CE",
}
LANGUAGES = {".py": "python", ".cpp": "cpp"}


@dataclass
class Row:
    """One problem's verdicts: right programs by file name, then the rejected ones."""

    problem: str
    right: dict[str, str]
    others: list[tuple[str, str]] = field(default_factory=list)
    wrong: list[tuple[str, str, int]] = field(default_factory=list)


def _due(name: str, verdict: str) -> bool:
    """Whether ``verdict`` is the one the file name says (``wrong…``: any rejection)."""
    if name.startswith("right"):
        return verdict == "Accepted"
    for prefix, word in (("tle_", "Time Limit Exceeded"), ("re_", "Runtime Error")):
        if name.startswith(prefix):
            return verdict == word
    if name.startswith("mle_"):
        return verdict == "Memory Limit Exceeded"
    return verdict not in ("Accepted", "Compile Error", "No Compiler")


def _cell(name: str, verdict: str) -> str:
    return verdict if _due(name, verdict) else f"{verdict} **(unexpected)**"


def markdown(rows: list[Row]) -> str:
    """The table, one line per problem."""
    lines = [
        "| Problem | right C++ | right Python | other right programs | wrong programs rejected |",
        "|---|---|---|---|---|",
    ]
    for row in rows:
        others = ", ".join(f"{n} {SHORT.get(v, v)}" for n, v in row.others) or "–"
        rejected = sum(_due(n, v) for n, v, _ in row.wrong)
        caught = ", ".join(
            f"{n} {SHORT.get(v, v)}"
            + (f" (test {t})" if t else "")
            + ("" if _due(n, v) else " **(unexpected)**")
            for n, v, t in row.wrong
        )
        wrong = f"{rejected}/{len(row.wrong)}: {caught}" if row.wrong else "–"
        cpp, python = (
            _cell(name, row.right[name]) if name in row.right else "–"
            for name in ("right.cpp", "right.py")
        )
        lines.append(f"| {row.problem} | {cpp} | {python} | {others} | {wrong} |")
    return "\n".join(lines)


def judge_problem(problem: str, languages: set[str], tests: int) -> Row:
    """Judge the catalogue's programs for ``problem`` (``tests`` random tests each)."""
    from gametheory_helpers.judge import judge

    folder = PROGRAMS / problem
    if not folder.is_dir():
        raise ValueError(f"no programs for problem {problem!r} in {PROGRAMS}")
    row = Row(problem, {})
    for path in sorted(folder.iterdir()):
        language = LANGUAGES.get(path.suffix)
        if language is None or language not in languages:
            continue
        verdict = judge(problem, path=path, tests=tests, show_times=False)
        test = verdict.tests_passed + 1 if verdict.tests_total and not verdict.accepted else 0
        if path.name in ("right.cpp", "right.py"):
            row.right[path.name] = verdict.word
        elif path.name.startswith("right"):
            row.others.append((path.name, verdict.word))
        else:
            row.wrong.append((path.name, verdict.word, test))
    return row


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("problems", nargs="*", help="problem ids (default: every one)")
    parser.add_argument("--tests", type=int, default=3, help="random tests per program")
    parser.add_argument("--languages", nargs="+", choices=sorted(LANGUAGES.values()))
    args = parser.parse_args(argv)
    if args.tests < 0:
        parser.error(f"--tests must be 0 or more, got {args.tests}")
    problems = args.problems or sorted(p.name for p in PROGRAMS.iterdir() if p.is_dir())
    languages = set(args.languages or LANGUAGES.values())
    try:
        rows = [judge_problem(problem, languages, args.tests) for problem in problems]
    except ValueError as error:
        parser.error(str(error))
    print(markdown(rows))
    everything = [(n, v) for r in rows for n, v in [*r.right.items(), *r.others]]
    everything += [(n, v) for r in rows for n, v, _ in r.wrong]
    return 0 if all(_due(n, v) for n, v in everything) else 1


if __name__ == "__main__":
    sys.exit(main())
