"""Real-browser tests: chapter 02 in JupyterLab as a student uses it; a deck; the live deck.

They drive Debian's ``chromium`` (no browser download) with Playwright, against one
JupyterLab started for the whole run (``lab`` in ``conftest.py``, configured like
``make lab``). On a machine without Chromium they skip with the reason; in CI
(``CI=true``) a missing browser is a failure, because `.ci/run` installs it. Screenshots
go to ``build/artifacts/`` (ignored by git) for a human to look at.

One student's session with chapter 02, in one page (``session`` and ``ran``: a page load is
about 5 CPU-s and a Run All of the chapter about 15), checked step by step in the order a
student goes:

1. opened, nothing run: the stored play widget is drawn;
2. *Run All* (what the README tells a student to do): every worked solution and model answer
   stays folded;
3. the play widget answers a move;
4. an exercise answered and run, a few seconds' wait, the tab closed with *Discard*: the file
   on disk is byte-identical to before the session (autosave is off in the collection's
   JupyterLab, ``tools/configure_lab.py``; README, "Your work and a pristine chapter").
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import nbformat
import pytest
from conftest import ARTIFACTS
from lab_process import (
    FITTED,
    FRESH_OUTPUT,
    PROGRESS,
    mark_stored_outputs,
    open_notebook,
    run_all,
    shut_down_kernels,
    stop_presenting,
    write_trusted,
)
from widget_slides import DRAWN, NOT_FOUND, stored_widget_cells

ROOT = Path(__file__).resolve().parent.parent
CHAPTER = "02_bash_and_nim.ipynb"
PLAY_CELL = "play(bash.bash(3), 21"  # chapter 2's first play widget
# Indices of the notebook cells the live deck lays out now (jupyterlab-slideshow marks them).
ON_SCREEN = (
    "() => Array.from(document.querySelectorAll('.jp-Notebook .jp-Cell'))"
    ".flatMap((cell, i) => cell.classList.contains('jp-deck-mod-onscreen') ? [i] : [])"
)


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
    # to the play slide: the deck shows the slide of the active cell (the presenter's Space
    # key, slide by slide, is test_browser_deck.py's; stepping here cost 15 s of a loaded CPU)
    page.evaluate("i => { jupyterapp.shell.currentWidget.content.activeCellIndex = i; }", target)
    page.wait_for_function(f"({ON_SCREEN})().includes({target})", timeout=30_000)
    page.wait_for_function(FITTED)
    cell = cells.nth(target)
    cell.locator(".jp-InputArea-editor").click()
    mark_stored_outputs(cell)
    page.keyboard.press("Control+Enter")  # run the cell, stay on the slide
    play = cell.locator(f"{FRESH_OUTPUT} .widget-vbox", has=page.get_by_role("button", name="Play"))
    play = play.first
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


# -- one student's session with chapter 02 (last: its page stays open to the end of the file)


@dataclass
class Session:
    """A page with chapter 02 open, and the chapter's file as it was before the page opened."""

    page: Any
    before: bytes
    stamp: int


@pytest.fixture(scope="module")
def session(browser, lab) -> Iterator[Session]:  # noqa: ANN001
    """Chapter 02 opened with no kernel running before (nothing of it has run)."""
    path = lab.notebooks / CHAPTER
    before, stamp = path.read_bytes(), path.stat().st_mtime_ns
    shut_down_kernels(lab)
    page = open_notebook(browser, lab, CHAPTER, {"width": 1280, "height": 900})
    try:
        yield Session(page, before, stamp)
    finally:
        page.close()
        shut_down_kernels(lab)


@pytest.fixture(scope="module")
def ran(session: Session) -> Session:
    """The session after *Run All*: every code cell has run and the kernel is idle."""
    run_all(session.page)
    return session


