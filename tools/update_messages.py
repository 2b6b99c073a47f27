"""Refresh the package's message catalogue: extract, update the .po, compile the .mo.

    python tools/update_messages.py          # extract, merge into the .po, compile the .mo
    python tools/update_messages.py --check  # exit 1 if the .po or .mo is not up to date

The strings marked ``_()``, ``N_()`` or ``ngettext()`` in ``gametheory_helpers`` are
extracted with Babel, and so are the string literals that the English notebooks' code cells
pass to the package's figures and widgets as reader-visible keyword arguments (``title=``,
``xlabel=``, ``name=`` ..., see :data:`NOTEBOOK_KEYWORDS`; the package translates them when it
draws, so the Chinese notebooks keep the English code); new ones enter
``gametheory_helpers/locale/zh_CN/LC_MESSAGES/gametheory_helpers.po`` untranslated (fill in
their ``msgstr``), strings no longer in the source are dropped, and the compiled ``.mo``
beside it is rewritten.  ``make messages`` runs this script.  ``tests/test_i18n.py`` fails
while a marked string has no translation or the ``.mo`` is older than the ``.po``.
"""

from __future__ import annotations

import argparse
import ast
import gettext
import io
import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import write_po

sys.path.insert(0, str(Path(__file__).resolve().parent))
from notebook_files import NotebookFileError, read_catalogue_file  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "gametheory_helpers"
PO = PACKAGE / "locale" / "zh_CN" / "LC_MESSAGES" / "gametheory_helpers.po"
MO = PO.with_suffix(".mo")
NOTEBOOKS = ROOT / "notebooks"
KEYWORDS = {**DEFAULT_KEYWORDS, "N_": None}
#: Keyword arguments whose string literals a notebook shows the reader through the package
#: (figure titles, axis and legend labels, game and widget names).
NOTEBOOK_KEYWORDS = frozenset(
    {"title", "xlabel", "ylabel", "label", "marked_label", "guide_label", "highlight_label", "name"}
)
_WORD = re.compile(r"[^\W\d_]{2}")  # two letters in a row: not a bare symbol such as "x" or "Q1"


def _code(source: str) -> str:
    """A code cell as Python: IPython magics (``%...``, ``!...``) blanked, ``%%`` cells dropped."""
    if source.lstrip().startswith("%%"):
        return ""
    return "\n".join(
        "" if line.lstrip().startswith(("%", "!")) else line for line in source.splitlines()
    )


def cell_messages(source: str) -> Iterator[tuple[str, int]]:
    """The literals of :data:`NOTEBOOK_KEYWORDS` in one code cell, with their line numbers.

    Only calls of a plain name count (``plot_outcome_grid(..., title="...")``,
    ``Game(..., name="...")``): a method such as ``ax.set(title="...")`` is matplotlib's own,
    which the package cannot translate.  f-strings cannot be extracted and are skipped, and so
    is a literal without a word (an axis named ``"x"``, a label ``"Q1"``): it reads the same in
    every language.

    >>> list(cell_messages('ax = plot_steps(v, title="steps")\\nax.set(title="no")'))
    [('steps', 1)]
    """
    for node in ast.walk(ast.parse(_code(source))):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            for keyword in node.keywords:
                value = keyword.value
                if (
                    keyword.arg in NOTEBOOK_KEYWORDS
                    and isinstance(value, ast.Constant)
                    and isinstance(value.value, str)
                    and _WORD.search(value.value)
                ):
                    yield value.value, value.lineno


def _code_sources(path: Path) -> list[str]:
    """The sources of the code cells of the notebook at ``path`` (only ``cells`` is needed);
    a file that is not such JSON raises :class:`NotebookFileError` in one line."""
    try:
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        return [
            "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
            for cell in cells
            if cell["cell_type"] == "code"
        ]
    except (OSError, ValueError, LookupError, TypeError, RecursionError) as error:
        reason = " ".join(f"{type(error).__name__}: {error}".split())[:200]
        raise NotebookFileError(f"{path}: not a notebook with code cells ({reason})") from None


def notebook_messages(folder: Path | None = None) -> Iterator[tuple[str, str, int]]:
    """``(message, location, line)`` for every English notebook ``NN_*.ipynb`` of ``folder``
    (default :data:`NOTEBOOKS`)."""
    folder = NOTEBOOKS if folder is None else folder
    for path in sorted(folder.glob("[0-9][0-9]*_*.ipynb")):
        for source in _code_sources(path):
            for message, line in cell_messages(source):
                yield message, f"notebooks/{path.name}", line


