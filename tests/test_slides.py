"""`make slides` builds one offline reveal.js deck per notebook, matching its slide metadata.

The decks are built once into a temporary folder, linking a stand-in website (one page per
chapter) so that the links back to the chapter pages can be checked; the browser test
takes screenshots into ``build/artifacts/``.
"""

from __future__ import annotations

import html
import re
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlparse

import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "build" / "artifacts"
sys.path.insert(0, str(ROOT / "tools"))
from notebook_navigation import CHAPTERS  # noqa: E402

NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
# the Chinese edition (README, 中文版): `make slides` writes its decks into zh/
ZH_NOTEBOOKS = sorted((ROOT / "notebooks" / "zh").glob("*.ipynb"))
CHINESE = re.compile(r"[\u4e00-\u9fff]")
CDN_HOSTS = re.compile(r"unpkg\.com|cdnjs\.cloudflare\.com|cdn\.jsdelivr\.net|code\.jquery\.com")
LOADED = re.compile(r"""<(?:script|link)\b[^>]*?\b(?:src|href)=["']([^"']+)["']""")
SECTION = re.compile(r"<section\b[^>]*>|</section>")


@pytest.fixture(scope="module")
def decks(tmp_path_factory) -> Path:
    """The decks in ``site/slides/``, beside a stand-in website with a page per chapter."""
    site = tmp_path_factory.mktemp("site")
    for notebook in NOTEBOOKS:
        (site / f"{notebook.stem}.html").write_text(f"<h1>{notebook.stem}</h1>", "utf-8")
    (site / "zh").mkdir()
    for notebook in ZH_NOTEBOOKS:
        (site / "zh" / f"{notebook.stem}.html").write_text(f"<h1>{notebook.stem}</h1>", "utf-8")
    out = site / "slides"
    subprocess.run(
        [
            sys.executable,
            str(ROOT / "tools" / "build_slides.py"),
            "--out",
            str(out),
            "--book",
            str(site),
        ],
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


def test_index_page_is_a_styled_landing_page(decks):
    index = (decks / "index.html").read_text(encoding="utf-8")
    assert '<meta name="viewport" content="width=device-width, initial-scale=1">' in index
    assert "<style>" in index and "@media (max-width:" in index  # a phone gets its own sizes
    fonts = re.search(r'@import url\("([^"]+)"\)', index)
    assert fonts and fonts.group(1).endswith("source-sans-pro.css"), "not the decks' font"
    assert (decks / fonts.group(1)).is_file(), fonts.group(1)
    for stem, title, summary in CHAPTERS:
        if not (ROOT / "notebooks" / f"{stem}.ipynb").exists():
            continue
        number = "☰" if stem == "00_index" else f"{int(stem[:2])}{stem.split('_')[0][2:]}"
        entry = re.search(rf'<a href="{stem}\.slides\.html">(.*?)</a>', index, re.S)
        assert entry, stem
        assert f'<span class="number">{number}</span>' in entry.group(1)
        assert f'<span class="title">{html.escape(title)}</span>' in entry.group(1)
        assert f'<span class="summary">{html.escape(summary)}</span>' in entry.group(1)


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda path: path.name)
def test_deck_links_back_to_its_chapter_page_and_the_index(decks, notebook):
    deck = (decks / notebook.name.replace(".ipynb", ".slides.html")).read_text("utf-8")
    nav = re.search(r'<nav [^>]*class="deck-links"[^>]*>(.*?)</nav>', deck, re.S)
    assert nav, "no links back"
    links = dict(re.findall(r'<a class="([\w-]+)" href="([^"]+)"', nav.group(1)))
    assert links["deck-index-link"] == "index.html"
    assert links["deck-chapter-link"] == f"../{notebook.stem}.html"
    assert (decks / links["deck-chapter-link"]).is_file()


def test_chinese_decks_have_their_index_and_links_in_chinese(decks):
    if not ZH_NOTEBOOKS:
        pytest.skip("no Chinese notebook is built yet")
    import build_slides

    assert build_slides.chinese_notebooks() == [  # what make slides builds, in order
        path for path in ZH_NOTEBOOKS if path in build_slides.chinese_notebooks()
    ]
    assert sorted(build_slides.chinese_notebooks()) == ZH_NOTEBOOKS
    zh = decks / "zh"
    assert 'href="zh/index.html"' in (decks / "index.html").read_text(encoding="utf-8")
    index = (zh / "index.html").read_text(encoding="utf-8")
    assert '<html lang="zh-CN">' in index and 'href="../index.html"' in index
    titles = build_slides.chinese_titles()
    for notebook in ZH_NOTEBOOKS:
        entry = re.search(rf'<a href="{notebook.stem}\.slides\.html">(.*?)</a>', index, re.S)
        assert entry, notebook.name
        title = titles[notebook.stem][0]
        assert CHINESE.search(title) and f'<span class="title">{html.escape(title)}</span>' in (
            entry.group(1)
        )
        deck = (zh / f"{notebook.stem}.slides.html").read_text(encoding="utf-8")
        nav = re.search(r'<nav [^>]*class="deck-links"[^>]*>(.*?)</nav>', deck, re.S)
        links = dict(re.findall(r'<a class="([\w-]+)" href="([^"]+)"', nav.group(1)))
        assert links["deck-chapter-link"] == f"../../zh/{notebook.stem}.html"
        assert (zh / links["deck-chapter-link"]).is_file()
        assert "全部幻灯片" in nav.group(1) and "网站上的" in nav.group(1)


