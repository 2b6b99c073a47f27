"""A multiple-choice question whose feedback never names a right option the student missed.

:class:`~gametheory_helpers.quiz.MultipleChoice` names a missed right option ("You missed «S1»"),
which hands the answer over; here a miss is only counted, and a wrong pick is explained.

>>> q = QuietMultipleChoice("Which are even?", [("2", True, ""), ("4", True, ""), ("5", False,
...     "5 = 2 * 2 + 1.")], multiple=True)
>>> q.check({0})
❌ Not yet. One right option is still missing: think about it again.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..exercises import Feedback
from ..quiz import MultipleChoice

__all__ = ["QuietMultipleChoice"]


class QuietMultipleChoice(MultipleChoice):
    """:class:`MultipleChoice` that explains wrong picks but only counts the missed right ones."""

    def check(self, picked: int | Iterable[int]) -> Feedback:
        """Check the picked option index (or, for ``multiple``, a set of indices)."""
        feedback = super().check(picked)
        if feedback.correct or "You missed" not in feedback.message:
            return feedback
        chosen = self._picked(picked)
        wrong = [self.choices[i] for i in sorted(chosen) if not self.choices[i].correct]
        missed = sum(c.correct and i not in chosen for i, c in enumerate(self.choices))
        parts = [f"«{c.text}» is not right: {c.why}".rstrip(": ") for c in wrong]
        count = "One right option is" if missed == 1 else f"{missed} right options are"
        parts.append(f"{count} still missing: think about it again.")
        return Feedback(False, "Not yet. " + " ".join(parts))
