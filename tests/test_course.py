"""`make course`: every chapter becomes an nbgrader assignment; the release gives nothing away.

The course is written in-process (``tools/make_course.py``, both editions) into a temporary
folder; the release is made with nbgrader's own clearing preprocessors and the course's config
(``tests/test_course_nbgrader.py`` runs the real ``nbgrader generate_assignment`` on chapter 2).
"""

from __future__ import annotations

import re
import subprocess
import sys

import nbformat
import pytest
from course_tools import CHAPTERS, ROOT, VERIFY_CALL, grade_id, load_tool, release
from notebook_text import chapter_notebooks

make_course = load_tool("make_course")
student_copy = load_tool("student_copy")

# Written by hand from the chapters (the Exercises sections, after the checked exercises of the
# main text: chapter 1's two warm-up checks, chapter 5's Q3 and E7; then chapter 1's Q2, R1/R2,
# E4 and E5, after its summary with the Going further parts they build on): the autograded parts
# (checker calls and quizzes) and the hand-graded ones (proofs, "explain" questions), with points.
EXPECTED = {
    "ch01": (
        "check_combinatorial check_impartial_count E1 E2 E3 Q1 Q2 E4 E5",
        {"e3_written": 2, "e5_written": 2, "r1_r2_written": 4},
    ),
    "ch02": ("E1 E2 E3 E4 E5 E6 E7 Q1 Q2", {"q1_written": 2, "r1_r2_written": 4}),
    "ch03": ("E1 E2 E3 E4 E5 E6 Q1 Q2", {"e4_written": 2, "e6_written": 2, "q1_written": 2}),
    "ch04": ("E1 E2 E3 E4 Q1 Q2 Q3", {"q3_written": 2}),
    "ch05": (
        "Q3 Q1 Q2 Q4 E1 E2 E3 E4 E5 E6 E7",  # E7: chapter 5b, after the chapter's own
        {"q4_written": 2, "e1_written": 2, "e5_written": 2},
    ),
    "ch06": ("E1 E2 E3a E3b E4 E5 Q1 Q2", {"e3_written": 2, "q3_written": 2}),
    "ch07": ("E1 E2 E3 E4 Q1 Q2", {"e2_written": 2, "e4_written": 2}),
    "ch08": ("E1 E2 E3 E4 Q1 Q2", {"q2_written": 2}),
    "ch09": ("E1 E2 E3 E4 Q1 Q2", {"q2_written": 2}),
    "ch10": ("E1 E2 E3 E4 E5 E6 Q1 Q2", {"e1_written": 2, "e4_written": 2, "q2_written": 2}),
}
# what must never reach a student: solution markers, labels of folded answers, lecturer notes,
# and the sentences promising them
FORBIDDEN = re.compile(
    r"BEGIN SOLUTION|END SOLUTION|Model answer|Model proof|Worked solution|For the lecturer|"
    r"hidden below|folded|讲课提示|参考答案|参考解答|折叠",
    re.IGNORECASE,
)


@pytest.fixture(scope="module")
def course(tmp_path_factory):
    out = tmp_path_factory.mktemp("course")
    for edition in make_course.EDITIONS:
        make_course.write_course(edition, out / edition, "/srv/nbgrader/exchange")
    return out


def _source(course, edition, chapter):
    return nbformat.read(course / edition / "source" / chapter / f"{chapter}.ipynb", 4)


def _config(course, edition):
    from traitlets.config.loader import PyFileConfigLoader

    return PyFileConfigLoader("nbgrader_config.py", path=str(course / edition)).load_config()


@pytest.mark.parametrize("edition", ["en", "zh"])
@pytest.mark.parametrize("chapter", CHAPTERS)
def test_every_chapter_is_an_assignment_with_its_exercises(course, edition, chapter):
    notebook = _source(course, edition, chapter)
    nbformat.validate(notebook)
    auto, manual = EXPECTED[chapter]
    tests = [c for c in notebook.cells if c.metadata.nbgrader["grade"] and c.cell_type == "code"]
    calls = [VERIFY_CALL.search(c.source) for c in tests]
    assert [m.group(2) for m in calls] == auto.split()
    assert {m.group(1) for m in calls} == {chapter}
    for cell in tests:  # locked tests calling the key through grading.verify, with points
        meta = cell.metadata.nbgrader
        assert meta["locked"] and not meta["solution"] and meta["points"] in (1, 2)
        assert "from gametheory_helpers.practice.grading import verify" in cell.source
        assert ('language="zh"' in cell.source) == (edition == "zh")
    written = {
        grade_id(c): c.metadata.nbgrader["points"]
        for c in notebook.cells
        if c.metadata.nbgrader["grade"] and c.cell_type == "markdown"
    }
    assert written == manual
    for cell in notebook.cells:
        if cell.metadata.nbgrader["solution"] and cell.cell_type == "code":
            assert "### BEGIN SOLUTION" in cell.source and "### END SOLUTION" in cell.source
    # the points are stated in the text, and add up to the title's total
    text = "\n".join(c.source for c in notebook.cells if c.cell_type == "markdown")
    stated = "分值：" if edition == "zh" else "**Points:**"
    assert text.count(stated) >= len(set(m.group(2)[:2] for m in calls))
    total = sum(c.metadata.nbgrader.get("points", 0) for c in notebook.cells)
    assert (f"{total} 分" if edition == "zh" else f"{total} points") in notebook.cells[0].source
    # the title names the chapter; the set-up cell is the chapter's
    for path in chapter_notebooks(chapter[2:], ROOT / "notebooks"):  # companions with exercises
        if student_copy.exercises_start(nbformat.read(path, 4)) is not None:
            assert path.name in notebook.cells[0].source
    assert ('set_language("zh")' in notebook.cells[1].source) == (edition == "zh")


