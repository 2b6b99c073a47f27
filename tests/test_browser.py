"""Real-browser tests: JupyterLab runs chapter 02 and its play widget answers; a deck advances.

They drive Debian's ``chromium`` (no browser download) with Playwright.  On a
machine without Chromium they skip with the reason; in CI (``CI=true``) a
missing browser is a failure, because `.ci/run` installs it.  Screenshots go
to ``build/artifacts/`` (ignored by git) for a human to look at.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from lab_process import free_port, running

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "build" / "artifacts"
CHAPTER = "02_bash_and_nim.ipynb"
TOKEN = "browser-test-token"
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMIUM_ARGS = [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

if CHROMIUM is None:
    if os.environ.get("CI") == "true":
        pytest.fail("CI=true but Chromium is not installed (.ci/run installs it)", pytrace=False)
    pytest.skip(
        "Chromium is not installed: `apt-get install chromium` to run the browser tests",
        allow_module_level=True,
    )

sync_api = pytest.importorskip("playwright.sync_api")


@pytest.fixture(scope="module")
def browser():
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture(scope="module")
def lab_url(tmp_path_factory):
    """JupyterLab on 127.0.0.1 with a token, serving a temporary copy of the notebooks."""
    workdir = tmp_path_factory.mktemp("lab")
    shutil.copytree(ROOT / "notebooks", workdir / "notebooks")
    port = free_port()
    command = [
        str(Path(sys.executable).with_name("jupyter")),
        "lab",
        "--no-browser",
        "--ServerApp.ip=127.0.0.1",
        f"--ServerApp.port={port}",
        f"--ServerApp.root_dir={workdir / 'notebooks'}",
        f"--IdentityProvider.token={TOKEN}",
        "--LabApp.news_url=",
        "--LabServerApp.announcements_url=",
    ]
    if os.geteuid() == 0:
        command.append("--allow-root")
    env = dict(os.environ, JUPYTER_CONFIG_DIR=str(workdir / "config"))
    base = f"http://127.0.0.1:{port}"
    with running(command, cwd=workdir, env=env, ready_url=f"{base}/api/status?token={TOKEN}"):
        yield base


def test_play_widget_answers_in_jupyterlab(browser, lab_url):
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    page.goto(f"{lab_url}/lab/tree/{CHAPTER}?token={TOKEN}")
    page.wait_for_selector(".jp-Notebook", timeout=60_000)
    # Wait until the kernel has started, or "Run All Cells" finds nothing to run with.
    page.get_by_text("| Idle").first.wait_for(timeout=60_000)
    news = page.get_by_role("button", name="No", exact=True)
    if news.count():  # JupyterLab's "get notified about news?" toast would cover the widget
        news.first.click()
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
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
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
