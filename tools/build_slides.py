"""Export every chapter as a reveal.js slide deck that works offline.

``jupyter nbconvert --to slides`` links reveal.js, require.js, jQuery, MathJax
and the widget renderer from CDNs, so a deck shown in a lecture hall without
internet shows neither formulas nor slides.  This script fetches those
packages once from the npm registry (``npm pack``, exact versions below, no
dependency trees) into ``build/vendor/`` and points every deck at them, then
writes ``build/slides/NN_topic.slides.html`` and an ``index.html``: a landing page
listing every deck with its chapter number, title and one line on what it teaches.
The Chinese edition's notebooks (``notebooks/zh/``) become ``build/slides/zh/``, with its
own index in Chinese; each index links the other.

Each deck links back to the list of decks and, when the website is built
(``make book``: ``build/book/html/``, or the site the decks are written into), to its
chapter's page.  A widget clicked in a deck says, where it is, that it runs live in
JupyterLab (``make lab``): in a static deck it only shows its saved state.

Widget state stored in the notebooks (by ``tools/execute_notebooks.py``) is
embedded, so widgets show their stored state in the deck.

Usage::

    python tools/build_slides.py                  # offline decks (needs npm once), both editions
    python tools/build_slides.py --cdn            # nbconvert's default CDN links
    python tools/build_slides.py --out DIR NAME.ipynb ...
    python tools/build_slides.py --book DIR       # link the chapter pages in DIR
"""

from __future__ import annotations

import argparse
import copy
import html
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

try:
    import fcntl  # a lock for install_vendor (POSIX); without it the fetch is unguarded
except ImportError:  # Windows
    fcntl = None

from nbconvert.exporters import SlidesExporter

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
TEMPLATES = Path(__file__).resolve().parent / "slides_template"
sys.path.insert(0, str(Path(__file__).resolve().parent))
from figure_alt import describe_figures  # noqa: E402
from notebook_files import (  # noqa: E402
    NOTEBOOK_STEM,
    NotebookFileError,
    chapter_mark,
    find_notebook,
    read_notebook,
)
from notebook_navigation import CHAPTERS  # noqa: E402

ZH = "zh"  # the Chinese edition: notebooks/zh/, its decks in zh/ under the English ones

# npm package -> (version, folder under the vendor directory)
VENDOR_PACKAGES = {
    "reveal.js": ("4.0.2", "reveal.js"),
    "jquery": ("2.2.4", "jquery"),
    "requirejs": ("2.3.7", "requirejs"),
    "mathjax": ("2.7.7", "mathjax"),
    "@jupyter-widgets/html-manager": ("1.0.15", "html-manager"),
}
# What each deck loads, relative to the vendor directory.
VENDOR_FILES = {
    "reveal_url_prefix": "reveal.js",
    "jquery_url": "jquery/dist/jquery.min.js",
    "require_js_url": "requirejs/require.js",
    "mathjax_url": "mathjax/MathJax.js?config=TeX-AMS_CHTML-full,Safe",
    "widget_renderer_url": "html-manager/dist/embed-amd.js",
}


def install_vendor(vendor: Path) -> None:
    """Fetch the pinned packages from the npm registry into ``vendor`` (once).

    A lock file next to ``vendor`` lets parallel test workers (pytest-xdist) call this at
    the same time: one fetches, the others wait and find the stamp.
    """
    vendor.parent.mkdir(parents=True, exist_ok=True)
    with open(vendor.parent / f".{vendor.name}.lock", "w") as lock:
        if fcntl is not None:
            fcntl.flock(lock, fcntl.LOCK_EX)
        _install_vendor_unlocked(vendor)


def _install_vendor_unlocked(vendor: Path) -> None:
    stamp = vendor / ".installed"
    wanted = repr(sorted(VENDOR_PACKAGES.items()))
    if stamp.exists() and stamp.read_text() == wanted:
        return
    npm = shutil.which("npm")
    if npm is None:
        raise SystemExit("npm is needed once to fetch reveal.js & co. (or use --cdn)")
    if vendor.exists():
        shutil.rmtree(vendor)
    vendor.mkdir(parents=True)
    with tempfile.TemporaryDirectory() as download:
        specs = [f"{name}@{version}" for name, (version, _) in VENDOR_PACKAGES.items()]
        subprocess.run(
            [npm, "pack", "--silent", *specs], cwd=download, check=True, stdout=subprocess.DEVNULL
        )
        for name, (version, folder) in VENDOR_PACKAGES.items():
            tarball = Path(download) / f"{name.lstrip('@').replace('/', '-')}-{version}.tgz"
            target = vendor / folder
            with tarfile.open(tarball) as archive:
                members = [m for m in archive.getmembers() if m.name.startswith("package/")]
                for member in members:
                    member.name = member.name.removeprefix("package/")
                archive.extractall(target, members=members, filter="data")
    stamp.write_text(wanted)


