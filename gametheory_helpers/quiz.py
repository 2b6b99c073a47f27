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
❌ Not yet. One right option is still missing: think about it again.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from .exercises import Feedback
from .i18n import _, ngettext
from .validation import require_at_most, show

__all__ = ["MAX_ANSWER_LENGTH", "Choice", "MultipleChoice", "ShortAnswer", "normalise_answer"]

MAX_ANSWER_LENGTH = 10_000  # characters of a typed answer (and of an accepted one)
_SEPARATOR = re.compile(r" ?([,;]) ?")


@dataclass(frozen=True)
class Choice:
    """One option of a multiple-choice question, whether it is right, and why."""

    text: str
    correct: bool
    why: str = ""


class MultipleChoice:
    """A question with options; ``multiple=True`` when several may be right.

    ``choices`` are :class:`Choice` objects or ``(text, correct, why)`` tuples.  The
    ``why`` of a picked option is shown when the answer is checked; missed right options
    are only counted, never named (naming one would hand the answer over before the
    student has thought again).
    """

    def __init__(
        self,
        question: str,
        choices: Sequence[Choice | tuple[str, bool, str]],
        *,
        multiple: bool = False,
    ) -> None:
        if not isinstance(question, str) or not question.strip():
            raise ValueError(
                _("question must be a non-empty string, got {value!r:.80}").format(value=question)
            )
        self.question = question
        self.choices = tuple(c if isinstance(c, Choice) else Choice(*c) for c in choices)
        for choice in self.choices:
            if not isinstance(choice.text, str) or not isinstance(choice.why, str):
                raise TypeError(
                    _(
                        "every choice must be (text, correct, why) with text and why strings, "
                        "got {value}"
                    ).format(value=show(choice))
                )
        if len(self.choices) < 2:
            raise ValueError(
                _("choices must have at least two options, got {value}").format(
                    value=len(self.choices)
                )
            )
        right = sum(c.correct for c in self.choices)
        if right == 0 or (right > 1 and not multiple):
            template = (
                _("a multiple-answer question needs at least one correct choice, got {right}")
                if multiple
                else _("a single-answer question needs exactly one correct choice, got {right}")
            )
            raise ValueError(
                template.format(
                    right=right,
                )
            )
        self.multiple = multiple

    def _picked(self, picked: int | Iterable[int]) -> set[int]:
        if isinstance(picked, int) and not isinstance(picked, bool):
            indices = {picked}
        elif isinstance(picked, set | frozenset | list | tuple | range):
            try:
                size = len(picked)
            except OverflowError:  # a range longer than sys.maxsize
                size = None
            if size is None or size > len(self.choices):
                raise ValueError(
                    _(
                        "picked holds {count} option numbers, but the question has only "
                        "{length} options"
                    ).format(
                        count=_("too many") if size is None else f"{size:,}",
                        length=len(self.choices),
                    )
                )
            indices = set(picked)
        else:
            raise TypeError(
                _(
                    "picked must be an option number such as 0 or, when several options "
                    "may be right, a set of option numbers such as {{0, 2}}; got {value} "
                    "({kind})"
                ).format(value=show(picked), kind=type(picked).__name__)
            )
        for i in indices:
            if not isinstance(i, int) or isinstance(i, bool) or not 0 <= i < len(self.choices):
                raise ValueError(
                    _("picked must hold option numbers 0..{last}, got {value!r:.40}").format(
                        last=len(self.choices) - 1, value=i
                    )
                )
        return indices

    def check(self, picked: int | Iterable[int]) -> Feedback:
        """Check the picked option index (or, for ``multiple``, a set of indices).

        ``picked`` is an ``int`` or a set, frozenset, list, tuple or range of them, holding
        at most as many entries as there are options.
        """
        chosen = self._picked(picked)
        if not chosen:
            return Feedback(False, _("Pick an option first."))
        if not self.multiple and len(chosen) > 1:
            return Feedback(False, _("Pick exactly one option."))
        wrong = [self.choices[i] for i in sorted(chosen) if not self.choices[i].correct]
        missed = [c for i, c in enumerate(self.choices) if c.correct and i not in chosen]
        if not wrong and not missed:
            reasons = " ".join(
                _(self.choices[i].why) for i in sorted(chosen) if self.choices[i].why
            )
            return Feedback(True, (_("Correct.") + " " + reasons).strip())
        parts = [
            _("«{text}» is not right: {why}").format(text=_(c.text), why=_(c.why)).rstrip(": ：")
            for c in wrong
        ]
        if missed and (self.multiple or not wrong):
            parts.append(
                ngettext(
                    "One right option is still missing: think about it again.",
                    "{count} right options are still missing: think about it again.",
                    len(missed),
                ).format(count=len(missed))
            )
        return Feedback(False, _("Not yet.") + " " + " ".join(parts))


