"""Write the nbgrader course of the collection: one assignment per chapter, from the notebooks.

For each edition (English ``build/course/en/``, course id ``gametheory``; Chinese
``build/course/zh/``, ``gametheory-zh``) this writes ``nbgrader_config.py`` and
``source/chNN/chNN.ipynb`` for chapters 01..10.  An assignment holds a title cell, the chapter's
set-up cell and its Exercises section (statements and hints), with the exercises a chapter
places after its summary next to the part they build on (chapter 1's Q2, R1/R2, E4, E5), then
the Exercises of the chapter's companion notebooks (``05b_…``, see ``tools/notebook_files.py``)
in order:

- every checked exercise becomes an autograded answer cell (the chapter's stub, then the worked
  solution between ``### BEGIN SOLUTION`` / ``### END SOLUTION``: the release keeps the stub)
  and a locked test cell calling :func:`gametheory_helpers.practice.grading.verify` (the same
  key as the chapter's checker); every quiz question becomes an answer cell holding a value
  (the option numbers, or the typed answer) with its locked test cell;
- every proof and model-answer question becomes a manually graded markdown cell whose model
  answer is in this (instructor's) source only;
- worked solutions that are no answer to grade, lecturer notes, demos and contest kits are left
  out, and so are the sentences promising a folded solution.

Points: a function 2, a value or a quiz answer 1, each proof 2; the notebook states them.
Everything is rebuilt from the notebooks at every run (``source/`` and the config are
replaced; a gradebook, ``release/``, ``submitted/``… beside them are kept).

Usage::

    python tools/make_course.py                      # both editions -> build/course/{en,zh}
    python tools/make_course.py --edition zh --out /srv/nbgrader/courses
    python tools/make_course.py --exchange-root /tmp/exchange --chapters 02 05

Options may also come from the environment: ``GAMETHEORY_COURSE_DIR`` (``--out``) and
``GAMETHEORY_EXCHANGE_ROOT`` (``--exchange-root``, default ``/srv/nbgrader/exchange``); the
generated config reads ``GAMETHEORY_EXCHANGE_ROOT`` again when nbgrader loads it.
"""

from __future__ import annotations

import argparse
import ast
import builtins
import os
import re
import shutil
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import nbformat

sys.path.insert(0, str(Path(__file__).resolve().parent))
from notebook_files import (  # noqa: E402
    NotebookFileError,
    chapter_notebooks,
    read_notebook,
)
from student_copy import cell_tags, drop_promises, exercises_start  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
EDITIONS = ("en", "zh")
COURSE_IDS = {"en": "gametheory", "zh": "gametheory-zh"}
DEFAULT_EXCHANGE = "/srv/nbgrader/exchange"
DEFAULT_TIMEOUT = 60  # seconds per cell when grading
DEFAULT_MEMORY_MB = 2048  # address space of a grading kernel
POINTS_FUNCTION, POINTS_VALUE, POINTS_PROOF = 2, 1, 2
#: Typed answers of the questions whose key accepts by a rule rather than a list (checked
#: against the key when the course is built).
TYPED_ANSWERS = {("ch09", "Q2"): "0, 1"}
#: Right values of the checked exercises whose worked solution is prose, not code (checked
#: against the key when the course is built).
VALUE_ANSWERS: dict[tuple[str, str], Any] = {
    ("ch01", "check_combinatorial"): {
        "2048": False,
        "rock-paper-scissors": False,
        "Dou Dizhu": False,
        "gomoku": True,
        "Chinese chess": True,
    },
    ("ch01", "check_impartial_count"): 0,
}
#: The main text's checks that have no exercise number: shown as "Warm-up 1", "Warm-up 2".
WARM_UPS = {("ch01", "check_combinatorial"): 1, ("ch01", "check_impartial_count"): 2}

CHECK_CALL = re.compile(r"^practice\.(check_\w+)\((\w+)\)\s*$")
QUESTION_CHECK = re.compile(r"^practice\.(Q\d+)\.check\((\w+)\)\s*$")
QUIZ_CALL = re.compile(r"^quiz\(practice\.(Q\d+)\)\s*$")
KEY_ASSERT = re.compile(r"^assert practice\.(check_\w+|Q\d+\.check)\(")
LABEL = re.compile(r"\*\*(R\d+)\b|^###\s+([EQR]\d+[a-z]?)\b|^\*\*([EQR]\d+[a-z]?)\.", re.MULTILINE)
UNIT_START = re.compile(r"^(###\s|\*\*[EQR]\d+[a-z]?\.)")
PROOF = re.compile(r"\bprove\b|\bexplain\b|proofs to write", re.IGNORECASE)
SKIPPED_TAGS = {"lecturer", "contest-kit", "judge-demo", "answer-key"}

