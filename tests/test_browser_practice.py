"""A student copy in a real JupyterLab: its first exercise checks.

In a student copy (``make student``: solutions removed) opened in JupyterLab, the first
exercise, run as the copy gives it, says "not attempted yet", then answers a wrong attempt
with ❌ and a right one with ✅. (That every chapter's copy runs to the end is checked for
every chapter, under nbclient, in ``test_practice_student_copy.py``; that *Run All* on a
chapter keeps every worked solution folded, in ``test_browser.py``, in one student's session
with chapter 02. Running the whole copy here again cost 8-10 s of a loaded machine.)

Screenshots go to ``build/artifacts/`` for a human to look at.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import nbformat
from conftest import ARTIFACTS
from lab_process import FRESH_OUTPUT, mark_stored_outputs, open_notebook, shut_down_kernels

ROOT = Path(__file__).resolve().parent.parent
CHAPTER = "02_bash_and_nim.ipynb"
STUDENT = "02_student_copy.ipynb"
# Chapter 2's first exercise (POJ2234): a wrong attempt (the sum, not the xor) and a right one.
WRONG = 'def matches_game(heaps):\n    return "Yes" if sum(heaps) % 2 else "No"\n\n\n'
RIGHT = (
    "from functools import reduce\nfrom operator import xor\n\n\n"
    'def matches_game(heaps):\n    return "Yes" if reduce(xor, heaps, 0) else "No"\n\n\n'
)
CHECK = "practice.check_e1(matches_game)"

_spec = importlib.util.spec_from_file_location("student_copy", ROOT / "tools" / "student_copy.py")
student_copy = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(student_copy)


def _type_into(page, cell, text: str) -> None:  # noqa: ANN001
    cell.locator(".cm-content").click()
    page.keyboard.press("Control+A")
    page.keyboard.press("Delete")
    page.keyboard.insert_text(text)
    page.keyboard.press("Shift+Enter")


def test_student_copy_runs_and_checks_answers(browser, lab):
    copy = student_copy.student_copy(nbformat.read(ROOT / "notebooks" / CHAPTER, as_version=4))
    nbformat.write(copy, lab.notebooks / STUDENT)
    shut_down_kernels(lab)
    page = open_notebook(browser, lab, STUDENT, {"width": 1280, "height": 900})
    # the lab ran the chapter's set-up cell when the kernel started; the exercise cell is run
    # as the copy gives it, and only its own new output is read (the stored one says the same)
    cell = page.locator(".jp-Notebook .jp-CodeCell", has_text=CHECK).first
    cell.scroll_into_view_if_needed()
    mark_stored_outputs(cell)
    cell.locator(".cm-content").click()
    page.keyboard.press("Shift+Enter")
    cell.locator(FRESH_OUTPUT).get_by_text("not attempted yet").first.wait_for(timeout=60_000)
    _type_into(page, cell, WRONG + CHECK)
    cell.get_by_text("❌").first.wait_for(timeout=60_000)
    assert "not attempted" not in cell.locator(".jp-OutputArea").inner_text()
    _type_into(page, cell, RIGHT + CHECK)
    cell.get_by_text("✅").first.wait_for(timeout=60_000)
    cell.screenshot(path=str(ARTIFACTS / "student_copy_right_answer.png"))
    page.close()
