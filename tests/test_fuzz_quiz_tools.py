"""Defects a fuzz round found in the quiz, the autosetup hook and the notebook tools.

Each test here failed before its fix: a string ``accept`` read as its characters, a
quadratic normalisation, picks that were not checked, choice texts written into HTML
unescaped, a student copy of a path that does not exist (and of a string tag), and
tracebacks on malformed notebooks at kernel start and in the tools.
"""

from __future__ import annotations

import importlib.util
import itertools
import json
import os
import re
import subprocess
import sys
import unicodedata
from pathlib import Path

import nbformat
import pytest
from hostile import assert_answers, assert_refused
from hypothesis import given, settings
from hypothesis import strategies as st

from gametheory_helpers import autosetup
from gametheory_helpers import quiz as quiz_module
from gametheory_helpers.quiz import MultipleChoice, ShortAnswer, normalise_answer
from gametheory_helpers.widgets import quiz

ROOT = Path(__file__).resolve().parent.parent
TOOLS = ROOT / "tools"


def _tool(name: str):
    spec = importlib.util.spec_from_file_location(name, TOOLS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    # doctest finds a function's examples through sys.modules[function.__module__]: this copy
    # must be the one there, not an earlier test's (tests/course_tools.load_tool)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def _run(tool: str, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run(
        [sys.executable, str(TOOLS / tool), *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


# ---------------------------------------------------------------- quiz: ShortAnswer.accept


def test_a_string_accept_is_one_answer():
    question = ShortAnswer("What is 3 * 4?", "12")
    assert question.check("12").correct
    assert not question.check("1").correct
    assert not question.check("2").correct


@pytest.mark.parametrize("accept", [["12", "twelve"], ("12", "twelve"), {"12", "twelve"}])
def test_a_collection_accept_is_several_answers(accept):
    question = ShortAnswer("What is 3 * 4?", accept)
    assert question.check("12").correct and question.check(" Twelve ").correct
    assert not question.check("1").correct


@pytest.mark.parametrize("accept", [12, None, b"12", {"12": True}, ["12", 12], [None]])
def test_other_accepts_are_a_type_error(accept):
    with pytest.raises(TypeError, match="accept"):
        ShortAnswer("What is 3 * 4?", accept)


# ---------------------------------------------------------------- quiz: normalise_answer


def _old_normalise(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).strip().lower()
    text = re.sub(r"\s*([,;])\s*", r"\1 ", text)
    return re.sub(r"\s+", " ", text).strip()


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet=" \t\n\u00a0\u3000,;，；aB1(", max_size=30))
def test_normalise_answer_keeps_its_meaning(text):
    assert normalise_answer(text) == _old_normalise(text)


def test_normalise_answer_is_linear_in_runs_of_whitespace():
    text = "a" + " " * 1_000_000 + "b" + "\t" * 1_000_000 + ";"
    assert assert_answers(lambda: normalise_answer(text), cpu=3) == "a b;"


def test_a_long_answer_is_refused_at_once_with_a_clear_message():
    limit = quiz_module.MAX_ANSWER_LENGTH
    question = ShortAnswer("What is 3 * 4?", ["12"])
    verdict = assert_answers(lambda: question.check("1" + " " * 100_000 + "2"), cpu=2)
    assert not verdict.correct
    assert f"{limit:,}" in verdict.message and "100,002" in verdict.message
    assert question.check(" " * (limit - 2) + "12").correct


# ---------------------------------------------------------------- quiz: MultipleChoice.check

CHOICE = MultipleChoice("Which heap is a P-position?", [("4", True, ""), ("5", False, "")])
SEVERAL = MultipleChoice("P-positions?", [("0", True, ""), ("4", True, "")], multiple=True)


def test_an_endless_pick_is_refused_at_once():
    assert_refused(lambda: CHOICE.check(itertools.count()), "picked")
    assert_refused(lambda: SEVERAL.check(itertools.count()), "picked")


def test_a_huge_pick_is_refused_at_once():
    assert_refused(lambda: SEVERAL.check([0] * 10**7), "picked", "2 options")


