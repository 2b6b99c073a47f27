"""Build the collection as a static website (Jupyter Book 1.x) into ``build/book/html/``.

The notebooks are never edited: a transformed copy goes to ``build/book/src/``,
where

- cells tagged ``answer-key`` and the generated navigation cells are removed;
- code cells tagged ``solution`` are folded (``hide-cell``: click to show); markdown
  cells tagged ``solution``, and HTML ``<details><summary>…</summary>…</details>`` blocks
  in any markdown cell, become a closed dropdown (MyST, so the math inside is rendered);
- an exercise's stored checker output ("❌ not attempted yet…") becomes a one-line note
  that the checker runs in JupyterLab (the reader of the site cannot run anything);
- every figure gets alternative text in the page's language, the description written for it
  in ``i18n/figure_alt.toml`` (``tools/figure_alt.py``);
- each chapter gets a link to its slide deck under its title (the Chinese decks are in
  ``slides/zh/``);
- links to an HTML anchor (``00_index.ipynb#glossary``, ``#sources``) become
  plain HTML links, which Sphinx does not try to resolve (it only knows headings);
- links to a contest template (``../gametheory_helpers/contest/templates/…``) point to the
  copy of the templates the site ships in ``templates/``.

Two editions are built: the English one at the site's root and the Chinese one
(``notebooks/zh/``, see the README's 中文版) under ``zh/``, with the same
transformations, its chapter list taken from the Chinese contents page (``zh/index.html``
opens it), Sphinx's Chinese search (words cut by jieba, with the collection's names from
``book/zh_search_words.txt``) and its own slide decks in ``slides/zh/``.  Every page gets a
language switch: an English page links the same page in Chinese, or the Chinese contents
page while its chapter is not translated; a Chinese page links the same page in English.

Sphinx then renders the stored outputs (no execution), with MathJax and the
widget renderer taken from ``build/vendor/`` (the npm packages that
``tools/build_slides.py`` fetches once) and linked into ``_static/npm/``:
no page loads anything from a CDN.  The slide decks are written into
``build/book/html/slides/``, next to the chapters.

Usage::

    python tools/build_book.py                 # build/book/html/index.html
    python tools/build_book.py --out DIR       # DIR/html/index.html
    python tools/build_book.py --strict        # warnings are errors (sphinx-build -W)
"""

from __future__ import annotations

import argparse
import copy
import logging
import os
import re
import shlex
import shutil
import sys
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
BOOK = ROOT / "book"
sys.path.insert(0, str(Path(__file__).resolve().parent))
import build_slides  # noqa: E402
from figure_alt import describe_figures  # noqa: E402
from notebook_files import chapter_mark  # noqa: E402
from notebook_navigation import (  # noqa: E402
    APPENDICES,
    CHAPTERS,
    NAVIGATION_MARK,
    github_slug,
    repository_url,
)

ANCHOR_LINK = re.compile(r"\[([^\]\n]+)\]\((\d\d[a-z]?_\w+)\.ipynb#([\w-]+)\)")
LOCAL_ANCHOR_LINK = re.compile(r"\[([^\]\n]+)\]\(#([\w-]+)\)")
# Links from a notebook to a contest template (the cheat sheet): the site ships the templates
# in templates/ (through _extra/, copied as they are) and links them as plain HTML.
TEMPLATE_LINK = re.compile(r"\[([^\]\n]+)\]\(\.\./gametheory_helpers/contest/templates/([\w.-]+)\)")
TEMPLATES = ROOT / "gametheory_helpers" / "contest" / "templates"
DETAILS = re.compile(
    r"<details\b[^>]*>\s*(?:<summary\b[^>]*>(.*?)</summary>)?(.*?)</details>", re.S | re.I
)
# Only JavaScript that pages with widgets load (after require.js); Jupyter Book would add every
# script of _static/ to every page, where ``require`` is not defined.
WIDGET_SCRIPTS = ("widgets-offline.js",)
CHECKER_NOTE = (
    '<p class="checker-note">▶ The checker of this exercise runs in JupyterLab: open the '
    "chapter there (<code>make lab</code>) to try your answer.</p>"
)
ZH = "zh"  # the Chinese edition: notebooks/zh/ -> the site's zh/
CHECKER_NOTE_ZH = (
    '<p class="checker-note">▶ 本练习的检查器在 JupyterLab 中运行：在那里打开本章'
    "（<code>make lab LANG=zh</code>）来试你的答案。</p>"
)
# A Chinese notebook links an English-only chapter (or a file outside notebooks/) with "../":
# outside the Chinese edition's Sphinx project, so a plain HTML link to the English site.
PARENT_NOTEBOOK_LINK = re.compile(r"\[([^\]\n]+)\]\(\.\./(\d\d[a-z]?_\w+)\.ipynb(#[\w-]+)?\)")
PARENT_TEMPLATE_LINK = re.compile(
    r"\[([^\]\n]+)\]\(\.\./\.\./gametheory_helpers/contest/templates/([\w.-]+)\)"
)
SWITCH_AT = '<div class="article-header-buttons">'