def exporter(out: Path, vendor: Path | None) -> SlidesExporter:
    """The decks' exporter; with ``vendor`` (where the decks find it), every script is local."""
    settings = {}
    if vendor is not None:
        prefix = os.path.relpath(vendor, out).replace(os.sep, "/")
        settings = {trait: f"{prefix}/{path}" for trait, path in VENDOR_FILES.items()}
    return SlidesExporter(
        extra_template_basedirs=[str(TEMPLATES)],
        template_name="offline_reveal",
        # "white" ships its fonts; the default "simple" theme imports Google Fonts.
        reveal_theme="white",
        reveal_scroll=True,  # a safety net only: tools/measure_slides.py keeps every slide within
        reveal_width="1280",  # a 1280 x 720 screen, measured in slide pixels
        reveal_height="720",
        **settings,
    )


def chinese_notebooks() -> list[Path]:
    """The notebooks of the Chinese edition (``notebooks/zh/``), in the chapters' order."""
    paths = [NOTEBOOKS / ZH / f"{stem}.ipynb" for stem, _, _ in CHAPTERS]
    return [path for path in paths if path.exists()]


def deck_links(stem: str, out: Path, pages: Path | None, language: str = "en") -> dict[str, str]:
    """The links a deck shows: its chapter's web page (when ``pages`` holds it), the index.

    >>> deck_links("02_bash_and_nim", Path("/b/book/html/slides"), None)["index"]
    'index.html'
    >>> deck_links("06_misere_and_every_sg", Path("/b/slides/zh"), None, "zh")["index_label"]
    '全部幻灯片'
    """
    links = {"index": "index.html", "notebook": f"{stem}.ipynb"}
    if language == ZH:
        links["notebook"] = f"zh/{stem}.ipynb"
        links["index_label"] = "全部幻灯片"
        links["widget_note"] = (
            "这个小部件只在 JupyterLab 中实时运行：运行 <code>make lab LANG=zh</code> 并打开 "
            f"<code>zh/{stem}.ipynb</code>。在这些幻灯片中它只显示保存下来的状态。"
        )
    if pages is not None and (pages / f"{stem}.html").is_file():
        links["chapter"] = os.path.relpath(pages / f"{stem}.html", out).replace(os.sep, "/")
        number = stem[:2]
        mark = chapter_mark(stem) if NOTEBOOK_STEM.fullmatch(stem) else number
        links["chapter_label"] = "Contents" if number == "00" else f"Chapter {mark}"
        links["chapter_text"] = f"{links['chapter_label']} on the website"
        if language == ZH:
            links["chapter_text"] = "网站上的" + ("目录" if number == "00" else f"第 {mark} 章")
    return links


def build(
    names: list[str],
    out: Path,
    vendor: Path | None,
    linked_vendor: Path | None = None,
    pages: Path | None = None,
    language: str = "en",
) -> list[Path]:
    """Write one deck per notebook and the index page; return the deck paths.

    ``names`` are file names in ``notebooks/`` (or paths to notebooks elsewhere); a
    missing or malformed one raises :class:`NotebookFileError` (one line per bad file)
    before anything is written.
    The packages are fetched into ``vendor``; the decks link ``linked_vendor``
    (default: ``vendor``), a copy of it inside a website, say.  ``pages`` is the folder of
    the website's chapter pages (``NN_topic.html``) that the decks link back to.
    ``language="zh"``: the decks of the Chinese edition (their links and index in Chinese).
    """
    notebooks, bad = [], []
    for name in names:  # every notebook is read before anything is fetched or written
        try:
            notebooks.append(read_notebook(find_notebook(name, NOTEBOOKS)))
        except NotebookFileError as error:
            bad.append(str(error))
    if bad:
        raise NotebookFileError("\n".join(bad))
    out.mkdir(parents=True, exist_ok=True)
    if vendor is not None:
        install_vendor(vendor)
    slides = exporter(out, linked_vendor or vendor)
    decks = []
    for name, notebook in zip(names, notebooks, strict=True):
        stem = Path(name).stem
        links = deck_links(stem, out, pages, language)
        resources = {"metadata": {"name": name}, "deck_links": links, "deck_language": language}
        described = with_figure_alt(notebook, stem, language)
        body, _ = slides.from_notebook_node(described, resources=resources)
        deck = out / Path(name).name.replace(".ipynb", ".slides.html")
        deck.write_text(body, encoding="utf-8")
        decks.append(deck)
        print(f"wrote {deck.relative_to(out.parent) if out.parent in deck.parents else deck}")
    write_index(out, decks, linked_vendor or vendor, language)
    return decks