TEXT = {
    "en": {
        "title": "# Assignment · {title}\n\nThe exercises of the chapter notebook `{file}` "
        "(read the chapter first). **{total} points** in all.",
        "intro": "Write each answer in the cell under its exercise: replace the stub "
        "(`raise NotImplementedError` or `...`) with your code or value. The grey cell after "
        "an answer is its **test**: run it to see the chapter checker's verdict. Do not edit "
        "or delete a test cell: the grader restores every test cell and runs it again on your "
        "submission. Proofs are written in the markdown cell under their question and graded "
        "by hand. Points are given with each exercise; each cell may run at most {timeout} s "
        "when graded.",
        "points": "**Points:** {parts}",
        "part": "{label} · {points} {unit}",
        "unit": ("point", "points"),
        "manual": " (graded by hand)",
        "warm_up": "Warm-up {number}",
        "written": " (written)",
        "options_single": "**Options** (answer with the number of one option, e.g. `2`):",
        "options_multiple": "**Options** (answer with the set of option numbers, e.g. `{0, 2}`):",
        "typed": '**Answer** as a string, e.g. `"12"`:',
        "quiz_stub": "answer_{name} = ...  # your answer",
        "text_stub": "YOUR ANSWER HERE",
        "missing": "This cell ({cell_id}) was missing from the submission; the grader added it "
        "back.\n\n",
    },
    "zh": {
        "title": "# 作业 · {title}\n\n本章笔记本 `{file}` 的练习（请先读完本章）。"
        "共 **{total} 分**。",
        "intro": "在每道练习下方的单元格中作答：把占位代码（`raise NotImplementedError` 或 `...`）"
        "换成你的代码或答案。答案后面的灰色单元格是它的**测试**：运行它即可看到本章检查器的判定。"
        "不要修改或删除测试单元格：评分时会恢复每个测试单元格，并在你提交的作业上重新运行。"
        "证明题写在题目下方的 Markdown 单元格中，由老师人工评分。每道练习的分值写在题目中；"
        "评分时每个单元格最多运行 {timeout} 秒。",
        "points": "**分值：** {parts}",
        "part": "{label} · {points} {unit}",
        "unit": ("分", "分"),
        "manual": "（人工评分）",
        "warm_up": "热身题 {number}",
        "written": "（书面）",
        "options_single": "**选项**（填写一个选项的编号，例如 `2`）：",
        "options_multiple": "**选项**（填写选项编号的集合，例如 `{0, 2}`）：",
        "typed": '**答案**写成字符串，例如 `"12"`：',
        "quiz_stub": "answer_{name} = ...  # 你的答案",
        "text_stub": "在此写下你的答案",
        "missing": "提交的作业中缺少这个单元格（{cell_id}），评分程序已把它补回。\n\n",
    },
}


class CourseError(Exception):
    """The notebooks cannot be turned into a course; the message says which cell and why."""


@dataclass
class Assignment:
    """One generated assignment: its notebook and (grade id, label, points, autograded)."""

    chapter: str
    notebook: nbformat.NotebookNode
    parts: list[tuple[str, str, int, bool]] = field(default_factory=list)
    title: str = ""

    @property
    def total(self) -> int:
        """The assignment's points."""
        return sum(points for _, _, points, _ in self.parts)


def chapter_files(edition: str) -> dict[str, list[Path]]:
    """``{"ch01": [path], …, "ch10": [path]}`` of an edition: each chapter's main notebook,
    then its companion notebooks (``05b_…``)."""
    folder = NOTEBOOKS / "zh" if edition == "zh" else NOTEBOOKS
    files = {}
    for number in range(1, 11):
        try:
            files[f"ch{number:02d}"] = chapter_notebooks(f"{number:02d}", folder)
        except NotebookFileError as error:
            raise CourseError(str(error)) from None
    return files


