"""Classroom links: the README's Binder badge and per-chapter Colab links are generated."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import notebook_navigation as navigation  # noqa: E402


@pytest.mark.parametrize(
    ("address", "slug"),
    [
        ("https://github.com/someone/impartial-games", "someone/impartial-games"),
        ("https://github.com/someone/impartial-games.git", "someone/impartial-games"),
        ("https://github.com/some.one/games/", "some.one/games"),
        ("https://gitlab.com/someone/games", None),
        ("", None),
        (None, None),
    ],
)
def test_github_slug(address, slug):
    assert navigation.github_slug(address) == slug


def test_binder_and_colab_addresses():
    assert navigation.binder_url("o/r") == (
        "https://mybinder.org/v2/gh/o/r/main?urlpath=lab/tree/notebooks/00_index.ipynb"
    )
    assert navigation.colab_url("o/r", "02_bash_and_nim") == (
        "https://colab.research.google.com/github/o/r/blob/main/notebooks/02_bash_and_nim.ipynb"
    )


def test_chapter_table_links_only_existing_chapters():
    table = navigation.readme_chapters_markdown("o/r")
    existing = {path.stem for path in (ROOT / "notebooks").glob("*.ipynb")}
    for stem, _, _ in navigation.CHAPTERS:
        colab = navigation.colab_url("o/r", stem)
        assert (colab in table) == (stem in existing), stem
        assert (f"(notebooks/{stem}.ipynb)" in table) == (stem in existing), stem


def test_classroom_block_with_and_without_a_repository():
    with_repo = navigation.readme_classroom_markdown("o/r")
    assert navigation.binder_url("o/r") in with_repo and "environment.yml" in with_repo
    assert "pip install git+https://github.com/o/r" in with_repo
    assert "Repository" in navigation.readme_classroom_markdown(None)


def test_readme_blocks_are_generated_and_current():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for name in ("chapters", "classroom"):
        assert f"<!-- {name} -->" in readme and f"<!-- /{name} -->" in readme
    assert navigation.updated_readme() == readme, "run `make navigation`"