def with_figure_alt(notebook, stem: str | None = None, language: str = "en"):
    """A copy of ``notebook`` whose figures carry alternative text (the template shows it).

    The text is the one written for the figure of notebook ``stem`` in ``language``
    (``i18n/figure_alt.toml``, read by ``tools/figure_alt.py``).
    """
    notebook = copy.deepcopy(notebook)
    for index, alt in describe_figures(notebook, stem, language).items():
        for output in notebook.cells[index].get("outputs", []):
            for mime in output.get("data", {}):
                if mime.startswith("image/"):
                    output.setdefault("metadata", {}).setdefault(mime, {}).setdefault("alt", alt)
    return notebook


INDEX_STYLE = """
@import url("%(fonts)s");
:root { --ink: #222; --muted: #5a6472; --link: #2a76dd; --p: #e08a2c; --line: #dde3ea; }
* { box-sizing: border-box; }
body { margin: 0; background: #fff; color: var(--ink);
       font-family: "Source Sans Pro", Helvetica, sans-serif; font-size: 22px; line-height: 1.35; }
main { max-width: 1100px; margin: 0 auto; padding: 36px 28px 48px; }
h1 { font-size: 44px; line-height: 1.1; margin: 0 0 6px; font-weight: 600; }
.subtitle { color: var(--muted); margin: 0 0 28px; }
ol.decks { list-style: none; margin: 0; padding: 0; }
ol.decks li { border-top: 1px solid var(--line); }
ol.decks li:last-child { border-bottom: 1px solid var(--line); }
ol.decks a { display: grid; grid-template-columns: 3.2em 1fr; column-gap: 18px;
             padding: 14px 8px; color: inherit; text-decoration: none; }
ol.decks a:hover, ol.decks a:focus { background: #f3f7fc; outline: none; }
.number { grid-row: span 2; align-self: center; text-align: center; font-size: 34px;
          font-weight: 600; color: var(--p); }
.title { font-size: 28px; font-weight: 600; color: var(--link); }
.summary { color: var(--muted); }
.keys, .site { color: var(--muted); font-size: 20px; margin-top: 24px; }
kbd { font-family: inherit; border: 1px solid #b9c2cc; border-bottom-width: 2px;
      border-radius: 4px; padding: 0 6px; background: #f7f9fb; }
@media (max-width: 640px) {
  body { font-size: 18px; }
  main { padding: 20px 14px 32px; }
  h1 { font-size: 30px; }
  ol.decks a { grid-template-columns: 2.2em 1fr; column-gap: 10px; padding: 12px 4px; }
  .number { font-size: 26px; }
  .title { font-size: 21px; }
}
"""


def chinese_titles() -> dict[str, tuple[str, str]]:
    """Each chapter's Chinese title and one line, from ``i18n/zh_CN/navigation.po``."""
    import translate_notebooks

    paths = translate_notebooks.Paths()
    navigation = translate_notebooks.Navigation(paths, [])
    return {
        stem: (navigation.text(f"title {stem}", title), navigation.text(f"summary {stem}", line))
        for stem, title, line in CHAPTERS
    }