@pytest.mark.parametrize("picked", [None, 1.0, "0", b"0", {0: True}, object()])
def test_picks_of_the_wrong_type_get_a_readable_type_error(picked):
    with pytest.raises(TypeError, match=r"picked must be an option number") as caught:
        CHOICE.check(picked)
    assert "not iterable" not in str(caught.value)
    assert type(picked).__name__ in str(caught.value)


def test_good_picks_still_work():
    assert CHOICE.check(0).correct and not CHOICE.check(1).correct
    assert CHOICE.check([0]).correct and CHOICE.check(range(1)).correct
    assert SEVERAL.check({0, 1}).correct and SEVERAL.check((1, 0)).correct
    assert SEVERAL.check(frozenset({0, 1})).correct and not SEVERAL.check([0]).correct


# ---------------------------------------------------------------- quiz widget: escaping


def test_choice_and_question_texts_show_as_text_in_the_widget():
    question = MultipleChoice(
        "Is <i>this</i> & $a < b$ right?",
        [("<b>x</b>", True, "why <b>"), ("<script>alert(1)</script>", False, "<img src=x>")],
    )
    app = quiz(question).app
    shown = app.prompt.value
    assert "<script>" not in shown and "<b>x</b>" not in shown and "<i>this" not in shown
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in shown and "&lt;b&gt;x&lt;/b&gt;" in shown
    assert "&lt;i&gt;this&lt;/i&gt; &amp; $a &lt; b$" in shown  # math keeps its $ delimiters
    assert "<b>(a)</b>" in shown  # the widget's own markup stays
    app.options.value = 1
    app.check()
    assert "<script>" not in app.output.value and "<img" not in app.output.value


def test_short_answer_question_text_is_escaped():
    app = quiz(ShortAnswer("Is <script>x</script> 2?", "2")).app
    assert "<script>" not in app.prompt.value and "&lt;script&gt;" in app.prompt.value


# ---------------------------------------------------------------- malformed notebooks

GOOD = {
    "nbformat": 4,
    "nbformat_minor": 5,
    "metadata": {},
    "cells": [
        {"cell_type": "markdown", "id": "m1", "metadata": {}, "source": "# Title"},
        {
            "cell_type": "code",
            "id": "c1",
            "metadata": {},
            "source": "x = 1",
            "outputs": [],
            "execution_count": None,
        },
    ],
}


def _with(**changes) -> str:
    notebook = json.loads(json.dumps(GOOD))
    notebook.update(changes)
    return json.dumps(notebook)


def _cell_without(key: str) -> str:
    notebook = json.loads(json.dumps(GOOD))
    del notebook["cells"][1][key]
    return json.dumps(notebook)


def _cell_with(key: str, value) -> str:
    notebook = json.loads(json.dumps(GOOD))
    notebook["cells"][1][key] = value
    return json.dumps(notebook)


MALFORMED: dict[str, str | bytes] = {
    "empty": "",
    "not_json": "this is { not json",
    "not_utf8": b"\xff\xfe\x00{",
    "json_list": "[1, 2, 3]",
    "json_number": "42",
    "no_nbformat": json.dumps({"cells": [], "metadata": {}}),
    "old_nbformat": _with(nbformat="four"),
    "no_cells": json.dumps({k: v for k, v in GOOD.items() if k != "cells"}),
    "cells_not_list": _with(cells="abc"),
    "cell_not_object": _with(cells=[5]),
    "cell_no_metadata": _cell_without("metadata"),
    "cell_metadata_list": _cell_with("metadata", []),
    "cell_no_type": _cell_without("cell_type"),
    "cell_source_number": _cell_with("source", 7),
    "metadata_not_object": _with(metadata=[1]),
    "deeply_nested": "[" * 100_000 + "]" * 100_000,
}


def _write_malformed(folder: Path) -> list[Path]:
    paths = []
    for name, content in MALFORMED.items():
        path = folder / f"{name}.ipynb"
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")
        paths.append(path)
    return paths


def _assert_one_line_per_file(done: subprocess.CompletedProcess, paths: list[Path]) -> None:
    assert done.returncode != 0, done.stdout + done.stderr
    assert "Traceback" not in done.stderr + done.stdout, done.stderr[-3000:]
    lines = done.stderr.strip().splitlines()
    for path in paths:
        naming = [line for line in lines if str(path) in line]
        assert len(naming) == 1, f"{path.name}: {naming} in {lines}"


