"""Build the Simplified-Chinese notebooks from the English ones and gettext catalogues.

The English notebooks stay the one source of code, outputs and structure. The Chinese
prose lives in one gettext catalogue per notebook, ``i18n/zh_CN/NN_name.po``, with one
entry per markdown cell:

- ``msgctxt`` is the cell's nbformat ``id`` (every notebook is nbformat 4.5, so each cell has
  a stable id that survives edits, moves and re-execution; a key by position would shift
  whenever a cell is added above);
- ``msgid`` is the English cell source, ``msgstr`` the Chinese;
- an entry is *current* when its ``msgstr`` is filled in and it is not marked ``fuzzy``.

The generated cells (the chapter navigation and the contents table, written by
``tools/notebook_navigation.py``) have no entry: the build writes them in Chinese from
``i18n/zh_CN/navigation.po`` (chapter titles, summaries and a few labels).

Subcommands::

    python tools/translate_notebooks.py update   # refresh every catalogue from the English
    python tools/translate_notebooks.py build    # write and execute notebooks/zh/*.ipynb
    python tools/translate_notebooks.py status   # per chapter: translated / fuzzy / untranslated
    python tools/translate_notebooks.py check    # exit 1 unless every entry is current

``update`` adds a new English cell as an empty entry; a changed English cell keeps its old
translation marked ``fuzzy``, with the English it was made for as the previous msgid
(``#| msgid ...``, which PO editors show as a diff); a cell whose English is unchanged but
whose id changed keeps its translation; a removed cell's translation moves to the obsolete
entries (``#~``) at the end of the file. ``build`` writes ``notebooks/zh/NN_name.ipynb`` for
every chapter whose catalogue has at least one translation (``--all``: every chapter): the
same cells, ids and metadata in the same order, markdown replaced by its current translation
(an untranslated or fuzzy cell keeps the English and is reported), code cells identical to
the English except that the set-up cell (the first code cell) starts with
:data:`LANGUAGE_SETUP`, links rewritten for the ``zh/`` folder; then it executes the notebooks
it changed with ``tools/execute_notebooks.py`` so that their outputs are stored.

Code cells have catalogues of their own, ``i18n/zh_CN/code/NN_name.po`` (so that a chapter's
prose and its code are translated without touching each other's file): one entry per code
cell with a comment or a string literal holding English words (see
``tools/code_translation.py``), ``msgctxt`` the cell id, ``msgid`` the English source,
``msgstr`` the same code with its comments and reader-facing strings (printed sentences,
figure titles, axis labels) in Chinese; strings used as data stay as they are. ``update``,
``status`` and ``check`` treat them like the markdown entries. ``build`` uses a current code
entry only after checking with ``tokenize`` that it is the English code up to comments and
string texts (an f-string keeps its ``{…}`` fields); a translation that changes the code stops
the build with an error naming the notebook, the cell and the first differing token. An
untranslated or fuzzy code entry keeps the English code and is reported.

Catalogues are read and written with Babel (``babel.messages.pofile``), the library the
package's own translations use. Babel reads a ``#| msgid`` line as a plain comment and writes
a multi-line previous msgid on one line, so this module writes and reads that part itself
(see :func:`write_catalogue`, :func:`read_catalogue`).
"""

from __future__ import annotations

import argparse
import copy
import io
import re
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import nbformat
from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import denormalize, normalize, write_po

sys.path.insert(0, str(Path(__file__).resolve().parent))
import execute_notebooks  # noqa: E402
from code_translation import CodeTranslationError, check_translation, code_difference  # noqa: E402
from code_translation import needs_translation as code_needs_translation  # noqa: E402
from notebook_files import (  # noqa: E402
    NotebookFileError,
    chapter_mark,
    read_catalogue_file,
    read_notebook,
)
from notebook_navigation import (  # noqa: E402
    APPENDICES,
    CHAPTERS,
    CONTENTS_MARK,
    NAVIGATION_MARK,
    contents_rows,
)

ROOT = Path(__file__).resolve().parent.parent
LOCALE = "zh_CN"
NAVIGATION = "navigation"  # the catalogue of chapter titles, summaries and labels
CODE = "code"  # the folder of the code cells' catalogues, and the prefix of their names
INDEX = "00_index"

