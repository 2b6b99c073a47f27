"""Every English chapter's widget slides in the live deck at 1280 x 720, as the back of the room
sees them (what is checked: ``widget_slides.py``), and Wythoff's board played to the end.

The widget slides of every chapter that stores a widget and has changed since the record
(``measured_chapters``) are gathered into one deck (``widget_deck``), loaded in one page of the
session's JupyterLab (``lab`` in ``conftest.py``) and presented once for the file, and each is
shown (the deck follows the active cell) and measured with the kernel shut down (the stored
state draws without one); each test judges its chapter's slides. The Chinese chapters:
``test_browser_widget_slides_zh.py`` (a file of its own, so that the two editions can run on
two workers).
"""

from __future__ import annotations

import nbformat
import pytest
from lab_process import (
    FITTED,
    FRESH_OUTPUT,
    mark_stored_outputs,
    shut_down_kernels,
    stop_presenting,
)
from widget_slides import (
    PANEL,
    PRESENTING,
    ROOT,
    SHOTS,
    chapters,
    measured_chapters,
    problems_of,
    widget_cells,
    widget_deck,
)

CHAPTERS = chapters("")


@pytest.fixture(scope="module")
def measured(request):
    """Every chapter's widget slides as measured (now, or recorded for unchanged chapters)."""
    return measured_chapters("en", CHAPTERS, request, "widget-slides.ipynb")


@pytest.mark.parametrize("name", CHAPTERS)
def test_widget_slides_are_drawn_whole_and_readable(measured, name):
    problems = problems_of(name, measured[name])
    assert not problems, "\n".join(problems)


WYTHOFF = "03_wythoff_and_beatty.ipynb"
# The Wythoff board's size (before the slide's fit zoom) and the moves so far (its history).
BOARD = (
    "i => { const cell = document.querySelectorAll('.jp-Deck .jp-Notebook .jp-Cell')[i];"
    " const board = cell.querySelector('.widget-html-content table');"
    " const r = board.getBoundingClientRect(), zoom = board.currentCSSZoom;"
    " return [r.width / zoom, r.height / zoom,"
    " cell.querySelectorAll('.widget-html-content li').length]; }"
)


def test_the_wythoff_board_keeps_its_size_to_the_end_of_a_game_on_its_slide(deck_page, lab):
    """Played to its end on the slide (the cell run there), the board stays as large as at the
    start: it once shrank to about 35 px as the queen came down to the corner."""
    page = deck_page
    play_cell = next(i for i in widget_cells(WYTHOFF) if "play_wythoff" in _source(WYTHOFF, i))
    # the chapter's set-up cell and the slide (the lab runs the set-up cell at kernel start)
    index = widget_deck(lab, [WYTHOFF], "wythoff-slide.ipynb")[WYTHOFF][play_cell]
    stop_presenting(lab)  # the gathered deck of the tests above may still be presenting
    shut_down_kernels(lab)
    page.goto(lab.url("lab/tree/wythoff-slide.ipynb") + "&reset")
    page.get_by_text("| Idle").first.wait_for(timeout=90_000)  # the kernel, set up, is idle
    page.evaluate("jupyterapp.commands.execute('deck:start')")
    page.wait_for_selector(PRESENTING, state="attached", timeout=300_000)
    try:
        page.evaluate(f"i => {{ {PANEL}.content.activeCellIndex = i; }}", index)
        cell = page.locator(".jp-Deck .jp-Notebook .jp-Cell").nth(index)
        cell.locator(".jp-InputArea-editor").click()
        mark_stored_outputs(cell)
        page.keyboard.press("Control+Enter")  # run it on the slide: the widget is live
        play = cell.locator(FRESH_OUTPUT).get_by_role("button", name="Play")
        # the live widget is drawn: a board in the run's own output, and no stored view left
        # (a Play pressed on the stored view, still there under load, never answered: CI failed)
        page.wait_for_function(
            "([i, fresh]) => {"
            " const c = document.querySelectorAll('.jp-Deck .jp-Notebook .jp-Cell')[i];"
            " return !c.querySelector('[data-gt-stored]')"
            " && Array.from(c.querySelectorAll(fresh)).some(n =>"
            " n.querySelector('.widget-html-content table')"
            " && !n.querySelector('.jupyter-widgets-disconnected')); }",
            arg=[index, FRESH_OUTPUT],
            timeout=60_000,
        )
        width, height, moves = page.evaluate(BOARD, index)
        page.screenshot(path=str(SHOTS / "wythoff_game_start.png"))
        for _ in range(30):  # the first listed move each time; the computer answers
            if play.is_disabled():
                break
            play.click()
            page.wait_for_function(f"i => ({BOARD})(i)[2] > {moves}", arg=index)
            moves = page.evaluate(BOARD, index)[2]
        assert play.is_disabled(), "the game did not end in 30 moves"
        page.wait_for_function(FITTED)  # the fit has had its look at the slide
        page.screenshot(path=str(SHOTS / "wythoff_game_end.png"))
        end_width, end_height, _moves = page.evaluate(BOARD, index)
        assert (round(end_width), round(end_height)) == (round(width), round(height)), (
            f"the board was {width:.0f} x {height:.0f} px and is {end_width:.0f} x "
            f"{end_height:.0f} px once the game ended"
        )
    finally:
        page.evaluate("jupyterapp.commands.execute('deck:stop')")
        shut_down_kernels(lab)


def _source(name: str, index: int) -> str:
    return nbformat.read(ROOT / "notebooks" / name, as_version=4).cells[index].source
