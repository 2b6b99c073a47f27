"""The exercises of every chapter, as a student meets them: keys in the package, no spoilers.

- Every chapter imports its answer key from :mod:`gametheory_helpers.practice` (no answer-key
  cells: a student copy, whose solutions are removed, still checks every answer).
- Every exercise and question of the key is used by an exercise cell, and no text that gives
  its answer away (``SPOILERS``) appears in any earlier cell, in its source or its outputs.
- Worked solutions stay folded through *Run All*: a markdown solution is an HTML
  ``<details>`` block whose summary says only "Worked solution" or "Model answer"; a code
  solution is collapsed (input and output) and its first line, the one JupyterLab previews,
  gives nothing away; its output (which JupyterLab shows after *Run All*) is only the checker's
  verdict.
- Yes/no checkers are balanced: at least a third of their cases on each side.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from notebook_text import chapter_cells

from gametheory_helpers import practice
from gametheory_helpers.quiz import ShortAnswer

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
SUMMARIES = {"Worked solution", "Model answer"}
CODE_SOLUTION_FIRST_LINE = re.compile(r"# Worked solution[^0-9=]*")


def _notebook(chapter: str) -> dict:
    """The chapter's cells (its main notebook's, then its companions') as one notebook."""
    return {"cells": chapter_cells(chapter[2:], NOTEBOOKS)}


def _source(cell: dict) -> str:
    source = cell.get("source", "")
    return "".join(source) if isinstance(source, list) else source


def _text(value) -> str:
    return "".join(value) if isinstance(value, list) else str(value)


def _outputs(cell: dict) -> str:
    parts = []
    for output in cell.get("outputs", []):
        if "text" in output:
            parts.append(_text(output["text"]))
        for kind, value in output.get("data", {}).items():
            if kind.startswith("text/"):
                parts.append(_text(value))
    return "\n".join(parts)


def _reference_pattern(exercise: str) -> re.Pattern[str]:
    if exercise.startswith("E"):
        return re.compile(rf"\bpractice\.check_{exercise.lower()}\(")
    return re.compile(rf"\bpractice\.{exercise}\b")


def _first_use(cells: list[dict], exercise: str) -> int | None:
    pattern = _reference_pattern(exercise)
    for index, cell in enumerate(cells):
        if cell["cell_type"] == "code" and pattern.search(_source(cell)):
            return index
    return None


@pytest.mark.parametrize("chapter", practice.CHAPTERS)
def test_chapter_imports_its_key_and_has_no_answer_key_cells(chapter):
    cells = _notebook(chapter)["cells"]
    line = f"from gametheory_helpers.practice import {chapter} as practice"
    assert any(line in _source(cell) for cell in cells if cell["cell_type"] == "code"), line
    keyed = [i for i, cell in enumerate(cells) if "answer-key" in cell["metadata"].get("tags", [])]
    assert not keyed, f"answer-key cells {keyed}: move the references into practice.{chapter}"


@pytest.mark.parametrize("chapter", practice.CHAPTERS)
def test_every_exercise_of_the_key_is_asked_and_every_exercise_cell_uses_the_key(chapter):
    module = practice.chapter(chapter)
    cells = _notebook(chapter)["cells"]
    missing = [exercise for exercise in module.CHECKS if _first_use(cells, exercise) is None]
    assert not missing, f"{chapter}: no exercise cell uses {missing}"
    for index, cell in enumerate(cells):
        if "exercise" in cell["metadata"].get("tags", []):
            assert "practice." in _source(cell), f"{chapter} cell {index} checks without the key"
    for exercise, check in module.CHECKS.items():
        assert callable(check), f"{chapter} CHECKS[{exercise!r}]"


ANCHOR = re.compile(r"""<a id=["']([^"']+)["']""")
LINK = re.compile(r"\]\(#([^)\s]+)\)")


def _seen_before(cells: list[dict], first: int) -> list[int]:
    """The cells before ``first`` and the cells their ``(#anchor)`` links lead to: an answer
    one link away from the exercise (a note at the chapter's end) is given away too."""
    linked = {name for cell in cells[:first] for name in LINK.findall(_source(cell))}
    targets = [
        index
        for index, cell in enumerate(cells[first:], start=first)
        if linked & set(ANCHOR.findall(_source(cell)))
    ]
    return [*range(first), *targets]


@pytest.mark.parametrize("chapter", practice.CHAPTERS)
def test_no_answer_appears_before_its_exercise(chapter):
    module = practice.chapter(chapter)
    cells = _notebook(chapter)["cells"]
    for exercise, texts in module.SPOILERS.items():
        first = _first_use(cells, exercise)
        assert first is not None, f"{chapter}: SPOILERS names {exercise}, which no cell asks"
        for index in _seen_before(cells, first):
            seen = _source(cells[index]) + "\n" + _outputs(cells[index])
            for text in texts:
                assert text not in seen, (
                    f"{chapter}: the answer of {exercise} ({text!r}) is in cell {index}, "
                    f"before the exercise (cell {first}) or linked from a cell before it"
                )