def normalise_answer(text: str) -> str:
    """Lower-case, NFKC-normalised, with runs of spaces and separators made uniform.

    Linear in the length of ``text``: whitespace runs are collapsed first, so the
    separators see at most one space on each side.

    >>> normalise_answer("  (1,  2)  ")
    '(1, 2)'
    """
    if not isinstance(text, str):
        raise TypeError(_("answer must be a string, got {value}").format(value=type(text).__name__))
    text = " ".join(unicodedata.normalize("NFKC", text).lower().split())
    return " ".join(_SEPARATOR.sub(r"\1 ", text).split())


class ShortAnswer:
    """A question answered by typing; right when ``accept(normalised text)`` holds.

    ``accept`` is one accepted answer (a string), several (a list, tuple or set of
    strings), all compared after :func:`normalise_answer`, or a function of the
    normalised text; ``hint`` is shown after a wrong answer.  An answer longer than
    :data:`MAX_ANSWER_LENGTH` characters is turned down at once, with a message.

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
            raise ValueError(
                _("question must be a non-empty string, got {value!r:.80}").format(value=question)
            )
        if isinstance(accept, str):
            accept = [accept]
        if callable(accept):
            self._accept = accept
        elif isinstance(accept, list | tuple | set | frozenset):
            for answer in accept:
                if not isinstance(answer, str):
                    raise TypeError(
                        _(
                            "accept must hold strings such as '12', "
                            "got {value} ({kind}) in {accept}"
                        ).format(
                            value=show(answer), kind=type(answer).__name__, accept=show(accept)
                        )
                    )
                require_at_most(
                    len(answer), MAX_ANSWER_LENGTH, _("the length of an accepted answer")
                )
            accepted = {normalise_answer(a) for a in accept}
            if not accepted:
                raise ValueError(_("accept must name at least one accepted answer"))
            self._accept = accepted.__contains__
        else:
            raise TypeError(
                _(
                    "accept must be an answer such as '12', a list of answers such as "
                    "['p', 'p-position'], or a function of the answer; got {value} ({kind})"
                ).format(value=show(accept), kind=type(accept).__name__)
            )
        self.question = question
        self.hint = hint
        self.explanation = explanation

    def check(self, answer: str) -> Feedback:
        """Check a typed answer."""
        if not isinstance(answer, str):
            return Feedback(
                False,
                _("Type your answer as text, got {type}.").format(type=type(answer).__name__),
            )
        if len(answer) > MAX_ANSWER_LENGTH:
            return Feedback(
                False,
                _(
                    "Your answer is {length:,} characters long; an answer here has at most "
                    "{limit:,}. Type a shorter one."
                ).format(length=len(answer), limit=MAX_ANSWER_LENGTH),
            )
        text = normalise_answer(answer)
        if not text:
            return Feedback(False, _("Type an answer first."))
        if self._accept(text):
            return Feedback(True, (_("Correct.") + " " + _(self.explanation)).strip())
        shown = text if len(text) <= 60 else text[:57] + "..."
        message = _("Not yet: «{answer}» is not it.").format(answer=shown)
        hint = _(" Hint: {hint}").format(hint=_(self.hint)) if self.hint else ""
        return Feedback(False, message + hint)
