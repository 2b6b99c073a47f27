"""Count a chapter's cells and the words of its main line (issue 37: a first course's pace).

The main line is what a lecture goes through: the cells from the top to the end of the
``## Summary`` section (the first level-2 heading after it starts the end matter), without the
cells tagged ``solution``, ``lecturer`` or ``contest-kit``, the cells skipped in the slides
(navigation, set-up, notes) and the sections whose heading says "Going further" (up to the next
heading of the same or a higher level).  Words are the whitespace-separated pieces of the
markdown cells, HTML comments left out.  ``--inline`` also counts the "Going further"
sections placed before the summary (they interrupt the lecture even when marked).

Usage::

    python tools/main_line.py notebooks/01_games_and_positions.ipynb [more notebooks]

>>> cells = [{"cell_type": "markdown", "source": "## 1 · A\\n\\nfour words in here",
...           "metadata": {"slideshow": {"slide_type": "slide"}}},
...          {"cell_type": "markdown", "source": "## Summary\\n\\nDone.", "metadata": {}},
...          {"cell_type": "markdown", "source": "## Going further\\n\\nLater.", "metadata": {}}]
>>> main_line(cells)
(2, 0, 11)
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

HIDDEN_TAGS = {"solution", "lecturer", "contest-kit"}
#: the headings in both editions (the Chinese notebooks are built from the English ones)
SUMMARY_HEADINGS = ("## Summary", "## 小结")
GOING_FURTHER = ("Going further", "深入一步")


def main_line(cells: list[dict], inline: bool = False) -> tuple[int, int, int]:
    """``(markdown cells, code cells, words)`` of the main line of ``cells`` (nbformat dicts).

    ``inline=True`` keeps the "Going further" sections that come before the summary.
    """
    markdown = code = words = 0
    after_summary = False
    skip_level: int | None = None
    for cell in cells:
        source = cell["source"] if isinstance(cell["source"], str) else "".join(cell["source"])
        metadata = cell.get("metadata", {})
        heading = re.match(r"(#+) ", source) if cell["cell_type"] == "markdown" else None
        if heading:
            level = len(heading.group(1))
            if level == 2 and after_summary:
                break
            after_summary = after_summary or source.startswith(SUMMARY_HEADINGS)
            if skip_level is not None and level <= skip_level:
                skip_level = None
            first_line = source.splitlines()[0]
            if not inline and any(words in first_line for words in GOING_FURTHER):
                skip_level = level
        tags = set(metadata.get("tags", []))
        skipped = metadata.get("slideshow", {}).get("slide_type") == "skip"
        if skip_level is not None or tags & HIDDEN_TAGS or skipped:
            continue
        if cell["cell_type"] == "markdown":
            markdown += 1
            words += len(re.sub(r"<!--.*?-->", "", source, flags=re.S).split())
        else:
            code += 1
    return markdown, code, words


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("notebooks", nargs="+", type=Path)
    args = parser.parse_args(argv)
    for path in args.notebooks:
        try:
            cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        except (OSError, ValueError, KeyError) as error:
            print(f"{path}: not a notebook ({error})", file=sys.stderr)
            return 2
        markdown, code, words = main_line(cells)
        inline = main_line(cells, inline=True)
        print(
            f"{path.name}: {len(cells)} cells; main line {markdown + code} cells "
            f"({markdown} markdown, {code} code), {words} words; with the 'Going further' "
            f"sections before the summary {inline[0] + inline[1]} cells, {inline[2]} words"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