# The open notebook's widget manager (a promise): every widget renderer of the notebook gets it
NOTEBOOK_MANAGER = """(() => {
  const mime = 'application/vnd.jupyter.widget-view+json';
  const renderer = jupyterapp.shell.currentWidget.content.rendermime.createRenderer(mime);
  return renderer._manager.promise;
})"""
# Its state: whether its restores are over, and whether the notebook's stored models were
# loaded (``_gtNotebookLoad``, ``notebook-models`` in configure_lab.py)
MANAGER_STATE = """
async () => {
  const manager = await (MANAGER)();
  return JSON.stringify({
    restored: manager._restoredStatus,
    kernelRestoreInProgress: manager._kernelRestoreInProgress,
    notebookLoad: {undefined: 'never started', null: 'failed, to be tried again'}[
      String(manager._gtNotebookLoad)] ?? 'started',
    models: Object.keys(manager._models || {}).length,
  });
}
""".replace("(MANAGER)", NOTEBOOK_MANAGER)


def _keep_what_the_page_showed(page, cell, name: str) -> None:  # noqa: ANN001
    """A screenshot, the cell's output area, the widget manager's state and the page's console
    (its last 200 messages), in ``build/artifacts/NAME.*``: a timeout in CI explains itself."""
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"))
    shown = cell.locator(".jp-OutputArea").first.evaluate("node => node.innerHTML")
    try:
        state = page.evaluate(MANAGER_STATE)
    except Exception as error:  # noqa: BLE001  (the page itself may be what failed)
        state = f"not read: {error}"
    console = "\n".join(f"{m.type}: {m.text}" for m in page.console_messages())
    (ARTIFACTS / f"{name}.html").write_text(
        f"{shown}\n<!-- the widget manager: {state}\nthe page's console:\n{console}\n-->\n",
        encoding="utf-8",
    )


# The broken-link signs shown in a node (ipywidgets draws one before each part of a widget
# whose model is not connected to a kernel)
BROKEN_LINK_SIGNS = """
node => Array.from(node.querySelectorAll('.jupyter-widgets-disconnected')).filter(part => {
  const sign = getComputedStyle(part, '::before');
  return sign.display !== 'none' && !['none', 'normal', ''].includes(sign.content);
}).length
"""


def test_widget_is_rendered_on_an_unrun_notebook(session):
    page = session.page
    cell = page.locator(".jp-Notebook .jp-CodeCell", has_text=PLAY_CELL).first
    cell.evaluate("node => node.scrollIntoView()")
    play = cell.locator(".widget-vbox", has=page.get_by_role("button", name="Play")).first
    try:
        play.wait_for(timeout=60_000)
    except Exception:  # playwright's TimeoutError: keep what the page showed first
        _keep_what_the_page_showed(page, cell, "widget_on_unrun_notebook_not_drawn")
        raise
    assert "VBox(" not in cell.locator(".jp-OutputArea").inner_text()
    cell.screenshot(path=str(ARTIFACTS / "widget_on_unrun_notebook.png"))
    # not yet live: ipywidgets' red broken-link sign says so once, not on each of its 20 parts
    assert cell.locator(".jp-OutputArea").first.evaluate(BROKEN_LINK_SIGNS) == 1


def _solution_cells(path: Path) -> dict[int, list[str]]:
    """For each solution cell, its lines a reader could recognise, markup removed."""
    notebook = json.loads(path.read_text(encoding="utf-8"))
    found = {}
    for index, cell in enumerate(notebook["cells"]):
        if "solution" not in cell["metadata"].get("tags", []):
            continue
        lines = []
        for line in "".join(cell["source"]).splitlines()[1:]:  # line 1: the neutral preview
            plain = re.sub(r"[*_`$\\]|</?\w+>", "", line).strip()
            # the longest run of plain words: MathJax renders the formulas differently
            words = max(re.split(r"[^A-Za-z ,.;:'()-]+", plain), key=len).strip()
            if len(words) >= 25:
                lines.append(words)
        found[index] = lines
    return found