def test_execute_notebooks_names_every_malformed_file_in_one_line(tmp_path):
    paths = _write_malformed(tmp_path)
    good = tmp_path / "good.ipynb"
    good.write_text(json.dumps(GOOD), encoding="utf-8")
    before = good.read_bytes()
    done = _run("execute_notebooks.py", str(good), *map(str, paths))
    _assert_one_line_per_file(done, paths)
    assert str(good) not in done.stderr
    assert good.read_bytes() == before  # nothing runs while an input is bad


def test_execute_notebooks_read_check_says_what_is_wrong(tmp_path):
    files = _tool("notebook_files")
    paths = dict(zip(MALFORMED, _write_malformed(tmp_path), strict=True))
    expected = {
        "empty": "not JSON",
        "not_json": "not JSON",
        "not_utf8": "UTF-8",
        "json_list": "not a notebook",
        "no_nbformat": "nbformat",
        "old_nbformat": "nbformat",
        "no_cells": "cells",
        "cells_not_list": "cells",
        "cell_not_object": "cell 1",
        "cell_no_metadata": "cell 2",
        "cell_metadata_list": "cell 2",
        "cell_no_type": "cell 2",
        "cell_source_number": "cell 2",
        "metadata_not_object": "metadata",
        "deeply_nested": "nested",
    }
    for name, path in paths.items():
        with pytest.raises(files.NotebookFileError) as caught:
            files.read_notebook(path)
        message = str(caught.value)
        assert str(path) in message and "\n" not in message, message
        assert expected.get(name, "") in message, message


def test_student_copy_refuses_malformed_files_in_one_line_each(tmp_path):
    paths = _write_malformed(tmp_path)
    out = tmp_path / "out"
    done = _run("student_copy.py", "--out", str(out), *map(str, paths))
    _assert_one_line_per_file(done, paths)
    assert not list(out.glob("*.ipynb"))


def test_build_slides_refuses_malformed_files_in_one_line_each(tmp_path):
    paths = _write_malformed(tmp_path)[:4]
    done = _run("build_slides.py", "--cdn", "--out", str(tmp_path / "slides"), *map(str, paths))
    _assert_one_line_per_file(done, paths)


def test_notebook_navigation_refuses_a_malformed_chapter(tmp_path, monkeypatch, capsys):
    navigation = _tool("notebook_navigation")
    bad = tmp_path / "01_games_and_positions.ipynb"
    bad.write_text(MALFORMED["cell_no_metadata"], encoding="utf-8")
    with pytest.raises(navigation.NotebookFileError, match="cell 2"):
        navigation.updated_notebook(bad)
    monkeypatch.setattr(navigation, "NOTEBOOKS", tmp_path)
    assert navigation.main(["--check"]) != 0
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1 and str(bad) in lines[0]


# ---------------------------------------------------------------- student copy


def test_student_copy_of_a_missing_path_is_an_error(tmp_path):
    missing = "/no/such/02_bash_and_nim.ipynb"
    out = tmp_path / "out"
    done = _run("student_copy.py", missing, "--out", str(out))
    assert done.returncode != 0
    assert len(done.stderr.strip().splitlines()) == 1 and missing in done.stderr
    assert not list(out.glob("*.ipynb"))


def test_student_copy_of_a_path_copies_that_file(tmp_path):
    source = tmp_path / "mine.ipynb"
    source.write_text(json.dumps(GOOD), encoding="utf-8")
    out = tmp_path / "out"
    done = _run("student_copy.py", str(source), "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert [c.source for c in nbformat.read(out / "mine.ipynb", as_version=4).cells] == [
        "# Title",
        "x = 1",
    ]


def _tagged(tags) -> dict:
    notebook = json.loads(json.dumps(GOOD))
    notebook["cells"].append(
        {
            "cell_type": "code",
            "id": "s1",
            "metadata": {"tags": tags},
            "source": "SECRET_SOLUTION = 42",
            "outputs": [],
            "execution_count": None,
        }
    )
    return notebook


