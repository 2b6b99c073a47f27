"""``python -m gametheory_helpers.judge PROBLEM FILE``: judge a program; exit 0 only on Accepted."""

from __future__ import annotations

import argparse
import sys

from gametheory_helpers.judge import DEFAULT_TESTS, get_problem, judge, problem_table
from gametheory_helpers.judge.runner import LANGUAGE_NAMES


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m gametheory_helpers.judge",
        description="Judge a contest program (Python .py or C++ .cpp) on a problem.",
    )
    parser.add_argument("problem", nargs="?", help="a problem id such as POJ1067")
    parser.add_argument("file", nargs="?", help="the program: a .py or .cpp file")
    parser.add_argument("--list", action="store_true", help="list the problems the judge knows")
    parser.add_argument("--show", action="store_true", help="print the problem's statement")
    parser.add_argument(
        "--tests", type=int, default=DEFAULT_TESTS, help="random tests (default %(default)s)"
    )
    parser.add_argument("--seed", type=int, default=0, help="seed of the random tests")
    parser.add_argument(
        "--lang",
        type=str.lower,
        choices=sorted(LANGUAGE_NAMES),
        metavar="{python,cpp}",
        help="language: python (py) or cpp (c++, cc); default: from the file name",
    )
    parser.add_argument("--no-times", action="store_true", help="leave run times out of the report")
    options = parser.parse_args(argv)
    if options.list:
        print(problem_table())
        return 0
    if options.problem is None:
        parser.print_usage(sys.stderr)
        return 2
    try:
        problem = get_problem(options.problem)
        if options.show or options.file is None:
            print(problem.describe(), end="")
            return 0
        verdict = judge(
            problem.id,
            path=options.file,
            language=options.lang,
            tests=options.tests,
            seed=options.seed,
            show_times=not options.no_times,
        )
    except (TypeError, ValueError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    print(verdict.report(), end="")
    return 0 if verdict.accepted else 1


if __name__ == "__main__":
    sys.exit(main())
