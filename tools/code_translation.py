"""Chinese code cells: which cells need a translation, and whether a translation kept the code.

A code cell of the Chinese edition may differ from the English one only in its comments and
string literals (printed sentences, figure titles, axis labels). :func:`needs_translation`
says whether a cell has anything to translate (a comment, or a string literal with an English
word of three or more letters that is not a bare identifier or code such as ``"tab:blue"``).
:func:`code_difference` compares the two token streams with :mod:`tokenize`: every token but
comments, line breaks inside brackets (``NL``) and the end marker must be equal; a string
may change its text but keeps its prefix, and an f-string keeps its replacement fields (the
expressions, their ``!r`` conversions and format specs, compared through :mod:`ast`), a plain
string its ``{}`` / ``%d`` placeholders. A cell magic's cell (``%%judge POJ2368 --lang cpp``)
keeps its first line; a C or C++ body may change only its ``//`` comments (its strings are
the program's output), a Python body is compared like a cell. Whether a string is data (a
dict key a checker reads) the tokens cannot tell: the translator leaves those alone, and the
re-executed Chinese notebook shows a mistake.

>>> code_difference('print("P-positions:", ps)  # the table', 'print("P 态：", ps)  # 表')
>>> print(code_difference('f"{n} left"', 'f"剩 {n + 1} 个"'))
line 1: f-string 'f"{n} left"' became 'f"剩 {n + 1} 个"' (its {…} fields differ)
"""

from __future__ import annotations

import ast
import io
import re
import string
import tokenize
from collections.abc import Iterator
from dataclasses import dataclass

#: An English word: three or more Latin letters.
ENGLISH_WORD = re.compile(r"[A-Za-z]{3,}")
#: A string that is data, not text: one identifier, colour, path or code, without spaces.
BARE_CODE = re.compile(r"[\w.:/@+\-]*")
PERCENT = re.compile(r"%[-#0 +]*(?:\d+|\*)?(?:\.\d+)?[diouxXeEfFgGcrsa%]")
SKIPPED = (tokenize.COMMENT, tokenize.NL, tokenize.ENDMARKER)


class CodeTranslationError(ValueError):
    """A translated code cell that is not the English code (or does not tokenize)."""


@dataclass(frozen=True)
class Token:
    """A token as compared: its kind, its text and where it starts (line, for messages)."""

    kind: int
    text: str
    line: int

    def describe(self) -> str:
        """``name 'text'`` for an error message."""
        return f"{tokenize.tok_name[self.kind]} {self.text!r}"


C_LANG = re.compile(r"--lang[ =](?:c|cpp|c\+\+)\b")
C_COMMENT = re.compile(r"//.*$", re.M)


def _magic(source: str) -> tuple[str, str, bool] | None:
    """``(first line, body, whether the body is C/C++)`` of a cell-magic cell, else ``None``."""
    if not source.startswith("%%"):
        return None
    first, _, body = source.partition("\n")
    return first, body, bool(C_LANG.search(first))


def _c_code(body: str) -> list[str]:
    lines = (line.rstrip() for line in C_COMMENT.sub("", body).splitlines())
    return [line for line in lines if line]


def tokens(source: str) -> list[Token]:
    """The tokens of ``source`` that must match, comments and ``NL`` left out.

    >>> [t.text for t in tokens("x = 1  # one\\n")]
    ['x', '=', '1', '\\n']
    """
    try:
        found = list(tokenize.generate_tokens(io.StringIO(source).readline))
    except (tokenize.TokenError, SyntaxError) as error:
        raise CodeTranslationError(f"does not tokenize: {error}") from None
    for t in found:
        if t.type == tokenize.ERRORTOKEN and not t.string.isspace():
            raise CodeTranslationError(f"does not tokenize: line {t.start[0]}: {t.line.strip()!r}")
    return [Token(t.type, t.string, t.start[0]) for t in found if t.type not in SKIPPED]


def _prefix_and_body(literal: str) -> tuple[str, str]:
    prefix = re.match(r"[A-Za-z]*", literal).group()
    rest = literal[len(prefix) :]
    quote = rest[:3] if rest[:3] in ('"""', "'''") else rest[:1]
    return "".join(sorted(prefix.lower())), rest[len(quote) : len(rest) - len(quote)]