# Prepended to the set-up cell (the first code cell, skipped in slides and run by
# gametheory_helpers.autosetup when JupyterLab starts the kernel), so that every code cell
# stays identical to the English and the cell count and ids do not change.
LANGUAGE_SETUP = 'from gametheory_helpers import set_language\n\nset_language("zh")  # 中文版\n\n'

# navigation.po: msgctxt "label <English>" entries, then one "title" and one "summary" per chapter
LABELS = [
    "Contents",
    "Sources",
    "Chapter {number} · {title}",
    "Appendix · {title}",
    "coming soon",
    "{title} (English)",
    "chapter",
    "what it teaches",
    "Companions",
]

HEADER = """\
# Simplified-Chinese translation of {source}.
# One entry per markdown cell: msgctxt is the cell's id, msgid its English text
# (the location's number is the cell's position, counted from 1). Translate msgstr only;
# remove the "fuzzy" flag (and the "#|" lines) once a translation fits the new English.
# Written by tools/translate_notebooks.py update; see README.md, section 中文版."""
CODE_HEADER = """\
# Simplified-Chinese code cells of {source}.
# One entry per code cell with a comment or an English string: msgctxt is the cell's id, msgid
# its English source. msgstr is the same code with the comments and the strings a reader sees
# (printed text, figure titles, axis labels) in Chinese; strings used as data stay as they are.
# `build` refuses a msgstr whose tokens differ from the English other than comments and strings.
# Written by tools/translate_notebooks.py update; see README.md, section 中文版."""
NAVIGATION_HEADER = """\
# Simplified-Chinese labels of the generated navigation and contents cells: msgctxt "label …"
# for the labels, "title NN_name" and "summary NN_name" for each chapter (the chapter list
# of tools/notebook_navigation.py). Keep {number} and {title} as they are.
# Written by tools/translate_notebooks.py update; see README.md, section 中文版."""


@dataclass(frozen=True)
class Paths:
    """Where the English notebooks, the Chinese notebooks and the catalogues are."""

    notebooks: Path = ROOT / "notebooks"
    catalogues: Path = ROOT / "i18n" / LOCALE

    @property
    def zh(self) -> Path:
        """The folder of the Chinese notebooks, inside the English one."""
        return self.notebooks / "zh"

    def stems(self) -> list[str]:
        """The English notebooks' file stems, in order."""
        return sorted(path.stem for path in self.notebooks.glob("*.ipynb"))

    def catalogue(self, stem: str) -> Path:
        """The catalogue of ``stem`` (a notebook stem or :data:`NAVIGATION`)."""
        return self.catalogues / f"{stem}.po"

    def code_catalogue(self, stem: str) -> Path:
        """The catalogue of the code cells of notebook ``stem``."""
        return self.catalogues / CODE / f"{stem}.po"


# ---------------------------------------------------------------- catalogues


def is_generated(source: str) -> bool:
    """Whether a markdown cell is written by tools/notebook_navigation.py (no entry)."""
    return source.startswith((NAVIGATION_MARK, CONTENTS_MARK))


def english_entries(notebook: nbformat.NotebookNode) -> list[tuple[str, str, int]]:
    """``(cell id, English source, cell number from 1)`` of each translatable markdown cell."""
    return [
        (cell.id, cell.source, number)
        for number, cell in enumerate(notebook.cells, start=1)
        if cell.cell_type == "markdown" and not is_generated(cell.source)
    ]


def code_entries(notebook: nbformat.NotebookNode) -> list[tuple[str, str, int]]:
    """``(cell id, English source, cell number from 1)`` of each code cell to translate."""
    return [
        (cell.id, cell.source, number)
        for number, cell in enumerate(notebook.cells, start=1)
        if cell.cell_type == "code" and code_needs_translation(cell.source)
    ]


def navigation_entries() -> list[tuple[str, str]]:
    """``(msgctxt, msgid)`` of navigation.po: the labels, then each chapter's title and summary."""
    # each label its own context: the update tool matches changed entries by context
    entries = [(f"label {label}", label) for label in LABELS]
    for stem, title, summary in CHAPTERS:
        entries += [(f"title {stem}", title), (f"summary {stem}", summary)]
    return entries


