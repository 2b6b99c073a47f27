"""`make book`: the website builds without warnings, offline, and works in a real browser.

The site is built once per run (``tools/build_book.py --strict``: Sphinx's
``-W``) into a temporary folder, from the stored outputs.  The browser test
serves it on 127.0.0.1 and drives Debian's Chromium with Playwright, like
``tests/test_browser.py``; screenshots go to ``build/artifacts/``.
"""

from __future__ import annotations

import html
import json
import os
import re
import shutil
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlparse

import nbformat
import pytest
from lab_process import free_port, running

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import build_book  # noqa: E402
from build_book import DETAILS, book_notebook, chapters_table, switch_target  # noqa: E402
from figure_alt import alt_texts  # noqa: E402
from notebook_navigation import CHAPTERS, NAVIGATION_MARK  # noqa: E402

ARTIFACTS = ROOT / "build" / "artifacts"
NOTEBOOKS = [
    ROOT / "notebooks" / f"{stem}.ipynb"
    for stem, _, _ in CHAPTERS
    if (ROOT / "notebooks" / f"{stem}.ipynb").exists()
]
# the Chinese edition (notebooks/zh/, README 中文版): built under zh/ with its decks in slides/zh/
ZH_NOTEBOOKS = [
    ROOT / "notebooks" / "zh" / f"{stem}.ipynb"
    for stem, _, _ in CHAPTERS
    if (ROOT / "notebooks" / "zh" / f"{stem}.ipynb").exists()
]
# a Chinese search term and the chapter it must find; 齐肯多夫 (Zeckendorf) is the term,
# tested once chapter 4 is translated, the others meanwhile
ZH_SEARCH = [("齐肯多夫", "04_fibonacci_and_zeckendorf"), ("删边游戏", "08_hackenbush")]
CDN_HOSTS = re.compile(
    r"unpkg\.com|cdnjs\.cloudflare\.com|cdn\.jsdelivr\.net|code\.jquery\.com|"
    r"fonts\.googleapis\.com|fonts\.gstatic\.com|mathjax\.org"
)
LOADED = re.compile(r"""<(?:script|link|img)\b[^>]*?\b(?:src|href)=["']([^"']+)["']""")
IN_CI = os.environ.get("CI") == "true"


def _cells(notebook: Path, tag: str, kind: str | None = None) -> list[nbformat.NotebookNode]:
    return [
        cell
        for cell in nbformat.read(notebook, as_version=4).cells
        if tag in cell.metadata.get("tags", []) and (kind is None or cell.cell_type == kind)
    ]


def _text(page: str) -> str:
    """The visible text of a page: tags dropped, entities decoded."""
    page = re.sub(r"<script\b.*?</script>", "", page, flags=re.S)
    return html.unescape(re.sub(r"<[^>]+>", "", page))


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    """The website, built with warnings as errors; returns its html folder."""
    if shutil.which("jupyter-book", path=str(Path(sys.executable).parent)) is None:
        if IN_CI:
            pytest.fail("jupyter-book is not installed (the `book` extra)", pytrace=False)
        pytest.skip("jupyter-book is not installed: pip install -e '.[book]'")
    out = tmp_path_factory.mktemp("book")
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "build_book.py"), "--out", str(out), "--strict"],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, f"the book build failed:\n{result.stdout}\n{result.stderr}"
    # its last words say how to serve the site (opened as a file, search finds titles only)
    assert build_book.how_to_open(out / "html" / "index.html") in result.stdout
    return out / "html"


# ---- the transformed copy, without building -------------------------------------------------


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda path: path.name)
def test_book_copy_drops_answer_keys_and_navigation_and_folds_solutions(notebook):
    original = nbformat.read(notebook, as_version=4)
    copy = book_notebook(original, notebook.stem)
    assert not any("answer-key" in c.metadata.get("tags", []) for c in copy.cells)
    assert not any(
        c.cell_type == "markdown" and c.source.startswith(NAVIGATION_MARK) for c in copy.cells
    )
    for cell in copy.cells:
        if "solution" in cell.metadata.get("tags", []):
            if cell.cell_type == "code":
                assert "hide-cell" in cell.metadata.tags
            else:
                assert "````{dropdown} " in cell.source
        assert not DETAILS.search(cell.source), "a <details> block was left as HTML"
    kept = [c for c in original.cells if "answer-key" not in c.metadata.get("tags", [])]
    kept = [c for c in kept if not c.source.startswith(NAVIGATION_MARK)]
    added = 0 if notebook.stem == "00_index" else 1  # the slide-deck link under the title
    assert len(copy.cells) == len(kept) + added
    assert original == nbformat.read(notebook, as_version=4), "the notebook itself changed"


