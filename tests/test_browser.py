"""Real-browser tests: widgets in JupyterLab (on open, when run, while presenting); a deck.

They drive Debian's ``chromium`` (no browser download) with Playwright, against one
JupyterLab started for the whole run (``lab`` in ``conftest.py``, configured like
``make lab``). On a machine without Chromium they skip with the reason; in CI
(``CI=true``) a missing browser is a failure, because `.ci/run` installs it. Screenshots
go to ``build/artifacts/`` (ignored by git) for a human to look at.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from conftest import ARTIFACTS
from lab_process import open_notebook, shut_down_kernels, stop_presenting

ROOT = Path(__file__).resolve().parent.parent
CHAPTER = "02_bash_and_nim.ipynb"
PLAY_CELL = "play(bash.bash(3), 21"  # chapter 2's first play widget
# Indices of the notebook cells the live deck lays out now (jupyterlab-slideshow marks them).
ON_SCREEN = (
    "() => Array.from(document.querySelectorAll('.jp-Notebook .jp-Cell'))"
    ".flatMap((cell, i) => cell.classList.contains('jp-deck-mod-onscreen') ? [i] : [])"
)
# Changes with every step of the deck, fragments included (they turn "visible").
DECK_STEP = (
    "() => Array.from(document.querySelectorAll('.jp-Notebook .jp-Cell'))"
    ".map(cell => cell.className).join()"
)


def test_widget_is_rendered_on_an_unrun_notebook(browser, lab):
    shut_down_kernels(lab)
    page = open_notebook(browser, lab, CHAPTER, {"width": 1280, "height": 900})
    cell = page.locator(".jp-Notebook .jp-CodeCell", has_text=PLAY_CELL).first
    cell.evaluate("node => node.scrollIntoView()")
    play = cell.locator(".widget-vbox", has=page.get_by_role("button", name="Play")).first
    play.wait_for(timeout=30_000)
    assert "VBox(" not in cell.locator(".jp-OutputArea").inner_text()
    cell.screenshot(path=str(ARTIFACTS / "widget_on_unrun_notebook.png"))
    page.close()


def test_play_widget_answers_in_jupyterlab(browser, lab):
    # Wait until the kernel has started, or "Run All Cells" finds nothing to run with.
    page = open_notebook(browser, lab, CHAPTER, {"width": 1400, "height": 1000})
    page.get_by_text("Run", exact=True).first.click()
    page.get_by_text("Run All Cells", exact=True).click()
    play = page.locator(".widget-vbox", has=page.get_by_role("button", name="Play")).first
    play.wait_for(timeout=120_000)
    play.scroll_into_view_if_needed()
    before = play.locator(".widget-html").nth(2).inner_text()
    select = play.locator("select").first
    options = select.locator("option")
    select.select_option(index=options.count() - 1)
    play.get_by_role("button", name="Play").click()
    reply = play.get_by_text("I played")
    reply.wait_for(timeout=30_000)
    play.screenshot(path=str(ARTIFACTS / "play_widget_after_reply.png"))
    assert "I played" in reply.inner_text()
    assert play.locator(".widget-html").nth(2).inner_text() != before
    page.close()


def test_static_deck_moves_to_the_next_slide(browser, tmp_path):
    subprocess.run(
        [
            sys.executable,
            str(ROOT / "tools" / "build_slides.py"),
            "--out",
            str(tmp_path),
            "01_games_and_positions.ipynb",
        ],
        check=True,
        capture_output=True,
    )
    page = browser.new_page(viewport={"width": 1280, "height": 720})
    remote = []
    page.on("request", lambda r: remote.append(r.url) if r.url.startswith("http") else None)
    page.goto((tmp_path / "01_games_and_positions.slides.html").as_uri())
    page.wait_for_selector(".reveal.ready", timeout=30_000)
    current = (
        "Array.from(document.querySelectorAll('.reveal .slides > section'))"
        ".findIndex(section => section.classList.contains('present'))"
    )
    assert page.evaluate(current) == 0
    page.keyboard.press("ArrowRight")
    page.wait_for_function(f"{current} === 1", timeout=10_000)
    settled = (
        "['none', 'matrix(1, 0, 0, 1, 0, 0)'].includes(getComputedStyle("
        "document.querySelector('.reveal .slides > section.present')).transform)"
    )
    page.wait_for_function(settled, timeout=10_000)  # the slide transition has finished
    page.screenshot(path=str(ARTIFACTS / "deck_second_slide.png"))
    assert remote == [], f"the offline deck requested {remote}"
    page.close()


def test_play_widget_answers_in_the_live_presentation(browser, lab):
    """Freshly opened (nothing run), presented, the play slide run there: the computer replies."""
    shut_down_kernels(lab)  # earlier tests ran this chapter: start from a new kernel
    page = open_notebook(browser, lab, CHAPTER, {"width": 1280, "height": 720})
    try:
        _play_in_the_live_deck(page)
    finally:
        page.close()
        stop_presenting(lab)  # a user setting: later pages would open presenting


# Every button, label and option of a widget: its text, whether it is cut, its font size.
WIDGET_TEXT = (
    "root => Array.from(root.querySelectorAll('.jupyter-button, .widget-label, select'))"
    ".filter(node => node.offsetParent !== null && node.textContent.trim())"
    ".map(node => [node.textContent.trim().slice(0, 40), node.scrollWidth > node.clientWidth + 1,"
    " parseFloat(getComputedStyle(node).fontSize)])"
)


def _play_in_the_live_deck(page) -> None:  # noqa: ANN001
    errors = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.locator(".jp-NotebookPanel-toolbar [data-command='deck:toggle']").first.click()
    page.wait_for_selector("body[data-jp-deck-mode='presenting']", state="attached")
    cells = page.locator(".jp-Notebook .jp-Cell")
    target = page.evaluate(
        "text => Array.from(document.querySelectorAll('.jp-Notebook .jp-Cell'))"
        ".findIndex(cell => cell.textContent.includes(text))",
        PLAY_CELL,
    )
    for _ in range(60):  # the presenter's Space key, slide by slide and fragment by fragment
        if target in page.evaluate(ON_SCREEN):
            break
        step = page.evaluate(DECK_STEP)
        page.keyboard.press("Space")
        page.wait_for_function(f"({DECK_STEP})() !== {step!r}", timeout=10_000)
    assert target in page.evaluate(ON_SCREEN), "the play slide never came"
    cell = cells.nth(target)
    cell.locator(".jp-InputArea-editor").click()
    page.keyboard.press("Control+Enter")  # run the cell, stay on the slide
    play = cell.locator(".widget-vbox", has=page.get_by_role("button", name="Play")).first
    play.wait_for(timeout=60_000)
    assert "NameError" not in cell.inner_text()
    select = play.locator("select").first
    select.select_option(index=select.locator("option").count() - 1)
    play.get_by_role("button", name="Play").click()
    reply = play.get_by_text("I played")
    reply.wait_for(timeout=30_000)
    assert target in page.evaluate(ON_SCREEN), "running the cell left the slide"
    page.screenshot(path=str(ARTIFACTS / "live_presentation_reply.png"))
    # readable from the back of the room: no label cut short, text at the slide's size
    for text, cut, size in play.evaluate(WIDGET_TEXT):
        assert not cut, f"the widget's label {text!r} is cut on the slide"
        assert size >= 20, f"the widget's text {text!r} is {size} px on the slide"
    assert not [e for e in errors if "Maximum call stack" in e or "Shared module" in e]
