"""One Chinese term per idea: apply and check the term table ``i18n/zh_CN/terms.toml``.

    python tools/zh_terms.py apply   # replace every variant by the chosen term in the catalogues
    python tools/zh_terms.py check   # list the variants left in Chinese text; exit 1 if any

``apply`` rewrites the ``msgstr`` of the notebook catalogues (``i18n/zh_CN/*.po``) and of the
package catalogue (then run ``tools/update_messages.py`` to compile the ``.mo`` and
``tools/translate_notebooks.py build`` to rebuild the Chinese notebooks). It is re-runnable:
after a merge brings new Chinese text, run it again. ``check`` also reads the Chinese
notebooks (markdown and text outputs). A variant right after "（" or "(" is a gloss ("P 态
（P-position）") and is allowed; so is text inside backquotes (code).

>>> table = [Term("P-position", "P 态", (re.compile("P-position"),))]
>>> replace_terms("每次都走到P-position。", table)
'每次都走到 P 态。'
>>> find_variants("P 态（P-position）", table)
[]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tomllib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TABLE = ROOT / "i18n" / "zh_CN" / "terms.toml"
CATALOGUES = ROOT / "i18n" / "zh_CN"
PACKAGE_PO = (
    ROOT / "gametheory_helpers" / "locale" / "zh_CN" / "LC_MESSAGES" / "gametheory_helpers.po"
)
ZH_NOTEBOOKS = ROOT / "notebooks" / "zh"
CJK = re.compile(r"[\u3400-\u9fff]")
CODE = re.compile(r"`[^`\n]*`")
# English kept as English: a table cell or an *emphasised* phrase with no Chinese in it
# (the glossary's English column, book titles such as *Winning Ways*).
ENGLISH = re.compile(r"(?<=\|)[^|\n\u3400-\u9fff]+(?=\|)|\*[^*\n\u3400-\u9fff]+\*")
GLOSS_OPENERS = ("（", "(")


@dataclass(frozen=True)
class Term:
    """One idea: its English name, the Chinese term we use, and the variants we do not."""

    english: str
    ours: str
    variants: tuple[re.Pattern[str], ...]
    #: also inside an *emphasised* English phrase (a widget label the prose names)
    in_emphasis: bool = False


@dataclass(frozen=True)
class Finding:
    """A variant found in some Chinese text."""

    where: str
    variant: str
    ours: str
    context: str


def load_table(path: Path = TABLE) -> list[Term]:
    """The term table, each variant compiled (a literal unless the entry says ``pattern``)."""
    with path.open("rb") as handle:
        data = tomllib.load(handle)
    terms = []
    for entry in data["term"]:
        regexes = entry.get("pattern", False)
        variants = tuple(
            re.compile(text if regexes else re.escape(text)) for text in entry["variants"]
        )
        terms.append(
            Term(entry["english"], entry["ours"], variants, entry.get("in_emphasis", False))
        )
    return terms


def _spans(pattern: re.Pattern[str], text: str) -> list[tuple[int, int]]:
    return [match.span() for match in pattern.finditer(text)]


def _matches(text: str, terms: Iterable[Term]) -> Iterator[tuple[re.Match[str], Term]]:
    """Every variant occurrence that is neither a gloss nor inside code, in text order."""
    code, english = _spans(CODE, text), _spans(ENGLISH, text)
    found = []
    for term in terms:
        spans = code if term.in_emphasis else code + english
        for variant in term.variants:
            for match in variant.finditer(text):
                start = match.start()
                if start and text[start - 1] in GLOSS_OPENERS:
                    continue
                if any(a <= start < b for a, b in spans):
                    continue
                found.append((match, term))
    found.sort(key=lambda pair: pair[0].start())
    taken = -1
    for match, term in found:
        if match.start() >= taken:  # overlapping variants: the first (longest listed) wins
            taken = match.end()
            yield match, term


def replace_terms(text: str, terms: Iterable[Term]) -> str:
    """``text`` with every variant replaced by its term, spaced from adjacent Chinese."""
    pieces, last = [], 0
    for match, term in _matches(text, terms):
        start, end = match.span()
        new = term.ours
        before = text[start - 1] if start else ""
        after = text[end] if end < len(text) else ""
        if new[0].isascii() and CJK.match(before):
            new = " " + new
        elif not new[0].isascii() and before == " " and start >= 2 and CJK.match(text[start - 2]):
            start -= 1  # "的 Nim-sum" -> "的异或和": no gap between Chinese characters
        if new[-1].isascii() and CJK.match(after):
            new += " "
        elif not new[-1].isascii() and after == " " and CJK.match(text[end + 1 : end + 2]):
            end += 1
        pieces.append(text[last:start])
        pieces.append(new)
        last = end
    pieces.append(text[last:])
    return "".join(pieces)


def find_variants(text: str, terms: Iterable[Term], where: str = "") -> list[Finding]:
    """The variants left in ``text``."""
    return [
        Finding(
            where, match.group(), term.ours, text[max(0, match.start() - 15) : match.end() + 15]
        )
        for match, term in _matches(text, terms)
    ]


def _strings(message) -> list[str]:  # noqa: ANN001 - a Babel Message
    string = message.string
    return [s for s in (string if isinstance(string, tuple) else (string,)) if s]


def chinese_texts(root: Path = ROOT) -> Iterator[tuple[str, str]]:
    """``(where, text)`` for every Chinese text a reader sees that this check covers."""
    sys.path.insert(0, str(root / "tools"))
    from notebook_files import read_catalogue_file

    for path in sorted((root / "i18n" / "zh_CN").glob("*.po")):
        catalogue = read_catalogue_file(path, locale="zh_CN")
        for message in catalogue:
            for text in _strings(message):
                yield f"{path.name} [{message.context}]", text
    package = root / PACKAGE_PO.relative_to(ROOT)
    for message in read_catalogue_file(package, locale="zh_CN", domain="gametheory_helpers"):
        for text in _strings(message):
            yield f"{package.name} [{str(message.id)[:40]!r}]", text
    for path in sorted((root / "notebooks" / "zh").glob("*.ipynb")):
        for index, cell in enumerate(json.loads(path.read_text(encoding="utf-8"))["cells"]):
            if cell["cell_type"] == "markdown":
                yield f"zh/{path.name} cell {index}", "".join(cell["source"])
            for output in cell.get("outputs", []):
                texts = [output.get("text", "")]
                texts.append(output.get("data", {}).get("text/plain", ""))
                for text in texts:
                    text = "".join(text) if isinstance(text, list) else text
                    # English printed by the code cells is another issue (English leaks):
                    # here only the lines that are Chinese text.
                    lines = [line for line in text.splitlines() if CJK.search(line)]
                    if lines:
                        yield f"zh/{path.name} cell {index} output", "\n".join(lines)


# What a Chinese reader may see in English: code, formulas, link targets, tags, glosses and
# names in parentheses or quotes, *emphasised* or 《titled》 words, addresses.
_NOT_PROSE = [
    re.compile(pattern, re.S)
    for pattern in (
        r"```.*?```",
        r"`[^`]*`",
        r"\$\$.*?\$\$",
        r"\$[^$]*\$",
        r"\]\([^)]*\)",
        r"<[^>]+>",
        r"（[^（）]*）",
        r"\([^()]*\)",
        r"\*[^*\n]*\*",
        r"“[^”]*”",
        r"《[^》]*》",
        r'"[^"\n]*"',
        r"'[^'\n]*'",
        r"https?://\S+",
    )
]
_ENGLISH_RUN = re.compile(r"[A-Za-z][A-Za-z'’-]*(?:[ ,]+[A-Za-z][A-Za-z'’-]*){2,}")


def english_runs(text: str) -> list[str]:
    """Runs of three or more English words in ``text`` outside code, formulas and glosses.

    >>> english_runs("提示：how many players are there？")
    ['how many players are there']
    >>> english_runs("P 态（P-position, previous player wins）与 `is_p(n)`")
    []
    """
    for pattern in _NOT_PROSE:
        text = pattern.sub(" ", text)
    return _ENGLISH_RUN.findall(text)


def check(terms: list[Term], root: Path = ROOT) -> list[Finding]:
    """Every variant in the Chinese texts under ``root``.

    In the notebooks' outputs only Chinese variants count: an English word there was printed
    by the code cells, which are the English chapter's (that is the English-leak check's).
    """
    return [
        finding
        for where, text in chinese_texts(root)
        for finding in find_variants(text, terms, where)
        if not (where.endswith(" output") and finding.variant.isascii())
    ]


def apply(terms: list[Term], root: Path = ROOT) -> list[Path]:
    """Replace the variants in the notebook catalogues and the package catalogue."""
    sys.path.insert(0, str(root / "tools"))
    import translate_notebooks
    import update_messages

    changed = []
    for path in sorted((root / "i18n" / "zh_CN").glob("*.po")):
        catalogue = translate_notebooks.read_catalogue(path)
        if _replace_in(catalogue, terms) and translate_notebooks.write_catalogue(catalogue, path):
            changed.append(path)
    package = root / PACKAGE_PO.relative_to(ROOT)
    catalogue = update_messages.read_catalogue(package)
    if _replace_in(catalogue, terms):
        package.write_bytes(update_messages.po_text(catalogue))
        changed.append(package)
    return changed


def _replace_in(catalogue, terms: list[Term]) -> bool:  # noqa: ANN001 - a Babel Catalog
    changed = False
    for message in catalogue:
        if not message.id or not message.string:
            continue
        if isinstance(message.string, tuple):
            new = tuple(replace_terms(s, terms) for s in message.string)
        else:
            new = replace_terms(message.string, terms)
        if new != message.string:
            message.string = new
            changed = True
    return changed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=["apply", "check"])
    args = parser.parse_args(argv)
    terms = load_table()
    if args.command == "apply":
        for path in apply(terms):
            print(f"rewrote {path.relative_to(ROOT)}")
        return 0
    findings = check(terms)
    for finding in findings:
        print(f"{finding.where}: {finding.variant!r} -> {finding.ours!r}: …{finding.context}…")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