@pytest.mark.parametrize(
    "notebook", NOTEBOOKS + ZH_NOTEBOOKS, ids=lambda path: path.relative_to(ROOT / "notebooks")
)
def test_book_copy_shows_no_unattempted_checker_output(notebook):
    """The site's reader cannot run a checker: its stored "❌ not attempted" is a note (in
    Chinese in the Chinese edition)."""
    original = nbformat.read(notebook, as_version=4)
    language = "zh" if notebook.parent.name == "zh" else "en"
    copy = book_notebook(original, notebook.stem, language)
    stored = sum(
        "❌" in str(output.get("data", {}).get("text/plain", "")) + str(output.get("text", ""))
        for cell in original.cells
        if "exercise" in cell.metadata.get("tags", [])
        for output in cell.get("outputs", [])
    )
    notes = 0
    for cell in copy.cells:
        for output in cell.get("outputs", []):
            text = str(output.get("data", {}).get("text/plain", "")) + str(output.get("text", ""))
            assert "❌" not in text, f"a stored checker output is shown: {text}"
            note = output.get("data", {}).get("text/html", "")
            notes += 'class="checker-note"' in note
            if 'class="checker-note"' in note:
                assert ("make lab LANG=zh" in note) == (language == "zh"), note
    assert notes == stored


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda path: path.name)
def test_book_copy_gives_every_figure_alt_text(notebook):
    written = {entry["en"] for entry in alt_texts().get(notebook.stem, {}).values()}
    copy = book_notebook(nbformat.read(notebook, as_version=4), notebook.stem)
    for cell in copy.cells:
        if any("image/png" in o.get("data", {}) for o in cell.get("outputs", [])):
            alt = cell.metadata.get("mystnb", {}).get("image", {}).get("alt", "")
            assert alt in written, cell.source[:80]  # i18n/figure_alt.toml, not derived


WORKED = (
    "**Answer.** $\\operatorname{mex}\\{0, 2\\} = 1$, so the first player wins.\n\n"
    "$$x \\oplus y = 0$$"
)
OLD_FORM = nbformat.v4.new_markdown_cell(WORKED, metadata={"tags": ["solution"]})
NEW_FORM = nbformat.v4.new_markdown_cell(
    "Try it first.\n\n<details><summary>Worked solution</summary>\n\n"
    + WORKED
    + "\n\n</details>\n\nThen go on."
)


@pytest.mark.parametrize("cell", [OLD_FORM, NEW_FORM], ids=["tagged-cell", "details-block"])
def test_solution_dropdown_handles_both_forms(cell):
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("# T"), cell])
    source = book_notebook(notebook, "00_index").cells[1].source
    assert "<details" not in source and "<summary" not in source
    fence = re.search(r"^(`{4,})\{dropdown\} Worked solution\n(.*?)\n\1$", source, re.M | re.S)
    assert fence, source
    assert fence.group(2).strip() == WORKED
    if cell is NEW_FORM:
        assert source.startswith("Try it first.") and source.endswith("Then go on.")


def _sphinx_page(tmp_path: Path, markdown: str) -> str:
    """``markdown`` rendered by Sphinx with the site's MyST settings; the page's HTML."""
    from sphinx.cmd.build import build_main

    src = tmp_path / "src"
    src.mkdir()
    (src / "conf.py").write_text(
        "extensions = ['myst_parser', 'sphinx_design']\n"
        "myst_enable_extensions = ['amsmath', 'colon_fence', 'dollarmath']\n"
        "myst_dmath_double_inline = True\n",
        encoding="utf-8",
    )
    (src / "index.md").write_text(markdown, encoding="utf-8")
    assert build_main(["-b", "html", "-q", "-W", str(src), str(tmp_path / "html")]) == 0
    return (tmp_path / "html" / "index.html").read_text(encoding="utf-8")


