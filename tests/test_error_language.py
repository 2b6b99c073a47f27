"""Error messages a student meets speak the package language.

Under ``set_language("zh")`` the refusals of bad input are in Chinese; in English (the
default) they are exactly the English messages they always were.  A sweep over the source
checks that every ``ValueError``/``TypeError`` message of the package (outside the judge and
the plotting package, which are kept apart) is a marked string.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from pathlib import Path

import pytest

from gametheory_helpers import set_language
from gametheory_helpers.games.nim import nim
from gametheory_helpers.games.octal import parse_octal
from gametheory_helpers.quiz import MultipleChoice
from gametheory_helpers.validation import SearchLimitError, require_int
from gametheory_helpers.widgets import play, sg_explorer

PACKAGE = Path(__file__).resolve().parent.parent / "gametheory_helpers"
SKIPPED_PARTS = {"judge", "plotting", "templates"}  # other helpers' areas; contest programs
ERROR_CLASSES = {"ValueError", "TypeError", "SearchLimitError", "LoopyGameError"}

# Raise sites whose message is a variable or a helper's result, marked where it is built:
# (file, enclosing function) -> where the marked text lives.
ALLOWED = {
    ("core.py", "_search_limit"): "the message is built from marked pieces just above",
    ("core.py", "_too_many_options"): "the message is built from marked pieces just above",
    ("core.py", "options"): "Game._unhashable_message, marked",
    ("core.py", "_iter_options"): "Game._not_iterable_message, marked",
    ("core.py", "_search"): "Game._unhashable_message (marked); LoopyGameError marks its own text",
    ("quiz.py", "__init__"): "MultipleChoice picks one of two marked templates",
    ("validation.py", "require_at_most"): "the message is built from marked pieces just above",
    ("validation.py", "require_listable"): "the message is built from marked pieces just above",
}


pytestmark = pytest.mark.usefixtures("english_again")  # conftest.py


def _message(call: Callable[[], object], error: type[Exception] = ValueError) -> str:
    with pytest.raises(error) as caught:
        call()
    return str(caught.value)


def _bad_answer() -> object:
    return MultipleChoice("mex{0, 2}?", [("1", True, ""), ("3", False, "")]).check("a")


def _bad_start_position() -> str:
    app = play(nim(), (1, 2)).app
    app.start_input.value = "3, ４"
    app.new_game()
    return app.error


# -- Chinese -------------------------------------------------------------------------------


def test_a_negative_heap_of_a_nim_position_is_refused_in_chinese():
    set_language("zh")
    message = _message(lambda: nim().grundy((3, -1)))
    assert message == "Nim 局面 中的每个堆大小都必须至少为 0，收到 -1"


def test_a_bad_octal_code_is_refused_in_chinese():
    set_language("zh")
    assert _message(lambda: parse_octal("0.9")) == (
        "'0.9' 不是八进制编码：9 不是八进制数字（请用 0 到 7）"
    )


def test_the_sg_explorer_shows_a_bad_subtraction_set_in_chinese():
    set_language("zh")
    error = sg_explorer("1, x").app.error
    assert error.startswith("减法集合中的 'x' 不是正整数")
    assert "例如 1, 3, 4" in error


def test_a_bad_quiz_answer_type_is_refused_in_chinese():
    set_language("zh")
    message = _message(_bad_answer, TypeError)
    assert message.startswith("picked 必须是一个选项编号，例如 0")
    assert message.endswith("收到 'a'（str）")


def test_a_full_width_digit_in_the_play_app_is_explained_in_chinese():
    set_language("zh")
    assert _bad_start_position() == (
        "无法把 '3, ４' 识别为局面：请只输入半角数字 0-9、逗号和括号（不要用全角字符）"
    )


def test_a_search_too_large_names_the_theorem_in_chinese():
    set_language("zh")
    message = _message(lambda: nim().grundy((10**6, 10**6)), SearchLimitError)
    assert message.startswith("Nim：判断从 (1000000, 1000000) 出发谁获胜需要超过 1,500,000 步")
    assert "改用 is_p_position(heaps) 或 winning_moves(heaps)，即 Bouton 定理" in message


def test_validation_keeps_python_names_and_translates_the_template():
    set_language("zh")
    assert _message(lambda: require_int(True, "max_steps"), TypeError) == (
        "max_steps 必须是整数，收到 True（bool）"
    )
    assert _message(lambda: require_int(-2, "heaps", minimum=0)) == "heaps 必须至少为 0，收到 -2"


# -- English stays as it was ------------------------------------------------------------------


def test_the_english_messages_are_unchanged():
    assert _message(lambda: nim().grundy((3, -1))) == (
        "every heap size in a Nim position must be at least 0, got -1"
    )
    assert _message(lambda: parse_octal("0.9")) == (
        "'0.9' is not an octal code: 9 is not an octal digit (use 0 to 7)"
    )
    assert sg_explorer("1, x").app.error == (
        "the entry 'x' of the subtraction set is not a positive whole number "
        "(type plain digits such as 1, 3, 4)"
    )
    assert _message(_bad_answer, TypeError) == (
        "picked must be an option number such as 0 or, when several options may be right, "
        "a set of option numbers such as {0, 2}; got 'a' (str)"
    )
    assert _bad_start_position() == (
        "cannot read '3, ４' as the position: type plain digits 0-9, commas and brackets "
        "(no full-width characters)"
    )
    assert _message(lambda: require_int(True, "max_steps"), TypeError) == (
        "max_steps must be an integer, got True (bool)"
    )


def test_switching_back_to_english_restores_the_english_message():
    set_language("zh")
    _message(lambda: parse_octal("0.9"))
    set_language("en")
    assert _message(lambda: parse_octal("0.9")).startswith("'0.9' is not an octal code")


# -- the sweep ------------------------------------------------------------------------------


def _is_marked(node: ast.expr) -> bool:
    if isinstance(node, ast.Call):
        if isinstance(node.func, ast.Name) and node.func.id in ("_", "ngettext"):
            return True
        if isinstance(node.func, ast.Attribute) and node.func.attr == "format":
            return _is_marked(node.func.value)
    return False


class _ErrorSites(ast.NodeVisitor):
    """The error constructions of one file, each with the name of its enclosing function."""

    def __init__(self) -> None:
        self.functions = ["<module>"]
        self.sites: list[tuple[int, str, ast.expr]] = []

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:  # noqa: N802 - ast's API
        self.functions.append(node.name)
        self.generic_visit(node)
        self.functions.pop()

    visit_AsyncFunctionDef = visit_FunctionDef  # noqa: N815

    def visit_Call(self, node: ast.Call) -> None:  # noqa: N802
        if isinstance(node.func, ast.Name) and node.func.id in ERROR_CLASSES and node.args:
            self.sites.append((node.lineno, self.functions[-1], node.args[0]))
        self.generic_visit(node)


def _unmarked_sites(package: Path = PACKAGE) -> list[str]:
    found = []
    for path in sorted(package.rglob("*.py")):
        if SKIPPED_PARTS & set(path.relative_to(package).parts):
            continue
        sites = _ErrorSites()
        sites.visit(ast.parse(path.read_text(encoding="utf-8")))
        for line, function, message in sites.sites:
            if not _is_marked(message) and (path.name, function) not in ALLOWED:
                found.append(f"{path.relative_to(package).as_posix()}:{line} in {function}")
    return found


def test_every_error_message_of_the_package_is_a_marked_string():
    assert _unmarked_sites() == []


def test_the_sweep_finds_unmarked_messages(tmp_path):
    games = tmp_path / "games"
    games.mkdir()
    (games / "new.py").write_text(
        "def f(n):\n"
        '    raise ValueError(f"n must be positive, got {n}")\n'
        "def g(n):\n"
        '    raise TypeError(_("n must be an integer, got {n}").format(n=n))\n'
        "def h():\n"
        '    raise ValueError("no moves")\n',
        encoding="utf-8",
    )
    assert _unmarked_sites(tmp_path) == ["games/new.py:2 in f", "games/new.py:6 in h"]
