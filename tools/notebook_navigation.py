"""Write the generated parts of the notebooks and README: navigation, contents, classroom links.

Every chapter has, right after its title, a markdown cell starting with
``<!-- navigation -->``; ``00_index.ipynb`` has a cell starting with
``<!-- contents -->``.  This script rewrites both from :data:`CHAPTERS`, linking
only notebooks that exist, so links never break and nobody edits them by hand.
In ``README.md`` it rewrites the chapter table (between ``<!-- chapters -->`` and
``<!-- /chapters -->``) and the Binder / Colab links (between ``<!-- classroom -->``
and ``<!-- /classroom -->``), built from ``[project.urls] Repository`` in
``pyproject.toml`` (a GitHub address).  It also writes the website's table of contents,
``book/_toc.yml`` (Jupyter Book, see ``tools/build_book.py``).

Usage::

    python tools/notebook_navigation.py          # rewrite the notebooks
    python tools/notebook_navigation.py --check  # exit 1 if a notebook is out of date
"""

from __future__ import annotations

import argparse
import re
import sys
import tomllib
from collections.abc import Callable
from pathlib import Path

import nbformat

sys.path.insert(0, str(Path(__file__).resolve().parent))
from notebook_files import NotebookFileError, chapter_mark, is_companion, read_notebook  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
README = ROOT / "README.md"
BOOK_TOC = ROOT / "book" / "_toc.yml"
NAVIGATION_MARK = "<!-- navigation -->"
CONTENTS_MARK = "<!-- contents -->"

# (file stem, title, one-line summary); a chapter's companion notebooks (``05b_…``, see
# tools/notebook_files.py) follow it, so the previous/next links read the chapter in order
CHAPTERS: list[tuple[str, str, str]] = [
    ("00_index", "Contents", "how to use the collection, the chapters, the glossary"),
    (
        "01_games_and_positions",
        "Games, positions and game graphs",
        "impartial games, P/N positions, Zermelo, game graphs, the kernel; POJ2505, POJ2068",
    ),
    (
        "02_bash_and_nim",
        "Bash's game and Nim",
        "Bash's game, Nim and Bouton's theorem, staircase Nim, Moore's Nim_k",
    ),
    (
        "03_wythoff_and_beatty",
        "Wythoff's game and Beatty's theorem",
        "the P-positions (⌊kφ⌋, ⌊kφ²⌋), exact for huge heaps",
    ),
    (
        "04_fibonacci_and_zeckendorf",
        "Fibonacci Nim and Zeckendorf's theorem",
        "Fibonacci numbers are the P-positions; k-fold dynamic subtraction",
    ),
    (
        "05_sprague_grundy",
        "The Sprague-Grundy function and sums of games",
        "mex, SG values, the SG theorem; subtraction, Lasker's Nim, octal games",
    ),
    (
        "05b_contest_reductions",
        "Contest reductions: when a game becomes a sum",
        "POJ2425, POJ3537, POJ2311, BZOJ1457, HDU4664: a sum of games after one idea each",
    ),
    (
        "05c_octal_research",
        "Octal research: games nobody has solved",
        "Grundy's game, 0.6, 0.007 open; rare and common values; 0.16's period; the octal explorer",
    ),
    (
        "06_misere_and_every_sg",
        "Misère play and every-SG",
        "anti-Nim, the SJ theorem, every-SG and the step function",
    ),
    (
        "07_coin_turning",
        "Coin-turning games",
        "each head is a game; Mock Turtles, Ruler",
    ),
    (
        "08_hackenbush",
        "Green Hackenbush: cutting trees and graphs",
        "trees and the colon principle, Christmas trees, the fusion principle",
    ),
    (
        "09_nim_product_and_tartan",
        "Nim multiplication and the Tartan theorem",
        "turning corners, the Nim product field, Tartan, Rugs",
    ),
    (
        "10_other_methods",
        "Other methods: multi-stage games, pirates, symmetry",
        "multi-stage games (Euclid), the pirates puzzle, symmetry strategies",
    ),
    (
        "11_cheat_sheet",
        "Cheat sheet: every game at a glance",
        "game → P-position condition → winning move → cost → contest template → problems",
    ),
]
#: Reference pages after the chapters: labelled "Appendix", listed under their own caption.
APPENDICES = {"11_cheat_sheet"}


def _exists(stem: str) -> bool:
    return (NOTEBOOKS / f"{stem}.ipynb").exists()


def _label(index: int) -> str:
    stem, title, _ = CHAPTERS[index]
    if stem in APPENDICES:
        return f"Appendix · {title}"
    return title if index == 0 else f"Chapter {chapter_mark(stem)} · {title}"