def _nbgrader(grade_id: str, *, solution=False, grade=False, locked=False, points=None) -> dict:
    meta = {
        "grade": grade,
        "grade_id": grade_id,
        "locked": locked,
        "schema_version": 3,
        "solution": solution,
        "task": False,
    }
    if points is not None:
        meta["points"] = points
    return meta


def _markdown(source: str, grade_id: str, **nbgrader: Any) -> nbformat.NotebookNode:
    cell = nbformat.v4.new_markdown_cell(source)
    cell.metadata["nbgrader"] = _nbgrader(grade_id, **nbgrader)
    return cell


def _code(source: str, grade_id: str, **nbgrader: Any) -> nbformat.NotebookNode:
    cell = nbformat.v4.new_code_cell(source)
    cell.metadata["nbgrader"] = _nbgrader(grade_id, **nbgrader)
    return cell


def _last_line(source: str) -> str:
    lines = [line for line in source.strip().splitlines() if line.strip()]
    return lines[-1].strip() if lines else ""


def _without_last_line(source: str) -> str:
    lines = source.rstrip().splitlines()
    while lines and not lines[-1].strip():
        lines.pop()
    return "\n".join(lines[:-1]).rstrip()


def _clean_solution(source: str) -> str:
    """A worked solution without its "# Worked solution" banner and the key's own asserts."""
    kept = [
        line
        for line in source.splitlines()
        if not line.startswith("# Worked solution") and not KEY_ASSERT.match(line)
    ]
    return "\n".join(kept).strip()


def _model_answer(source: str) -> str:
    """A folded model answer without its ``<details>``/``<summary>`` wrapper."""
    text = re.sub(r"</?details>|<summary>.*?</summary>", "", source)
    return text.strip()


#: Names a notebook has without defining them (IPython's).
KERNEL_NAMES = {"display", "get_ipython", "In", "Out", "__name__", "__file__"}


def _names(source: str) -> tuple[set[str], set[str]]:
    """(names bound anywhere, names read anywhere) in ``source``; magics are skipped."""
    code = "\n".join(
        line for line in source.splitlines() if not line.lstrip().startswith(("%", "!"))
    )
    bound, read = set(), set()
    for node in ast.walk(ast.parse(code)):
        if isinstance(node, ast.Name):
            (read if isinstance(node.ctx, ast.Load) else bound).add(node.id)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            bound.add(node.name)
        elif isinstance(node, ast.arg):
            bound.add(node.arg)
        elif isinstance(node, ast.alias):
            bound.add((node.asname or node.name).split(".")[0])
    return bound, read


def chapter_definitions(chapter_cells: list[str], used: list[str]) -> str:
    """The top-level definitions of ``chapter_cells`` that the code ``used`` needs, in order.

    A name read by ``used`` and bound nowhere in it comes from the chapter's main line (chapter
    3's exercises use its ``game = wythoff()``); its definition, and what that needs in turn,
    are copied.  Raises :class:`CourseError` for a name the chapter does not define either.

    >>> chapter_definitions(["import math\ng = 2\nh = g + 1\nprint(h)"], ["x = h"])
    'g = 2\nh = g + 1'
    """
    bound, read = set(KERNEL_NAMES) | set(dir(builtins)), set()
    for source in used:
        b, r = _names(source)
        bound |= b
        read |= r
    needed = read - bound
    statements = []
    for source in chapter_cells:
        code = "\n".join(
            line for line in source.splitlines() if not line.lstrip().startswith(("%", "!"))
        )
        for node in ast.parse(code).body:
            if isinstance(node, ast.Expr):
                continue
            statements.append((node, ast.get_source_segment(code, node)))
    chosen: set[int] = set()
    changed = True
    while changed:
        changed = False
        for index in range(len(statements) - 1, -1, -1):
            node, text = statements[index]
            if index in chosen:
                continue
            b, r = _names(text)
            if b & needed:
                chosen.add(index)
                needed |= r - bound - b
                bound |= b
                changed = True
        needed -= bound
    if needed:
        raise CourseError(f"names used by the exercises and defined nowhere: {sorted(needed)}")
    return "\n".join(statements[i][1] for i in sorted(chosen))


def _key_name(key: Any, checker: str) -> str:
    for name, check in key.CHECKS.items():
        if check is getattr(key, checker, None):
            return name
    raise CourseError(f"{key.__name__}: {checker} is not in CHECKS")


