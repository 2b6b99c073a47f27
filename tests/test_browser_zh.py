"""The Chinese edition in a browser: JupyterLab in Chinese, a Chinese chapter's widget.

``make lab LANG=zh`` starts JupyterLab with its menus in Chinese (the language pack and the
settings folder ``settings-zh`` that ``tools/configure_lab.py`` writes) on the Chinese
contents page; a Chinese chapter's play widget answers in Chinese (its set-up cell calls
``set_language("zh")``), here in the session's JupyterLab (``lab`` in ``conftest.py``).
The Chinese deck and the Chinese book are tested in ``tests/test_slides.py`` and
``tests/test_book.py``. Screenshots go to ``build/artifacts/``.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import ARTIFACTS
from lab_process import free_port, open_notebook, run_all, running

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import configure_lab  # noqa: E402

CHINESE = re.compile(r"[\u4e00-\u9fff]")
# a translated chapter with a play widget (chapter 6: Euclid's game, every-SG)
ZH_CHAPTER = "zh/06_misere_and_every_sg.ipynb"
PLAY_CELL = "play(every_sg_game(euclid, euclid)"
CONTENTS = "zh/00_index.ipynb"


def _lab_command(target: str) -> list[str]:
    """The arguments of the JupyterLab that ``make lab LANG=zh`` starts (from make -n)."""
    dry = subprocess.run(
        ["make", "-n", "lab", "LANG=zh"], cwd=ROOT, capture_output=True, text=True, check=True
    )
    command = " ".join(dry.stdout.replace("\\\n", " ").split())
    start = command.rindex("jupyter lab ")
    args = command[start:].split("\n")[0].split()
    assert f"--LabApp.default_url=/lab/tree/{target}" in args
    assert f"--LabApp.app_settings_dir=.venv/{configure_lab.CHINESE_SETTINGS}" in args
    return [a for a in args if a.startswith("--LabApp.default_url")]


def test_make_lab_lang_zh_opens_the_chinese_contents_in_a_chinese_lab(browser, tmp_path):
    settings = Path(sys.prefix) / configure_lab.CHINESE_SETTINGS
    overrides = json.loads((settings / "overrides.json").read_text(encoding="utf-8"))
    assert overrides["@jupyterlab/translation-extension:plugin"] == {"locale": "zh_CN"}
    default_url = _lab_command(CONTENTS)
    notebooks = tmp_path / "notebooks"
    shutil.copytree(ROOT / "notebooks", notebooks)
    token, port = "zh-test-token", free_port()
    env = dict(
        os.environ,
        JUPYTER_CONFIG_DIR=str(tmp_path / "config"),
        JUPYTER_DATA_DIR=str(tmp_path / "data"),
        PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
    )
    command = [
        str(Path(sys.executable).with_name("jupyter")),
        "lab",
        "--no-browser",
        "--ServerApp.ip=127.0.0.1",
        f"--ServerApp.port={port}",
        f"--ServerApp.root_dir={notebooks}",
        f"--IdentityProvider.token={token}",
        f"--LabApp.app_settings_dir={settings}",
        *default_url,
        "--LabApp.news_url=",
        "--LabServerApp.announcements_url=",
    ]
    if os.geteuid() == 0:
        command.append("--allow-root")
    base = f"http://127.0.0.1:{port}"
    with running(command, cwd=tmp_path, env=env, ready_url=f"{base}/api/status?token={token}"):
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        page.goto(f"{base}/?token={token}")
        page.wait_for_url(f"**/lab/tree/{CONTENTS}*", timeout=60_000)
        page.wait_for_selector(".jp-Notebook .jp-MarkdownCell h1", timeout=60_000)
        menus = page.locator(".lm-MenuBar-content").first.inner_text()
        assert CHINESE.search(menus), f"the menus are not in Chinese: {menus!r}"
        heading = page.locator(".jp-Notebook .jp-MarkdownCell h1").first.inner_text()
        assert CHINESE.search(heading), heading
        page.screenshot(path=str(ARTIFACTS / "lab_zh_contents.png"))
        page.close()


def test_chinese_chapter_widget_answers_in_chinese(browser, lab):
    if not (lab.notebooks / ZH_CHAPTER).exists():
        pytest.skip(f"{ZH_CHAPTER} is not translated yet")
    page = open_notebook(browser, lab, ZH_CHAPTER, {"width": 1400, "height": 1000})
    run_all(page)  # (a wait for "a widget" right after the click found the stored one)
    cell = page.locator(".jp-Notebook .jp-CodeCell", has_text=PLAY_CELL).first
    play = cell.locator(".widget-vbox", has=page.get_by_role("button", name="走")).first
    play.wait_for(timeout=180_000)
    play.scroll_into_view_if_needed()
    select = play.locator("select").first
    select.select_option(index=select.locator("option").count() - 1)
    play.get_by_role("button", name="走").click()
    reply = play.get_by_text("我走这一步：")
    reply.wait_for(timeout=30_000)
    play.screenshot(path=str(ARTIFACTS / "lab_zh_play_widget_reply.png"))
    assert "我走这一步：" in reply.inner_text()
    page.close()