@pytest.mark.parametrize("cell", [OLD_FORM, NEW_FORM], ids=["tagged-cell", "details-block"])
def test_solution_dropdown_renders_closed_with_its_math(cell, tmp_path):
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("# T"), cell])
    source = book_notebook(notebook, "00_index").cells[1].source
    page = _sphinx_page(tmp_path, "# A page\n\n" + source + "\n")
    dropdown = re.search(r'<details class="[^"]*sd-dropdown[^"]*"(.*?)</details>', page, re.S)
    assert dropdown, "no dropdown"
    assert " open" not in dropdown.group(0).split(">")[0], "the solution is not folded"
    assert "Worked solution" in dropdown.group(1)
    assert dropdown.group(1).count('class="math notranslate nohighlight"') == 2
    assert "$" not in re.sub(r"<[^>]+>", "", dropdown.group(1))


def test_chapter_table_lists_every_notebook_with_its_deck():
    table = chapters_table()
    for notebook in NOTEBOOKS:
        assert f"]({notebook.name})" in table
        assert f'href="slides/{notebook.stem}.slides.html"' in table


# ---- the built site ------------------------------------------------------------------------


def test_every_chapter_has_a_page_and_a_deck(site):
    assert "intro.html" in (site / "index.html").read_text(encoding="utf-8")
    intro = (site / "intro.html").read_text(encoding="utf-8")
    for notebook in NOTEBOOKS:
        assert (site / f"{notebook.stem}.html").is_file(), notebook.name
        assert (site / "slides" / f"{notebook.stem}.slides.html").is_file(), notebook.name
        assert f'href="{notebook.stem}.html"' in intro
        assert f'href="slides/{notebook.stem}.slides.html"' in intro
    for target in ("00_index.html#sources", "00_index.html#glossary"):
        assert f'href="{target}"' in intro
    for licence in ("LICENSE.txt", "LICENSE-CONTENT.txt"):
        assert f'href="{licence}"' in intro
        assert (site / licence).read_text(encoding="utf-8") == (
            ROOT / licence.removesuffix(".txt")
        ).read_text(encoding="utf-8")
    assert "creativecommons.org/licenses/by/4.0" in intro


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda path: path.name)
def test_pages_hide_answer_keys_and_fold_solutions(site, notebook):
    page = (site / f"{notebook.stem}.html").read_text(encoding="utf-8")
    text = _text(page)
    for cell in _cells(notebook, "answer-key"):
        assert cell.source.strip() not in text, "an answer key is shown"
    assert " · [Contents](00_index.ipynb)" not in text and "<!-- navigation" not in page
    code, prose = _cells(notebook, "solution", "code"), _cells(notebook, "solution", "markdown")
    assert page.count('<details class="admonition hide above-input"') == len(code)
    markdown = [c for c in nbformat.read(notebook, as_version=4).cells if c.cell_type == "markdown"]
    blocks = sum(len(DETAILS.findall(c.source)) for c in markdown)  # the new form
    old = sum(not DETAILS.search(c.source) for c in prose)  # the old form: the whole cell
    assert page.count('<details class="sd-sphinx-override sd-dropdown') == old + blocks


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda path: path.name)
def test_pages_show_figures_and_widget_state(site, notebook):
    nb = nbformat.read(notebook, as_version=4)
    page = (site / f"{notebook.stem}.html").read_text(encoding="utf-8")
    figures = sum(
        "image/png" in output.get("data", {})
        for cell in nb.cells
        if "answer-key" not in cell.metadata.get("tags", [])
        for output in cell.get("outputs", [])
    )
    assert len(re.findall(r'<img [^>]*src="_images/', page)) >= figures
    if nb.metadata.get("widgets"):
        assert '<script type="application/vnd.jupyter.widget-state+json">' in page


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda path: path.name)
def test_every_formula_is_parsed_as_math(site, notebook):
    """A "$" left in the prose means MyST read a formula differently from JupyterLab."""
    page = (site / f"{notebook.stem}.html").read_text(encoding="utf-8")
    page = re.sub(r"<pre\b.*?</pre>", "", page, flags=re.S)
    page = re.sub(r'class="math notranslate nohighlight">.*?</(span|div)>', "", page, flags=re.S)
    prose = _text(page)
    assert "$" not in prose, prose[max(prose.index("$") - 80, 0) : prose.index("$") + 80]


def _pages(site: Path) -> list[Path]:
    """Every page of both editions and every deck."""
    folders = (site, site / "slides", site / "zh", site / "slides" / "zh")
    return [path for folder in folders for path in sorted(folder.glob("*.html"))]


