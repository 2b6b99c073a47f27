"""Start a JupyterLab process for a test, wait until it answers, and always stop it.

Also: :class:`Lab` (a running JupyterLab) and :func:`open_notebook` for the browser tests.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import nbformat
import pytest
from nbformat.sign import NotebookNotary


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def http_status(url: str) -> int:
    """The HTTP status of a GET (errors included); raises OSError when nothing answers."""
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


@contextmanager
def running(
    command: list[str], *, cwd: Path, env: dict[str, str], ready_url: str, timeout: float = 60
) -> Iterator[subprocess.Popen]:
    """Run ``command`` until ``ready_url`` answers 200; kill its process group afterwards."""
    process = subprocess.Popen(
        command,
        cwd=cwd,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
    )
    deadline = time.monotonic() + timeout
    try:
        while True:
            if process.poll() is not None:
                pytest.fail(f"{command[0]} exited early:\n{process.stdout.read()}")
            try:
                if http_status(ready_url) == 200:
                    break
            except OSError:
                pass
            if time.monotonic() > deadline:
                pytest.fail(f"JupyterLab did not answer within {timeout:.0f} s")
            time.sleep(0.5)
        yield process
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()


@dataclass(frozen=True)
class Lab:
    """A running JupyterLab: ``url(path)`` gives an address with the token."""

    base: str
    token: str
    notebooks: Path

    def url(self, path: str) -> str:
        return f"{self.base}/{path}?token={self.token}"


def open_notebook(browser, lab: Lab, name: str, viewport: dict):  # noqa: ANN001, ANN201
    """A new page showing notebook ``name`` with its kernel idle and no news toast."""
    page = browser.new_page(viewport=viewport)
    # a loaded machine (CI shares it) can keep JupyterLab's page busy for tens of seconds after
    # a click that re-lays the notebook out (the deck toggle): Playwright's 30 s default failed
    page.set_default_timeout(90_000)
    # "&reset": a fresh workspace, so notebooks opened by earlier tests are not restored in
    # hidden tabs (the first ".jp-Notebook" found would be one of those, never visible)
    page.goto(lab.url(f"lab/tree/{name}") + "&reset")
    page.wait_for_selector(".jp-Notebook", timeout=60_000)
    page.get_by_text("| Idle").first.wait_for(timeout=90_000)
    news = page.get_by_role("button", name="No", exact=True)
    if news.count():  # JupyterLab's "get notified about news?" toast would cover the slide
        news.first.click()
    return page


def write_trusted(lab: Lab, notebook: nbformat.NotebookNode, name: str) -> None:
    """Write ``notebook`` as ``name`` into the lab's copy, trusted as the lab trusts the
    chapters (signed in the lab's own database: ``conftest.py`` keeps it beside the copy)."""
    NotebookNotary(data_dir=str(lab.notebooks.parent / "data")).sign(notebook)
    nbformat.write(notebook, lab.notebooks / name)


def shut_down_kernels(lab: Lab) -> None:
    """Stop every kernel of ``lab``, so the next notebook opened starts from nothing."""
    with urllib.request.urlopen(lab.url("api/kernels"), timeout=10) as response:
        kernels = json.loads(response.read().decode())
    for kernel in kernels:
        request = urllib.request.Request(lab.url(f"api/kernels/{kernel['id']}"), method="DELETE")
        urllib.request.urlopen(request, timeout=30).close()


def stop_presenting(lab: Lab) -> None:
    """Leave presentation mode for good: jupyterlab-slideshow keeps it as a user setting."""
    request = urllib.request.Request(
        lab.url("lab/api/settings/jupyterlab-slideshow:plugin"),
        data=json.dumps({"raw": json.dumps({"active": False})}).encode(),
        headers={"Content-Type": "application/json"},
        method="PUT",
    )
    urllib.request.urlopen(request, timeout=30).close()


# Whether the deck's fit has fitted the slide now on screen (its cells and those of them shown)
# and seen it keep its height since (``DECK_FIT`` in ``tools/configure_lab.py``).
FITTED = """
() => {
  const panel = document.querySelector('.jp-Deck.jp-NotebookPanel');
  if (!panel) return false;
  const all = Array.from(panel.querySelectorAll('.jp-Cell'));
  const on = all.filter(c => c.classList.contains('jp-deck-mod-onscreen'));
  const shown = on.filter(c => c.classList.contains('jp-deck-mod-visible'));
  return on.length > 0 && panel.dataset.gtFitted === on.map(c => all.indexOf(c)).join()
    + '/' + shown.map(c => all.indexOf(c)).join() + '|' + innerWidth + 'x' + innerHeight;
}
"""
# The outputs a cell shows before it runs again. A stored widget view looks live (its models
# are restored from the file) but answers nothing, and it stays on the page until the kernel's
# clear reaches it: a test that finds "a Play button" right after Ctrl+Enter may find that one.
FRESH_OUTPUT = ".jp-OutputArea-child:not([data-gt-stored])"


def mark_stored_outputs(cell) -> None:  # noqa: ANN001
    """Mark the outputs ``cell`` (a Playwright locator) shows now, so that ``FRESH_OUTPUT``
    finds only what the next run of the cell draws."""
    cell.evaluate(
        "c => c.querySelectorAll('.jp-OutputArea-child')"
        ".forEach(n => n.setAttribute('data-gt-stored', ''))"
    )


# [code cells run, code cells, kernel status] of the open notebook (the model's execution
# counts: Run All has run a cell once it has one; a blank cell never gets one).
PROGRESS = (
    "() => { const w = jupyterapp.shell.currentWidget;"
    " const cells = w.context.model.toJSON().cells.filter(c => c.cell_type === 'code'"
    " && [].concat(c.source).join('').trim());"
    " return [cells.filter(c => c.execution_count).length, cells.length,"
    " w.sessionContext.session?.kernel?.status]; }"
)


def run_all(page, timeout: int = 240_000) -> None:  # noqa: ANN001
    """*Run All Cells* from the Run menu, and wait until every code cell has run and the
    kernel is idle: until then a cell shows its stored output, and a stored widget looks live
    but answers nothing."""
    page.get_by_text("Run", exact=True).first.click()
    page.get_by_text("Run All Cells", exact=True).click()
    # the run has begun (the stored execution counts are cleared), so that the wait below
    # cannot be met by the stored notebook
    page.wait_for_function(f"() => ({PROGRESS})()[0] < ({PROGRESS})()[1]", timeout=60_000)
    page.wait_for_function(
        f"() => {{ const [ran, all, status] = ({PROGRESS})();"
        " return ran === all && status === 'idle'; }",
        timeout=timeout,
        polling=1000,
    )