INDEX_TEXT = {
    "en": {
        "lang": "en",
        "title": "Impartial games: slide decks",
        "heading": "Impartial combinatorial games",
        "subtitle": "Slide decks, one per chapter (reveal.js, work offline)",
        "keys": """<kbd>&rarr;</kbd> <kbd>&larr;</kbd> move between slides, <kbd>Esc</kbd> shows an
overview, <kbd>S</kbd> opens the speaker notes, <kbd>F</kbd> goes full screen.
The widgets run live in JupyterLab (<code>make lab</code>).""",
        "site": 'The chapters as web pages: <a href="../intro.html">the website</a>.',
        "other": '<p class="other-edition" lang="zh">中文版：<a href="zh/index.html" '
        'hreflang="zh">中文幻灯片</a></p>',
    },
    ZH: {
        "lang": "zh-CN",
        "title": "公平组合游戏：幻灯片",
        "heading": "公平组合游戏",
        "subtitle": "幻灯片，每章一份（reveal.js，可离线使用）",
        "keys": """<kbd>&rarr;</kbd> <kbd>&larr;</kbd> 翻页，<kbd>Esc</kbd> 显示全部幻灯片，
<kbd>S</kbd> 打开演讲者备注，<kbd>F</kbd> 全屏。
小部件在 JupyterLab 中实时运行（<code>make lab LANG=zh</code>）。""",
        "site": '各章的网页：<a href="../../zh/index.html">中文网站</a>。',
        "other": '<p class="other-edition" lang="en">English edition: <a href="../index.html" '
        'hreflang="en">the English slide decks</a></p>',
    },
}


def write_index(
    out: Path, decks: list[Path], vendor: Path | None = None, language: str = "en"
) -> None:
    """The decks' landing page: number, title and one line per chapter, in the decks' font.

    The English index links the Chinese one (``zh/index.html``) when it is there; the
    Chinese index (``language="zh"``) is in Chinese and links the English one.
    """
    if language == ZH:
        titles = chinese_titles()
        chapters = {f"{s}.slides.html": (s, *titles[s]) for s, _, _ in CHAPTERS}
    else:
        chapters = {f"{stem}.slides.html": (stem, title, line) for stem, title, line in CHAPTERS}
    text = INDEX_TEXT[language]
    items = []
    for deck in decks:
        stem, title, line = chapters.get(deck.name, (deck.stem, deck.stem, ""))
        number = (
            "☰"
            if stem.startswith("00")
            else chapter_mark(stem)
            if NOTEBOOK_STEM.fullmatch(stem)
            else ""
        )
        items.append(
            f'<li><a href="{html.escape(deck.name)}">'
            f'<span class="number">{number}</span>'
            f'<span class="title">{html.escape(title)}</span>'
            f'<span class="summary">{html.escape(line)}</span></a></li>'
        )
    fonts = "reveal.js/dist/theme/fonts/source-sans-pro/source-sans-pro.css"
    if vendor is not None:
        fonts = f"{os.path.relpath(vendor, out).replace(os.sep, '/')}/{fonts}"
    else:
        fonts = f"https://unpkg.com/reveal.js@{VENDOR_PACKAGES['reveal.js'][0]}/dist/theme/" + (
            "fonts/source-sans-pro/source-sans-pro.css"
        )
    site = ""
    website = out.parent / "intro.html" if language != ZH else out.parent.parent / ZH / "index.html"
    if website.is_file():
        site = f'<p class="site">{text["site"]}</p>'
    other = ""
    if language == ZH or (out / ZH / "index.html").is_file():
        other = text["other"]
    items_html = "\n".join(items)
    (out / "index.html").write_text(
        f"""<!DOCTYPE html>
<html lang="{text["lang"]}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{text["title"]}</title>
<style>{INDEX_STYLE % {"fonts": fonts}}</style></head>
<body><main>
<h1>{text["heading"]}</h1>
<p class="subtitle">{text["subtitle"]}</p>
<ol class="decks">
{items_html}
</ol>
<p class="keys">{text["keys"]}</p>
{other}
{site}
</main></body></html>
""",
        encoding="utf-8",
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="notebook file names (default: all)")
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "slides")
    parser.add_argument("--vendor", type=Path, default=ROOT / "build" / "vendor")
    parser.add_argument("--cdn", action="store_true", help="link the CDNs instead")
    parser.add_argument(
        "--book",
        type=Path,
        default=ROOT / "build" / "book" / "html",
        help="the website whose chapter pages the decks link (when built)",
    )
    args = parser.parse_args(argv)
    names = args.names or sorted(path.name for path in NOTEBOOKS.glob("*.ipynb"))
    try:
        vendor = None if args.cdn else args.vendor.resolve()
        out, book = args.out.resolve(), args.book.resolve()
        chinese = [str(path) for path in chinese_notebooks()]
        if not args.names and chinese:  # first: the English index links the Chinese one
            build(chinese, out / ZH, vendor, pages=book / ZH, language=ZH)
        build(names, out, vendor, pages=book)
    except NotebookFileError as error:
        print(error, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