def test_run_all_keeps_every_solution_folded(ran, lab):
    page = ran.page
    cells = page.locator(".jp-Notebook .jp-Cell")
    notebook = json.loads((lab.notebooks / CHAPTER).read_text(encoding="utf-8"))
    # JupyterLab attaches the cells below the first screenful in idle time (its windowing mode,
    # "contentVisibility"), so a busy machine may not have attached them all yet: wait for them
    page.wait_for_function(
        "n => document.querySelectorAll('.jp-Notebook .jp-Cell').length === n",
        arg=len(notebook["cells"]),
        timeout=90_000,
    )
    assert cells.count() == len(notebook["cells"]), "every cell is laid out in the page"
    opened = page.evaluate(
        "() => Array.from(document.querySelectorAll('.jp-Notebook details')).filter(d => d.open)"
        ".length"
    )
    assert opened == 0
    solutions = _solution_cells(lab.notebooks / CHAPTER)
    assert sum(map(len, solutions.values())) > 10, "the chapter has solutions to hide"
    for index, lines in solutions.items():
        cell = cells.nth(index)
        cell.scroll_into_view_if_needed()  # off-screen cells are not laid out, so not read
        shown = cell.inner_text()
        leaked = [line for line in lines if line in shown]
        assert leaked == [], f"cell {index} shows its solution after Run All: {leaked[:2]}"
    summary = page.locator(".jp-Notebook summary", has_text="Model answer").first
    summary.scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "run_all_solutions_folded.png"))


def test_play_widget_answers_in_jupyterlab(ran):
    page = ran.page
    cell = page.locator(".jp-Notebook .jp-CodeCell", has_text=PLAY_CELL).first
    play = cell.locator(".widget-vbox", has=page.get_by_role("button", name="Play")).first
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


EXERCISE = "def matches_game(heaps):"  # the first exercise cell (E1) starts so
ANSWER = 'def matches_game(heaps):\n    return "Yes" if reduce(xor, heaps, 0) else "No"\n'


def test_discard_after_run_all_and_an_exercise_leaves_the_file_as_it_was(ran, lab):
    """The story of issue 39: Run All, an exercise answered and run, a few seconds' wait, the
    tab closed with *Discard*: the file is as it was before the session."""
    page, path = ran.page, lab.notebooks / CHAPTER
    cell = page.locator(".jp-Notebook .jp-CodeCell", has_text=EXERCISE).first
    cell.scroll_into_view_if_needed()
    cell.locator(".jp-InputArea-editor").click()
    page.keyboard.press("Control+A")
    page.keyboard.insert_text(ANSWER + "\npractice.check_e1(matches_game)")
    page.keyboard.press("Control+Enter")
    cell.locator(".jp-OutputArea-output").first.wait_for(timeout=60_000)
    page.wait_for_function(f"() => ({PROGRESS})()[2] === 'idle'", timeout=60_000)
    cell.screenshot(path=str(ARTIFACTS / "discard_exercise_answered.png"))
    page.wait_for_timeout(5000)  # "a few seconds": anything that saves on its own would
    tab = page.locator(".lm-DockPanel-tabBar .lm-TabBar-tab.lm-mod-current").first
    assert "jp-mod-dirty" in (tab.get_attribute("class") or ""), "the work is not marked"
    tab.locator(".lm-TabBar-tabCloseIcon").click()
    dialog = page.locator(".jp-Dialog")
    dialog.wait_for(timeout=30_000)
    dialog.screenshot(path=str(ARTIFACTS / "discard_dialog.png"))
    dialog.get_by_role("button", name="Discard").click()
    dialog.wait_for(state="detached", timeout=30_000)
    page.wait_for_timeout(1000)
    assert path.stat().st_mtime_ns == ran.stamp, f"{CHAPTER} was written during the session"
    assert path.read_bytes() == ran.before, f"{CHAPTER} changed on disk"


# The open notebook's widget manager, kept as ``window.gtManager``, with each call of its
# ``restoreWidgets`` counted in ``window.gtRestores``: whether it loads the kernel's models,
# the notebook's, or both.
WATCH_MANAGER = """
async () => {
  const manager = await (MANAGER)();
  window.gtManager = manager;
  window.gtRestores = [];
  const restore = manager.restoreWidgets.bind(manager);
  manager.restoreWidgets = (notebook, what) => {
    window.gtRestores.push(what ? what.loadNotebook !== false : true);
    return restore(notebook, what);
  };
}
""".replace("(MANAGER)", NOTEBOOK_MANAGER)
# The notebook's stored models are being restored (once its comm-info request has come, see
# ``log``): the kernel's own models are not being loaded, and the widgets are not restored yet.
NOTEBOOK_RESTORING = "() => !gtManager._kernelRestoreInProgress && !gtManager._restoredStatus"
# Every restore is over.
RESTORED = "() => gtManager._restoredStatus && !gtManager._kernelRestoreInProgress"