def test_no_page_loads_anything_from_a_cdn(site):
    pages = _pages(site)
    assert len(pages) > len(NOTEBOOKS) * 2
    for path in pages:
        page = path.read_text(encoding="utf-8")
        assert not CDN_HOSTS.search(page), f"{path.name} names a CDN"
        for target in LOADED.findall(page):
            parsed = urlparse(target)
            if parsed.scheme in {"http", "https"}:
                # only plain links may leave the site (licence, Binder...), never a script
                assert not re.search(rf"<(?:script|img)[^>]*{re.escape(target)}", page), target
                continue
            if parsed.scheme == "data" or target.startswith("#"):
                continue
            assert (path.parent / unquote(parsed.path)).exists(), f"{path.name}: missing {target}"


class _Images(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.images: list[dict[str, str | None]] = []

    def handle_starttag(self, tag, attrs):
        if tag == "img":
            self.images.append(dict(attrs))


def test_every_image_on_the_site_has_alt_text(site):
    pages = _pages(site)
    written = {
        text for cells in alt_texts().values() for e in cells.values() for text in e.values()
    }
    figures = 0
    for path in pages:
        parser = _Images()
        parser.feed(path.read_text(encoding="utf-8"))
        for image in parser.images:
            alt, src = (image.get("alt") or "").strip(), image.get("src") or ""
            assert alt, f"{path.name}: no alt text on {src[:80]}"
            assert alt != src and not alt.startswith("_images/"), f"{path.name}: alt = file name"
            assert alt != "No description has been provided for this image", path.name
            figures += alt in written
    assert figures >= 2 * 2 * 50, "the chapters' figures (site and decks) are not all described"


def test_widget_script_is_loaded_only_after_require_js(site):
    """``widgets-offline.js`` calls ``require``: a page without require.js must not load it."""
    for path in sorted(site.glob("*.html")) + sorted((site / "zh").glob("*.html")):
        scripts = re.findall(r'<script\b[^>]*\bsrc="([^"]+)"', path.read_text("utf-8"))
        names = [script.split("?")[0].rsplit("/", 1)[-1] for script in scripts]
        if "widgets-offline.js" in names:
            assert "require.js" in names[: names.index("widgets-offline.js")], path.name


# ---- the Chinese edition -------------------------------------------------------------------


def test_chinese_edition_has_a_page_and_a_deck_per_chinese_notebook(site):
    if not ZH_NOTEBOOKS:
        pytest.skip("no Chinese notebook is built yet")
    zh = site / "zh"
    assert "00_index.html" in (zh / "index.html").read_text(encoding="utf-8")
    built = sorted(path.stem for path in zh.glob("[0-9][0-9]*_*.html"))
    assert built == sorted(path.stem for path in ZH_NOTEBOOKS)
    decks = sorted(path.name for path in (site / "slides" / "zh").glob("*.slides.html"))
    assert decks == sorted(f"{path.stem}.slides.html" for path in ZH_NOTEBOOKS)
    index = (site / "slides" / "zh" / "index.html").read_text(encoding="utf-8")
    assert '<html lang="zh-CN">' in index and 'href="../index.html"' in index
    assert 'href="zh/index.html"' in (site / "slides" / "index.html").read_text("utf-8")
    for path in ZH_NOTEBOOKS:
        page = (zh / f"{path.stem}.html").read_text(encoding="utf-8")
        assert '<html lang="zh-CN"' in page, path.name
        if path.stem != "00_index":
            assert f'href="../slides/zh/{path.stem}.slides.html"' in page
            assert "本章的幻灯片" in _text(page)
        # links to chapters not translated yet lead to the English pages, which exist
        for target in re.findall(r'href="\.\./(\d\d[a-z]?_\w+\.html)', page):
            assert (site / target).is_file(), target


def test_chinese_pages_show_the_theme_in_simplified_chinese(site):
    """No English or Taiwan-usage chrome on the Chinese pages (issue #38): the sidebar and
    search labels, the code-cell toggles, the print button and the licence footer."""
    if not ZH_NOTEBOOKS:
        pytest.skip("no Chinese notebook is built yet")
    english = [
        "Toggle primary sidebar",
        "Search this book",
        "Show code cell content",
        "Hide code cell content",
        "列印",
        "Text and figures",
    ]
    pages = sorted((site / "zh").glob("*.html"))
    assert len(pages) >= len(ZH_NOTEBOOKS)
    for path in pages:
        page = path.read_text(encoding="utf-8")
        assert not [word for word in english if word in page], path.name
    chapter = (site / "zh" / f"{ZH_NOTEBOOKS[-1].stem}.html").read_text(encoding="utf-8")
    assert "搜索本书" in chapter and "文字与图片" in chapter and "打印成 PDF" in chapter


def test_every_page_has_a_language_switch_to_the_same_page(site):
    if not ZH_NOTEBOOKS:
        pytest.skip("no Chinese notebook is built yet")
    translated = {f"{path.stem}.html" for path in ZH_NOTEBOOKS}
    pages = sorted(site.glob("*.html")) + sorted((site / "zh").glob("*.html"))
    switches = 0
    for path in pages:
        page = path.read_text(encoding="utf-8")
        if 'http-equiv="Refresh"' in page:  # index.html: a redirect to the landing page
            continue
        links = re.findall(r'<a class="btn btn-sm language-switch" href="([^"]+)"', page)
        assert len(links) == 1, f"{path.relative_to(site)}: {links}"
        assert (path.parent / links[0]).is_file(), f"{path.relative_to(site)} -> {links[0]}"
        chinese = path.parent.name == "zh"
        if chinese:
            assert links[0] == f"../{path.name}", path.name
        elif path.name in translated or path.name in {"search.html", "genindex.html"}:
            assert links[0] == f"zh/{path.name}", path.name
        else:  # not translated yet: the Chinese contents page
            assert links[0] == "zh/index.html", path.name
        switches += 1
    assert switches >= len(NOTEBOOKS) + len(ZH_NOTEBOOKS)


def test_language_switch_targets():
    chinese = {"00_index.html", "search.html"}
    assert switch_target("intro.html", "en", chinese) == "zh/index.html"
    assert switch_target("00_index.html", "en", chinese) == "zh/00_index.html"
    assert switch_target("05_sprague_grundy.html", "en", chinese) == "zh/index.html"
    assert switch_target("search.html", "zh", {"search.html"}) == "../search.html"


@pytest.mark.parametrize("term, stem", ZH_SEARCH, ids=[stem[:2] for _, stem in ZH_SEARCH])
def test_chinese_search_index_finds_the_chapter(site, term, stem):
    """Sphinx's Chinese search indexes the words jieba cuts; a name it would cut in two (齐肯
    多夫) is found because book/zh_search_words.txt lists it."""
    if not (ROOT / "notebooks" / "zh" / f"{stem}.ipynb").exists():
        pytest.skip(f"zh/{stem}.ipynb is not translated yet")
    text = (site / "zh" / "searchindex.js").read_text(encoding="utf-8")
    index = json.loads(text[text.index("(") + 1 : text.rindex(")")])
    found = []  # the words of the text, and of the titles
    for kind in ("terms", "titleterms"):
        docs = index[kind].get(term, [])
        found += [docs] if isinstance(docs, int) else docs
    assert stem in [index["docnames"][i] for i in found], f"{term} does not find {stem}"


# ---- in a browser --------------------------------------------------------------------------


# the browser: conftest.py's session fixture (Debian's Chromium), shared with the lab tests


@pytest.fixture(scope="module")
def site_url(site):
    """The site served by Python's http.server on 127.0.0.1."""
    port = free_port()
    # served exactly the way `make book` tells the reader to (search needs a server)
    command = build_book.serve_command(site, port, python=sys.executable)
    base = f"http://127.0.0.1:{port}"
    with running(command, cwd=site, env=dict(os.environ), ready_url=f"{base}/index.html"):
        yield base


def test_site_in_a_browser(browser, site_url):
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    remote = []
    page.on("request", lambda r: None if r.url.startswith(site_url) else remote.append(r.url))
    missing = []
    page.on("response", lambda r: missing.append(r.url) if r.status >= 400 else None)

    page.goto(f"{site_url}/index.html")
    page.wait_for_url("**/intro.html")
    page.get_by_role("heading", name="Three ways to use it").wait_for()
    page.screenshot(path=str(ARTIFACTS / "book_landing_page.png"), full_page=True)

    page.goto(f"{site_url}/04_fibonacci_and_zeckendorf.html")
    # MathJax has typeset every formula: its CommonHTML output replaces the TeX.
    page.wait_for_function(
        "window.MathJax && MathJax.Hub && MathJax.Hub.queue.pending === 0"
        " && document.querySelectorAll('.math .mjx-chtml').length > 0",
        timeout=60_000,
    )
    formulas = page.locator(".math").count()
    assert formulas > 20
    untypeset = (
        "Array.from(document.querySelectorAll('.math'))"
        ".filter(m => !m.querySelector('.mjx-chtml')).length"
    )
    page.wait_for_function(f"{untypeset} === 0", timeout=60_000)
    assert page.locator(".MathJax_Error, .mjx-error, merror").count() == 0
    figure = page.locator(".cell_output img").first
    figure.scroll_into_view_if_needed()
    assert page.evaluate("(img) => img.complete && img.naturalWidth > 100", figure.element_handle())
    # The widgets show their stored state (the html-manager renders them offline).
    page.wait_for_selector(".cell_output .jupyter-widgets", timeout=30_000)

    solution = page.locator("details.hide.above-input").first
    assert solution.get_attribute("open") is None
    content = solution.locator(".cell_input")
    assert not content.is_visible()
    solution.locator("summary").click()
    content.wait_for(state="visible")
    assert solution.get_attribute("open") is not None
    worked = page.locator("details.sd-dropdown").first
    worked.locator("summary").click()
    worked.locator(".sd-summary-content").wait_for(state="visible")
    worked.scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "book_chapter_solution_open.png"))

    page.goto(f"{site_url}/search.html?q=Zeckendorf")
    results = page.locator("#search-results li")
    results.first.wait_for(timeout=30_000)
    count = results.count()
    links = [results.nth(i).locator("a").first.get_attribute("href") for i in range(count)]
    assert any(link and link.startswith("04_fibonacci_and_zeckendorf") for link in links)
    page.screenshot(path=str(ARTIFACTS / "book_search_zeckendorf.png"))
    assert remote == [], f"the site requested {remote}"
    assert missing == [], f"not found: {missing}"
    page.close()