def _right_answer(chapter: str, name: str, question: Any) -> Any:
    """The answer the key accepts for a question (option numbers or a typed string)."""
    if (chapter, name) in TYPED_ANSWERS:
        answer = TYPED_ANSWERS[chapter, name]
    elif hasattr(question, "choices"):
        right = [i for i, choice in enumerate(question.choices) if choice.correct]
        answer = set(right) if question.multiple else right[0]
    else:
        accepted = getattr(question._accept, "__self__", None)
        if not isinstance(accepted, set | frozenset):
            raise CourseError(f"{chapter} {name}: add its typed answer to TYPED_ANSWERS")
        answer = sorted(accepted)[0]
    if not question.check(answer):
        raise CourseError(f"{chapter} {name}: the key refuses the built answer {answer!r}")
    return answer


def _options_cell(question: Any, name: str, language: str) -> str:
    from gametheory_helpers.i18n import _, set_language

    text = TEXT[language]
    set_language(language)
    try:
        head = f"**{name}.** {_(question.question)}"
        if not hasattr(question, "choices"):
            return f"{head}\n\n{text['typed']}"
        kind = "options_multiple" if question.multiple else "options_single"
        options = "\n".join(f"- `{i}`: {_(c.text)}" for i, c in enumerate(question.choices))
        return f"{head}\n\n{text[kind]}\n\n{options}"
    finally:
        set_language("en")


def _main_text_units(english: nbformat.NotebookNode, start: int) -> list[list[int]]:
    """Units of the checked exercises that stand in the main text, before the Exercises heading.

    Each is the statement just above the exercise cell (tagged ``exercise``, or a quiz cell),
    the cell itself and the solutions right after it (chapter 5's E7 and Q3, chapter 1's two
    warm-up checks).
    """
    units = []
    for index in range(1, start):
        cell = english.cells[index]
        tags = cell_tags(cell, index + 1)
        if cell.cell_type != "code" or "solution" in tags:
            continue
        if "exercise" not in tags and not QUIZ_CALL.match(_last_line(cell.source)):
            continue
        unit = [index]
        above = english.cells[index - 1]
        if above.cell_type == "markdown" and "solution" not in cell_tags(above, index):
            unit.insert(0, index - 1)
        after = index + 1
        while after < start and "solution" in cell_tags(english.cells[after], after + 1):
            unit.append(after)
            after += 1
        units.append(unit)
    return units


def _units(english: nbformat.NotebookNode) -> tuple[int, list[list[int]]]:
    """The Exercises heading's index and the cell indices of each unit (### heading onwards).

    The checked exercises of the main text come first (:func:`_main_text_units`).
    """
    start = exercises_start(english)
    if start is None:
        raise CourseError("no Exercises heading")
    units: list[list[int]] = [*_main_text_units(english, start), []]
    end = len(english.cells)
    for index in range(start + 1, len(english.cells)):
        cell = english.cells[index]
        tags = cell_tags(cell, index + 1)
        if cell.cell_type == "markdown" and cell.source.startswith("## "):
            end = index
            break
        if tags & SKIPPED_TAGS:
            continue
        solution = "solution" in tags
        if cell.cell_type == "markdown" and not solution and UNIT_START.match(cell.source):
            units.append([])
        units[-1].append(index)
    return start, [unit for unit in units if unit] + _end_matter_units(english, end)


def _end_matter_units(english: nbformat.NotebookNode, start: int) -> list[list[int]]:
    """Exercises placed after the Exercises section, next to the *Going further* part they
    build on (chapter 1's Q2, R1/R2, E4 and E5): a ``###`` unit that names an exercise
    (``### E4``, ``**R1``) or holds an exercise or quiz cell, up to the next heading."""
    units: list[list[int]] = []
    current: list[int] | None = None
    for index in range(start, len(english.cells)):
        cell = english.cells[index]
        tags = cell_tags(cell, index + 1)
        heading = cell.cell_type == "markdown" and cell.source.startswith("#")
        if heading and "solution" not in tags:
            current = [] if UNIT_START.match(cell.source) and not tags & SKIPPED_TAGS else None
            if current is not None:
                units.append(current)
        if current is not None and not tags & SKIPPED_TAGS:
            current.append(index)

    def is_exercise(unit: list[int]) -> bool:
        cells = [english.cells[i] for i in unit]
        return bool(LABEL.search(cells[0].source)) or any(
            c.cell_type == "code"
            and ("exercise" in cell_tags(c, i + 1) or QUIZ_CALL.match(_last_line(c.source)))
            for i, c in zip(unit, cells, strict=True)
        )

    return [unit for unit in units if is_exercise(unit)]


