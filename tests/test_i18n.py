"""The language switch: English by default, Simplified Chinese after ``set_language("zh")``.

Widgets, checkers, quizzes, the judge and figures all translate when they produce text; the
shipped catalogue must cover every marked string and its compiled ``.mo`` must match the
``.po``; Chinese figures must find a CJK font (no "Glyph ... missing from font" warning).
"""

from __future__ import annotations

import os
import re
import string
import sys
import warnings
from pathlib import Path

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt
import pytest
from matplotlib import font_manager
from matplotlib.ft2font import FT2Font

import gametheory_helpers
from gametheory_helpers import get_language, set_language
from gametheory_helpers.exercises import check_answer, check_function
from gametheory_helpers.games.nim import nim
from gametheory_helpers.i18n import _, ngettext
from gametheory_helpers.judge.magic import judge_cell
from gametheory_helpers.judge.verdicts import Verdict, compare_output
from gametheory_helpers.plotting import plot_element_orders, plot_grundy_sequence
from gametheory_helpers.plotting._style import cjk_fonts
from gametheory_helpers.quiz import MultipleChoice, ShortAnswer
from gametheory_helpers.widgets import play, quiz

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import update_messages  # noqa: E402

pytestmark = pytest.mark.usefixtures("english_again")  # conftest.py


def _bash_attempt(n):
    return "P" if n % 3 == 0 else "N"


def _bash(n):
    return "P" if n % 4 == 0 else "N"


def _question() -> MultipleChoice:
    return MultipleChoice("mex{0, 2}?", [("1", True, ""), ("3", False, "")])


# -- the switch ----------------------------------------------------------------------------


def test_english_is_the_default():
    assert get_language() == "en"
    assert play(nim(), (1, 2)).app.play_button.description == "Play"
    assert repr(check_function(_bash_attempt, _bash, range(10))) == (
        "❌ Not yet: for n = 3 your function returns 'P' but the answer is 'N'."
    )


def test_set_language_is_exported_from_the_package():
    assert gametheory_helpers.set_language is set_language
    assert "set_language" in gametheory_helpers.__all__


@pytest.mark.parametrize("code", ["xx", "zh_CN", "EN", "", None, 7, ["zh"]])
def test_an_unknown_language_is_refused_naming_the_parameter(code):
    with pytest.raises(ValueError, match=r"^code must be one of 'en', 'zh'"):
        set_language(code)
    assert get_language() == "en"


def test_switching_back_restores_english():
    set_language("zh")
    assert _("Undo") == "悔棋"
    set_language("en")
    assert _("Undo") == "Undo"
    assert play(nim(), (1, 2)).app.undo_button.description == "Undo"


def test_the_switch_acts_on_text_produced_after_it():
    english = play(nim(), (1, 2)).app
    set_language("zh")
    chinese = play(nim(), (1, 2)).app
    assert english.play_button.description == "Play"  # made before the switch
    assert chinese.play_button.description == "走"


def test_plural_forms():
    assert ngettext("{n} heap", "{n} heaps", 1) == "{n} heap"
    assert ngettext("{n} heap", "{n} heaps", 2) == "{n} heaps"
    set_language("zh")
    feedback = MultipleChoice(
        "which?", [("a", True, ""), ("b", True, ""), ("c", False, "")], multiple=True
    ).check(set())
    assert "请先选择" in feedback.message
    two_missed = MultipleChoice(
        "which?", [("a", True, ""), ("b", True, ""), ("c", False, "")], multiple=True
    ).check({2})
    assert "还漏了 2 个正确选项" in two_missed.message


# -- each part of the package speaks Chinese ------------------------------------------------