def new_catalogue(source: str, old: Catalog | None = None, header: str = HEADER) -> Catalog:
    """An empty zh_CN catalogue; its dates come from ``old`` so that rewriting changes nothing."""
    now = datetime(2026, 1, 1, tzinfo=UTC)
    return Catalog(
        locale=LOCALE,
        project="Impartial combinatorial games",
        version="1",
        header_comment=NAVIGATION_HEADER if source == NAVIGATION else header.format(source=source),
        language_team="zh_CN",
        creation_date=old.creation_date if old else now,
        revision_date=old.revision_date if old else now,
        last_translator=old.last_translator if old else "",
        fuzzy=False,
    )


def state(message: Message) -> str:
    """``"translated"``, ``"fuzzy"`` or ``"untranslated"``."""
    if not message.string:
        return "untranslated"
    return "fuzzy" if message.fuzzy else "translated"


def merge(
    old: Catalog | None, entries: list[tuple[str, str, list]], source: str, header: str = HEADER
) -> Catalog:
    """The catalogue for the English ``entries`` ``(msgctxt, msgid, locations)``.

    Same context and English: kept as it is. Same context, English changed: the old
    translation, marked fuzzy, with the English it was made for as the previous msgid.
    Same English under a new context: the translation is kept (it still fits). Anything
    else: a new empty entry. Old translations no entry took go to the obsolete entries.
    """
    catalogue = new_catalogue(source, old, header)
    olds = [m for m in old if m.id] + list(old.obsolete.values()) if old else []
    by_key = {(m.context, m.id): m for m in olds}
    by_context: dict[str, Message] = {}
    by_english: dict[str, Message] = {}
    for message in olds:
        if message.string:
            by_context.setdefault(message.context, message)
            if not message.fuzzy:
                by_english.setdefault(message.id, message)
    used: set[tuple[str, str]] = set()
    for context, english, locations in entries:
        message = catalogue.add(english, "", context=context, locations=locations)
        message.flags.discard("python-format")
        message.flags.discard("python-brace-format")
        before = by_key.get((context, english))
        if before is not None and before.string:
            message.string = before.string
            if before.fuzzy:
                message.flags.add("fuzzy")
                message.previous_id = list(before.previous_id)
        elif (before := by_context.get(context)) is not None:
            message.string = before.string
            message.flags.add("fuzzy")
            message.previous_id = list(before.previous_id) if before.fuzzy else [before.id]
        elif (before := by_english.get(english)) is not None:
            message.string = before.string
        if before is not None:
            message.user_comments = list(before.user_comments)
            used.add((before.context, before.id))
    for message in olds:
        key = (message.context, message.id)
        if message.string and key not in used and (message.id, message.context) not in catalogue:
            kept = Message(message.id, message.string, context=message.context)
            catalogue.obsolete[(message.id, message.context)] = kept
    return catalogue


def read_catalogue(path: Path) -> Catalog:
    """Read a catalogue with Babel, recovering the previous msgids (``#|`` lines)."""
    catalogue = read_catalogue_file(path, locale=LOCALE)
    for message in catalogue:
        previous = [c[1:].strip() for c in message.user_comments if c.startswith("|")]
        if previous:
            message.user_comments = [c for c in message.user_comments if not c.startswith("|")]
            text = "\n".join(previous)  # babel's denormalize reads one line per line
            if text.startswith("msgid "):
                message.previous_id = [denormalize(text.removeprefix("msgid "))]
    return catalogue


def catalogue_text(catalogue: Catalog) -> str:
    """The PO text of ``catalogue``, with GNU-style multi-line ``#| msgid`` lines."""
    buffer = io.BytesIO()
    write_po(buffer, catalogue, width=0, include_previous=False, sort_output=False)
    previous = {
        f"msgctxt {normalize(m.context, width=0)}": m.previous_id[0]
        for m in catalogue
        if m.id and m.fuzzy and m.previous_id
    }
    lines = []
    for line in buffer.getvalue().decode("utf-8").splitlines():
        if line in previous:
            lines.append("#| msgid " + normalize(previous[line], prefix="#| ", width=0))
        lines.append(line)
    return "\n".join(lines) + "\n"