def navigation_markdown(stem: str) -> str:
    """Return the navigation cell text for the chapter ``stem``."""
    stems = [c[0] for c in CHAPTERS]
    index = stems.index(stem)
    parts = []
    previous = next((i for i in range(index - 1, 0, -1) if _exists(stems[i])), None)
    if previous is not None:
        parts.append(f"[← {_label(previous)}]({stems[previous]}.ipynb)")
    parts.append("[Contents](00_index.ipynb)")
    parts.append("[Sources](00_index.ipynb#sources)")
    if index + 1 < len(CHAPTERS):
        following = stems[index + 1]
        label = _label(index + 1)
        parts.append(
            f"[{label} →]({following}.ipynb)" if _exists(following) else f"{label} (coming soon)"
        )
    return f"{NAVIGATION_MARK}\n" + " · ".join(parts)


def short_label(stem: str, title: str) -> str:
    """A companion's link text in the contents: its number and its title up to the colon.

    >>> short_label("05b_contest_reductions", "Contest reductions: when a game becomes a sum")
    '5b · Contest reductions'
    """
    return f"{chapter_mark(stem)} · {re.split('[:：]', title, maxsplit=1)[0]}"


def contents_rows(
    title: Callable[[int], str], summary: Callable[[int], str], companions: str
) -> list[tuple[int, str]]:
    """``(index, summary cell)`` of each row of the contents: a chapter's companion notebooks
    (``05b_…``) get no row of their own but a link at the end of their chapter's summary, so the
    contents stays one slide.  ``companions`` is the word that introduces them."""
    rows: list[tuple[int, str]] = []
    for index, (stem, _, _) in enumerate(CHAPTERS[1:], start=1):
        if stem not in APPENDICES and is_companion(stem):
            if _exists(stem) and rows:
                first, text = rows[-1]
                link = f"[{short_label(stem, title(index))}]({stem}.ipynb)"
                colon = "：" if re.search(r"[\u4e00-\u9fff]", companions) else ": "
                joiner = " · " if companions in text else f"<br>{companions}{colon}"
                rows[-1] = (first, f"{text}{joiner}{link}")
            continue
        rows.append((index, summary(index)))
    return rows


def contents_markdown() -> str:
    """Return the contents list of the index notebook."""
    lines = [CONTENTS_MARK, "| chapter | what it teaches |", "|---|---|"]
    rows = contents_rows(lambda i: CHAPTERS[i][1], lambda i: CHAPTERS[i][2], "Companions")
    for index, summary in rows:
        stem, label = CHAPTERS[index][0], _label(index)
        link = f"[{label}]({stem}.ipynb)" if _exists(stem) else f"{label} *(coming soon)*"
        lines.append(f"| {link} | {summary} |")
    return "\n".join(lines)


def github_slug(repository: str | None) -> str | None:
    """``owner/name`` of a GitHub address, or ``None``.

    >>> github_slug("https://github.com/someone/games.git"), github_slug(None)
    ('someone/games', None)
    """
    if not repository:
        return None
    match = re.fullmatch(r"https://github\.com/([\w.-]+/[\w.-]+?)(\.git)?/?", repository.strip())
    return match.group(1) if match else None


def repository_url() -> str | None:
    """The ``Repository`` address in pyproject.toml's ``[project.urls]``, if any."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return project.get("urls", {}).get("Repository")


def binder_url(slug: str, branch: str = "main") -> str:
    """A Binder launch address opening the contents page in JupyterLab."""
    return f"https://mybinder.org/v2/gh/{slug}/{branch}?urlpath=lab/tree/notebooks/00_index.ipynb"


def colab_url(slug: str, stem: str, branch: str = "main") -> str:
    """A Colab address opening one chapter straight from GitHub."""
    return f"https://colab.research.google.com/github/{slug}/blob/{branch}/notebooks/{stem}.ipynb"


def readme_chapters_markdown(slug: str | None) -> str:
    """The README's chapter table: links to the chapters that exist (and their Colab links)."""
    header = "| notebook | what it teaches |" + (" open in |" if slug else "")
    lines = [header, "|---|---|" + ("---|" if slug else "")]
    for index, (stem, _, summary) in enumerate(CHAPTERS):
        label = f"{stem.split('_', 1)[0]} · {CHAPTERS[index][1]}"
        exists = _exists(stem)
        cell = f"[{label}](notebooks/{stem}.ipynb)" if exists else f"{label} *(coming soon)*"
        row = f"| {cell} | {summary} |"
        if slug:
            row += f" [Colab]({colab_url(slug, stem)}) |" if exists else " |"
        lines.append(row)
    return "\n".join(lines)


