"""Concept questions: the checks say what is right and why, never give away a single answer."""

import pytest

from gametheory_helpers.quiz import MultipleChoice, ShortAnswer, normalise_answer
from gametheory_helpers.widgets import quiz

SINGLE = MultipleChoice(
    "Which position of Bash's game with m = 3 is a P-position?",
    [("6", False, "take 2 and leave 4"), ("8", True, "a multiple of 4"), ("9", False, "take 1")],
)
SEVERAL = MultipleChoice(
    "Which Nim positions are P-positions?",
    [("(1, 2, 3)", True, "1 ^ 2 ^ 3 = 0"), ("(1, 2)", False, "1 ^ 2 = 3"), ("(5, 5)", True, "")],
    multiple=True,
)


def test_single_answer_right_and_wrong():
    assert SINGLE.check(1).correct
    verdict = SINGLE.check(0)
    assert not verdict.correct
    assert "take 2 and leave 4" in verdict.message
    assert "«8»" not in verdict.message  # a wrong pick never reveals the one right option


def test_several_answers_explain_wrong_picks_and_only_count_misses():
    assert SEVERAL.check({0, 2}).correct
    verdict = SEVERAL.check({0, 1})
    assert "«(1, 2)» is not right: 1 ^ 2 = 3" in verdict.message
    assert "One right option is still missing" in verdict.message
    assert "(5, 5)" not in verdict.message  # naming the missed option would give it away
    assert not SEVERAL.check(set()).correct


@pytest.mark.parametrize("picked", [5, -1, {0, 7}, [True]])
def test_bad_picks_are_refused_by_name(picked):
    with pytest.raises(ValueError, match="picked"):
        SINGLE.check(picked)


def test_questions_need_a_right_answer():
    with pytest.raises(ValueError, match="exactly one"):
        MultipleChoice("?", [("a", True, ""), ("b", True, "")])
    with pytest.raises(ValueError, match="at least one"):
        MultipleChoice("?", [("a", False, ""), ("b", False, "")], multiple=True)


def test_short_answer_normalises_what_people_type():
    question = ShortAnswer("P-positions below 10 for m = 3?", {"0, 4, 8"}, hint="multiples")
    assert question.check("0,4,8").correct
    assert question.check(" 0 ,  4 , 8 ").correct
    assert question.check("０,４,８").correct  # full-width digits, as a Chinese keyboard types them
    wrong = question.check("0, 3, 6")
    assert not wrong.correct and "Hint: multiples" in wrong.message
    assert not question.check("").correct
    assert not question.check(None).correct
    assert normalise_answer("A ;B") == "a; b"


def test_widget_checks_the_current_choice():
    box = quiz(SINGLE)
    app = box.app
    app.check_button.click()
    assert app.feedback is not None and not app.feedback.correct  # nothing picked yet
    assert "(b)</b> 8" in app.prompt.value  # the options are listed as text, with letters
    app.options.value = 1
    app.check_button.click()
    assert app.feedback.correct and "✅" in app.output.value
    several = quiz(SEVERAL).app
    several.options.children[0].value = True
    several.options.children[2].value = True
    assert several.check().correct
    text = quiz(ShortAnswer("mex{0, 1}?", {"2"})).app
    text.options.value = "2"
    assert text.check().correct


def test_widget_refuses_other_objects():
    with pytest.raises(TypeError, match="MultipleChoice or ShortAnswer"):
        quiz("what is 1 + 1?")