def _source(cell: nbformat.NotebookNode) -> str:
    source = cell.get("source", "")
    return "".join(source) if isinstance(source, list) else source


def _tags(cell: nbformat.NotebookNode) -> list[str]:
    return list(cell.get("metadata", {}).get("tags", []))


def slides_link(stem: str, language: str = "en") -> str:
    """The markdown line under a chapter's title that opens its slide deck."""
    if language == ZH:
        return (
            f'<p class="slides-link">📽 <a href="../slides/zh/{stem}.slides.html">'
            "本章的幻灯片</a>（reveal.js；方向键翻页，Esc 显示全部幻灯片）</p>"
        )
    return (
        f'<p class="slides-link">📽 <a href="slides/{stem}.slides.html">'
        "This chapter as slides</a> (reveal.js; arrow keys move, Esc shows an overview)</p>"
    )


def _fence(text: str) -> str:
    return "`" * max(4, max((len(m) for m in re.findall(r"`{3,}", text)), default=0) + 1)


def solution_dropdown(text: str) -> str:
    """Fold a worked solution into closed dropdowns (sphinx-design), math and all.

    A cell in the old form (the whole cell is the solution, tagged ``solution``) is wrapped
    whole; in the new form, each HTML ``<details>`` block becomes a dropdown titled by its
    ``<summary>``, and the text around it stays as it is.

    >>> print(solution_dropdown("**Solution.** $x$"))
    ````{dropdown} Worked solution
    **Solution.** $x$
    ````
    >>> print(solution_dropdown(
    ...     "E1.\\n<details><summary>Worked solution</summary>\\n\\n$x = 1$\\n</details>"))
    E1.
    <BLANKLINE>
    ````{dropdown} Worked solution
    $x = 1$
    ````
    """
    if not DETAILS.search(text):
        return f"{_fence(text)}{{dropdown}} Worked solution\n{text}\n{_fence(text)}"

    def dropdown(match: re.Match) -> str:
        title = " ".join(re.sub(r"<[^>]+>", "", match.group(1) or "").split())
        body = match.group(2).strip("\n")
        fence = _fence(body)
        return f"\n{fence}{{dropdown}} {title or 'Details'}\n{body}\n{fence}\n"

    return DETAILS.sub(dropdown, text).strip("\n")


def _output_text(output: nbformat.NotebookNode) -> str:
    if output.get("output_type") == "stream":
        text = output.get("text", "")
    else:
        text = output.get("data", {}).get("text/plain", "")
    return "".join(text) if isinstance(text, list) else text


def checker_outputs(outputs: list, note_html: str = CHECKER_NOTE) -> list:
    """An exercise's outputs with the stored "❌ not attempted yet" replaced by a note.

    >>> out = nbformat.v4.new_output("execute_result", {"text/plain": "❌ not attempted yet"})
    >>> [o.data["text/html"][:29] for o in checker_outputs([out])]
    ['<p class="checker-note">▶ The']
    """
    kept = [output for output in outputs if not _output_text(output).lstrip().startswith("❌")]
    if len(kept) == len(outputs):
        return outputs
    note = nbformat.v4.new_output(
        "display_data", {"text/html": note_html, "text/plain": "The checker runs in JupyterLab."}
    )
    return [*kept, note]