def write_catalogue(catalogue: Catalog, path: Path) -> bool:
    """Write ``catalogue`` to ``path`` if its text changed; return whether it did."""
    text = catalogue_text(catalogue)
    if path.exists() and path.read_text(encoding="utf-8") == text:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return True


def template(paths: Paths, stem: str) -> list[tuple[str, str, list]]:
    """The entries ``(msgctxt, msgid, locations)`` of catalogue ``stem``, from the English."""
    if stem == NAVIGATION:
        return [(context, text, []) for context, text in navigation_entries()]
    notebook = read_notebook(paths.notebooks / f"{stem}.ipynb")
    where = f"notebooks/{stem}.ipynb"
    return [(i, text, [(where, n)]) for i, text, n in english_entries(notebook)]


def code_template(paths: Paths, stem: str) -> list[tuple[str, str, list]]:
    """The entries ``(msgctxt, msgid, locations)`` of the code catalogue of ``stem``."""
    notebook = read_notebook(paths.notebooks / f"{stem}.ipynb")
    where = f"notebooks/{stem}.ipynb"
    return [(i, text, [(where, n)]) for i, text, n in code_entries(notebook)]


def templates(paths: Paths) -> dict[str, list[tuple[str, str, list]]]:
    """Every catalogue's entries as the English stands now, by catalogue stem."""
    return {stem: template(paths, stem) for stem in [*paths.stems(), NAVIGATION]}


def update(paths: Paths) -> list[str]:
    """Refresh every catalogue from the English notebooks; return the files rewritten."""
    changed = []
    for stem, entries in templates(paths).items():
        path = paths.catalogue(stem)
        old = read_catalogue(path) if path.exists() else None
        source = stem if stem == NAVIGATION else f"{stem}.ipynb"
        if write_catalogue(merge(old, entries, source), path):
            changed.append(path.name)
    for stem in paths.stems():
        path = paths.code_catalogue(stem)
        entries = code_template(paths, stem)
        if not entries and not path.exists():
            continue
        old = read_catalogue(path) if path.exists() else None
        if write_catalogue(merge(old, entries, f"{stem}.ipynb", CODE_HEADER), path):
            changed.append(f"{CODE}/{path.name}")
    return changed


def load(paths: Paths, stem: str) -> Catalog:
    """The catalogue of ``stem``, or an empty one when it does not exist yet."""
    path = paths.catalogue(stem)
    return read_catalogue(path) if path.exists() else new_catalogue(stem)


def load_code(paths: Paths, stem: str) -> Catalog:
    """The code catalogue of ``stem``, or an empty one when it does not exist yet."""
    path = paths.code_catalogue(stem)
    return read_catalogue(path) if path.exists() else new_catalogue(stem, header=CODE_HEADER)


def counts(catalogue: Catalog) -> dict[str, int]:
    """How many entries are translated, fuzzy and untranslated."""
    result = dict.fromkeys(("translated", "fuzzy", "untranslated"), 0)
    for message in catalogue:
        if message.id:
            result[state(message)] += 1
    return result


def _catalogue_problems(name: str, catalogue: Catalog, entries: list) -> list[str]:
    wanted = {(context, english) for context, english, _ in entries}
    present = {(m.context, m.id) for m in catalogue if m.id}
    found = []
    if wanted != present:
        found.append(f"{name}: catalogue out of step with the English (run `make translations`)")
    for message in catalogue:
        if message.id and state(message) != "translated":
            where = "".join(f" {n}" for _, n in message.locations if n)
            found.append(f"{name}: cell{where} (msgctxt {message.context!r}) is {state(message)}")
    return found


