"""Tables of answers that are still blank: "not attempted yet", like the other checkers.

>>> check_table({"a": ..., "b": ...}, {"a": 1, "b": 2})
❌ not attempted yet: fill in your answers (replace each ... by a value).
>>> check_table({"a": 1, "b": ...}, {"a": 1, "b": 2})
❌ not finished yet: no answer for 'b'.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..exercises import Feedback, check_answers
from ..i18n import _

__all__ = ["check_table"]


def check_table(
    attempt: Any, expected: Mapping[Any, Any], *, hints: Mapping[Any, str] | None = None
) -> Feedback:
    """:func:`~gametheory_helpers.exercises.check_answers`, which says "not attempted yet" when
    every answer of the table is still blank (``...`` or ``None``)."""
    if isinstance(attempt, Mapping) and all(
        value is Ellipsis or value is None for value in attempt.values()
    ):
        return Feedback(
            False, _("not attempted yet: fill in your answers (replace each ... by a value).")
        )
    return check_answers(attempt, expected, hints=hints)