def book_notebook(
    notebook: nbformat.NotebookNode, stem: str, language: str = "en"
) -> nbformat.NotebookNode:
    """The copy of a notebook that the website shows (see the module docstring).

    ``language="zh"`` for a notebook of the Chinese edition: its notes are in Chinese and
    its links to English-only chapters (``../NN_name.ipynb``) lead to the English pages.

    >>> nb = nbformat.v4.new_notebook(cells=[
    ...     nbformat.v4.new_markdown_cell("# Title"),
    ...     nbformat.v4.new_markdown_cell("<!-- navigation -->\\n[Contents](00_index.ipynb)"),
    ...     nbformat.v4.new_code_cell("key = 1", metadata={"tags": ["answer-key"]}),
    ...     nbformat.v4.new_code_cell("answer = 2", metadata={"tags": ["solution"]}),
    ... ])
    >>> cells = book_notebook(nb, "02_bash_and_nim").cells
    >>> [c.cell_type for c in cells], cells[2].metadata.tags
    (['markdown', 'markdown', 'code'], ['solution', 'hide-cell'])
    """
    notebook = copy.deepcopy(notebook)
    for index, alt in describe_figures(notebook, stem, language).items():
        options = notebook.cells[index].metadata.setdefault("mystnb", {})
        options.setdefault("image", {}).setdefault("alt", alt)
    cells = []
    for cell in notebook.cells:
        text, tags = _source(cell), _tags(cell)
        if "answer-key" in tags:
            continue
        if cell.cell_type == "markdown" and text.startswith(NAVIGATION_MARK):
            continue
        if cell.cell_type == "markdown":
            if language == ZH:
                text = PARENT_NOTEBOOK_LINK.sub(r'<a href="../\2.html\3">\1</a>', text)
                text = PARENT_TEMPLATE_LINK.sub(r'<a href="../templates/\2">\1</a>', text)
            text = ANCHOR_LINK.sub(r'<a href="\2.html#\3">\1</a>', text)
            text = LOCAL_ANCHOR_LINK.sub(r'<a href="#\2">\1</a>', text)
            text = TEMPLATE_LINK.sub(r'<a href="templates/\2">\1</a>', text)
            if "solution" in tags or DETAILS.search(text):
                text = solution_dropdown(text)
            cell.source = text
        else:
            if "solution" in tags and "hide-cell" not in tags:
                cell.metadata["tags"] = [*tags, "hide-cell"]
            if "exercise" in tags:
                note = CHECKER_NOTE_ZH if language == ZH else CHECKER_NOTE
                cell.outputs = checker_outputs(cell.get("outputs", []), note)
        cells.append(cell)
    if stem != "00_index" and cells and cells[0].cell_type == "markdown":
        cells.insert(1, nbformat.v4.new_markdown_cell(slides_link(stem, language)))
    for cell in cells:
        cell.pop("id", None)  # the inserted cell has a random id; the site needs none
    notebook.cells = cells
    notebook.nbformat_minor = 4
    return notebook


def chapters_table() -> str:
    """The landing page's chapter list: each chapter's page and its slide deck."""
    lines = ["| | chapter | what it teaches | slides |", "|---|---|---|---|"]
    for stem, title, summary in CHAPTERS:
        if not (NOTEBOOKS / f"{stem}.ipynb").exists():
            continue
        number = "" if stem == "00_index" else "A" if stem in APPENDICES else chapter_mark(stem)
        deck = f'<a href="slides/{stem}.slides.html">slides</a>'
        lines.append(f"| {number} | [{title}]({stem}.ipynb) | {summary} | {deck} |")
    return "\n".join(lines)


def _write_if_changed(path: Path, text: str) -> None:
    """Write ``text`` unless ``path`` already holds it (Sphinx then skips the page)."""
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")


def book_config() -> str:
    """``book/_config.yml``, plus the repository and launch buttons when pyproject names one."""
    text = (BOOK / "_config.yml").read_text(encoding="utf-8")
    slug = github_slug(repository_url())
    if slug:
        text += (
            "\nrepository:\n"
            f"  url: https://github.com/{slug}\n"
            "  path_to_book: notebooks\n"
            "  branch: main\n"
            "launch_buttons:\n"
            "  notebook_interface: jupyterlab\n"
            "  binderhub_url: https://mybinder.org\n"
            "  colab_url: https://colab.research.google.com\n"
        )
    return text


