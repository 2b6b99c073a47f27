"""``python -m gametheory_helpers.judge PROBLEM FILE``: judge a program; exit 0 only on Accepted.

``--language zh`` makes the command line speak Simplified Chinese (its help, the statement,
the report; the verdict names keep their English names); the default is English.
"""

from __future__ import annotations

import argparse
import sys

from gametheory_helpers.i18n import LANGUAGES, _, get_language, set_language
from gametheory_helpers.judge import DEFAULT_TESTS, get_problem, judge, problem_table
from gametheory_helpers.judge.runner import LANGUAGE_NAMES

PROG = "python -m gametheory_helpers.judge"


class _Formatter(argparse.HelpFormatter):
    """argparse's help with its "usage: " heading in the current language."""

    def add_usage(self, usage, actions, groups, prefix=None) -> None:
        super().add_usage(usage, actions, groups, _("usage: ") if prefix is None else prefix)


def _interface_language(argv: list[str] | None) -> str:
    """The ``--language`` given (``en`` or ``zh``), read before the help is built."""
    early = argparse.ArgumentParser(add_help=False, allow_abbrev=False)
    early.add_argument("--language", default="en")
    known = early.parse_known_args(argv)[0]
    return known.language if known.language in LANGUAGES else "en"


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG,
        description=_("Judge a contest program (Python .py or C++ .cpp) on a problem."),
        formatter_class=_Formatter,
        add_help=False,
    )
    given = parser.add_argument_group(_("positional arguments"))
    given.add_argument("problem", nargs="?", help=_("a problem id such as POJ1067"))
    given.add_argument("file", nargs="?", help=_("the program: a .py or .cpp file"))
    options = parser.add_argument_group(_("options"))
    options.add_argument("-h", "--help", action="help", help=_("show this help message and exit"))
    options.add_argument("--list", action="store_true", help=_("list the problems the judge knows"))
    options.add_argument("--show", action="store_true", help=_("print the problem's statement"))
    options.add_argument(
        "--tests",
        type=int,
        default=DEFAULT_TESTS,
        help=_("random tests (default {tests})").format(tests=DEFAULT_TESTS),
    )
    options.add_argument("--seed", type=int, default=0, help=_("seed of the random tests"))
    options.add_argument(
        "--lang",
        type=str.lower,
        choices=sorted(LANGUAGE_NAMES),
        metavar="{python,cpp}",
        help=_("language: python (py) or cpp (c++, cc); default: from the file name"),
    )
    options.add_argument(
        "--no-times", action="store_true", help=_("leave run times out of the report")
    )
    options.add_argument(
        "--full",
        action="store_true",
        help=_("on a Wrong Answer, show the whole outputs, not only the lines that differ"),
    )
    options.add_argument(
        "--language",
        choices=sorted(LANGUAGES),
        default="en",
        help=_(
            "language of the judge's messages: en (English, the default) or zh (Simplified "
            "Chinese); verdict names stay English. Not the program's language (that is --lang)"
        ),
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    before = get_language()
    set_language(_interface_language(argv))
    try:
        return _main(argv)
    finally:
        set_language(before)


def _main(argv: list[str] | None) -> int:
    parser = _parser()
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
            full_output=options.full,
        )
    except (TypeError, ValueError) as error:
        print(_("error: {error}").format(error=error), file=sys.stderr)
        return 2
    print(verdict.report(), end="")
    return 0 if verdict.accepted else 1


if __name__ == "__main__":
    sys.exit(main())
