"""The ``%%judge`` cell magic.

``%%judge POJ1067 [--lang cpp|python] [--tests N] [--seed S] [--no-times]``

Without ``--lang`` the language is guessed from the cell (``#include`` or ``int main(``: C++,
otherwise Python) and the verdict says so.  ``py``, ``c++`` and ``cc`` are accepted too.
``--no-times`` leaves the run times out of the report, so that a notebook's stored output is the
same on every machine.

>>> print(judge_cell("POJ2484 --lang python --tests 2 --no-times", "print('Alice')"))
Wrong Answer
POJ2484: Wrong Answer on test 1 of 4 (sample 1).
Your output stops after line 1; line 2 should be 'Alice' (2 line(s) missing).
--- Input:
1
2
3
0
--- Expected output:
Alice
Alice
Bob
--- Your output:
Alice
<BLANKLINE>
"""

from __future__ import annotations

import argparse
import shlex
from typing import Any

from gametheory_helpers.i18n import _
from gametheory_helpers.judge.judging import DEFAULT_TESTS, judge
from gametheory_helpers.judge.runner import LANGUAGE_NAMES
from gametheory_helpers.judge.verdicts import Verdict
from gametheory_helpers.validation import require_type, show

__all__ = ["judge_cell", "register"]


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="%%judge", add_help=False, exit_on_error=False)
    parser.add_argument("problem")
    parser.add_argument(
        "--lang", "--language", default=None, type=str.lower, choices=sorted(LANGUAGE_NAMES)
    )
    parser.add_argument("--tests", type=int, default=DEFAULT_TESTS)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--no-times", action="store_true")
    parser.add_argument("--full", action="store_true")
    return parser


def judge_cell(line: str, cell: str) -> Verdict | str:
    """Judge the cell's program; a usage message (text) when the magic's line is wrong."""
    require_type(line, str, "line, the magic's line,", "text such as 'POJ1067 --lang cpp'")
    require_type(cell, str, "cell, the program,", "the program's text")
    try:
        options = _parser().parse_args(shlex.split(line))
    except (argparse.ArgumentError, SystemExit, ValueError) as error:
        usage = "%%judge PROBLEM [--lang cpp|python] [--tests N] [--seed S] [--no-times] [--full]"
        return _("usage: {usage} ({error})").format(usage=usage, error=error)
    try:
        return judge(
            options.problem,
            cell,
            language=options.lang,
            tests=options.tests,
            seed=options.seed,
            show_times=not options.no_times,
            full_output=options.full,
        )
    except (TypeError, ValueError) as error:
        return str(error)


def register(ipython: Any) -> None:
    """Register the ``%%judge`` cell magic with an IPython shell (``get_ipython()``)."""
    if not callable(getattr(ipython, "register_magic_function", None)):
        raise TypeError(
            "ipython must be the IPython shell, get_ipython() in a notebook, got "
            f"{show(ipython)} ({type(ipython).__name__})"
        )

    def judge_magic(line: str, cell: str):
        result = judge_cell(line, cell)
        if isinstance(result, str):
            print(result)
            return None
        return result

    ipython.register_magic_function(judge_magic, magic_kind="cell", magic_name="judge")
