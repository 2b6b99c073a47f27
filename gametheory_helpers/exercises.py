"""Checkers for the exercises at the end of every chapter.

A checker takes the student's attempt (a function, a value, a set, a table of
answers) and returns a :class:`Feedback`: either "correct", or "not yet" with
a concrete counter-example and a hint.  It never raises: whatever the student
passes in, or whatever their function does, the answer is a readable message,
not a traceback.

Example
-------
>>> def my_bash(n):            # a wrong attempt: forgets that m + 1 = 4
...     return "P" if n % 3 == 0 else "N"
>>> check_function(my_bash, lambda n: "P" if n % 4 == 0 else "N", range(10),
...                hint="which remainders can the player to move fix?")  # doctest: +ELLIPSIS
❌ Not yet: for n = 3 your function returns 'P' but the answer is 'N'. Hint: which ...
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

__all__ = ["Feedback", "check_answer", "check_answers", "check_function", "check_set"]


@dataclass(frozen=True)
class Feedback:
    """The verdict of a checker; shown in a notebook as one line of text."""

    correct: bool
    message: str

    def __repr__(self) -> str:
        return ("✅ " if self.correct else "❌ ") + self.message

    def __bool__(self) -> bool:
        return self.correct


def _display_order(items: Iterable[Any]) -> list[Any]:
    """Sort for a message: naturally when the items compare (so 5 comes before 10), else by repr."""
    items = list(items)
    try:
        return sorted(items)
    except TypeError:
        return sorted(items, key=repr)


def _with_hint(message: str, hint: str) -> str:
    return f"{message} Hint: {hint}" if hint else message


def _describe_case(case: Any, argument_names: tuple[str, ...]) -> str:
    values = case if isinstance(case, tuple) else (case,)
    if len(argument_names) == len(values):
        return ", ".join(f"{n} = {v!r}" for n, v in zip(argument_names, values, strict=True))
    return f"input {case!r}"


def check_function(
    attempt: Any,
    reference: Callable[..., Any],
    cases: Iterable[Any],
    *,
    hint: str = "",
    argument_names: tuple[str, ...] = ("n",),
    same: Callable[[Any, Any], bool] = lambda got, expected: got == expected,
) -> Feedback:
    """Compare ``attempt`` with ``reference`` on every case; report the first difference.

    A case that is a tuple is passed as several arguments.  ``argument_names``
    only makes the counter-example easier to read.
    """
    if not callable(attempt):
        return Feedback(False, f"expected a function, got {attempt!r}.")
    count = 0
    for case in cases:
        args = case if isinstance(case, tuple) else (case,)
        where = _describe_case(case, argument_names)
        expected = reference(*args)
        try:
            got = attempt(*args)
        except NotImplementedError:
            return Feedback(
                False, "not attempted yet: replace `raise NotImplementedError` with your code."
            )
        except Exception as error:  # the student's code may fail in any way
            message = f"for {where} your function raised {type(error).__name__}: {error}."
            return Feedback(False, _with_hint(message, hint))
        try:
            agrees = bool(same(got, expected))
        except Exception:
            agrees = False
        if not agrees:
            message = (
                f"Not yet: for {where} your function returns {got!r} "
                f"but the answer is {expected!r}."
            )
            return Feedback(False, _with_hint(message, hint))
        count += 1
    return Feedback(True, f"Correct on all {count} test cases.")


def check_answer(attempt: Any, expected: Any, *, hint: str = "", what: str = "answer") -> Feedback:
    """Check a single value (a number, a string, a position)."""
    if attempt is None or attempt is Ellipsis:
        return Feedback(False, f"not attempted yet: fill in your {what}.")
    try:
        agrees = bool(attempt == expected)
    except Exception:
        agrees = False
    if agrees:
        return Feedback(True, f"Correct: the {what} is {expected!r}.")
    return Feedback(False, _with_hint(f"Not yet: {attempt!r} is not the {what}.", hint))


def check_set(
    attempt: Any, expected: Iterable[Any], *, hint: str = "", what: str = "set"
) -> Feedback:
    """Check a collection whose order does not matter; name one missing or extra element."""
    if attempt is None or attempt is Ellipsis:
        return Feedback(False, f"not attempted yet: fill in your {what}.")
    try:
        given = set(attempt)
    except TypeError:
        return Feedback(False, f"expected a collection (a set or a list), got {attempt!r}.")
    wanted = set(expected)
    if given == wanted:
        return Feedback(True, f"Correct: the {what} is {_display_order(wanted)}.")
    extra = _display_order(given - wanted)
    missing = _display_order(wanted - given)
    if extra:
        message = f"Not yet: {extra[0]!r} should not be in the {what}."
    else:
        message = f"Not yet: your {what} is missing an element ({len(missing)} missing)."
    return Feedback(False, _with_hint(message, hint))


def check_answers(
    attempt: Any, expected: Mapping[Any, Any], *, hints: Mapping[Any, str] | None = None
) -> Feedback:
    """Check a table of answers (a quiz): every key must be answered, and correctly.

    The message names the first wrong item and its hint, without giving away
    the others.
    """
    if not isinstance(attempt, Mapping):
        return Feedback(False, f"expected a dict of answers, got {attempt!r}.")
    missing = [key for key in expected if attempt.get(key, ...) in (None, ...)]
    if missing:
        return Feedback(False, f"not finished yet: no answer for {missing[0]!r}.")
    unknown = [key for key in attempt if key not in expected]
    if unknown:
        return Feedback(False, f"{unknown[0]!r} is not one of the questions.")
    wrong = [key for key in expected if attempt[key] != expected[key]]
    if not wrong:
        return Feedback(True, f"All {len(expected)} answers are right.")
    first = wrong[0]
    hint = (hints or {}).get(first, "")
    message = f"{len(wrong)} of {len(expected)} answers are wrong; look again at {first!r}."
    return Feedback(False, _with_hint(message, hint))
