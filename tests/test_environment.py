"""The set-up files agree with each other: pyproject.toml, environment.yml, Makefile, .ci/run."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def _normalise(requirement: str) -> str:
    """Compare requirement strings without caring about spaces, case or _ versus -."""
    requirement = requirement.replace(" ", "")
    match = re.match(r"([A-Za-z0-9_.\-]+)(.*)", requirement)
    assert match, f"cannot parse requirement {requirement!r}"
    name, rest = match.groups()
    return re.sub(r"[-_.]+", "-", name).lower() + rest


def _environment_pip_lines() -> list[str]:
    """The entries under ``- pip:`` in environment.yml (a tiny parser: no PyYAML needed)."""
    lines = (ROOT / "environment.yml").read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if line.strip() == "- pip:")
    indent = len(lines[start]) - len(lines[start].lstrip())
    entries = []
    for line in lines[start + 1 :]:
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if len(line) - len(line.lstrip()) <= indent:
            break
        entries.append(line.strip().removeprefix("- ").strip())
    return entries


def test_environment_yml_lists_exactly_what_a_reader_needs():
    """The core dependencies and the `notebooks` extra, nothing from `test` or `book`."""
    project = _pyproject()["project"]
    extras = project["optional-dependencies"]
    wanted = {_normalise(r) for r in project["dependencies"]}
    for name in ("notebooks", "fast"):  # fast: numba, for the octal explorer at research sizes
        wanted |= {_normalise(r) for r in extras[name]}
    entries = _environment_pip_lines()
    listed = {_normalise(e) for e in entries if not e.startswith("-e")}
    assert listed - wanted == set(), "in environment.yml but not in pyproject.toml"
    assert wanted - listed == set(), "in pyproject.toml but not in environment.yml"
    assert "-e ." in entries, "environment.yml must install the package itself"
    tools_only = {
        _normalise(r)
        for name in ("test", "book")
        for r in extras[name]
        if _normalise(r) not in wanted
    }
    assert not listed & tools_only, "environment.yml installs test or book tools"


def test_environment_yml_header():
    text = (ROOT / "environment.yml").read_text(encoding="utf-8")
    assert re.search(r"^name: \S+", text, re.M)
    assert "conda-forge" in text
    python = re.search(r"- python=(\d+)\.(\d+)", text)
    assert python, "environment.yml must pin a python version"
    minimum = re.search(r">=(\d+)\.(\d+)", _pyproject()["project"]["requires-python"])
    assert tuple(map(int, python.groups())) >= tuple(map(int, minimum.groups()))


@pytest.mark.parametrize(
    "package",
    ["jupyterlab", "ipywidgets", "matplotlib", "jupyterlab-slideshow", "ipykernel", "nbconvert"],
)
def test_notebook_extra_has_what_lab_needs(package):
    names = {
        _normalise(r).split(">")[0].split("<")[0].split("=")[0]
        for r in _pyproject()["project"]["optional-dependencies"]["notebooks"]
    }
    assert package in names


def test_networkx_is_a_core_dependency():
    assert any(r.startswith("networkx") for r in _pyproject()["project"]["dependencies"])


def test_makefile_installs_the_extras_it_needs():
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert "pip install" in makefile
    assert ".[notebooks,test,book,fast,classroom]" in makefile
    for target in ("lab:", "test:", "clean:"):
        assert re.search(rf"^{target}", makefile, re.M), f"Makefile has no {target} target"
    lab_recipe = makefile.split("\nlab:", 1)[1].split("\n\n", 1)[0]
    assert "127.0.0.1" in lab_recipe
    assert "token" not in lab_recipe.lower(), "make lab must keep Jupyter's normal token auth"


def test_make_test_spreads_files_not_cells_over_workers():
    """nbval runs a notebook's cells in order in one kernel: xdist must keep a file together."""
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    recipe = makefile.split("\ntest:", 1)[1].split("\n\n", 1)[0]
    assert "-n $(TEST_WORKERS)" in recipe and "--dist loadfile" in recipe
    assert any(
        r.startswith("pytest-xdist")
        for r in _pyproject()["project"]["optional-dependencies"]["test"]
    )


def test_ci_runs_make_test():
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    commands = [
        line.strip()
        for line in script.splitlines()
        if line.strip() and not line.lstrip().startswith("#")
    ]
    assert "make test" in commands
    assert (ROOT / ".ci" / "run").stat().st_mode & 0o111, ".ci/run must be executable"


def test_readme_gives_the_two_commands():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "make lab" in readme
    assert "make test" in readme
    assert "environment.yml" in readme


def test_no_installed_package_is_a_pre_release():
    """A fresh install gets released versions only (no a/b/rc/dev), whatever a bound allows."""
    from importlib.metadata import distributions

    from packaging.version import Version

    pre = sorted(
        f"{dist.metadata['Name']} {dist.version}"
        for dist in distributions()
        if Version(dist.version).is_prerelease
    )
    assert pre == [], f"pre-releases installed: {pre}; bound them in pyproject.toml"
