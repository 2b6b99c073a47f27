"""The catalogue of wrong (and right) solutions that every exercise checker is tested with.

Each ``tests/test_practice_chNN.py`` lists :class:`Attempt` entries: a plausible solution a
student writes, the exercise it answers, and whether the checker must accept it.  The wrong
ones are the classic mistakes (float φ, forgotten sort, plain xor for a misère or split game,
the ordinary product for the Nim product, off-by-one, 32-bit overflow, a brute force where a
rule is asked for, the source's own mistaken formula); at least three per exercise where they
exist.  :func:`verdict` runs one through the chapter's key.

``python tests/practice_catalogue.py`` prints the table (exercise × attempt → verdict).
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest


@dataclass(frozen=True)
class Attempt:
    """One submitted solution: ``exercise`` ("E1", "Q2"), a label, the attempt, the verdict due.

    ``slow``: a wrong attempt that the checker stops at its time limit (a table or a search
    that cannot reach the large cases): seconds of each sweep. :func:`verdict` checks that its
    feedback says so; the course's grading sweep (``test_course_grading.py``), which runs the
    same checker through the test cells, sends only one chapter's slow attempts through them.
    """

    exercise: str
    label: str
    attempt: Any
    accepted: bool = False
    slow: bool = False


def verdict(module: Any, attempt: Attempt) -> Any:
    """The chapter's feedback on ``attempt`` (truthy when accepted); a ``slow`` attempt's
    feedback must be the time limit's."""
    feedback = module.CHECKS[attempt.exercise](attempt.attempt)
    if attempt.slow:
        assert not attempt.accepted and "Time limit" in str(feedback), (attempt.label, feedback)
    return feedback


def parametrize(attempts: Iterable[Attempt]):
    """``pytest.mark.parametrize("attempt", …)`` with readable ids."""
    attempts = list(attempts)
    ids = [f"{a.exercise}-{'right' if a.accepted else 'wrong'}-{a.label}" for a in attempts]
    return pytest.mark.parametrize("attempt", attempts, ids=ids)


def table() -> list[tuple[str, str, str, bool, bool]]:
    """(chapter, exercise, label, must accept, accepted) for every catalogue entry."""
    rows = []
    for path in sorted(Path(__file__).parent.glob("test_practice_ch*.py")):
        tests = importlib.import_module(path.stem)
        chapter = path.stem.removeprefix("test_practice_")
        module = importlib.import_module(f"gametheory_helpers.practice.{chapter}")
        for attempt in tests.CATALOGUE:
            rows.append(
                (
                    chapter,
                    attempt.exercise,
                    attempt.label,
                    attempt.accepted,
                    bool(verdict(module, attempt)),
                )
            )
    return rows


if __name__ == "__main__":
    import sys

    sys.path.insert(0, str(Path(__file__).parent))
    for chapter, exercise, label, due, got in table():
        mark = "ok" if due == got else "FAILS"
        print(f"{chapter} {exercise:4} {'right' if due else 'wrong'} {label:50} {mark}")