def _points_line(parts: list[tuple[str, str, int, bool]], language: str) -> str:
    text = TEXT[language]
    shown = []
    for _, label, points, auto in parts:
        unit = text["unit"][0 if points == 1 else 1]
        part = text["part"].format(label=label, points=points, unit=unit)
        shown.append(part + ("" if auto else text["manual"]))
    return text["points"].format(parts=("；" if language == "zh" else "; ").join(shown))


def build_assignment(
    chapter: str,
    english: nbformat.NotebookNode,
    edition: nbformat.NotebookNode,
    language: str,
    file_name: str,
    timeout: int = DEFAULT_TIMEOUT,
    part: str | None = None,
) -> Assignment:
    """The instructor's notebook of ``chapter`` (structure from ``english``, text from ``edition``).

    ``part`` (``"ch05b"`` for a companion notebook) prefixes the grade ids of the cells taken
    from the notebook, so that a companion's cells do not clash with the main notebook's.

    Raises :class:`CourseError` naming the cell when the chapter's exercises do not follow the
    collection's conventions (a checker call as the exercise cell's last line, cell ids shared
    by both editions).
    """
    from gametheory_helpers.practice import chapter as key_of

    key = key_of(chapter)
    ids = part or chapter
    text = TEXT[language]
    by_id = {cell.get("id"): cell for cell in edition.cells}

    def local(index: int) -> nbformat.NotebookNode:
        cell = english.cells[index]
        if cell.get("id") not in by_id:
            raise CourseError(
                f"{chapter}: cell {index + 1} ({cell.get('id')}) not in the {language} edition"
            )
        return by_id[cell["id"]]

    start, units = _units(english)
    setup = next(c for c in edition.cells if c.cell_type == "code")
    title = edition.cells[0].source.splitlines()[0].lstrip("# ").strip()
    heading = local(start).source.splitlines()[0]
    metadata = {
        k: edition.metadata[k] for k in ("kernelspec", "language_info") if k in edition.metadata
    }
    assignment = Assignment(chapter, nbformat.v4.new_notebook(metadata=metadata))
    body: list[nbformat.NotebookNode] = []
    lang_arg = ', language="zh"' if language == "zh" else ""
    for unit in units:
        cells = [english.cells[i] for i in unit]
        statements = [
            (i, c)
            for i, c in zip(unit, cells, strict=True)
            if c.cell_type == "markdown"
            and "solution" not in cell_tags(c, i + 1)
            and c.metadata.get("slideshow", {}).get("slide_type") != "notes"
        ]
        solutions = [
            _clean_solution(c.source)
            for i, c in zip(unit, cells, strict=True)
            if c.cell_type == "code" and "solution" in cell_tags(c, i + 1)
        ]
        models = [
            (i, c)
            for i, c in zip(unit, cells, strict=True)
            if c.cell_type == "markdown" and "solution" in cell_tags(c, i + 1)
        ]
        statement_text = "\n".join(c.source for _, c in statements)
        heading_label = LABEL.search(statement_text)
        unit_label = next((g for g in heading_label.groups() if g), "") if heading_label else ""
        out: list[nbformat.NotebookNode] = []
        parts: list[tuple[str, str, int, bool]] = []
        for i, cell in zip(unit, cells, strict=True):
            tags = cell_tags(cell, i + 1)
            if cell.cell_type == "markdown":
                if i in {j for j, _ in statements}:
                    source = drop_promises(local(i).source, language)
                    out.append(_markdown(source, f"{ids}_cell_{i + 1}", locked=True))
                continue
            if "solution" in tags:
                continue
            last = _last_line(cell.source)
            check, question, quiz = (
                CHECK_CALL.match(last),
                QUESTION_CHECK.match(last),
                QUIZ_CALL.match(last),
            )
            if check or question:
                name = _key_name(key, check.group(1)) if check else question.group(1)
                variable = (check or question).group(2)
                stub = _without_last_line(cell.source)
                if not solutions and (chapter, name) in VALUE_ANSWERS:
                    right = VALUE_ANSWERS[chapter, name]
                    if not key.CHECKS[name](right):
                        raise CourseError(f"{chapter} {name}: the key refuses {right!r}")
                    solutions = [f"{variable} = {right!r}"]
                if not solutions:
                    raise CourseError(f"{chapter}: {name} (cell {i + 1}) has no worked solution")
                points = POINTS_FUNCTION if re.search(r"^def ", stub, re.M) else POINTS_VALUE
                answer = "\n".join([stub, "### BEGIN SOLUTION", *solutions, "### END SOLUTION"])
            elif quiz:
                name = quiz.group(1)
                question_object = getattr(key, name)
                variable = f"answer_{name.lower()}"
                right = _right_answer(chapter, name, question_object)
                out.append(
                    _markdown(
                        _options_cell(question_object, name, language),
                        f"{chapter}_{name.lower()}_options",
                        locked=True,
                    )
                )
                points = POINTS_VALUE
                stub = text["quiz_stub"].format(name=name.lower())
                answer = "\n".join(
                    [stub, "### BEGIN SOLUTION", f"{variable} = {right!r}", "### END SOLUTION"]
                )
            else:  # a figure or a table the statement shows
                out.append(_code(cell.source, f"{ids}_cell_{i + 1}", locked=True))
                continue
            grade_id = name.lower()
            out.append(_code(answer, f"{grade_id}_answer", solution=True))
            out.append(
                _code(
                    f"# {name}: test (locked; restored before grading)\n"
                    "from gametheory_helpers.practice.grading import verify\n\n"
                    f'verify("{chapter}", "{name}", {variable}{lang_arg})',
                    f"{grade_id}_test",
                    grade=True,
                    locked=True,
                    points=points,
                )
            )
            label = name
            if (chapter, name) in WARM_UPS:
                label = text["warm_up"].format(number=WARM_UPS[chapter, name])
            parts.append((f"{grade_id}_test", label, points, True))
        manual = bool(models) and (not parts or PROOF.search(statement_text))
        if manual:
            labels = sorted(set(re.findall(r"\*\*(R\d+)\b", statement_text))) or [unit_label]
            label = "+".join(labels) + (text["written"] if parts else "")
            points = POINTS_PROOF * len(labels)
            model = "\n\n".join(_model_answer(local(i).source) for i, _ in models)
            grade_id = "_".join(labels).lower() + "_written"
            out.append(_markdown(model, grade_id, solution=True, grade=True, points=points))
            parts.append((grade_id, label, points, False))
        if not parts:
            continue  # nothing to answer (further practice, contest pointers)
        first, points_line = out[0], _points_line(parts, language)
        if first.cell_type == "markdown" and first.source.startswith("### "):
            lines = first.source.split("\n", 1)
            rest = lines[1] if len(lines) > 1 else ""
            first.source = f"{lines[0]}\n\n{points_line}\n{rest}".rstrip()
        elif first.cell_type == "markdown" and UNIT_START.match(first.source):
            first.source = f"{first.source.rstrip()}\n\n{points_line}"
        else:
            out.insert(
                0,
                _markdown(_points_line(parts, language), f"{ids}_points_{len(body)}", locked=True),
            )
        body.extend(out)
        assignment.parts.extend(parts)
    used = [setup.source] + [c.source for c in body if c.cell_type == "code"]
    main_line = [
        c.source
        for i, c in enumerate(english.cells[:start])
        if c.cell_type == "code"
        and c is not english.cells[0]
        and "solution" not in cell_tags(c, i + 1)
    ]
    from_chapter = chapter_definitions(main_line, used)
    nb = assignment.notebook
    assignment.title = title
    nb.cells = [
        _markdown(
            text["title"].format(title=title, file=file_name, total=assignment.total),
            f"{ids}_title",
            locked=True,
        ),
        _code(setup.source, f"{ids}_setup", locked=True),
        *([_code(from_chapter, f"{ids}_from_chapter", locked=True)] if from_chapter else []),
        _markdown(
            f"{heading}\n\n{text['intro'].format(timeout=timeout)}", f"{ids}_intro", locked=True
        ),
        *body,
    ]
    return assignment


