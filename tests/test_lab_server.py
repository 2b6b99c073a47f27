"""`make lab` really starts JupyterLab on the collection, on 127.0.0.1, with token auth."""

from __future__ import annotations

import json
import os
import re
import socket
import urllib.request
from pathlib import Path

import pytest
from lab_process import free_port, http_status, running

ROOT = Path(__file__).resolve().parent.parent
TOKEN = "test-token-for-make-lab"


@pytest.fixture(scope="module")
def lab_port():
    port = free_port()
    command = ["make", "--no-print-directory", "lab", f"LAB_PORT={port}", "LAB_ARGS=--no-browser"]
    env = dict(os.environ, JUPYTER_TOKEN=TOKEN)
    ready = f"http://127.0.0.1:{port}/api/status?token={TOKEN}"
    with running(command, cwd=ROOT, env=env, ready_url=ready, timeout=180) as process:
        _PRINTED[port] = _printed_url(process, port)
        yield port


_PRINTED: dict[int, str] = {}


def _printed_url(process, port: int) -> str:  # noqa: ANN001
    """The address `make lab` prints for the reader to open (read from its output)."""
    pattern = re.compile(rf"http://127\.0\.0\.1:{port}/\S*token=\S+")
    for line in process.stdout:
        found = pattern.search(line)
        if found:
            return found.group(0)
    pytest.fail("make lab printed no address with a token")


def test_the_printed_address_lands_on_the_contents_page(lab_port, browser):
    printed = _PRINTED[lab_port]
    assert "/lab/tree/00_index.ipynb?" in printed, printed
    # a token given by JUPYTER_TOKEN is printed as "token=...": put it back
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.goto(printed.split("?")[0] + f"?token={TOKEN}")
    heading = page.locator(".jp-Notebook h1", has_text="Impartial combinatorial games").first
    heading.wait_for(timeout=120_000)
    assert heading.is_visible()
    page.wait_for_timeout(3_000)  # the news question, if asked, comes a moment after start
    assert page.get_by_text("official Jupyter news", exact=False).count() == 0
    page.screenshot(path=str(ROOT / "build" / "artifacts" / "make_lab_landing.png"))
    page.close()


def test_lab_serves_the_index_notebook_with_the_token(lab_port):
    base = f"http://127.0.0.1:{lab_port}"
    assert http_status(f"{base}/api/contents/00_index.ipynb?token={TOKEN}") == 200
    assert http_status(f"{base}/lab/tree/00_index.ipynb?token={TOKEN}") == 200


def test_lab_refuses_requests_without_the_token(lab_port):
    assert http_status(f"http://127.0.0.1:{lab_port}/api/contents/00_index.ipynb") in {401, 403}


def test_lab_has_the_slideshow_extension_for_live_slides(lab_port):
    url = f"http://127.0.0.1:{lab_port}/lab/api/extensions?token={TOKEN}"
    with urllib.request.urlopen(url, timeout=10) as response:
        listed = response.read().decode()
    assert "jupyterlab-slideshow" in listed
    assert "jupyterlab-rise" not in listed  # RISE breaks ipywidgets 8 (issue 18)


def test_lab_saves_widget_state_into_notebooks(lab_port):
    url = (
        f"http://127.0.0.1:{lab_port}/lab/api/settings/"
        f"@jupyter-widgets/jupyterlab-manager:plugin?token={TOKEN}"
    )
    with urllib.request.urlopen(url, timeout=10) as response:
        schema = json.loads(response.read().decode())["schema"]
    assert schema["properties"]["saveState"]["default"] is True  # the override in .venv


def _outside_address() -> str | None:
    """This machine's address on its default route (a UDP connect sends nothing)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.123", 9))
        except OSError:
            return None
        address = probe.getsockname()[0]
    return None if address.startswith("127.") else address


def test_lab_listens_only_on_loopback(lab_port):
    address = _outside_address()
    if address is None:
        pytest.skip("this machine has no non-loopback address to try")
    with socket.socket() as sock:
        sock.settimeout(2)
        assert sock.connect_ex((address, lab_port)) != 0, f"lab answers on {address}"