def write_sources(src: Path) -> list[str]:
    """Fill ``src`` with the book's sources; return the notebook file names."""
    src.mkdir(parents=True, exist_ok=True)
    (src / "_extra").mkdir(exist_ok=True)
    (src / "_static").mkdir(exist_ok=True)
    for static in (BOOK / "_static").iterdir():
        _write_if_changed(src / "_static" / static.name, static.read_text(encoding="utf-8"))
    for name in ("LICENSE", "LICENSE-CONTENT"):
        _write_if_changed(src / "_extra" / f"{name}.txt", (ROOT / name).read_text("utf-8"))
    (src / "_extra" / "templates").mkdir(exist_ok=True)
    for template in sorted(TEMPLATES.glob("*.*")):
        _write_if_changed(src / "_extra" / "templates" / template.name, template.read_text("utf-8"))
    _write_if_changed(src / "_config.yml", book_config())
    shutil.copy(BOOK / "_toc.yml", src / "_toc.yml")
    intro = (BOOK / "intro.md").read_text(encoding="utf-8")
    _write_if_changed(src / "intro.md", intro.replace("<!-- chapters -->", chapters_table()))
    names = []
    for stem, _, _ in CHAPTERS:
        path = NOTEBOOKS / f"{stem}.ipynb"
        if not path.exists():
            continue
        notebook = book_notebook(nbformat.read(path, as_version=4), stem)
        _write_if_changed(src / path.name, nbformat.writes(notebook) + "\n")
        names.append(path.name)
    return names


def write_sphinx_config(src: Path) -> None:
    """Write ``src/conf.py`` from ``_config.yml``, as ``jupyter-book config sphinx`` does."""
    from jupyter_book.config import get_final_config

    config, _ = get_final_config(
        user_yaml=src / "_config.yml",
        sourcedir=src,
        cli_config={"external_toc_path": "_toc.yml", "latex_individualpages": False},
    )
    lines = ["# Generated by tools/build_book.py from _config.yml (Jupyter Book's settings)."]
    scripts = config.get("html_js_files", [])
    config["html_js_files"] = [path for path in scripts if path not in WIDGET_SCRIPTS]
    lines += [f"{key} = {config[key]!r}" for key in sorted(config)]
    _write_if_changed(src / "conf.py", "\n".join(lines) + "\n")


# Parts of the npm packages no page loads: MathJax's unminified copy, test suites, source maps.
NOT_SHIPPED = shutil.ignore_patterns("unpacked", "test", "*.map", ".installed")


def link_tree(source: Path, target: Path) -> None:
    """Copy ``source`` to ``target`` as hard links where possible (fast, no extra disk)."""

    def link(src: str, dst: str) -> None:
        try:
            os.link(src, dst)
        except OSError:
            shutil.copy2(src, dst)

    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(source, target, copy_function=link, ignore=NOT_SHIPPED)


def chinese_toc(stems: list[str]) -> str:
    """The Chinese edition's ``_toc.yml``: its contents page first, then its chapters.

    >>> print(chinese_toc(["00_index", "06_misere_and_every_sg", "11_cheat_sheet"]))
    format: jb-book
    root: 00_index
    parts:
      - caption: 章节
        chapters:
          - file: 06_misere_and_every_sg
      - caption: 附录
        chapters:
          - file: 11_cheat_sheet
    <BLANKLINE>
    """
    lines = ["format: jb-book", "root: 00_index"]
    chapters = [s for s in stems if s != "00_index" and s not in APPENDICES]
    appendices = [s for s in stems if s in APPENDICES]
    parts = [(caption, files) for caption, files in (("章节", chapters), ("附录", appendices))]
    if any(files for _, files in parts):
        lines.append("parts:")
    for caption, files in parts:
        if files:
            lines += [f"  - caption: {caption}", "    chapters:"]
            lines += [f"      - file: {stem}" for stem in files]
    return "\n".join(lines) + "\n"


ENGLISH_FOOTER = """\
    Text and figures: <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>
    (<a href="LICENSE-CONTENT.txt">licence</a>) · code: MIT (<a href="LICENSE.txt">licence</a>).
"""
CHINESE_FOOTER = """\
    文字与图片：<a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>
    （<a href="LICENSE-CONTENT.txt">许可协议</a>）·
    代码：MIT（<a href="LICENSE.txt">许可协议</a>）。
"""
#: The theme's words the Chinese pages show in English (templates with no translation) or in
#: Taiwan usage (its zh_CN catalogue), in mainland Simplified Chinese.
CHROME_ZH = {
    "Toggle primary sidebar": "切换主侧边栏",
    "Toggle secondary sidebar": "切换次侧边栏",
    "Search this book...": "搜索本书……",
    "Show code cell content": "显示代码单元格内容",
    "Hide code cell content": "隐藏代码单元格内容",
    "Show code cell source": "显示代码单元格源代码",
    "Hide code cell source": "隐藏代码单元格源代码",
    "Show code cell outputs": "显示代码单元格输出",
    "Hide code cell outputs": "隐藏代码单元格输出",
    "列印成 PDF": "打印成 PDF",
}