def test_chinese_book_in_a_browser(browser, site_url):
    """The switch leads from an English chapter to its Chinese page; the Chinese search finds
    the chapters by their Chinese words."""
    if not ZH_NOTEBOOKS:
        pytest.skip("no Chinese notebook is built yet")
    chapter = next((p.stem for p in ZH_NOTEBOOKS if p.stem != "00_index"), "00_index")
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    missing = []
    page.on("response", lambda r: missing.append(r.url) if r.status >= 400 else None)
    page.goto(f"{site_url}/{chapter}.html")
    page.locator("a.language-switch").click()
    page.wait_for_url(f"**/zh/{chapter}.html")
    heading = page.locator("main h1").first.inner_text()
    assert re.search(r"[\u4e00-\u9fff]", heading), heading
    page.screenshot(path=str(ARTIFACTS / "book_zh_chapter.png"))
    page.locator("a.language-switch").click()
    page.wait_for_url(f"**/{chapter}.html")
    assert "/zh/" not in page.url
    searched = 0
    for term, stem in ZH_SEARCH:
        if not (ROOT / "notebooks" / "zh" / f"{stem}.ipynb").exists():
            continue
        page.goto(f"{site_url}/zh/search.html?q={term}")
        results = page.locator("#search-results li")
        results.first.wait_for(timeout=30_000)
        links = [
            results.nth(i).locator("a").first.get_attribute("href") for i in range(results.count())
        ]
        assert any(link and link.startswith(stem) for link in links), (term, links)
        page.screenshot(path=str(ARTIFACTS / f"book_zh_search_{stem[:2]}.png"))
        searched += 1
    page.close()
    assert searched, "no Chinese search term has its chapter translated"
    assert missing == [], f"not found: {missing}"


