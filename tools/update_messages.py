"""Refresh the package's message catalogue: extract, update the .po, compile the .mo.

    python tools/update_messages.py          # extract, merge into the .po, compile the .mo
    python tools/update_messages.py --check  # exit 1 if the .po or .mo is not up to date

The strings marked ``_()``, ``N_()`` or ``ngettext()`` in ``gametheory_helpers`` are
extracted with Babel; new ones enter
``gametheory_helpers/locale/zh_CN/LC_MESSAGES/gametheory_helpers.po`` untranslated (fill in
their ``msgstr``), strings no longer in the source are dropped, and the compiled ``.mo``
beside it is rewritten.  ``make messages`` runs this script.  ``tests/test_i18n.py`` fails
while a marked string has no translation or the ``.mo`` is older than the ``.po``.
"""

from __future__ import annotations

import argparse
import gettext
import io
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "gametheory_helpers"
PO = PACKAGE / "locale" / "zh_CN" / "LC_MESSAGES" / "gametheory_helpers.po"
MO = PO.with_suffix(".mo")
KEYWORDS = {**DEFAULT_KEYWORDS, "N_": None}


def extract() -> Catalog:
    """Every marked string of the package's source tree, with the files it occurs in."""
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
    return template


def read_catalogue(path: Path = PO) -> Catalog:
    """The .po catalogue as Babel reads it."""
    with path.open("rb") as handle:
        return read_po(handle, locale="zh_CN", domain="gametheory_helpers")


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


def problems() -> list[str]:
    """What is out of date, in words (empty when the shipped catalogue is current).

    Compared by content, not bytes, so another Babel version (which writes its own name into
    the header) does not count as a change.
    """
    catalogue = read_catalogue()
    wanted = {m.id for m in extract() if m.id}
    have = {m.id for m in catalogue if m.id}
    found = []
    for title, ids in (
        ("not in the .po (run make messages)", wanted - have),
        ("in the .po but no longer in the source (run make messages)", have - wanted),
        ("untranslated", {m.id for m in catalogue if m.id and not _translated(m)}),
        ("fuzzy", {m.id for m in catalogue if m.id and m.fuzzy}),
    ):
        found += [f"{title}: {message!r}" for message in sorted(ids, key=str)]
    with MO.open("rb") as handle:
        compiled = gettext.GNUTranslations(handle)._catalog  # noqa: SLF001
    source = gettext.GNUTranslations(io.BytesIO(mo_bytes(catalogue)))._catalog  # noqa: SLF001
    if {k: v for k, v in compiled.items() if k} != {k: v for k, v in source.items() if k}:
        found.append(f"{MO.name} does not match {PO.name} (run make messages)")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only say whether files are current")
    options = parser.parse_args(argv)
    if options.check:
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
