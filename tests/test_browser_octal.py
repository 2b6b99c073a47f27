"""Real-browser test: JupyterLab runs chapter 05c and its octal explorer computes in the background.

Uses the shared fixtures of ``conftest.py`` (Debian's Chromium driven by Playwright,
JupyterLab on a temporary copy of the notebooks); skips the same way without Chromium.
"""

from __future__ import annotations

from conftest import ARTIFACTS
from lab_process import open_notebook, run_all

CHAPTER = "05c_octal_research.ipynb"


def test_octal_explorer_computes_in_jupyterlab(browser, lab):
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page = open_notebook(browser, lab, CHAPTER, {"width": 1400, "height": 1000})
    run_all(page)  # (a wait for "the explorer" right after the click found the stored one)
    explorer = page.locator(
        ".widget-vbox", has=page.get_by_role("button", name="Compute", exact=True)
    ).first
    explorer.wait_for(timeout=180_000)
    explorer.scroll_into_view_if_needed()
    # the notebook's next cell ran the explorer once (0.16): its report is shown
    explorer.get_by_text("periodicity:").wait_for(timeout=120_000)
    assert "no period up to n = 10,000" in explorer.inner_text()
    # type a periodic game and press Enter: the background run ends with a certified period
    box = explorer.locator("input[type=text]").first
    box.fill("0.77")
    box.press("Enter")
    # the verdict line (the "known:" line below it quotes the same period from the literature)
    explorer.get_by_text("period 12 from n = 71 on, certified").wait_for(timeout=120_000)
    assert explorer.locator("img").count() >= 1
    # the plot is described (issue #37): the image's title, which a screen reader reads
    described = "img[title^='Scatter plot of the values SG(n) of octal game 0.77 for the heaps']"
    explorer.locator(described).wait_for(timeout=30_000)
    explorer.screenshot(path=str(ARTIFACTS / "octal_explorer_after_run.png"))
    # a bad code gives a message, not a traceback
    box.fill("0.8")
    box.press("Enter")
    explorer.get_by_text("is not an octal code").wait_for(timeout=30_000)
    explorer.locator("img[title='no values: see the message above']").wait_for(timeout=30_000)
    page.close()