def extract(notebooks: Path | None = None) -> Catalog:
    """Every marked string of the package's source tree and every notebook literal shown
    through the package, with the files it occurs in."""
    template = Catalog(project="gametheory-helpers", charset="utf-8", fuzzy=False)
    found = extract_from_dir(
        str(PACKAGE), method_map=[("**.py", "python")], keywords=KEYWORDS, strip_comment_tags=True
    )
    for filename, lineno, message, comments, context in found:
        template.add(
            message,
            locations=[(f"gametheory_helpers/{filename}", lineno)],
            auto_comments=comments,
            context=context,
        )
    for message, location, line in notebook_messages(notebooks):
        template.add(message, locations=[(location, line)])
    return template


def read_catalogue(path: Path | None = None) -> Catalog:
    """The .po catalogue (default :data:`PO`) as Babel reads it."""
    path = PO if path is None else path
    return read_catalogue_file(path, locale="zh_CN", domain="gametheory_helpers")


def po_text(catalogue: Catalog) -> bytes:
    """The .po file's bytes: sorted by message, files named without line numbers (stable diffs)."""
    buffer = io.BytesIO()
    write_po(
        buffer,
        catalogue,
        width=100,
        sort_output=True,
        include_lineno=False,
        ignore_obsolete=True,
    )
    return buffer.getvalue()


def mo_bytes(catalogue: Catalog) -> bytes:
    """The compiled catalogue (what ``gettext`` loads)."""
    buffer = io.BytesIO()
    write_mo(buffer, catalogue, use_fuzzy=False)
    return buffer.getvalue()


def updated() -> tuple[bytes, bytes]:
    """The .po and .mo bytes after merging the freshly extracted strings."""
    catalogue = read_catalogue()
    created = catalogue.creation_date  # the header stays put: no churn on every run
    catalogue.update(extract(), no_fuzzy_matching=True, update_header_comment=False)
    catalogue.creation_date = created
    catalogue.obsolete.clear()
    return po_text(catalogue), mo_bytes(catalogue)


def _translated(message) -> bool:
    strings = message.string if isinstance(message.string, tuple | list) else (message.string,)
    return all(strings)


def problems(notebooks: Path | None = None) -> list[str]:
    """What is out of date, in words (empty when the shipped catalogue is current).

    Compared by content, not bytes, so another Babel version (which writes its own name into
    the header) does not count as a change.  ``notebooks`` is the folder of English notebooks
    whose literals count as source.
    """
    catalogue = read_catalogue()
    wanted = {m.id for m in extract(notebooks) if m.id}
    have = {m.id for m in catalogue if m.id}
    found = []
    for title, ids in (
        ("not in the .po (run make messages)", wanted - have),
        ("in the .po but no longer in the source (run make messages)", have - wanted),
        ("untranslated", {m.id for m in catalogue if m.id and not _translated(m)}),
        ("fuzzy", {m.id for m in catalogue if m.id and m.fuzzy}),
    ):
        found += [f"{title}: {message!r}" for message in sorted(ids, key=str)]
    try:
        with MO.open("rb") as handle:
            compiled = gettext.GNUTranslations(handle)._catalog  # noqa: SLF001
    except (OSError, ValueError, UnicodeDecodeError) as error:  # gettext: "Bad magic number"...
        return [*found, f"{MO.name} cannot be read ({error}; run make messages)"]
    source = gettext.GNUTranslations(io.BytesIO(mo_bytes(catalogue)))._catalog  # noqa: SLF001
    if {k: v for k, v in compiled.items() if k} != {k: v for k, v in source.items() if k}:
        found.append(f"{MO.name} does not match {PO.name} (run make messages)")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only say whether files are current")
    options = parser.parse_args(argv)
    try:
        return _run(options.check)
    except NotebookFileError as error:  # a malformed notebook or catalogue: one line
        print(error, file=sys.stderr)
        return 2


def _run(check: bool) -> int:
    if check:
        found = problems()
        print("\n".join(found) if found else "catalogue up to date")
        return 1 if found else 0
    po, mo = updated()
    PO.write_bytes(po)
    MO.write_bytes(mo)
    untranslated = [m.id for m in read_catalogue() if m.id and (not _translated(m) or m.fuzzy)]
    print(f"{PO.relative_to(ROOT)}: {len(untranslated)} message(s) to translate")
    return 0


if __name__ == "__main__":
    sys.exit(main())