def problems(paths: Paths, stem: str) -> list[str]:
    """Why the catalogues of ``stem`` (markdown and code) are not current (empty when they are).

    A translated code entry that changes the code counts too (see ``code_translation.py``).
    """
    found = _catalogue_problems(stem, load(paths, stem), template(paths, stem))
    if stem == NAVIGATION:
        return found
    code = load_code(paths, stem)
    found += _catalogue_problems(f"{CODE}/{stem}", code, code_template(paths, stem))
    for message in code:
        if message.id and state(message) == "translated":
            difference = code_difference(message.id, message.string)
            if difference is not None:
                found.append(
                    f"{CODE}/{stem}: cell (msgctxt {message.context!r}) changes the code:"
                    f" {difference}"
                )
    return found


# ---------------------------------------------------------------- building

LINK = re.compile(
    r"(?P<pre>\]\(\s*<?|(?:href|src)=[\"']|^\s*\[[^\]]+\]:\s*)(?P<target>[^\s)\"'>]+)", re.M
)
CHAPTER_FILE = re.compile(r"\d\d[a-z]?_\w+\.ipynb")


def localise_links(text: str, edition: Iterable[str]) -> str:
    """``text`` with its relative links rewritten for a notebook in ``notebooks/zh/``.

    A link to a chapter of the Chinese edition stays (the Chinese chapter sits beside it);
    any other relative link (an English-only chapter, a file outside ``notebooks/``) gets
    ``../``. Anchors, absolute paths and addresses with a scheme are left alone.

    >>> localise_links("[a](01_x.ipynb#s) [b](02_y.ipynb) [c](#notes) [d](../README.md)",
    ...                {"01_x"})
    '[a](01_x.ipynb#s) [b](../02_y.ipynb) [c](#notes) [d](../../README.md)'
    """
    chapters = set(edition)

    def fix(match: re.Match) -> str:
        target = match["target"]
        path = target.split("#", 1)[0]
        if not path or target.startswith("/") or re.match(r"[A-Za-z][\w+.-]*:", target):
            return match[0]
        if CHAPTER_FILE.fullmatch(path) and path.removesuffix(".ipynb") in chapters:
            return match[0]
        return match["pre"] + "../" + target

    return LINK.sub(fix, text)


def translate(catalogue: Catalog, english: str, context: str) -> str | None:
    """The current translation of ``english`` under ``context``, or ``None``."""
    message = catalogue.get(english, context=context)
    if message is None or state(message) != "translated":
        return None
    return message.string


def edition(paths: Paths) -> list[str]:
    """The chapters of the Chinese edition: those whose catalogue has a translation."""
    return [stem for stem in paths.stems() if any(m.id and m.string for m in load(paths, stem))]


class Navigation:
    """The Chinese navigation and contents cells, from navigation.po."""

    def __init__(self, paths: Paths, chapters: Iterable[str]) -> None:
        self.catalogue = load(paths, NAVIGATION)
        self.edition = set(chapters)
        self.english = set(paths.stems())

    def text(self, context: str, english: str) -> str:
        """The translation, or the English while there is none."""
        if context == "label":
            context = f"label {english}"
        return translate(self.catalogue, english, context) or english

    def label(self, index: int) -> str:
        """A chapter's link text, marked "English" when it has no Chinese version yet."""
        stem, title, _ = CHAPTERS[index]
        title = self.text(f"title {stem}", title)
        if stem in APPENDICES:
            title = self.text("label", "Appendix · {title}").format(title=title)
        elif index:
            pattern = self.text("label", "Chapter {number} · {title}")
            title = pattern.format(number=chapter_mark(stem), title=title)
        if stem not in self.edition:
            title = self.text("label", "{title} (English)").format(title=title)
        return title

    def navigation(self, stem: str) -> str:
        """The navigation cell of chapter ``stem``, as in notebook_navigation.py."""
        stems = [c[0] for c in CHAPTERS]
        index = stems.index(stem)
        parts = []
        previous = next((i for i in range(index - 1, 0, -1) if stems[i] in self.english), None)
        if previous is not None:
            parts.append(f"[← {self.label(previous)}]({stems[previous]}.ipynb)")
        parts.append(f"[{self.text('label', 'Contents')}]({INDEX}.ipynb)")
        parts.append(f"[{self.text('label', 'Sources')}]({INDEX}.ipynb#sources)")
        if index + 1 < len(CHAPTERS):
            following = stems[index + 1]
            if following in self.english:
                parts.append(f"[{self.label(index + 1)} →]({following}.ipynb)")
            else:
                parts.append(f"{self.label(index + 1)} ({self.text('label', 'coming soon')})")
        return f"{NAVIGATION_MARK}\n" + " · ".join(parts)

    def contents(self) -> str:
        """The contents table of the index notebook."""
        chapter, what = self.text("label", "chapter"), self.text("label", "what it teaches")
        lines = [CONTENTS_MARK, f"| {chapter} | {what} |", "|---|---|"]
        rows = contents_rows(
            lambda index: self.text(f"title {CHAPTERS[index][0]}", CHAPTERS[index][1]),
            lambda index: self.text(f"summary {CHAPTERS[index][0]}", CHAPTERS[index][2]),
            self.text("label", "Companions"),
        )
        for index, summary in rows:
            stem = CHAPTERS[index][0]
            if stem in self.english:
                lines.append(f"| [{self.label(index)}]({stem}.ipynb) | {summary} |")
            else:
                soon = self.text("label", "coming soon")
                lines.append(f"| {self.label(index)} *({soon})* | {summary} |")
        return "\n".join(lines)