def test_a_widget_label_speaks_chinese():
    set_language("zh")
    app = play(nim(), (1, 2)).app
    assert app.play_button.description == "走"
    assert app.new_button.description == "新游戏"
    assert app.moves.description == "你的走法"
    assert app.status_text == "轮到你走。"
    app.choose((1, 1))  # a P-position: the computer must explain its reply
    reason = app.session.history[-1].reason
    assert reason.startswith("我走这一步：") and "必败态" in reason, reason
    assert quiz(_question()).app.check_button.description == "检查"


def test_checker_feedback_speaks_chinese():
    set_language("zh")
    feedback = check_function(_bash_attempt, _bash, range(10), hint="看余数")
    assert repr(feedback) == (
        "❌ 还不对：当 n = 3 时，你的函数返回 'P'，但答案是 'N'。 提示：看余数"
    )
    assert repr(check_function(_bash, _bash, range(10))) == "✅ 全部 10 个测试用例均正确。"
    assert check_answer(None, 3).message == "尚未作答：请填写“答案”。"


def test_a_quiz_verdict_speaks_chinese():
    set_language("zh")
    assert repr(_question().check(1)) == "❌ 还不对。 「3」不对"
    assert repr(_question().check(0)) == "✅ 正确。"
    assert repr(ShortAnswer("mex{0, 1}?", "2", hint="最小的缺失值").check("5")) == (
        "❌ 还不对：「5」不是答案。 提示：最小的缺失值"
    )


def test_a_judge_verdict_speaks_chinese_with_the_standard_english_name():
    set_language("zh")
    word, why = compare_output("Alice\n", "Bob\n")
    assert word == "Wrong Answer"  # the word itself stays the judge's standard name
    assert why == "第 1 行应为 'Alice'，你的是 'Bob'。"
    verdict = judge_cell("POJ2484 --lang python --tests 2 --no-times", "print('Alice')")
    assert isinstance(verdict, Verdict) and verdict.word == "Wrong Answer"
    report = verdict.report()
    assert report.startswith(
        "答案错误 (Wrong Answer)\nPOJ2484：第 1 个测试（共 4 个，样例 1）：答案错误"
    )
    assert "--- 期望输出:" in report and "--- 你的输出:" in report
    assert (
        Verdict("Accepted", "POJ2484", tests_passed=4, tests_total=4)
        .report()
        .startswith("答案正确 (Accepted)\nPOJ2484：通过全部 4 个测试")
    )


def test_a_figure_speaks_chinese():
    set_language("zh")
    ax = plot_grundy_sequence([0, 1, 2, 0], title="")
    assert ax.get_xlabel() == "堆的大小 n"
    assert [t.get_text() for t in ax.get_legend().get_texts()] == ["SG 值", "P 态（必败态）"]
    plt.close(ax.figure)
    set_language("en")
    ax = plot_grundy_sequence([0, 1, 2, 0], title="")
    assert ax.get_xlabel() == "heap size n"
    assert [t.get_text() for t in ax.get_legend().get_texts()] == ["SG value", "P-position"]
    plt.close(ax.figure)


# -- the catalogue -----------------------------------------------------------------------------


def test_the_catalogue_is_complete_and_compiled():
    """Extraction runs on the source tree: a new English string without a translation fails."""
    assert update_messages.problems() == []


def _fields(text: str) -> set[str]:
    return {
        f"{name}!{conv}:{spec}" for _, name, spec, conv in string.Formatter().parse(text) if name
    }


def test_every_translation_keeps_the_placeholders():
    for message in update_messages.read_catalogue():
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        wanted = set().union(*(_fields(i) for i in ids))
        for text in strings:
            assert _fields(text) <= wanted and (len(ids) > 1 or _fields(text) == wanted), (
                message.id,
                text,
            )


def test_verdict_names_keep_the_english_name_beside_the_chinese():
    from gametheory_helpers.judge.verdicts import VERDICT_WORDS

    set_language("zh")
    for word in VERDICT_WORDS:
        shown = _(word)
        assert re.fullmatch(r"[\u4e00-\u9fff]+ \(" + re.escape(word) + r"\)", shown), shown