@pytest.mark.parametrize("event", ["reconnect", "restart"])
def test_stored_widgets_draw_when_the_kernel_reconnects_while_they_are_restored(
    browser, lab, tmp_path, event
):
    """The kernel connecting again (``reconnect``: a slow kernel on a loaded machine) or
    restarting while the notebook's stored widget models are being created: every stored view
    is drawn all the same. The widget manager once declared the widgets restored as soon as
    the kernel's (none) were, and each view drawn then said "Error displaying widget: model
    not found" for good; a restart cancels the notebook's comm-info request, and its models
    were then never created (``/*gametheory:notebook-models*/`` in ``tools/configure_lab.py``).

    The kernel (``slow_comm_info.py``) answers every comm-info request 5 s late: the notebook's
    restore asks it before it creates the stored models, and the page reconnects to the kernel
    while that request waits. (The kernel's models come through the widgets' control comm,
    which asks nothing; on a loaded machine the control comm can miss its 4 s and the kernel's
    restore asks comm info too: the test waits until that restore is over.)"""
    log = tmp_path / "comm_info.log"
    spec = lab.notebooks.parent / "data" / "kernels" / "python3-slow-comm-info"
    spec.mkdir(parents=True, exist_ok=True)
    (spec / "kernel.json").write_text(
        json.dumps(
            {
                "argv": [
                    sys.executable,
                    "-m",
                    "ipykernel_launcher",
                    "-f",
                    "{connection_file}",
                    f"--IPKernelApp.exec_files={Path(__file__).with_name('slow_comm_info.py')}",
                ],
                "display_name": "Python 3 (late comm info)",
                "language": "python",
                "env": {"GT_COMM_INFO_DELAY": "5", "GT_COMM_INFO_LOG": str(log)},
            }
        ),
        encoding="utf-8",
    )
    notebook = nbformat.read(lab.notebooks / CHAPTER, as_version=4)
    notebook.metadata.kernelspec = {
        "name": "python3-slow-comm-info",
        "display_name": "Python 3 (late comm info)",
        "language": "python",
    }
    name = "late-comm-info.ipynb"
    write_trusted(lab, notebook, name)
    views = stored_widget_cells(notebook.cells)
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.set_default_timeout(90_000)
    try:
        page.goto(lab.url(f"lab/tree/{name}") + "&reset")
        for _ in range(600):  # a restore has asked for comm info and waits for its answer
            if log.exists():
                break
            page.wait_for_timeout(100)
        else:
            page.screenshot(path=str(ARTIFACTS / f"widgets_after_{event}.png"))
            pytest.fail("the widget manager never asked the kernel for its widgets' comms")
        page.evaluate(WATCH_MANAGER)
        page.wait_for_function(NOTEBOOK_RESTORING, polling=50, timeout=30_000)
        page.evaluate(
            "event => { jupyterapp.shell.currentWidget.context.sessionContext.session.kernel"
            "[event](); }",
            event,
        )
        page.wait_for_function(DRAWN, arg=[len(notebook.cells), views], timeout=90_000)
        page.wait_for_function(RESTORED, timeout=90_000)
        page.wait_for_timeout(3_000)  # a view told to draw again waits 2 s for its model
        broken = page.evaluate(NOT_FOUND, views)
        restores = page.evaluate("() => gtRestores")
        drawn = page.locator(".jp-OutputArea .widget-button").count()
        first = page.locator(".jp-Notebook .jp-Cell").nth(views[0])
        first.evaluate("node => node.scrollIntoView()")
        first.screenshot(path=str(ARTIFACTS / f"widgets_after_{event}.png"))
    finally:
        page.close()
        shut_down_kernels(lab)
        (lab.notebooks / name).unlink()  # the lab's copy lists the chapters only again
        shutil.rmtree(spec)
    assert restores == [False], (
        f"restores after the {event} (True: the notebook's models too): {restores}; "
        "one, of the kernel's models only, was due"
    )
    assert broken == [], f"cells {broken} say 'model not found' after the kernel's {event}"
    assert drawn > 0
