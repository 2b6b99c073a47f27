"""`make lab` as the README gives it: what it serves, what it opens first, how it installs.

The commands come from the Makefile itself (``make -n``, which prints a recipe without running
it), so a recipe whose root and start page disagree (issue 38: ``make lab LANG=zh`` served
``notebooks/zh`` while opening ``zh/00_index.ipynb``) fails here. One test starts JupyterLab
with the very command ``make lab LANG=zh`` prints (another port, a token) and asks it for the
start page. ``make reset-chapter`` runs for real, in a throw-away git repository.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest
from lab_process import free_port, running

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import configure_lab  # noqa: E402
from student_copy import OUT as STUDENT_OUT  # noqa: E402

import classroom  # noqa: E402

MAKE = shutil.which("make")
pytestmark = pytest.mark.skipif(MAKE is None, reason="make is not installed")


def _env() -> dict[str, str]:
    """The environment of a newcomer's shell: no make flags inherited from a running make."""
    return {k: v for k, v in os.environ.items() if k not in {"MAKEFLAGS", "MAKELEVEL", "MFLAGS"}}


def _dry_run(*args: str, cwd: Path = ROOT) -> str:
    result = subprocess.run(
        [MAKE, "--no-print-directory", "-n", *args],
        cwd=cwd,
        env=_env(),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout


def _lab_command(*args: str) -> list[str]:
    """The ``jupyter lab`` command line that ``make lab ARGS`` would run."""
    text = _dry_run("lab", *args).replace("\\\n", " ")
    lines = [line for line in text.splitlines() if " lab " in line and "jupyter" in line]
    assert len(lines) == 1, text
    return shlex.split(lines[0])


def _option(command: list[str], name: str) -> str:
    values = [arg.split("=", 1)[1] for arg in command if arg.startswith(f"--{name}=")]
    assert len(values) == 1, (name, command)
    return values[0]


def _served(*args: str) -> tuple[Path, str]:
    """The folder ``make lab ARGS`` serves and the notebook it opens first (relative to it)."""
    command = _lab_command(*args)
    positional = [arg for arg in command[2:] if not arg.startswith("-")]
    assert positional == [], f"a file on the command line changes the root: {positional}"
    url = _option(command, "LabApp.default_url")
    assert url.startswith("/lab/tree/"), url
    return ROOT / _option(command, "ServerApp.root_dir"), url.removeprefix("/lab/tree/")


@pytest.mark.parametrize(
    ("args", "page"),
    [((), "notebooks/00_index.ipynb"), (("LANG=zh",), "notebooks/zh/00_index.ipynb")],
)
def test_make_lab_opens_a_page_under_the_folder_it_serves(args, page):
    root, start = _served(*args)
    assert root / start == ROOT / page
    assert (root / start).is_file(), f"make lab {' '.join(args)} would open a missing page"


def test_make_lab_lang_zh_spellings_agree():
    """The README's other spellings of the Chinese edition serve the same."""
    expected = _served("LANG=zh")
    assert _served("EDITION=zh") == expected
    assert _served("LANG=zh_CN.UTF-8") == expected


@pytest.mark.parametrize(("args", "folder"), [((), ""), (("LANG=zh",), "zh/")])
def test_make_lab_student_serves_the_student_copies(args, folder):
    """`make lab-student [LANG=zh]`: the folder tools/student_copy.py writes, its contents page."""
    root, start = _served("STUDENT=1", *args)
    assert root == STUDENT_OUT
    assert start == f"{folder}00_index.ipynb"
    # the copy keeps the chapter's name, so the page exists once `make student` has run
    assert (ROOT / "notebooks" / start).is_file()
    # lab-student passes the edition on (and builds the copies first if they are missing)
    recursive = _dry_run("lab-student", *args)
    assert f"/{folder}00_index.ipynb" in recursive
    assert ("--LabApp.app_settings_dir=" in recursive) == bool(folder)


def test_first_install_uses_uv_when_there_is_one():
    stamp = [".venv/.installed", "-W", "pyproject.toml"]
    with_uv = _dry_run(*stamp, "UV=/opt/bin/uv")
    excludes = "--excludes tools/install_excludes.txt"
    uv_install = f"pip install --quiet --python .venv/bin/python {excludes} -e"
    assert f"/opt/bin/uv {uv_install}" in with_uv
    assert "-m pip install" not in with_uv.replace("-m pip uninstall", "")
    without = _dry_run(*stamp, "UV=")
    assert "uv pip" not in without
    assert ".venv/bin/python -m pip install --quiet --no-compile -e" in without
    # pip installs what the list leaves out; it is removed after, whichever installed
    for plan in (with_uv, without):
        assert ".venv/bin/python -m pip uninstall --quiet --yes rfc3987-syntax" in plan


@pytest.mark.skipif(
    Path(sys.prefix).resolve() != (ROOT / ".venv").resolve(), reason="not the repository's .venv"
)
def test_the_venv_leaves_out_the_excluded_packages():
    """tools/install_excludes.txt: rfc3987-syntax (a second on every import of jsonschema)."""
    for name in classroom.excluded_packages():
        assert importlib.util.find_spec(name.replace("-", "_")) is None, name
    import nbformat  # still validates notebooks, without the IRI checker

    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell("1 + 1")])
    nbformat.validate(notebook)
    assert "rfc3987_syntax" not in sys.modules


