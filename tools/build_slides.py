"""Export every chapter as a reveal.js slide deck that works offline.

``jupyter nbconvert --to slides`` links reveal.js, require.js, jQuery, MathJax
and the widget renderer from CDNs, so a deck shown in a lecture hall without
internet shows neither formulas nor slides.  This script fetches those
packages once from the npm registry (``npm pack``, exact versions below, no
dependency trees) into ``build/vendor/`` and points every deck at them, then
writes ``build/slides/NN_topic.slides.html`` and an ``index.html``.

Widget state stored in the notebooks (by ``tools/execute_notebooks.py``) is
embedded, so widgets show their stored state in the deck.

Usage::

    python tools/build_slides.py                  # offline decks (needs npm once)
    python tools/build_slides.py --cdn            # nbconvert's default CDN links
    python tools/build_slides.py --out DIR NAME.ipynb ...
"""

from __future__ import annotations

import argparse
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
from notebook_files import NotebookFileError, find_notebook, read_notebook  # noqa: E402
from notebook_navigation import CHAPTERS  # noqa: E402

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
    """A slides exporter; with ``vendor`` (where the decks find it), every script is local."""
    if vendor is None:
        return SlidesExporter()
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


def build(
    names: list[str], out: Path, vendor: Path | None, linked_vendor: Path | None = None
) -> list[Path]:
    """Write one deck per notebook and the index page; return the deck paths.

    ``names`` are file names in ``notebooks/`` (or paths to notebooks elsewhere); a
    missing or malformed one raises :class:`NotebookFileError` (one line per bad file)
    before anything is written.
    The packages are fetched into ``vendor``; the decks link ``linked_vendor``
    (default: ``vendor``), a copy of it inside a website, say.
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
        body, _ = slides.from_notebook_node(notebook, resources={"metadata": {"name": name}})
        deck = out / Path(name).name.replace(".ipynb", ".slides.html")
        deck.write_text(body, encoding="utf-8")
        decks.append(deck)
        print(f"wrote {deck.relative_to(out.parent) if out.parent in deck.parents else deck}")
    write_index(out, decks)
    return decks


def write_index(out: Path, decks: list[Path]) -> None:
    """A plain page linking every deck, titled from the chapter list."""
    titles = {f"{stem}.slides.html": title for stem, title, _ in CHAPTERS}
    items = "\n".join(
        f'<li><a href="{deck.name}">{html.escape(titles.get(deck.name, deck.stem))}</a></li>'
        for deck in decks
    )
    (out / "index.html").write_text(
        "<!DOCTYPE html>\n<html><head><meta charset='utf-8'>"
        "<title>Impartial games: slide decks</title></head>\n"
        f"<body><h1>Impartial combinatorial games: slide decks</h1>\n<ol>\n{items}\n</ol>\n"
        "<p>Arrow keys move between slides; Esc shows an overview; S opens speaker notes.</p>"
        "</body></html>\n",
        encoding="utf-8",
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="notebook file names (default: all)")
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "slides")
    parser.add_argument("--vendor", type=Path, default=ROOT / "build" / "vendor")
    parser.add_argument("--cdn", action="store_true", help="link the CDNs instead")
    args = parser.parse_args(argv)
    names = args.names or sorted(path.name for path in NOTEBOOKS.glob("*.ipynb"))
    try:
        build(names, args.out.resolve(), None if args.cdn else args.vendor.resolve())
    except NotebookFileError as error:
        print(error, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