# -- fonts ---------------------------------------------------------------------------------


def _need_cjk_font() -> list[str]:
    found = cjk_fonts()
    if not found:
        message = (
            "no CJK font installed (Debian: apt-get install fonts-wqy-microhei; .ci/run does it)"
        )
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail("CI must have a CJK font: " + message)
        pytest.skip(message)
    return found


def test_a_cjk_font_is_found_and_has_the_glyphs():
    family = _need_cjk_font()[0]
    path = font_manager.findfont(
        font_manager.FontProperties(family=family), fallback_to_default=False
    )
    font = FT2Font(path)
    for character in "必败态堆的大小":
        assert font.get_char_index(ord(character)) != 0, (path, character)


def test_chinese_figure_text_has_no_missing_glyph():
    _need_cjk_font()
    set_language("zh")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        ax = plot_grundy_sequence([0, 1, 2, 0, 1, 2], title="巴什博弈：每次取 1 或 2 个石子")
        ax.set_ylabel("SG 函数值")
        ax.figure.canvas.draw()
        plt.close(ax.figure)
    missing = [str(w.message) for w in caught if "missing from font" in str(w.message)]
    assert missing == []


def test_chinese_figure_text_never_mixes_formulas_and_chinese(caplog):
    """matplotlib draws a string with ``$...$`` in its math font, which has no CJK glyphs."""
    mixed = [
        message.string
        for message in update_messages.read_catalogue()
        if isinstance(message.string, str)
        and "$" in message.string
        and re.search(r"[\u4e00-\u9fff]", message.string)
    ]
    assert mixed == []
    _need_cjk_font()
    set_language("zh")
    with caplog.at_level("WARNING", logger="matplotlib"):
        ax = plot_element_orders(16)
        ax.figure.canvas.draw()
        plt.close(ax.figure)
    assert not [r for r in caplog.records if "does not have a glyph" in r.getMessage()]


def test_english_figures_keep_matplotlibs_fonts():
    set_language("zh")
    set_language("en")
    assert matplotlib.rcParams["font.family"] == ["sans-serif"]
    # and without the fallback a Chinese glyph is indeed reported missing: the check can fail
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        figure = plt.figure()
        figure.suptitle("必败态")
        figure.canvas.draw()
        plt.close(figure)
    assert any("missing from font" in str(w.message) for w in caught)


def _own_scope(function):
    """The nodes of ``function``'s own scope (comprehensions and lambdas have their own)."""
    import ast

    own = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp, ast.Lambda)
    nested = own + (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
    todo = list(ast.iter_child_nodes(function))
    while todo:
        node = todo.pop()
        yield node
        if not isinstance(node, nested):
            todo.extend(ast.iter_child_nodes(node))


def test_no_function_that_translates_rebinds_the_underscore():
    """``x, _ = ...`` inside a function makes ``_`` a local there: ``_("...")`` would call it."""
    import ast

    offenders = []
    for path in sorted((ROOT / "gametheory_helpers").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for function in ast.walk(tree):
            if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            stores = [
                n
                for n in _own_scope(function)
                if isinstance(n, ast.Name) and n.id == "_" and isinstance(n.ctx, ast.Store)
            ]
            calls = [
                n
                for n in ast.walk(function)
                if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "_"
            ]
            if stores and calls:
                offenders.append(f"{path.relative_to(ROOT)}:{function.lineno} {function.name}")
    assert offenders == []


def test_a_cjk_font_installed_after_matplotlibs_cache_is_found(monkeypatch):
    _need_cjk_font()
    from gametheory_helpers.plotting import _style

    without = [f for f in font_manager.fontManager.ttflist if f.name not in _style.CJK_FONTS]
    monkeypatch.setattr(font_manager.fontManager, "ttflist", without)
    monkeypatch.setattr(_style, "_searched", [])
    assert _style.cjk_fonts() != []