def add_companion(assignment: Assignment, companion: Assignment, files: list[str]) -> None:
    """Append a companion notebook's exercises to ``assignment`` (its title and set-up cell
    dropped: the chapter's set-up cell runs first) and restate the title for ``files``."""
    assignment.notebook.cells += companion.notebook.cells[2:]
    assignment.parts += companion.parts
    language = "zh" if "作业" in assignment.notebook.cells[0].source[:8] else "en"
    assignment.notebook.cells[0].source = TEXT[language]["title"].format(
        title=assignment.title, file="`, `".join(files), total=assignment.total
    )


CONFIG = '''"""nbgrader configuration of the course {course_id!r}.

Generated by tools/make_course.py from the collection's notebooks; do not edit (run
`make course`).  The course root is the folder of this file; the exchange is
GAMETHEORY_EXCHANGE_ROOT when set, else {exchange!r}.
"""

import os

c = get_config()  # noqa: F821 - provided by nbgrader when it loads this file

HERE = os.path.dirname(os.path.abspath(__file__))
c.CourseDirectory.root = HERE
c.CourseDirectory.course_id = {course_id!r}
c.Exchange.root = os.environ.get("GAMETHEORY_EXCHANGE_ROOT", {exchange!r})

# the release keeps the chapter's own stub, written above each solution
c.ClearSolutions.code_stub = {{"python": ""}}
c.ClearSolutions.text_stub = {text_stub!r}

# hostile submissions: a cell may run {timeout} s (then it is interrupted and grading goes on),
# output is cut, and the grading kernel gets at most {memory_mb} MB of address space (a huge
# allocation is a MemoryError inside the student's cell, not a machine out of memory)
c.Execute.timeout = {timeout}
c.Execute.startup_timeout = 180  # a loaded machine starts kernels slowly
c.Execute.interrupt_on_timeout = True
c.Execute.extra_arguments = [
    "--IPKernelApp.exec_lines=import resource as _r; "
    "_r.setrlimit(_r.RLIMIT_AS, ({memory}, {memory})); del _r"
]
c.LimitOutput.max_lines = 200
c.LimitOutput.max_traceback = 50

from nbgrader.converters import Autograde  # noqa: E402
from nbgrader.preprocessors import LimitOutput  # noqa: E402

MAX_CHARACTERS = 20_000  # of printed text kept per cell (LimitOutput counts only lines)


class CapOutput(LimitOutput):
    """nbgrader's LimitOutput, and a cell's printed text cut after MAX_CHARACTERS."""

    def preprocess_cell(self, cell, resources, index):
        cell, resources = super().preprocess_cell(cell, resources, index)
        kept = MAX_CHARACTERS
        for output in cell.get("outputs", []):
            if output.get("output_type") == "stream":
                if len(output.text) > kept:
                    output.text = output.text[:kept] + "\\n... Output truncated ..."
                kept = max(0, kept - len(output.text))
        return cell, resources


c.Autograde.autograde_preprocessors = [
    CapOutput if step is LimitOutput else step
    for step in Autograde.class_traits()["autograde_preprocessors"].default()
]

# a locked test cell edited in a submission is restored from this source (checksums), and one
# deleted is added back, so it is graded all the same
c.OverwriteCells.add_missing_cells = True
c.OverwriteCells.missing_cell_notification = {missing!r}
'''

