"""The answer keys of the chapters' exercises: references, built cases, checkers and quizzes.

One module per chapter, ``ch01`` … ``ch10``.  A chapter imports its module in its set-up cell,
``from gametheory_helpers.practice import ch02 as practice``, and every exercise cell calls its
checker by name (``practice.check_e1(matches_game)``) or shows its quiz
(``quiz(practice.Q1)``).  The keys live here, not in hidden notebook cells, so that a student
copy (solutions removed) still checks every answer, and so that the tests can submit the
classic wrong solutions to every checker (``tests/test_practice_ch*.py``).

Each chapter module defines:

``check_e1``, ``check_e2``, …
    ``check_eN(attempt) -> Feedback``: the exercise's checker (never raises).
``Q1``, ``Q2``, …
    the chapter's concept questions (:class:`~gametheory_helpers.quiz.MultipleChoice` or
    :class:`~gametheory_helpers.quiz.ShortAnswer`).
``CHECKS``
    ``{"E1": check_e1, …, "Q1": Q1.check, …}``: every exercise and question of the chapter.
``CASE_MIX``
    ``{"E1": {"P": 43, "N": 57, "pitfall": 12, "large": 6}, …}`` for the exercises whose checker
    runs cases: how the cases are made up, counted from the cases themselves.
``SPOILERS``
    ``{"E4": ("987 + 13", …), …}``: texts that give an exercise's answer away; none may appear
    in the chapter before the exercise (checked by ``tests/test_practice_conventions.py``).

A checker is done when it rejects the wrong solutions students really write: cases are built,
not only sampled (both answers well represented, every constraint as the problem states it,
every pitfall the chapter names, and sizes a brute force cannot finish where a fast rule is
asked for).

Example
-------
>>> from gametheory_helpers.practice import case_mix
>>> case_mix([0, 1, 2, 3, 4], lambda n: "P" if n % 2 == 0 else "N")
{'P': 3, 'N': 2}
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from typing import Any

from ..i18n import N_, _
from . import isolation as _isolation

__all__ = ["CHAPTERS", "case_mix", "chapter"]

# A chapter's set-up cell imports its key: from then on its worked solutions run in their own
# namespace and never replace a name the student defines (see practice.isolation).
_isolation.register()

#: The chapters that have exercises, as module names.
CHAPTERS = tuple(f"ch{number:02d}" for number in range(1, 11))


def case_mix(cases: Iterable[Any], classify: Callable[..., str]) -> dict[str, int]:
    """Count ``cases`` by ``classify(case)`` (a tuple case is passed as several arguments).

    >>> case_mix([(1, 2), (3, 3)], lambda a, b: "equal" if a == b else "unequal")
    {'unequal': 1, 'equal': 1}
    """
    from ..validation import require_iterable

    cases = require_iterable(cases, "cases", N_("a list of the checker's cases"))
    if not callable(classify):
        raise TypeError(
            _("classify must be a function of a case, got {value}").format(
                value=type(classify).__name__
            )
        )
    counts: Counter[str] = Counter()
    for case in cases:
        counts[classify(*case) if isinstance(case, tuple) else classify(case)] += 1
    return dict(counts)


def chapter(name: str) -> Any:
    """The practice module of a chapter, by name (``"ch02"``) or number (``2``).

    >>> chapter(2).__name__
    'gametheory_helpers.practice.ch02'
    """
    import importlib

    if isinstance(name, int) and not isinstance(name, bool):
        name = f"ch{name:02d}"
    if name not in CHAPTERS:
        raise ValueError(
            _("chapter must be one of {items} (or 1..10), got {value!r}").format(
                items=", ".join(CHAPTERS), value=name
            )
        )
    return importlib.import_module(f"{__name__}.{name}")