def test_landing_and_search_pages_log_no_console_errors(browser, site_url):
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    errors = []

    def console(message) -> None:
        # Chromium asks every site for /favicon.ico; the site has none (not the bug looked for)
        if message.type == "error" and "favicon" not in message.location.get("url", ""):
            errors.append(f"{page.url}: {message.text} {message.location}")

    page.on("console", console)
    page.on("pageerror", lambda error: errors.append(f"{page.url}: {error}"))
    page.goto(f"{site_url}/index.html")
    page.wait_for_url("**/intro.html")
    page.wait_for_load_state("load")
    page.goto(f"{site_url}/search.html?q=Nim")
    page.locator("#search-results li").first.wait_for(timeout=30_000)
    page.wait_for_load_state("load")
    page.close()
    assert errors == [], errors


def test_search_snippets_show_no_math_delimiters(browser, site_url):
    """A snippet cut from a page near a formula showed TeX's "\\(" and a stray "\\);"."""
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.goto(f"{site_url}/search.html?q=absorption")
    results = page.locator("#search-results li")
    results.first.wait_for(timeout=30_000)
    page.locator("#search-results p.context").first.wait_for(timeout=60_000)
    page.wait_for_timeout(2000)  # the other results' snippets
    snippets = page.locator("#search-results p.context").all_inner_texts()
    page.screenshot(path=str(ARTIFACTS / "book_search_absorption.png"))
    page.close()
    assert snippets, "no snippet shown"
    assert any("absorption" in snippet.lower() for snippet in snippets)
    near_math = [s for s in snippets if "\\{" in s or "\\to" in s]  # TeX inside a formula
    assert near_math, f"no snippet near a formula: {snippets}"
    for snippet in snippets:
        assert not re.search(r"\\[()\[\]]", snippet), snippet