FEEDBACK_ZH = {
    "Test cell": "测试单元格",
    "Coding free-response": "代码作答",
    "Written response": "文字作答",
    "Task": "任务",
    "Late submission penalty": "迟交扣分",
    "Student's answer": "学生的答案",
    "Student's task": "学生的任务",
    "Comments:": "评语：",
    ">Comment<": ">评语<",
    "(Top)": "（回到顶部）",
    "(Score:": "（得分：",
    "Score:": "得分：",
}


def write_feedback_template(course: Path) -> Path:
    """Copy nbgrader's feedback template into ``course/templates/feedback_zh``, in Chinese."""
    import nbgrader

    source = Path(nbgrader.__file__).parent / "server_extensions/formgrader/templates/feedback"
    target = course / "templates" / "feedback_zh"
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(source, target)
    page = target / "index.html.j2"
    html = page.read_text(encoding="utf-8")
    for english, chinese in FEEDBACK_ZH.items():
        html = html.replace(english, chinese)
    html = html.replace("<html>", '<html lang="zh-CN">', 1)
    page.write_text(html, encoding="utf-8")
    return target


def write_course(
    edition: str,
    out: Path,
    exchange: str,
    chapters: list[str] | None = None,
    timeout: int = DEFAULT_TIMEOUT,
    memory_mb: int = DEFAULT_MEMORY_MB,
) -> list[Assignment]:
    """Write the course of ``edition`` into ``out`` (the course root); return its assignments."""
    english_files, files = chapter_files("en"), chapter_files(edition)
    chosen = chapters or list(files)
    assignments = []
    for chapter in chosen:
        if chapter not in files:
            raise CourseError(f"no chapter {chapter!r}: expected one of {', '.join(files)}")
        if len(english_files[chapter]) != len(files[chapter]):
            names = [path.name for path in english_files[chapter]]
            raise CourseError(f"{chapter}: the {edition} edition lacks one of {names}")
        assignment, used = None, []
        for english_path, path in zip(english_files[chapter], files[chapter], strict=True):
            try:
                english, local = read_notebook(english_path), read_notebook(path)
            except NotebookFileError as error:
                raise CourseError(str(error)) from error
            if assignment is None:
                assignment = build_assignment(chapter, english, local, edition, path.name, timeout)
                used.append(path.name)
            elif exercises_start(english) is not None:  # a companion with its own exercises
                part = "ch" + path.stem.split("_", 1)[0]
                companion = build_assignment(
                    chapter, english, local, edition, path.name, timeout, part=part
                )
                used.append(path.name)
                add_companion(assignment, companion, used)
        assignments.append(assignment)
    source = out / "source"
    if source.exists():
        shutil.rmtree(source)
    for assignment in assignments:
        folder = source / assignment.chapter
        folder.mkdir(parents=True)
        nbformat.write(assignment.notebook, folder / f"{assignment.chapter}.ipynb")
    config = CONFIG.format(
        course_id=COURSE_IDS[edition],
        exchange=exchange,
        text_stub=TEXT[edition]["text_stub"],
        missing=TEXT[edition]["missing"],
        timeout=timeout,
        memory_mb=memory_mb,
        memory=memory_mb * 1024 * 1024,
    )
    if edition == "zh":
        write_feedback_template(out)
        config += (
            "\n# the feedback page in Chinese (nbgrader's template, its words translated)\n"
            'c.HTMLExporter.template_name = "feedback_zh"\n'
            "import nbgrader  # noqa: E402\n\n"
            "c.HTMLExporter.extra_template_basedirs = [\n"
            '    os.path.join(HERE, "templates"),\n'
            "    os.path.join(\n"
            "        os.path.dirname(nbgrader.__file__),\n"
            '        "server_extensions", "formgrader", "templates",\n'
            "    ),\n"
            "]\n"
        )
    (out / "nbgrader_config.py").write_text(config, encoding="utf-8")
    return assignments


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edition", choices=[*EDITIONS, "both"], default="both")
    parser.add_argument(
        "--out",
        type=Path,
        default=Path(os.environ.get("GAMETHEORY_COURSE_DIR", ROOT / "build" / "course")),
        help="parent folder of the courses (default build/course; env GAMETHEORY_COURSE_DIR)",
    )
    parser.add_argument(
        "--exchange-root",
        default=os.environ.get("GAMETHEORY_EXCHANGE_ROOT", DEFAULT_EXCHANGE),
        help=f"nbgrader exchange (default {DEFAULT_EXCHANGE}; env GAMETHEORY_EXCHANGE_ROOT)",
    )
    parser.add_argument("--chapters", nargs="*", help="e.g. 02 05 (default: 01..10)")
    parser.add_argument("--timeout", type=int, default=DEFAULT_TIMEOUT, help="seconds per cell")
    parser.add_argument("--memory-mb", type=int, default=DEFAULT_MEMORY_MB, help="kernel memory")
    options = parser.parse_args(argv)
    if options.timeout < 1 or options.memory_mb < 256:
        parser.error(
            f"--timeout must be >= 1 and --memory-mb >= 256, got {options.timeout}, "
            f"{options.memory_mb}"
        )
    chapters = None
    if options.chapters:
        chapters = [f"ch{int(c):02d}" if c.isdigit() else c for c in options.chapters]
    editions = EDITIONS if options.edition == "both" else (options.edition,)
    try:
        for edition in editions:
            course = options.out / edition
            course.mkdir(parents=True, exist_ok=True)
            written = write_course(
                edition,
                course,
                options.exchange_root,
                chapters,
                options.timeout,
                options.memory_mb,
            )
            total = sum(a.total for a in written)
            print(f"wrote {course}: {len(written)} assignments, {total} points")
    except CourseError as error:
        print(f"make_course: {error}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