def localise_chrome(html: Path) -> int:
    """Put :data:`CHROME_ZH` into the Chinese pages under ``html``; return how many changed.

    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> _ = (folder / "a.html").write_text('<button title="Toggle primary sidebar">', "utf-8")
    >>> localise_chrome(folder), (folder / "a.html").read_text("utf-8")
    (1, '<button title="切换主侧边栏">')
    """
    changed = 0
    for path in html.glob("*.html"):
        text = path.read_text(encoding="utf-8")
        new = text
        for english, chinese in CHROME_ZH.items():
            new = new.replace(english, chinese)
        if new != text:
            path.write_text(new, encoding="utf-8")
            changed += 1
    return changed


def write_chinese_sources(src: Path, english_src: Path) -> list[str]:
    """Fill ``src`` with the Chinese edition's sources; return the notebooks' paths."""
    src.mkdir(parents=True, exist_ok=True)
    (src / "_static").mkdir(exist_ok=True)
    for static in (english_src / "_static").iterdir():
        _write_if_changed(src / "_static" / static.name, static.read_text(encoding="utf-8"))
    # Sphinx's Chinese search cuts the text into words with jieba; the dictionary adds the
    # collection's names (齐肯多夫...), which jieba would otherwise cut in two
    words = (BOOK / "zh_search_words.txt").as_posix()
    search = f"    language: zh_CN\n    html_search_options:\n      dict: {words}\n"
    config = book_config().replace("    language: en\n", search)
    config = config.replace(ENGLISH_FOOTER, CHINESE_FOOTER)
    # the footer's licence links lead to the English site's copies
    config = config.replace('href="LICENSE', 'href="../LICENSE')
    _write_if_changed(src / "_config.yml", config)
    (src / "_extra").mkdir(exist_ok=True)  # the English site holds the licences and templates
    stems = [path.stem for path in build_slides.chinese_notebooks()]
    _write_if_changed(src / "_toc.yml", chinese_toc(stems))
    paths = []
    for stem in stems:
        path = NOTEBOOKS / ZH / f"{stem}.ipynb"
        notebook = book_notebook(nbformat.read(path, as_version=4), stem, ZH)
        _write_if_changed(src / path.name, nbformat.writes(notebook) + "\n")
        paths.append(str(path))
    return paths


def switch_target(page: str, language: str, other: set[str]) -> str:
    """Where a page's language switch leads (relative to the page), ``other`` being the other
    edition's pages.

    >>> switch_target("02_bash_and_nim.html", "en", {"00_index.html"})
    'zh/index.html'
    >>> switch_target("06_misere_and_every_sg.html", "en", {"06_misere_and_every_sg.html"})
    'zh/06_misere_and_every_sg.html'
    >>> switch_target("00_index.html", "zh", {"00_index.html", "intro.html"})
    '../00_index.html'
    """
    if language == ZH:
        return f"../{page}" if page in other else "../index.html"
    if page == "intro.html":
        return "zh/index.html"
    return f"zh/{page}" if page in other else "zh/index.html"


def language_switch(target: str, language: str) -> str:
    """The link that a page shows beside its header buttons."""
    label, lang, title = ("English", "en", "English edition")
    if language != ZH:
        label, lang, title = ("中文", "zh", "中文版")
    return (
        f'<a class="btn btn-sm language-switch" href="{target}" hreflang="{lang}" '
        f'lang="{lang}" title="{title}">{label}</a>'
    )


def add_language_switches(html: Path) -> None:
    """Put the language switch on every page of both editions (``html`` and ``html/zh``)."""
    editions = {"en": html, ZH: html / ZH}
    pages = {name: {p.name for p in folder.glob("*.html")} for name, folder in editions.items()}
    for language, folder in editions.items():
        other = pages[ZH if language == "en" else "en"]
        for path in sorted(folder.glob("*.html")):
            text = path.read_text(encoding="utf-8")
            if SWITCH_AT not in text or 'class="btn btn-sm language-switch"' in text:
                continue
            link = language_switch(switch_target(path.name, language, other), language)
            path.write_text(text.replace(SWITCH_AT, SWITCH_AT + link, 1), encoding="utf-8")


