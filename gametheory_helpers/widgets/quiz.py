"""A concept question on screen: options or a text box, a *Check* button, feedback.

The logic (which answers are right, what to say) lives in :mod:`gametheory_helpers.quiz`;
this module only lays it out, so the stored notebook shows the question and no answer.

Example
-------
>>> from gametheory_helpers.quiz import MultipleChoice
>>> box = quiz(MultipleChoice("mex{0, 2}?", [("1", True, "1 is the least missing."),
...                                        ("3", False, "1 is missing already.")]))
>>> box.app.options.value = 1          # option (b)
>>> box.app.check_button.click()
>>> box.app.feedback
❌ Not yet. «3» is not right: 1 is missing already.
"""

from __future__ import annotations

import html

import ipywidgets as widgets

from ..exercises import Feedback
from ..i18n import _
from ..quiz import MultipleChoice, ShortAnswer
from ._common import _attach

__all__ = ["QuizApp", "quiz"]

_RIGHT = "#1b7e3c"
_WRONG = "#b22222"


def _text(text: str) -> str:
    # Question and option texts are shown as text: '<', '>' and '&' escaped, so an
    # option such as "a <-> b" or "<b>" shows as typed.  Math between $ signs still
    # renders (HTMLMath typesets the text it shows).
    return html.escape(text, quote=False)


def _letter(index: int) -> str:
    return chr(ord("a") + index) if index < 26 else str(index + 1)


class QuizApp:
    """A multiple-choice or short-answer question with its controls.

    The options are listed as text (they wrap, and may hold math between ``$`` signs;
    HTML in them is shown as typed, not interpreted); the controls carry only their
    letters, so a long option is never cut at the edge of a slide.
    """

    def __init__(self, question: MultipleChoice | ShortAnswer) -> None:
        if not isinstance(question, MultipleChoice | ShortAnswer):
            raise TypeError(
                _("question must be a MultipleChoice or ShortAnswer, got {value}").format(
                    value=type(question).__name__
                )
            )
        self.question = question
        self.feedback: Feedback | None = None
        text = f"<b>{_text(_(question.question))}</b>"
        if isinstance(question, MultipleChoice):
            letters = [_letter(i) for i in range(len(question.choices))]
            items = "".join(
                f"<li><b>({letter})</b> {_text(_(choice.text))}</li>"
                for letter, choice in zip(letters, question.choices, strict=True)
            )
            text += f"<ul style='list-style:none;padding-left:0.5em'>{items}</ul>"
            if question.multiple:
                self.options = widgets.HBox(
                    [
                        widgets.Checkbox(
                            description=f"({letter})",
                            indent=False,
                            layout=widgets.Layout(width="auto"),
                        )
                        for letter in letters
                    ]
                )
            else:
                self.options = widgets.ToggleButtons(
                    options=[(f"({letter})", i) for i, letter in enumerate(letters)],
                    value=None,
                    style={"button_width": "auto"},
                )
        else:
            self.options = widgets.Text(placeholder=_("your answer"), continuous_update=False)
            self.options.observe(lambda _: self.check(), "value")  # on Enter (not per key)
        self.prompt = widgets.HTMLMath(text)
        self.check_button = widgets.Button(description=_("Check"), button_style="primary")
        self.check_button.on_click(lambda _: self.check())
        self.output = widgets.HTML("")

    def _answer(self) -> object:
        if isinstance(self.question, ShortAnswer):
            return self.options.value
        if self.question.multiple:
            return {i for i, box in enumerate(self.options.children) if box.value}
        return set() if self.options.value is None else self.options.value

    def check(self) -> Feedback:
        """Check the current answer and show the verdict."""
        self.feedback = self.question.check(self._answer())
        colour = _RIGHT if self.feedback.correct else _WRONG
        self.output.value = f"<p style='color:{colour}'>{html.escape(repr(self.feedback))}</p>"
        return self.feedback


def quiz(question: MultipleChoice | ShortAnswer) -> widgets.VBox:
    """The question as a widget: options (or a text box), *Check*, and the feedback line."""
    app = QuizApp(question)
    box = widgets.VBox([app.prompt, app.options, app.check_button, app.output])
    return _attach(app, box)
