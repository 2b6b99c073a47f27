"""Session fixtures shared by the browser tests: one Chromium and one JupyterLab per run.

``browser`` drives Debian's ``chromium`` (no browser download) with Playwright, its pages
sharing one profile folder per worker (``cached_browser.py``: JupyterLab's scripts are
compiled once, not on every page); without Chromium the tests that use it skip with the
reason, except in CI (``CI=true``), where a missing browser is a failure because ``.ci/run``
installs it.

``lab`` starts JupyterLab once, the way ``make lab`` does (the interpreter's prefix
configured by ``tools/configure_lab.py``, notebooks trusted), on 127.0.0.1 with a token, in
a temporary copy of the notebooks and with temporary Jupyter config and data folders.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from cached_browser import CachedBrowser
from lab_process import Lab, free_port, running, stop_presenting
from process_cpu import CpuRecorder

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "build" / "artifacts"
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


# `make test` runs pytest-xdist with `--dist loadfile --no-loadscope-reorder`: a unit of work
# is a test file, which one worker runs in order (its module fixtures are built once, the cells
# of a notebook run in one kernel, in order), and units are handed out in collection order.
# The files in SPREAD are the exception (see pytest_xdist_make_scheduler below): their tests
# share nothing costly, so each test is a unit of its own and the long ones spread over the
# workers. (Not `--dist loadgroup` with xdist_group marks: with pytest 9 it silently runs as
# `--dist load`, pytest-xdist issue 1386, which would split the notebooks' cells.)
SPREAD = {
    "test_practice_student_copy.py",  # one chapter's student copy executed per test
    "test_contest_templates_cpp.py",  # one template compiled and judged per test
    "test_contest_templates.py",
    "test_ch05_octal_sparse_plain.py",
    "test_ch05_octal_sparse.py",
}
# The units that take longest (about 10-100 s each on two cores) are handed out first, so
# that the workers finish together rather than one of them starting a long file when the other
# is nearly done; the notebooks (nbval, about 3-10 s each) come next, the many short files
# last. Sorting is stable: the cells of a notebook and the tests of a file keep their order.
# The first two run side by side (with the judge's catalogue, on the third worker that
# `make test` runs on two cores): the hub (which waits for its environment to install first)
# beside the deck (Chromium, JupyterLab and a kernel: more than one core); the hub and the
# course side by side kept the two cores 65 % busy for their 111 s, the hub and the deck 84 %
# for 138 s (/proc/stat sampled every 3 s, fresh classroom environment and uv cache). The
# order below is by the seconds each took in a fresh clone's run (tools/test_times.py).
LONGEST_FIRST = [
    "test_classroom_hub.py",  # 95 s
    "test_browser_deck.py",  # 100 s
    "test_judge_catalogue.py",  # 78 s
    "test_book.py",  # 66 s
    "test_browser.py",  # 45 s
    "test_practice_student_copy.py",  # 54 s, spread
    "test_course_nbgrader.py",  # 48 s (30 s of it asleep)
    "test_ch05_octal_sparse.py",  # 40 s, spread
    "test_judge_limits.py",  # 35 s
    "test_contest_templates_cpp.py",  # 26 s, spread
    "test_browser_zh.py",  # 24 s
    "test_slides.py",  # 20 s
    "test_judge_speed.py",  # 18 s
    "test_contest_templates.py",  # 18 s, spread
    "test_practice_ch01.py",  # 17 s
    "test_browser_practice.py",  # 15 s
    "test_slides_fit.py",  # 10 s (the decks' sizes mostly recorded)
    "test_course_grading.py",  # 15 s
    "test_browser_widget_slides.py",  # 13 s (Wythoff's game; the slides mostly recorded)
    "test_lab_server.py",  # 13 s
    "test_execute_notebooks.py",  # 12 s
    "test_browser_octal.py",  # 8 s
    "test_ch05_octal_sparse_plain.py",  # spread
]


def pytest_configure(config: pytest.Config) -> None:
    """Charge every test, the notebooks' cells too, its CPU seconds (see process_cpu.py): a
    plugin object, because a conftest's own test hooks reach only the tests below it."""
    config.pluginmanager.register(CpuRecorder(), "gametheory-cpu-recorder")