def _fields(literal: str) -> object:
    """What a string literal's translation must keep: prefix and placeholders."""
    prefix, body = _prefix_and_body(literal)
    if "f" in prefix:
        node = ast.parse(literal, mode="eval").body
        parts = node.values if isinstance(node, ast.JoinedStr) else []
        values = [ast.dump(p) for p in parts if isinstance(p, ast.FormattedValue)]
        return prefix, values
    try:
        braces = [(f, s, c) for _, f, s, c in string.Formatter().parse(body) if f is not None]
    except ValueError:  # not a format string (a lone brace): no fields to keep
        braces = None
    return prefix, braces, PERCENT.findall(body)


def _same(english: Token, chinese: Token) -> bool:
    if english.kind != chinese.kind:
        return False
    if english.kind == tokenize.STRING:
        return _fields(english.text) == _fields(chinese.text)
    if english.kind in (tokenize.NEWLINE, tokenize.DEDENT):
        return True  # a NEWLINE is "" at the end of a cell without a final line break
    return english.text == chinese.text


def code_difference(english: str, chinese: str) -> str | None:
    """``None`` when ``chinese`` is ``english`` up to comments and string texts, else why not.

    >>> code_difference("x = 1", "x = 2")
    "line 1: the English has NUMBER '1', the Chinese NUMBER '2'"
    """
    magic = _magic(english)
    if magic is not None:
        return _magic_difference(magic, _magic(chinese))
    theirs = tokens(english)
    try:
        ours = tokens(chinese)
    except CodeTranslationError as error:
        return f"the Chinese {error}"
    for a, b in zip(theirs, ours, strict=False):
        if not _same(a, b):
            if a.kind == b.kind == tokenize.STRING:
                kind = "f-string" if "f" in _prefix_and_body(a.text)[0] else "string"
                what = "{…} fields" if kind == "f-string" else "prefix or placeholders"
                return f"line {b.line}: {kind} {a.text!r} became {b.text!r} (its {what} differ)"
            return f"line {b.line}: the English has {a.describe()}, the Chinese {b.describe()}"
    if len(theirs) != len(ours):
        extra = (ours if len(ours) > len(theirs) else theirs)[min(len(ours), len(theirs))]
        side = "Chinese" if len(ours) > len(theirs) else "English"
        return f"line {extra.line}: only the {side} has {extra.describe()}"
    return None


def _magic_difference(english: tuple[str, str, bool], chinese: tuple | None) -> str | None:
    first, body, is_c = english
    if chinese is None or chinese[0] != first:
        return f"line 1: the cell magic {first!r} changed"
    if not is_c:
        return code_difference(body, chinese[1])
    for a, b in zip(_c_code(body), _c_code(chinese[1]), strict=False):
        if a != b:
            return f"the C/C++ code {a.strip()!r} became {b.strip()!r}"
    if len(_c_code(body)) != len(_c_code(chinese[1])):
        return "the C/C++ code has another number of lines (comments aside)"
    return None


def check_translation(english: str, chinese: str, where: str) -> None:
    """Raise :class:`CodeTranslationError` naming ``where`` unless the code is the same."""
    difference = code_difference(english, chinese)
    if difference is not None:
        raise CodeTranslationError(f"{where}: the translation changes the code: {difference}")


def _texts(source: str) -> Iterator[tuple[int, str]]:
    magic = _magic(source)
    if magic is not None:
        if magic[2]:
            yield from ((tokenize.COMMENT, c) for c in C_COMMENT.findall(magic[1]))
        else:
            yield from _texts(magic[1])
        return
    try:
        found = list(tokenize.generate_tokens(io.StringIO(source).readline))
    except (tokenize.TokenError, SyntaxError):
        return
    for token in found:
        if token.type in (tokenize.COMMENT, tokenize.STRING):
            yield token.type, token.string


def needs_translation(source: str) -> bool:
    """Whether a code cell has a comment or a string with English words in it.

    >>> needs_translation('plt.title("3-cycle: no kernel")')
    True
    >>> needs_translation('x = d["grundy"] + 0.07; c = "tab:blue"')
    False
    """
    for kind, text in _texts(source):
        if kind == tokenize.COMMENT:
            if ENGLISH_WORD.search(text):
                return True
            continue
        _, body = _prefix_and_body(text)
        body = re.sub(r"\{[^{}]*\}", " ", body)  # an f-string's fields are code
        if ENGLISH_WORD.search(body) and not BARE_CODE.fullmatch(body):
            return True
    return False


def comments(source: str) -> list[str]:
    """The comments of a code cell (for the leak check), or ``[]`` if it does not tokenize."""
    return [text for kind, text in _texts(source) if kind == tokenize.COMMENT]
