"""Write the generated parts of the notebooks: navigation links and the contents list.

Every chapter has, right after its title, a markdown cell starting with
``<!-- navigation -->``; ``00_index.ipynb`` has a cell starting with
``<!-- contents -->``.  This script rewrites both from :data:`CHAPTERS`, linking
only notebooks that exist, so links never break and nobody edits them by hand.

Usage::

    python tools/notebook_navigation.py          # rewrite the notebooks
    python tools/notebook_navigation.py --check  # exit 1 if a notebook is out of date
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import nbformat

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
NAVIGATION_MARK = "<!-- navigation -->"
CONTENTS_MARK = "<!-- contents -->"

# (file stem, title, one-line summary)
CHAPTERS: list[tuple[str, str, str]] = [
    ("00_index", "Contents", "how to use the collection, the chapters, the glossary"),
    (
        "01_games_and_positions",
        "Games, positions and game graphs",
        "impartial games, Zermelo, P/N positions, game graphs, the kernel; POJ2505, POJ2068",
    ),
    (
        "02_bash_and_nim",
        "Bash and Nim",
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
        "Green Hackenbush",
        "trees and the colon principle, Christmas trees, the fusion principle",
    ),
    (
        "09_nim_product_and_tartan",
        "Nim multiplication and the Tartan theorem",
        "turning corners, the Nim product field, Tartan, Rugs",
    ),
    (
        "10_other_methods",
        "Other methods",
        "multi-stage games (Euclid), the pirates puzzle, symmetry strategies",
    ),
]


def _exists(stem: str) -> bool:
    return (NOTEBOOKS / f"{stem}.ipynb").exists()


def _label(index: int) -> str:
    stem, title, _ = CHAPTERS[index]
    return title if index == 0 else f"Chapter {int(stem[:2])} · {title}"


def navigation_markdown(stem: str) -> str:
    """Return the navigation cell text for the chapter ``stem``."""
    stems = [c[0] for c in CHAPTERS]
    index = stems.index(stem)
    parts = []
    if index > 1:
        parts.append(f"[← {_label(index - 1)}]({stems[index - 1]}.ipynb)")
    parts.append("[Contents](00_index.ipynb)")
    if index + 1 < len(CHAPTERS):
        following = stems[index + 1]
        label = _label(index + 1)
        parts.append(
            f"[{label} →]({following}.ipynb)" if _exists(following) else f"{label} (coming soon)"
        )
    return f"{NAVIGATION_MARK}\n" + " · ".join(parts)


def contents_markdown() -> str:
    """Return the contents list of the index notebook."""
    lines = [CONTENTS_MARK, "| chapter | what it teaches |", "|---|---|"]
    for index, (stem, _, summary) in enumerate(CHAPTERS[1:], start=1):
        label = _label(index)
        link = f"[{label}]({stem}.ipynb)" if _exists(stem) else f"{label} *(coming soon)*"
        lines.append(f"| {link} | {summary} |")
    return "\n".join(lines)


def _source(cell: dict) -> str:
    source = cell.get("source", "")
    return "".join(source) if isinstance(source, list) else source


def updated_notebook(path: Path) -> tuple[nbformat.NotebookNode, bool]:
    """Return the notebook with its generated cells rewritten, and whether anything changed."""
    notebook = nbformat.read(path, as_version=4)
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
        notebook, changed = updated_notebook(path)
        if not changed:
            continue
        stale.append(path.name)
        if not args.check:
            nbformat.write(notebook, path)
            print(f"updated {path.name}")
    if args.check and stale:
        print("out of date (run `make navigation`): " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
