"""Concept questions: multiple choice and short answers, checked with feedback.

The exercises of a chapter are not all "write a function".  A :class:`MultipleChoice`
asks which statements are true (one or several), and explains every wrong pick and
every missed one, so a student learns from a wrong answer instead of just being told
"no".  A :class:`ShortAnswer` accepts a typed answer (a number, a list of positions,
a word) and compares it after normalising it.  Both return the same
:class:`~gametheory_helpers.exercises.Feedback` as the function checkers; the widget
in :mod:`gametheory_helpers.widgets.quiz` puts them on screen.

Example
-------
>>> q = MultipleChoice(
...     "Bash's game, take 1 to 3 counters: which heaps are P-positions?",
...     [("8", True, "8 = 2·4: answer each take t with 4 - t."),
...      ("6", False, "From 6 take 2 and leave 4, a P-position: 6 is N."),
...      ("0", True, "No move: the player to move has lost.")],
...     multiple=True)
>>> q.check({0, 2})
✅ Correct. 8 = 2·4: answer each take t with 4 - t. No move: the player to move has lost.
>>> q.check({0})
❌ Not yet. You missed «0»: think about it again.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from .exercises import Feedback

__all__ = ["Choice", "MultipleChoice", "ShortAnswer", "normalise_answer"]


@dataclass(frozen=True)
class Choice:
    """One option of a multiple-choice question, whether it is right, and why."""

    text: str
    correct: bool
    why: str = ""


class MultipleChoice:
    """A question with options; ``multiple=True`` when several may be right.

    ``choices`` are :class:`Choice` objects or ``(text, correct, why)`` tuples.  The
    ``why`` of a picked option is shown when the answer is checked; a missed right
    option is only named (its reason would give the answer away before the student
    has thought again).
    """

    def __init__(
        self,
        question: str,
        choices: Sequence[Choice | tuple[str, bool, str]],
        *,
        multiple: bool = False,
    ) -> None:
        if not isinstance(question, str) or not question.strip():
            raise ValueError(f"question must be a non-empty string, got {question!r:.80}")
        self.question = question
        self.choices = tuple(c if isinstance(c, Choice) else Choice(*c) for c in choices)
        if len(self.choices) < 2:
            raise ValueError(f"choices must have at least two options, got {len(self.choices)}")
        right = sum(c.correct for c in self.choices)
        if right == 0 or (right > 1 and not multiple):
            raise ValueError(
                f"a {'multiple' if multiple else 'single'}-answer question needs "
                f"{'at least one' if multiple else 'exactly one'} correct choice, got {right}"
            )
        self.multiple = multiple

    def _picked(self, picked: int | Iterable[int]) -> set[int]:
        indices = {picked} if isinstance(picked, int) else set(picked)
        for i in indices:
            if not isinstance(i, int) or isinstance(i, bool) or not 0 <= i < len(self.choices):
                raise ValueError(
                    f"picked must hold option numbers 0..{len(self.choices) - 1}, got {i!r:.40}"
                )
        return indices

    def check(self, picked: int | Iterable[int]) -> Feedback:
        """Check the picked option index (or, for ``multiple``, a set of indices)."""
        chosen = self._picked(picked)
        if not chosen:
            return Feedback(False, "Pick an option first.")
        if not self.multiple and len(chosen) > 1:
            return Feedback(False, "Pick exactly one option.")
        wrong = [self.choices[i] for i in sorted(chosen) if not self.choices[i].correct]
        missed = [c for i, c in enumerate(self.choices) if c.correct and i not in chosen]
        if not wrong and not missed:
            reasons = " ".join(self.choices[i].why for i in sorted(chosen) if self.choices[i].why)
            return Feedback(True, f"Correct. {reasons}".strip())
        parts = [f"«{c.text}» is not right: {c.why}".rstrip(": ") for c in wrong]
        if missed and (self.multiple or not wrong):  # never name the one answer after a miss
            names = ", ".join(f"«{c.text}»" for c in missed)
            parts.append(f"You missed {names}: think about it again.")
        return Feedback(False, "Not yet. " + " ".join(parts))


def normalise_answer(text: str) -> str:
    """Lower-case, NFKC-normalised, with runs of spaces and separators made uniform.

    >>> normalise_answer("  (1,  2)  ")
    '(1, 2)'
    """
    if not isinstance(text, str):
        raise TypeError(f"answer must be a string, got {type(text).__name__}")
    text = unicodedata.normalize("NFKC", text).strip().lower()
    text = re.sub(r"\s*([,;])\s*", r"\1 ", text)
    return re.sub(r"\s+", " ", text).strip()


class ShortAnswer:
    """A question answered by typing; right when ``accept(normalised text)`` holds.

    ``accept`` is a set of accepted answers (compared after :func:`normalise_answer`)
    or a function of the normalised text; ``hint`` is shown after a wrong answer.

    >>> q = ShortAnswer("What is mex{0, 1, 3}?", {"2"}, hint="the least number not in the set")
    >>> q.check(" 2 ")
    ✅ Correct.
    >>> q.check("4")
    ❌ Not yet: «4» is not it. Hint: the least number not in the set
    """

    def __init__(
        self,
        question: str,
        accept: Iterable[str] | Callable[[str], bool],
        *,
        hint: str = "",
        explanation: str = "",
    ) -> None:
        if not isinstance(question, str) or not question.strip():
            raise ValueError(f"question must be a non-empty string, got {question!r:.80}")
        if callable(accept):
            self._accept = accept
        else:
            accepted = {normalise_answer(a) for a in accept}
            if not accepted:
                raise ValueError("accept must name at least one accepted answer")
            self._accept = accepted.__contains__
        self.question = question
        self.hint = hint
        self.explanation = explanation

    def check(self, answer: str) -> Feedback:
        """Check a typed answer."""
        if not isinstance(answer, str):
            return Feedback(False, f"Type your answer as text, got {type(answer).__name__}.")
        text = normalise_answer(answer)
        if not text:
            return Feedback(False, "Type an answer first.")
        if self._accept(text):
            return Feedback(True, f"Correct. {self.explanation}".strip())
        shown = text if len(text) <= 60 else text[:57] + "..."
        message = f"Not yet: «{shown}» is not it."
        return Feedback(False, f"{message} Hint: {self.hint}" if self.hint else message)
