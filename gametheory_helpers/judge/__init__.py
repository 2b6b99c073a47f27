"""A local judge for the contest problems the collection names (POJ, HDU, BZOJ).

Submit a whole program that reads standard input and writes standard output, in Python or C++
(compiled with the system's ``g++ -O2 -std=c++17``); the judge runs it on the problem's samples
and on seeded random tests (smallest first) against the chapter's closed form, and answers like
an online judge: Accepted, Wrong Answer (with the smallest failing input), Presentation Error,
Time Limit Exceeded, Memory Limit Exceeded, Output Limit Exceeded, Runtime Error, Compile Error.
Each run is limited in time and memory, and on Linux the memory limit covers every process the
program starts; nothing it starts survives its verdict (see :mod:`.runner`).

From a notebook::

    %load_ext gametheory_helpers.judge
    %%judge POJ1067 --lang cpp
    ...your program...

(``--lang`` takes python / py or cpp / c++ / cc; without it the language is guessed from the
cell and the verdict says so.)

From a shell: ``python -m gametheory_helpers.judge POJ1067 solution.cpp`` (``--list`` lists
the problems).  From Python:

>>> from gametheory_helpers.judge import judge
>>> judge("POJ2484", "print(1 // 0)\\n", language="python", tests=3).word
'Runtime Error'
"""

from gametheory_helpers.i18n import _
from gametheory_helpers.judge.judging import DEFAULT_TESTS, judge, make_tests
from gametheory_helpers.judge.problem import Problem, Sample
from gametheory_helpers.judge.problems import PROBLEMS, get_problem
from gametheory_helpers.judge.runner import Program
from gametheory_helpers.judge.verdicts import VERDICT_WORDS, Verdict, compare_output

__all__ = [
    "DEFAULT_TESTS",
    "PROBLEMS",
    "Problem",
    "Program",
    "Sample",
    "VERDICT_WORDS",
    "Verdict",
    "compare_output",
    "get_problem",
    "judge",
    "load_ipython_extension",
    "problem_table",
    "make_tests",
]


def problem_table() -> str:
    """One line per problem: id, title, chapter, samples published?, statement confirmed?"""
    lines = []
    for problem in sorted(PROBLEMS.values(), key=lambda p: (p.chapter, p.id)):
        if not problem.judgeable:
            flags = _("named only (cannot judge)")
        else:
            samples = _("published samples") if problem.samples_published else _("our examples")
            if problem.statement_confirmed:
                statement = _("statement confirmed")
            else:
                statement = _("statement not confirmed")
            flags = _("{samples}, {statement}").format(samples=samples, statement=statement)
        lines.append(
            _("{id:9} ch{chapter}  {title}  [{flags}]").format(
                id=problem.id, chapter=problem.chapter, title=_(problem.title), flags=flags
            )
        )
    return "\n".join(lines)


def load_ipython_extension(ipython) -> None:
    """``%load_ext gametheory_helpers.judge`` registers the ``%%judge`` cell magic."""
    from gametheory_helpers.judge.magic import register

    register(ipython)