# An answer one obvious step from the main line is given away too (issue #37: chapter 9 states
# M ⊗ M = 3M/2 for the Fermat 2-powers M = 2, 4, 16, ... before E3 asked for 16 ⊗ 16). The
# rules chapter 9 states before E3, each as "is the product a*b a direct instance of it":
FERMAT_2_POWERS = (2, 4, 16, 256, 65536)
CH09_STATED_RULES = {
    "0 ⊗ y = 0": lambda a, b: a == 0,  # Lemma 1(a)
    "1 ⊗ y = y": lambda a, b: a == 1,  # Lemma 1(c)
    "x ⊗ M = xM for x < M": lambda a, b: b in FERMAT_2_POWERS and a < b,  # property 2
    "M ⊗ M = 3M/2": lambda a, b: a == b in FERMAT_2_POWERS,  # property 3
}


def one_step_products(keys) -> list[str]:
    """The keys ``"a*b"`` whose product a rule of :data:`CH09_STATED_RULES` gives at once."""
    found = []
    for key in keys:
        if re.fullmatch(r"\d+\*\d+", key):
            a, b = sorted(int(n) for n in key.split("*"))
            if any(rule(a, b) for rule in CH09_STATED_RULES.values()):
                found.append(key)
    return found


def test_chapter_9_e3_asks_no_product_a_stated_rule_gives_at_once():
    module = practice.chapter("ch09")
    cells = _notebook("ch09")["cells"]
    before = "\n".join(_source(cells[i]) for i in _seen_before(cells, _first_use(cells, "E3")))
    # the rules are stated before E3 (else this test would guard nothing)
    assert "$x \\otimes M = x \\cdot M$" in before and "$M \\otimes M = \\tfrac32 M$" in before
    assert "$1 \\otimes y = y$" in before and "$0 \\otimes y = 0$" in before
    assert one_step_products(["16*16", "3*16", "7*1", "0*9", "5*6", "32*32", "1/5"]) == [
        "16*16",
        "3*16",
        "7*1",
        "0*9",
    ]
    assert one_step_products(module.E3_ANSWERS) == []
    assert any("*" in key for key in module.E3_ANSWERS)  # E3 still asks for products


@pytest.mark.parametrize("chapter", practice.CHAPTERS)
def test_every_short_answer_question_names_its_spoilers(chapter):
    module = practice.chapter(chapter)
    for name, value in vars(module).items():
        if isinstance(value, ShortAnswer):
            assert module.SPOILERS.get(name), f"{chapter}.{name}: list its answer in SPOILERS"


@pytest.mark.parametrize("chapter", practice.CHAPTERS)
def test_solutions_stay_folded(chapter):
    cells = _notebook(chapter)["cells"]
    for index, cell in enumerate(cells):
        if "solution" not in cell["metadata"].get("tags", []):
            continue
        source = _source(cell).strip()
        where = f"{chapter} cell {index}"
        if cell["cell_type"] == "markdown":
            match = re.match(r"<details>\s*<summary>(.*?)</summary>", source, re.DOTALL)
            assert match and match.group(1).strip() in SUMMARIES, f"{where}: {source[:80]!r}"
            assert source.endswith("</details>"), where
            # not collapsed by JupyterLab: Run All would unfold a collapsed markdown cell
            assert not cell["metadata"].get("jupyter", {}).get("source_hidden"), where
        else:
            jupyter = cell["metadata"].get("jupyter", {})
            assert jupyter.get("source_hidden") and jupyter.get("outputs_hidden"), where
            first_line = source.splitlines()[0]
            assert CODE_SOLUTION_FIRST_LINE.fullmatch(first_line), f"{where}: {first_line!r}"
            # JupyterLab shows a collapsed cell's new outputs after Run All: only verdicts
            for line in _outputs(cell).splitlines():
                assert not line.strip() or line.startswith("✅"), f"{where} prints {line!r}"


@pytest.mark.parametrize("chapter", practice.CHAPTERS)
def test_yes_no_checkers_are_balanced(chapter):
    module = practice.chapter(chapter)
    for exercise, mix in module.CASE_MIX.items():
        assert exercise in module.CHECKS, f"{chapter}: CASE_MIX names {exercise}, not a check"
        assert all(isinstance(count, int) and count >= 0 for count in mix.values()), mix
        if "P" in mix and "N" in mix:
            total = mix["P"] + mix["N"]
            assert 3 * min(mix["P"], mix["N"]) >= total, f"{chapter} {exercise}: {mix}"