def test_chinese_deck_in_a_browser(browser, decks):
    """A Chinese deck (static) shows Chinese text on its slides."""
    if not ZH_NOTEBOOKS:
        pytest.skip("no Chinese notebook is built yet")
    chapter = next((p for p in ZH_NOTEBOOKS if p.stem != "00_index"), ZH_NOTEBOOKS[0])
    page = browser.new_page(viewport={"width": 1280, "height": 720})
    page.goto((decks / "zh" / "index.html").as_uri())
    assert page.locator("ol.decks li").count() == len(ZH_NOTEBOOKS)
    page.screenshot(path=str(ARTIFACTS / "slides_index_zh.png"), full_page=True)
    page.goto((decks / "zh" / f"{chapter.stem}.slides.html").as_uri())
    present = page.locator(".reveal .slides section.present").first
    present.wait_for(timeout=60_000)  # reveal.js has laid the deck out
    shown = present.inner_text()
    assert CHINESE.search(shown), shown[:200]
    page.screenshot(path=str(ARTIFACTS / "slides_deck_zh.png"))
    page.close()


def test_without_a_website_a_deck_links_the_index_only(tmp_path):
    import build_slides

    (deck,) = build_slides.build(
        ["00_index.ipynb"], tmp_path / "slides", None, pages=tmp_path / "no-site"
    )
    text = deck.read_text(encoding="utf-8")
    assert 'class="deck-index-link" href="index.html"' in text
    assert "deck-chapter-link" not in text


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda path: path.name)
def test_every_figure_in_a_deck_has_alt_text(decks, notebook):
    deck = (decks / notebook.name.replace(".ipynb", ".slides.html")).read_text("utf-8")
    for image in image_attributes(deck):
        alt = (image.get("alt") or "").strip()
        assert alt, f"no alt text: {image.get('src', '')[:80]}"
        assert alt != "No description has been provided for this image"


class _Images(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.images: list[dict[str, str | None]] = []

    def handle_starttag(self, tag, attrs):
        if tag == "img":
            self.images.append(dict(attrs))


def image_attributes(page: str) -> list[dict[str, str | None]]:
    """The attributes of every ``<img>`` of an HTML page (however its quotes are written)."""
    parser = _Images()
    parser.feed(page)
    return parser.images


def _reveal(page, script: str):
    """Run ``script`` with ``Reveal`` bound (the decks load reveal.js through require.js)."""
    return page.evaluate(
        "(script) => { const defined = requirejs.s.contexts._.defined;"
        " const Reveal = defined[Object.keys(defined).find(k => k.endsWith('dist/reveal.js'))];"
        " return new Function('Reveal', script)(Reveal); }",
        script,
    )


def test_decks_in_a_browser(browser, decks):
    """The landing page (projector and phone), a deck's links back, a clicked widget's note."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page = browser.new_page(viewport={"width": 1280, "height": 720})
    errors = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(str(error)))

    page.goto((decks / "index.html").as_uri())
    entries = page.locator("ol.decks li")
    assert entries.count() == len(NOTEBOOKS)
    family = page.evaluate("getComputedStyle(document.body).fontFamily")
    assert "Source Sans Pro" in family
    assert page.evaluate("document.fonts.check('22px \"Source Sans Pro\"')")
    page.screenshot(path=str(ARTIFACTS / "slides_index.png"), full_page=True)
    phone = browser.new_page(viewport={"width": 390, "height": 844})
    phone.goto((decks / "index.html").as_uri())
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390, "cut on a phone"
    phone.screenshot(path=str(ARTIFACTS / "slides_index_phone.png"))
    phone.close()

    entries.nth(2).locator("a").click()  # chapter 2
    page.wait_for_url("**/02_bash_and_nim.slides.html*")
    widget = page.locator(".jupyter-widgets.jp-OutputArea-output").first
    widget.locator(".jupyter-widgets").first.wait_for(state="attached", timeout=60_000)
    back = page.locator("nav.deck-links a.deck-chapter-link")
    assert back.is_visible() and back.inner_text().startswith("← Chapter 2")
    assert page.locator("nav.deck-links a.deck-index-link").is_visible()
    page.screenshot(path=str(ARTIFACTS / "slides_deck_with_links.png"))

    _reveal(
        page,
        "const area = document.querySelector('.jupyter-widgets.jp-OutputArea-output');"
        " const i = Reveal.getIndices(area.closest('section')); Reveal.slide(i.h, i.v);",
    )
    widget.locator(".jupyter-widgets").first.wait_for(state="visible")
    page.wait_for_timeout(800)  # the slide transition
    assert page.locator(".static-widget-note").count() == 0
    widget.locator(".jupyter-widgets").first.click()
    note = widget.locator(".static-widget-note")
    note.wait_for(state="visible")
    assert "runs live in JupyterLab" in note.inner_text()
    assert "make lab" in note.inner_text() and "02_bash_and_nim.ipynb" in note.inner_text()
    page.screenshot(path=str(ARTIFACTS / "slides_widget_clicked.png"))
    note.click()
    assert widget.locator(".static-widget-note").count() == 0

    page.locator("nav.deck-links a.deck-index-link").click()
    page.wait_for_url("**/slides/index.html")
    page.go_back()
    page.locator("nav.deck-links a.deck-chapter-link").click()
    page.wait_for_url("**/02_bash_and_nim.html")
    page.close()
    assert errors == [], errors