def readme_classroom_markdown(slug: str | None) -> str:
    """The README's Binder badge and Colab note (or how to enable them)."""
    if slug is None:
        return (
            "Binder and Colab links are generated here by `make navigation` once\n"
            "`[project.urls] Repository` in `pyproject.toml` names the public GitHub repository."
        )
    badge = "https://mybinder.org/badge_logo.svg"
    return (
        f"[![Binder]({badge})]({binder_url(slug)}) runs the whole collection in the browser "
        "(Binder builds `environment.yml`).\n"
        "Each chapter also opens in Google Colab (links in the table below); there, run\n"
        f"`%pip install git+https://github.com/{slug}` in a first cell so that\n"
        "`gametheory_helpers` is importable."
    )


def book_toc_yaml() -> str:
    """The website's table of contents: the landing page, the contents page, every chapter.

    Only notebooks that exist are listed (Jupyter Book fails on a missing file).
    """
    stems = [stem for stem, _, _ in CHAPTERS if _exists(stem)]
    lines = [
        "# Generated by tools/notebook_navigation.py from its CHAPTERS list: do not edit.",
        "format: jb-book",
        "root: intro",
        "parts:",
        "  - caption: Start here",
        "    chapters:",
        *[
            f"      - file: {stem}\n        title: {CHAPTERS[0][1]}"
            for stem in stems
            if stem == "00_index"
        ],
        "  - caption: Chapters",
        "    chapters:",
        *[
            f"      - file: {stem}"
            for stem in stems
            if stem != "00_index" and stem not in APPENDICES
        ],
    ]
    appendices = [stem for stem in stems if stem in APPENDICES]
    if appendices:
        lines += ["  - caption: Appendix", "    chapters:"]
        lines += [f"      - file: {stem}" for stem in appendices]
    return "\n".join(lines) + "\n"


def _replace_block(text: str, name: str, body: str) -> str:
    start, end = f"<!-- {name} -->", f"<!-- /{name} -->"
    if start not in text or end not in text:
        raise SystemExit(f"README.md needs the markers {start} and {end}")
    before, rest = text.split(start, 1)
    _, after = rest.split(end, 1)
    return f"{before}{start}\n{body}\n{end}{after}"


def updated_readme() -> str:
    """README.md with its generated blocks rewritten."""
    slug = github_slug(repository_url())
    text = README.read_text(encoding="utf-8")
    text = _replace_block(text, "classroom", readme_classroom_markdown(slug))
    return _replace_block(text, "chapters", readme_chapters_markdown(slug))


def _source(cell: dict) -> str:
    source = cell.get("source", "")
    return "".join(source) if isinstance(source, list) else source


def updated_notebook(path: Path) -> tuple[nbformat.NotebookNode, bool]:
    """Return the notebook with its generated cells rewritten, and whether anything changed.

    A malformed file raises :class:`NotebookFileError`, one line naming it.
    """
    notebook = read_notebook(path)
    changed = False
    for cell in notebook["cells"]:
        text = _source(cell)
        if cell["cell_type"] != "markdown":
            continue
        if text.startswith(NAVIGATION_MARK) and path.stem != "00_index":
            wanted = navigation_markdown(path.stem)
        elif text.startswith(CONTENTS_MARK):
            wanted = contents_markdown()
        else:
            continue
        if text != wanted:
            cell["source"] = wanted
            changed = True
    return notebook, changed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report stale notebooks")
    args = parser.parse_args(argv)
    stale = []
    for path in sorted(NOTEBOOKS.glob("*.ipynb")):
        if path.stem not in {c[0] for c in CHAPTERS}:
            print(f"{path.name}: not in tools/notebook_navigation.py CHAPTERS", file=sys.stderr)
            return 1
        try:
            notebook, changed = updated_notebook(path)
        except NotebookFileError as error:
            print(error, file=sys.stderr)
            return 1
        if not changed:
            continue
        stale.append(path.name)
        if not args.check:
            nbformat.write(notebook, path)
            print(f"updated {path.name}")
    readme = updated_readme()
    if readme != README.read_text(encoding="utf-8"):
        stale.append(README.name)
        if not args.check:
            README.write_text(readme, encoding="utf-8")
            print(f"updated {README.name}")
    toc = book_toc_yaml()
    if not BOOK_TOC.exists() or BOOK_TOC.read_text(encoding="utf-8") != toc:
        stale.append(str(BOOK_TOC.relative_to(ROOT)))
        if not args.check:
            BOOK_TOC.write_text(toc, encoding="utf-8")
            print(f"updated {BOOK_TOC.relative_to(ROOT)}")
    if args.check and stale:
        print("out of date (run `make navigation`): " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
