"""A student's session closed with *Discard* leaves the chapter on disk exactly as it was.

The story of issue 39: open chapter 02, *Run All*, type an answer into an exercise cell and
run it, wait a few seconds, close the chapter's tab and choose *Discard*. Autosave is off in
the collection's JupyterLab (``tools/configure_lab.py``), so nothing wrote the file: it is
byte-identical to before (README, "Your work and a pristine chapter"). The session's
JupyterLab is ``lab`` in ``conftest.py`` (the settings of ``make lab``).
"""

from __future__ import annotations

from conftest import ARTIFACTS
from lab_process import open_notebook, shut_down_kernels

CHAPTER = "02_bash_and_nim.ipynb"
EXERCISE = "def matches_game(heaps):"  # the first exercise cell (E1) starts so
ANSWER = 'def matches_game(heaps):\n    return "Yes" if reduce(xor, heaps, 0) else "No"\n'
# How many code cells of the open notebook have run (an execution count) and whether the
# kernel is busy (jupyterapp: the lab runs with expose_app_in_browser).
PROGRESS = (
    "() => { const w = jupyterapp.shell.currentWidget;"
    " const cells = w.context.model.toJSON().cells.filter(c => c.cell_type === 'code');"
    " return [cells.filter(c => c.execution_count).length, cells.length,"
    " w.sessionContext.session?.kernel?.status]; }"
)


def test_discard_after_run_all_and_an_exercise_leaves_the_file_as_it_was(browser, lab):
    path = lab.notebooks / CHAPTER
    before = path.read_bytes()
    stamp = path.stat().st_mtime_ns
    shut_down_kernels(lab)
    page = open_notebook(browser, lab, CHAPTER, {"width": 1280, "height": 900})
    try:
        page.get_by_text("Run", exact=True).first.click()
        page.get_by_text("Run All Cells", exact=True).click()
        # Run All has reached the last cell and the kernel is idle again
        page.wait_for_function(
            f"() => {{ const [ran, all, status] = ({PROGRESS})();"
            " return ran === all && status === 'idle'; }",
            timeout=240_000,
            polling=1000,
        )
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
    finally:
        page.close()
        shut_down_kernels(lab)
    assert path.stat().st_mtime_ns == stamp, f"{CHAPTER} was written during the session"
    assert path.read_bytes() == before, f"{CHAPTER} changed on disk"