def test_docstring_examples_of_the_tool():
    import doctest

    result = doctest.testmod(build_book)
    assert result.attempted > 0 and result.failed == 0


def test_the_faster_chinese_term_lookup_stems_every_word_the_same(monkeypatch):
    """Sphinx's Chinese search with :class:`build_book.LatinTerms` instead of its list: the
    same words, stemmed the same (short acronyms kept whole only when seen as Latin words)."""
    zh = pytest.importorskip("sphinx.search.zh")
    texts = [
        "Nim 的 mex 值与 Sprague-Grundy 定理 (SG) are computed; the XOR of the heaps",
        "Wythoff 游戏 and Zeckendorf's representation, ICPC, POJ2234, running runs ran",
        "was is the SG ICPC mex nim",
    ]

    def stems(terms: list) -> list[str]:
        monkeypatch.setattr(zh.SearchChinese, "latin_terms", terms)
        search = zh.SearchChinese({})
        words = [word for text in texts for word in search.split(text)]
        return [search.stem(word) for word in words]

    plain = stems([])
    assert stems(build_book.LatinTerms()) == plain
    # "was" is stemmed to "wa" unless it was seen as a Latin word (then kept whole)
    assert "was" in plain and "wa" not in plain and "run" in plain
    monkeypatch.setattr(zh.SearchChinese, "latin_terms", ["ICPC"])
    build_book.fast_chinese_search()
    assert isinstance(zh.SearchChinese.latin_terms, build_book.LatinTerms)
    assert "ICPC" in zh.SearchChinese.latin_terms  # what was there is kept


def test_links_to_html_anchors_become_plain_links():
    notebook = nbformat.v4.new_notebook(
        cells=[
            nbformat.v4.new_markdown_cell("# Contents"),
            nbformat.v4.new_markdown_cell(
                "the [glossary](00_index.ipynb#glossary), the [sources](#sources), "
                "[chapter 2](02_bash_and_nim.ipynb)"
            ),
        ]
    )
    text = book_notebook(notebook, "00_index").cells[1].source
    assert '<a href="00_index.html#glossary">glossary</a>' in text
    assert '<a href="#sources">sources</a>' in text
    assert "[chapter 2](02_bash_and_nim.ipynb)" in text  # Sphinx resolves whole-page links


def test_book_toc_lists_the_landing_page_and_every_notebook_in_order():
    yaml = pytest.importorskip("yaml")
    toc = yaml.safe_load((ROOT / "book" / "_toc.yml").read_text(encoding="utf-8"))
    assert toc["format"] == "jb-book" and toc["root"] == "intro"
    assert (ROOT / "book" / "intro.md").is_file()
    files = [entry["file"] for part in toc["parts"] for entry in part["chapters"]]
    assert files == [path.stem for path in NOTEBOOKS]


def test_make_book_says_how_to_serve_the_site(tmp_path, monkeypatch):
    """Opened as a file, search finds titles only: the build's last words say how to serve it."""
    monkeypatch.chdir(tmp_path)
    message = build_book.how_to_open(tmp_path / "build/book/html/index.html")
    assert "python3 -m http.server 8000 --bind 127.0.0.1 --directory build/book/html" in message
    assert "http://127.0.0.1:8000/" in message and "http://127.0.0.1:8000/zh/" in message
    for bad in (0, 65536, True, "8000"):
        with pytest.raises(ValueError, match="port"):
            build_book.serve_command(tmp_path, bad)