def build_notebook(
    paths: Paths, stem: str, chapters: Iterable[str]
) -> tuple[nbformat.NotebookNode, list[str]]:
    """The Chinese notebook of ``stem`` (outputs still the English ones) and the ids of the
    cells that kept their English (untranslated or fuzzy).

    Raises :class:`CodeTranslationError` when a code translation changes the code.
    """
    chapters = list(chapters)
    notebook = copy.deepcopy(read_notebook(paths.notebooks / f"{stem}.ipynb"))
    catalogue = load(paths, stem)
    code = load_code(paths, stem)
    navigation = Navigation(paths, chapters)
    english_kept = []
    setup_done = False
    for cell in notebook.cells:
        if cell.cell_type == "markdown":
            if cell.source.startswith(NAVIGATION_MARK) and stem != INDEX:
                cell.source = navigation.navigation(stem)
            elif cell.source.startswith(CONTENTS_MARK):
                cell.source = navigation.contents()
            else:
                text = translate(catalogue, cell.source, cell.id)
                if text is None:
                    english_kept.append(cell.id)
                cell.source = text if text is not None else cell.source
            cell.source = localise_links(cell.source, chapters)
        elif cell.cell_type == "code":
            if code_needs_translation(cell.source):
                text = translate(code, cell.source, cell.id)
                if text is None:
                    english_kept.append(cell.id)
                else:
                    where = f"notebooks/zh/{stem}.ipynb, code cell {cell.id}"
                    check_translation(cell.source, text, where)
                    cell.source = text
            if not setup_done:
                cell.source = LANGUAGE_SETUP + cell.source
                setup_done = True
    return notebook, english_kept


def _without_outputs(notebook: nbformat.NotebookNode) -> list:
    return [(c.cell_type, c.get("id"), c.source, c.metadata) for c in notebook.cells]


def build(
    paths: Paths, stems: list[str] | None = None, *, force: bool = False, run: bool = True
) -> list[str]:
    """Write (and execute) the Chinese notebooks; return the files written.

    ``stems`` defaults to the Chinese edition (:func:`edition`). A notebook whose cells
    (sources, ids, metadata) are unchanged is left as it is unless ``force``.
    """
    chapters = edition(paths)
    written = []
    for stem in stems if stems is not None else chapters:
        notebook, english_kept = build_notebook(paths, stem, chapters)
        target = paths.zh / f"{stem}.ipynb"
        kinds = {cell.id: cell.cell_type for cell in notebook.cells}
        for kind in ("markdown", "code"):
            kept = sum(kinds[i] == kind for i in english_kept)
            if kept:
                print(f"{stem}: {kept} {kind} cells keep their English", flush=True)
        if (
            not force
            and target.exists()
            and _without_outputs(read_notebook(target)) == _without_outputs(notebook)
        ):
            continue
        if not run:
            missing = _keep_chinese_outputs(notebook, target)
            if missing:
                print(
                    f"{stem}: {missing} code cells have no output yet (build without"
                    " --no-execute to run them)",
                    flush=True,
                )
        target.parent.mkdir(parents=True, exist_ok=True)
        nbformat.write(notebook, target)
        if run:
            print(f"executing zh/{target.name}", flush=True)
            execute_notebooks.execute(target)
        written.append(f"zh/{target.name}")
    return written