class LatinTerms(list):
    """The Latin words Sphinx's Chinese search has seen, looked up in a set.

    Sphinx 7's ``SearchChinese`` keeps them in one list, shared by every page, and looks every
    word it stems up in it: the time grows with the square of the site (about 3 s of the
    Chinese edition's build, most of its search index). The words and the answers are the same.

    >>> terms = LatinTerms()
    >>> terms.extend(["Nim", "mex"]); ("mex" in terms, "Wythoff" in terms)
    (True, False)
    """

    def __init__(self) -> None:
        super().__init__()
        self.seen: set[str] = set()

    def extend(self, words) -> None:  # noqa: ANN001
        words = list(words)
        super().extend(words)
        self.seen.update(words)

    def __contains__(self, word: object) -> bool:
        return word in self.seen


def fast_chinese_search() -> None:
    """Give Sphinx's Chinese search a :class:`LatinTerms` (if it still keeps a plain list)."""
    try:
        from sphinx.search import zh
    except ImportError:
        return
    terms = getattr(zh.SearchChinese, "latin_terms", None)
    if type(terms) is list:
        zh.SearchChinese.latin_terms = LatinTerms()
        zh.SearchChinese.latin_terms.extend(terms)


def _sphinx(src: Path, html: Path, doctrees: Path, strict: bool) -> None:
    from sphinx.cmd.build import build_main

    try:  # jieba (the Chinese search) logs its dictionary's loading at DEBUG level
        import jieba

        jieba.setLogLevel(logging.WARNING)
    except ImportError:
        pass
    fast_chinese_search()

    arguments = ["-b", "html", "-q", "-d", str(doctrees)]
    if strict:
        arguments += ["-W", "--keep-going"]
    if build_main([*arguments, str(src), str(html)]) != 0:
        raise SystemExit("the Sphinx build failed (messages above)")


def build(out: Path, vendor: Path, strict: bool = False) -> Path:
    """Build the site into ``out/html`` (the Chinese edition in ``out/html/zh``); return the
    landing page."""
    src, html = out / "src", out / "html"
    names = write_sources(src)
    build_slides.install_vendor(vendor)
    write_sphinx_config(src)
    _sphinx(src, html, out / "doctrees", strict)
    static_vendor = html / "_static" / "npm"  # _static/vendor/ is the theme's
    link_tree(vendor, static_vendor)
    zh_src, zh_html = out / "src-zh", html / ZH
    zh_names = write_chinese_sources(zh_src, src)
    if zh_names:  # first, so that the English deck index finds the Chinese one
        write_sphinx_config(zh_src)
        _sphinx(zh_src, zh_html, out / "doctrees-zh", strict)
        localise_chrome(zh_html)
        link_tree(vendor, zh_html / "_static" / "npm")
        build_slides.build(
            zh_names, html / "slides" / ZH, vendor, static_vendor, pages=zh_html, language=ZH
        )
    build_slides.build(names, html / "slides", vendor, linked_vendor=static_vendor)
    if zh_names:
        add_language_switches(html)
    return html / "index.html"


BOOK_PORT = 8000


def serve_command(html: Path, port: int = BOOK_PORT, python: str = "python3") -> list[str]:
    """The command that serves the site ``html`` on 127.0.0.1 (what ``make book`` prints).

    Opened as a file, the pages show but their search finds titles only: the browser refuses
    to load the search index from ``file://`` (CORS). Served, everything works.

    >>> " ".join(serve_command(Path("build/book/html"), 8001))
    'python3 -m http.server 8001 --bind 127.0.0.1 --directory build/book/html'
    """
    if isinstance(port, bool) or not isinstance(port, int) or not 1 <= port <= 65535:
        raise ValueError(f"port must be a whole number from 1 to 65535, got {port!r}")
    return [python, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", str(html)]


def how_to_open(index: Path, port: int = BOOK_PORT) -> str:
    """What ``make book`` prints at the end: where the site is and how to serve it."""
    try:
        html = index.parent.relative_to(Path.cwd())
    except ValueError:
        html = index.parent
    return (
        f"the website is in {html}/. Serve it (search needs a server; opened as a file,\n"
        f"search finds titles only):\n"
        f"    {shlex.join(serve_command(html, port))}\n"
        f"then open http://127.0.0.1:{port}/ (the Chinese edition: http://127.0.0.1:{port}/zh/)"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "book")
    parser.add_argument("--vendor", type=Path, default=ROOT / "build" / "vendor")
    parser.add_argument("--strict", action="store_true", help="warnings are errors")
    args = parser.parse_args(argv)
    index = build(args.out.resolve(), args.vendor.resolve(), strict=args.strict)
    print(how_to_open(index))
    return 0


if __name__ == "__main__":
    sys.exit(main())