def _rank(item: pytest.Item, rank: dict[str, int]) -> int:
    if item.path.name in rank:
        return rank[item.path.name]
    return len(rank) + (item.path.suffix != ".ipynb")  # notebooks before the short files


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    rank = {name: index for index, name in enumerate(LONGEST_FIRST)}
    items.sort(key=lambda item: _rank(item, rank))


def unit_of_work(nodeid: str) -> str:
    """The unit of work of a test under ``--dist loadfile``: its file, or itself if SPREAD.

    >>> unit_of_work("tests/test_core.py::test_a[1]")
    'tests/test_core.py'
    >>> unit_of_work("tests/test_contest_templates.py::test_b[x]")
    'tests/test_contest_templates.py::test_b[x]'
    """
    path = nodeid.split("::", 1)[0]
    return nodeid if Path(path).name in SPREAD else path


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log):  # noqa: ANN201
    """``--dist loadfile``, with the tests of the SPREAD files handed out one by one."""
    if config.getvalue("dist") != "loadfile":
        return None
    from xdist.scheduler import LoadFileScheduling

    class SpreadScheduling(LoadFileScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return unit_of_work(nodeid)

    return SpreadScheduling(config, log)


@pytest.fixture(scope="session")
def browser():
    if CHROMIUM is None:
        if os.environ.get("CI") == "true":
            pytest.fail("CI=true but Chromium is not installed (.ci/run installs it)")
        pytest.skip("Chromium is not installed: `apt-get install chromium` to run browser tests")
    sync_api = pytest.importorskip("playwright.sync_api")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with sync_api.sync_playwright() as playwright:
        browser = CachedBrowser(playwright, CHROMIUM, CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture(scope="session")
def lab(tmp_path_factory) -> Lab:
    """JupyterLab serving a temporary, trusted copy of the notebooks."""
    check = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "configure_lab.py"), "--check"],
        capture_output=True,
        text=True,
    )
    if check.returncode:
        pytest.fail(f"run `make` (tools/configure_lab.py) first:\n{check.stderr}", pytrace=False)
    workdir = tmp_path_factory.mktemp("lab")
    notebooks = workdir / "notebooks"
    shutil.copytree(ROOT / "notebooks", notebooks)
    jupyter = str(Path(sys.executable).with_name("jupyter"))
    env = dict(
        os.environ,
        JUPYTER_CONFIG_DIR=str(workdir / "config"),
        JUPYTER_DATA_DIR=str(workdir / "data"),  # the trust database stays out of $HOME
        PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
    )
    subprocess.run(
        # as `make lab` does: both editions (the Chinese chapters show their widgets too)
        [
            jupyter,
            "trust",
            *sorted(map(str, [*notebooks.glob("*.ipynb"), *notebooks.glob("zh/*.ipynb")])),
        ],
        env=env,
        check=True,
        capture_output=True,
    )
    token = "browser-test-token"
    port = free_port()
    command = [
        jupyter,
        "lab",
        "--no-browser",
        "--ServerApp.ip=127.0.0.1",
        f"--ServerApp.port={port}",
        f"--ServerApp.root_dir={notebooks}",
        f"--IdentityProvider.token={token}",
        "--LabApp.news_url=",
        "--LabApp.expose_app_in_browser=True",  # window.jupyterapp: tests read the models
        "--LabServerApp.announcements_url=",
    ]
    if os.geteuid() == 0:
        command.append("--allow-root")
    base = f"http://127.0.0.1:{port}"
    ready = f"{base}/api/status?token={token}"
    with running(command, cwd=workdir, env=env, ready_url=ready, timeout=180):  # busy CI
        yield Lab(base, token, notebooks)


@pytest.fixture(scope="module")
def deck_page(browser, lab):
    """One page at a projector's 1280 x 720 for the tests of a file (the widget slides)."""
    page = browser.new_page(viewport={"width": 1280, "height": 720})
    page.set_default_timeout(90_000)
    (ARTIFACTS / "widget_slides").mkdir(parents=True, exist_ok=True)
    yield page
    page.close()
    stop_presenting(lab)  # a user setting: later pages would open presenting


@pytest.fixture
def english_again():
    """The package speaks English before and after the test, whatever it switched to; the
    test's figures are closed (for the tests of the Chinese edition)."""
    from gametheory_helpers import set_language

    set_language("en")
    yield
    set_language("en")
    import matplotlib.pyplot as plt

    plt.close("all")
