"""`make slides` builds one offline reveal.js deck per notebook, matching its slide metadata."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from urllib.parse import unquote, urlparse

import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
CDN_HOSTS = re.compile(r"unpkg\.com|cdnjs\.cloudflare\.com|cdn\.jsdelivr\.net|code\.jquery\.com")
LOADED = re.compile(r"""<(?:script|link)\b[^>]*?\b(?:src|href)=["']([^"']+)["']""")
SECTION = re.compile(r"<section\b[^>]*>|</section>")


@pytest.fixture(scope="module")
def decks(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("slides")
    subprocess.run(
        [sys.executable, str(ROOT / "tools" / "build_slides.py"), "--out", str(out)],
        check=True,
        capture_output=True,
    )
    return out


def _sections(deck: str) -> tuple[int, int]:
    """Return (top-level sections, nested sections) of a reveal.js deck."""
    depth = top = nested = 0
    for tag in SECTION.findall(deck):
        if tag.startswith("</"):
            depth -= 1
            continue
        top += depth == 0
        nested += depth > 0
        depth += 1
    assert depth == 0, "unbalanced <section> tags"
    return top, nested


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda path: path.name)
def test_deck_has_one_section_per_slide_and_subslide(decks, notebook):
    nb = nbformat.read(notebook, as_version=4)
    kinds = [cell.metadata["slideshow"]["slide_type"] for cell in nb.cells]
    slides, subslides = kinds.count("slide"), kinds.count("subslide")
    deck = (decks / notebook.name.replace(".ipynb", ".slides.html")).read_text(encoding="utf-8")
    # reveal.js nests: <section> per slide, inside it one <section> per (sub)slide.
    assert _sections(deck) == (slides, slides + subslides)


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda path: path.name)
def test_deck_loads_nothing_from_a_cdn(decks, notebook):
    deck_path = decks / notebook.name.replace(".ipynb", ".slides.html")
    deck = deck_path.read_text(encoding="utf-8")
    assert not CDN_HOSTS.search(deck), "a CDN address remains in the deck"
    targets = LOADED.findall(deck)
    assert targets, "the deck loads no scripts at all?"
    for target in targets:
        parsed = urlparse(target)
        assert parsed.scheme in {"", "data"}, f"remote resource {target}"
        if parsed.scheme == "":
            assert (deck_path.parent / unquote(parsed.path)).is_file(), f"missing {target}"
    for script in re.findall(r"widgetRendererSrc = '([^']+)'", deck):
        assert (deck_path.parent / script).is_file(), f"missing widget renderer {script}"
    theme = re.search(r'href="([^"]+/theme/[^"]+\.css)"', deck)
    assert theme, "no reveal.js theme linked"
    css = (deck_path.parent / theme.group(1)).read_text(encoding="utf-8")
    assert "http" not in "".join(re.findall(r"@import[^;]*;", css)), "the theme imports web fonts"


def test_widget_state_is_embedded(decks):
    with_widgets = [
        path for path in NOTEBOOKS if "widgets" in nbformat.read(path, as_version=4).metadata
    ]
    assert with_widgets, "no notebook stores widget state: run `make execute`"
    for notebook in with_widgets:
        deck = (decks / notebook.name.replace(".ipynb", ".slides.html")).read_text("utf-8")
        assert "application/vnd.jupyter.widget-state+json" in deck, notebook.name


def test_index_page_links_every_deck(decks):
    index = (decks / "index.html").read_text(encoding="utf-8")
    for notebook in NOTEBOOKS:
        assert f'href="{notebook.stem}.slides.html"' in index