def test_every_install_puts_the_package_on_a_plain_path():
    """``editable_mode=compat`` on each of the three install lines (uv given, UV=auto, pip)."""
    stamp = [".venv/.installed", "-W", "pyproject.toml"]
    for plan in (_dry_run(*stamp, "UV=/opt/bin/uv"), _dry_run(*stamp), _dry_run(*stamp, "UV=")):
        editable = plan.count("-e '.[")
        assert editable >= 1, plan
        assert plan.count("]' --config-settings editable_mode=compat") == editable, plan


def test_no_install_compiles_every_module():
    """uv is not asked to compile, pip is told not to, and nothing runs compileall: compiling
    all of .venv's 8,000 modules took 17 s of a 23 s install, most of them never imported. The
    first import writes a module's bytecode instead (the tests below)."""
    stamp = [".venv/.installed", "-W", "pyproject.toml"]
    for plan in (_dry_run(*stamp, "UV=/opt/bin/uv"), _dry_run(*stamp), _dry_run(*stamp, "UV=")):
        installs = [line for line in plan.splitlines() if "pip install --quiet" in line]
        assert installs, plan
        assert "--compile-bytecode" not in plan and "compileall" not in plan, plan
        for line in installs:
            for pip_install in re.split(r"-m pip install", line)[1:]:
                if "-e '.[" in pip_install.split(";")[0]:  # the project (not pip or uv itself)
                    assert pip_install.startswith(" --quiet --no-compile "), line


def test_programs_make_starts_write_their_bytecode():
    """make unexports PYTHONDONTWRITEBYTECODE (set in this workplace's shells and CI): without
    the bytecode every kernel compiled what it imports at every start, 2.2 CPU-s against 0.85."""
    probe = 'gt-bytecode-probe:\n\t@echo "[$$PYTHONDONTWRITEBYTECODE]"'
    done = subprocess.run(
        ["make", "--no-print-directory", "-s", "--eval", probe, "gt-bytecode-probe"],
        cwd=ROOT,
        env=dict(os.environ, PYTHONDONTWRITEBYTECODE="1"),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]", done.stdout


@pytest.mark.skipif(
    Path(sys.prefix).resolve() != (ROOT / ".venv").resolve(), reason="not the repository's .venv"
)
def test_the_venvs_modules_are_compiled_by_their_first_import():
    """What every kernel imports is there as bytecode once a Python that make starts (so, one
    that may write it) has imported it."""
    probe = (
        "import importlib.util, pathlib, ipykernel.kernelapp, matplotlib.pyplot,"
        " gametheory_helpers as g\n"
        "print([m.__name__ for m in (ipykernel.kernelapp, matplotlib.pyplot, g)"
        " if not pathlib.Path(importlib.util.cache_from_source(m.__file__)).is_file()])"
    )
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    done = subprocess.run(  # the imports come first: the check finds what they wrote
        [sys.executable, "-c", probe], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]", done.stdout