def test_a_string_tag_is_one_tag(tmp_path):
    student_copy = _tool("student_copy")
    sources = []
    for tag in ("solution", "answer-key"):
        copy = student_copy.student_copy(nbformat.from_dict(_tagged(tag)))
        assert "SECRET_SOLUTION" not in json.dumps(copy)
        sources.append(tmp_path / f"tagged-{tag}.ipynb")
        sources[-1].write_text(json.dumps(_tagged(tag)), encoding="utf-8")
    done = _run("student_copy.py", *map(str, sources), "--out", str(tmp_path / "out"))
    assert done.returncode == 0, done.stderr
    for source in sources:
        assert "SECRET_SOLUTION" not in (tmp_path / "out" / source.name).read_text()


BAD_TAGS = [5, None, {"solution": True}, ["solution", 3], [["solution"]]]


@pytest.mark.parametrize("tags", BAD_TAGS)
def test_malformed_tags_are_refused_naming_the_cell(tags):
    student_copy = _tool("student_copy")
    with pytest.raises(ValueError, match=r"cell 3: .*'tags'"):
        student_copy.student_copy(nbformat.from_dict(_tagged(tags)))


def test_malformed_tags_are_refused_naming_notebook_and_cell(tmp_path):
    sources = []
    for index, tags in enumerate(BAD_TAGS):
        sources.append(tmp_path / f"badtags{index}.ipynb")
        sources[-1].write_text(json.dumps(_tagged(tags)), encoding="utf-8")
    good = tmp_path / "good.ipynb"
    good.write_text(json.dumps(GOOD), encoding="utf-8")
    out = tmp_path / "out"
    done = _run("student_copy.py", str(good), *map(str, sources), "--out", str(out))
    _assert_one_line_per_file(done, sources)
    for line in done.stderr.strip().splitlines():
        assert "cell 3" in line and "tags" in line, line
    assert not list(out.glob("*.ipynb"))  # nothing is written while an input is bad


# ---------------------------------------------------------------- autosetup


class _Shell:
    def __init__(self) -> None:
        self.ran: list[str] = []

    def run_cell(self, source: str, **_: object) -> None:
        self.ran.append(source)


SETUP = {
    "cell_type": "code",
    "metadata": {"slideshow": {"slide_type": "skip"}},
    "source": "from gametheory_helpers import mex",
    "outputs": [],
    "execution_count": None,
}


@pytest.mark.parametrize(
    "shape",
    [
        {"cells": [{"cell_type": "code", "source": "import gametheory_helpers"}]},
        {"cells": [{**SETUP, "metadata": []}]},
        {"cells": [{**SETUP, "metadata": {"slideshow": "skip"}}]},
        {"cells": [{**SETUP, "metadata": {"slideshow": {"slide_type": ["skip"]}}}]},
        {"cells": [{**SETUP, "source": 5}]},
        {"cells": [{**SETUP, "source": None}]},
        {"cells": [{"metadata": {}}]},
        {"cells": [5, "x", None]},
        {"cells": "abc"},
        {"cells": None},
        {},
    ],
)
def test_setup_source_never_raises_on_a_strange_notebook(shape):
    notebook = nbformat.from_dict({"nbformat": 4, "nbformat_minor": 5, "metadata": {}, **shape})
    assert autosetup.setup_source(notebook) is None


def test_setup_source_reads_a_list_source():
    notebook = nbformat.from_dict({"cells": [{**SETUP, "source": ["from gametheory_", "helpers"]}]})
    assert autosetup.setup_source(notebook) == "from gametheory_helpers"


def test_autosetup_never_raises_at_kernel_start(tmp_path, monkeypatch):
    for path in _write_malformed(tmp_path):
        monkeypatch.setenv(autosetup.SESSION_VARIABLE, str(path))
        shell = _Shell()
        autosetup.load_ipython_extension(shell)  # must not raise
        assert shell.ran == []
    good = tmp_path / "good.ipynb"
    good.write_text(json.dumps({**GOOD, "cells": [{**SETUP, "id": "s"}]}), encoding="utf-8")
    monkeypatch.setenv(autosetup.SESSION_VARIABLE, str(good))
    shell = _Shell()
    autosetup.load_ipython_extension(shell)
    assert shell.ran == [SETUP["source"]]


def test_docstring_examples_of_the_notebook_tools():
    import doctest

    for name in ("notebook_files", "student_copy"):
        result = doctest.testmod(_tool(name))
        assert result.attempted > 0 and result.failed == 0, name