@pytest.mark.parametrize("edition", ["en", "zh"])
def test_the_config_is_usable_as_is(course, edition):
    config = _config(course, edition)
    assert config.CourseDirectory.course_id == make_course.COURSE_IDS[edition]
    assert config.CourseDirectory.root == str(course / edition)
    assert config.Exchange.root == "/srv/nbgrader/exchange"
    assert config.Execute.timeout == make_course.DEFAULT_TIMEOUT
    assert config.Execute.interrupt_on_timeout is True
    assert "RLIMIT_AS" in config.Execute.extra_arguments[0]
    assert config.OverwriteCells.add_missing_cells is True
    steps = [step.__name__ for step in config.Autograde.autograde_preprocessors]
    assert "CapOutput" in steps and "LimitOutput" not in steps and "Execute" in steps
    if edition == "zh":
        assert config.HTMLExporter.template_name == "feedback_zh"
        page = (course / "zh" / "templates" / "feedback_zh" / "index.html.j2").read_text()
        assert "得分" in page and "学生的答案" in page and "Score:" not in page


@pytest.mark.parametrize("edition", ["en", "zh"])
@pytest.mark.parametrize("chapter", CHAPTERS)
def test_the_release_holds_no_solution_model_answer_or_lecturer_note(course, edition, chapter):
    source = _source(course, edition, chapter)
    released = release(source, _config(course, edition))
    text = "\n".join(c.source for c in released.cells)
    assert not FORBIDDEN.search(text), FORBIDDEN.search(text)
    lines = {line.strip() for line in text.splitlines()}
    # every line of a worked solution or a model answer of the chapter (that the statements do
    # not share), and every line of the instructor's answer cells
    folder = ROOT / "notebooks" / ("zh" if edition == "zh" else "")
    cells = [
        cell
        for path in chapter_notebooks(chapter[2:], folder)
        for cell in nbformat.read(path, 4).cells
    ]
    hidden, visible = set(), set()
    for index, cell in enumerate(cells):
        cell_lines = {line.strip() for line in cell.source.splitlines() if len(line.strip()) > 12}
        tags = student_copy.cell_tags(cell, index + 1)
        (hidden if tags & {"solution", "lecturer"} else visible).update(cell_lines)
    for cell in source.cells:
        if cell.metadata.nbgrader["solution"]:
            region = (
                cell.source.split("### BEGIN SOLUTION")[-1]
                if cell.cell_type == "code"
                else cell.source
            )
            hidden |= {line.strip() for line in region.splitlines() if len(line.strip()) > 12}
    leaked = sorted((hidden - visible) & lines)
    assert leaked == [], leaked[:3]
    # every answer cell of the release is the chapter's stub, without an answer
    stubs = {
        grade_id(c): c.source.split("### BEGIN SOLUTION")[0].strip()
        for c in source.cells
        if c.metadata.nbgrader["solution"] and c.cell_type == "code"
    }
    for cell in released.cells:
        if cell.metadata.nbgrader["solution"] and cell.cell_type == "code":
            assert cell.source.strip() == stubs[grade_id(cell)]
            assert "NotImplementedError" in cell.source or "..." in cell.source


def test_a_leaking_release_would_be_caught(course):
    notebook = _source(course, "en", "ch02")
    for cell in notebook.cells:  # an answer cell without the solution markers: all of it leaks
        if grade_id(cell) == "e1_answer":
            cell.source = cell.source.replace("### BEGIN SOLUTION\n", "").replace(
                "\n### END SOLUTION", ""
            )
            cell.metadata.nbgrader["solution"] = False
    released = release(notebook, _config(course, "en"))
    assert "reduce(xor, heaps, 0)" in "\n".join(c.source for c in released.cells)


def test_make_course_refuses_bad_options_in_one_line(tmp_path):
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "make_course.py"), "--out", str(tmp_path),
         "--chapters", "42"],
        capture_output=True, text=True, timeout=120, cwd=ROOT,
    )  # fmt: skip
    assert done.returncode == 2 and done.stderr.strip() == (
        "make_course: no chapter 'ch42': expected one of ch01, ch02, ch03, ch04, ch05, ch06, "
        "ch07, ch08, ch09, ch10"
    )
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "make_course.py"), "--timeout", "0"],
        capture_output=True, text=True, timeout=120, cwd=ROOT,
    )  # fmt: skip
    assert done.returncode == 2 and "--timeout must be >= 1" in done.stderr


@pytest.mark.parametrize("language", ["en", "zh"])
def test_student_copies_hold_no_model_answer_lecturer_note_or_promise(language):
    folder = ROOT / "notebooks" / ("zh" if language == "zh" else "")
    for path in sorted(folder.glob("[01][0-9]*_*.ipynb"))[1:]:  # the chapters, not 00_index
        with path.open(encoding="utf-8") as file:
            copy = student_copy.student_copy(nbformat.read(file, 4, capture_validation_error={}))
        found = FORBIDDEN.search("\n".join(c.source for c in copy.cells))
        assert found is None, (path.name, found)