def _keep_chinese_outputs(notebook: nbformat.NotebookNode, target: Path) -> int:
    """Give ``notebook`` (built, not executed) the outputs its Chinese copy ``target`` has.

    Built from the English notebook, ``notebook`` carries the English outputs, which a
    Chinese reader must never see. A code cell whose id and source are unchanged keeps the
    outputs of the Chinese notebook already on disk; every other code cell is left without
    output. Returns how many code cells were left without output.
    """
    previous = {}
    widgets = None
    if target.exists():
        old = read_notebook(target)
        previous = {c.get("id"): c for c in old.cells if c.cell_type == "code"}
        widgets = old.metadata.get("widgets")
    notebook.metadata.pop("widgets", None)
    if widgets is not None:
        notebook.metadata["widgets"] = widgets
    missing = 0
    for cell in notebook.cells:
        if cell.cell_type != "code":
            continue
        same = previous.get(cell.get("id"))
        if same is not None and same.source == cell.source:
            cell.outputs, cell.execution_count = same.outputs, same.execution_count
        else:
            cell.outputs, cell.execution_count = [], None
            missing += 1
    return missing


# ---------------------------------------------------------------- command line


def status_lines(paths: Paths) -> list[str]:
    """One line per catalogue: translated / fuzzy / untranslated counts."""
    lines = [f"{'catalogue':<30} {'translated':>10} {'fuzzy':>6} {'untranslated':>12}"]
    rows = [(stem, load(paths, stem)) for stem in [*paths.stems(), NAVIGATION]]
    rows += [(f"{CODE}/{stem}", load_code(paths, stem)) for stem in paths.stems()]
    for name, catalogue in rows:
        found = counts(catalogue)
        lines.append(
            f"{name:<30} {found['translated']:>10} {found['fuzzy']:>6} {found['untranslated']:>12}"
        )
    return lines


def main(argv: list[str] | None = None, paths: Paths | None = None) -> int:
    paths = paths or Paths()
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("update", help="refresh every catalogue from the English notebooks")
    builder = commands.add_parser("build", help="write and execute notebooks/zh/*.ipynb")
    builder.add_argument("stems", nargs="*", help="chapters (default: the Chinese edition)")
    builder.add_argument("--all", action="store_true", help="every chapter, even untranslated")
    builder.add_argument("--force", action="store_true", help="re-execute unchanged notebooks")
    builder.add_argument(
        "--no-execute",
        action="store_true",
        help="write without executing (unchanged code cells keep their Chinese outputs)",
    )
    commands.add_parser("status", help="per chapter: translated / fuzzy / untranslated")
    checker = commands.add_parser("check", help="exit 1 unless every entry is current")
    checker.add_argument(
        "stems", nargs="*", help="catalogues to check, listing each cell (default: all, counted)"
    )
    args = parser.parse_args(argv)
    try:
        return _run(args, paths)
    except (NotebookFileError, CodeTranslationError) as error:  # one line, no traceback
        print(error, file=sys.stderr)
        return 2


def _run(args: argparse.Namespace, paths: Paths) -> int:
    if args.command == "update":
        for name in update(paths):
            print(f"updated i18n/{LOCALE}/{name}")
    elif args.command == "build":
        stems = [Path(s).stem for s in args.stems] or (paths.stems() if args.all else None)
        for name in build(paths, stems, force=args.force, run=not args.no_execute):
            print(f"wrote notebooks/{name}")
    elif args.command == "status":
        print("\n".join(status_lines(paths)))
    else:
        failed = False
        for stem in [Path(s).stem for s in args.stems] or [*paths.stems(), NAVIGATION]:
            found = problems(paths, stem)
            failed = failed or bool(found)
            if found and not args.stems:  # everything: one line per catalogue
                found = [f"{stem}: {len(found)} entries not current (check {stem} lists them)"]
            if found:
                print("\n".join(found), file=sys.stderr)
        return 1 if failed else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