@pytest.mark.skipif(
    Path(sys.prefix).resolve() != (ROOT / ".venv").resolve(), reason="not the repository's .venv"
)
def test_the_venvs_python_starts_without_an_import_hook():
    """setuptools' editable finder cost every start of the .venv's Python 14 ms (pathlib, re,
    enum): every kernel, tool and judged Python program. The package is on a plain path."""
    start = subprocess.run(
        [sys.executable, "-I", "-X", "importtime", "-c", "pass"],
        capture_output=True,
        text=True,
        check=True,
    )
    imported = {line.split("|")[-1].strip() for line in start.stderr.splitlines()}
    assert "site" in imported
    assert not any("editable" in name for name in imported), imported
    assert not {"pathlib", "enum", "re"} & imported, "site imports pathlib, enum or re again"
    found = subprocess.run(
        [
            sys.executable,
            "-I",
            "-c",
            "import gametheory_helpers; print(gametheory_helpers.__file__)",
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    assert Path(found.stdout.strip()) == ROOT / "gametheory_helpers" / "__init__.py"


def test_first_install_gets_uv_into_the_venv_when_none_is_on_the_path():
    """The default (UV=auto): uv from PATH, else pip installs uv into .venv first, else pip."""
    auto = _dry_run(".venv/.installed", "-W", "pyproject.toml")
    bootstrap = "command -v uv || { .venv/bin/python -m pip install --quiet uv && echo .venv/bin/uv"
    assert bootstrap in auto
    excludes = "--excludes tools/install_excludes.txt"
    uv_install = f"pip install --quiet --python .venv/bin/python {excludes} -e"
    assert f'"$uv" {uv_install}' in auto
    pip_install = ".venv/bin/python -m pip install --quiet --no-compile -e"
    assert f'else echo "no uv: installing with pip"; {pip_install}' in auto


@pytest.mark.skipif(not (ROOT / ".venv/bin/jupyter").exists(), reason="no .venv yet (make lab)")
def test_make_lab_lang_zh_serves_its_start_page(tmp_path):
    """Start JupyterLab with the command `make lab LANG=zh` prints; the start page is there.

    Its settings folder is written here by this checkout's tools/configure_lab.py (the one in
    .venv is written by the `make` that made .venv), and JupyterLab reports them in effect.
    """
    command = _lab_command("LANG=zh")
    settings = _option(command, "LabApp.app_settings_dir")
    assert Path(settings) == Path(".venv") / configure_lab.CHINESE_SETTINGS
    ours = tmp_path / "settings-zh"
    configure_lab.configure(tmp_path)  # (no bundles to patch in tmp_path: reported, ignored)
    shutil.copytree(tmp_path / configure_lab.CHINESE_SETTINGS, ours)
    port, token = free_port(), "make-lab-test"
    command = [
        *(arg for arg in command if not arg.startswith(("--ServerApp.port=", "--LabApp.app_s"))),
        f"--LabApp.app_settings_dir={ours}",
        f"--ServerApp.port={port}",
        f"--IdentityProvider.token={token}",
        "--no-browser",
        "--LabApp.news_url=",
        "--LabServerApp.announcements_url=",
    ]
    env = dict(_env(), JUPYTER_CONFIG_DIR=str(tmp_path / "c"), JUPYTER_DATA_DIR=str(tmp_path / "d"))
    base = f"http://127.0.0.1:{port}"
    with running(command, cwd=ROOT, env=env, ready_url=f"{base}/api/status?token={token}"):
        start = _option(command, "LabApp.default_url").removeprefix("/lab/tree/")
        with urllib.request.urlopen(
            f"{base}/api/contents/{start}?content=0&token={token}", timeout=30
        ) as response:
            model = json.loads(response.read().decode())
        assert model["type"] == "notebook" and model["path"] == start
        for plugin, key, value in [
            ("@jupyterlab/translation-extension:plugin", "locale", "zh_CN"),
            ("@jupyterlab/docmanager-extension:plugin", "autosave", False),  # Discard keeps
        ]:
            url = f"{base}/lab/api/settings/{plugin}?token={token}"
            with urllib.request.urlopen(url, timeout=30) as response:
                schema = json.loads(response.read().decode())["schema"]  # overrides: defaults
                assert schema["properties"][key]["default"] == value, plugin
        # and `/` sends the browser to that page
        request = urllib.request.Request(f"{base}/?token={token}")
        with urllib.request.urlopen(request, timeout=30) as response:
            assert response.url.split("?")[0] == f"{base}/lab/tree/{start}"


def _git(cwd: Path, *args: str) -> str:
    return subprocess.run(
        ["git", *args], cwd=cwd, check=True, capture_output=True, text=True, env=_env()
    ).stdout


def test_reset_chapter_restores_the_file_and_keeps_the_students_version(tmp_path):
    repo = tmp_path / "repo"
    (repo / "notebooks" / "zh").mkdir(parents=True)
    shutil.copy(ROOT / "Makefile", repo / "Makefile")
    chapter, chinese = repo / "notebooks/02_x.ipynb", repo / "notebooks/zh/02_x.ipynb"
    other = repo / "notebooks/03_y.ipynb"
    for path in (chapter, chinese, other):
        path.write_text('{"pristine": true}\n')
    _git(repo, "init", "-q")
    _git(repo, "add", ".")
    _git(repo, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "start")
    chapter.write_text('{"student": "work"}\n')
    other.write_text('{"student": "other chapter"}\n')

    refused = subprocess.run(
        [MAKE, "reset-chapter"], cwd=repo, env=_env(), capture_output=True, text=True
    )
    assert refused.returncode != 0 and "N=02" in refused.stdout + refused.stderr
    assert chapter.read_text() == '{"student": "work"}\n'

    done = subprocess.run(
        [MAKE, "reset-chapter", "N=02"], cwd=repo, env=_env(), capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    assert chapter.read_text() == '{"pristine": true}\n'
    assert chinese.read_text() == '{"pristine": true}\n'
    assert other.read_text() == '{"student": "other chapter"}\n'  # another chapter untouched
    saved = list((repo / "build/saved").rglob("*.ipynb"))
    assert [p.relative_to(repo / "build/saved").parts[1:] for p in saved] == [
        ("notebooks", "02_x.ipynb")
    ]
    assert saved[0].read_text() == '{"student": "work"}\n'
    assert _git(repo, "status", "--porcelain", "notebooks/") == " M notebooks/03_y.ipynb\n"
