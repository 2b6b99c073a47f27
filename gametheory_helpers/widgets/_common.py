"""What every app shares: how typed positions are read, how errors are shown, the app object.

:func:`read_value` is the one parser of every position field: it reads what a
person types (``7``, ``3 4 5``, ``3, 4, 5``, ``(3,4,5)``, ``[3, 4, 5]``,
``{0, 1, 2}``, ``frozenset({0, 1})``), refuses long or non-ASCII text with a
message, and never raises anything but ``ValueError``/``TypeError``.

>>> read_value("3 4 5"), read_value("(3,4,5)"), read_value(" 7 "), read_value("{2, 0}")
((3, 4, 5), (3, 4, 5), 7, frozenset({0, 2}))
>>> format_value(frozenset({2, 0})), format_value((3, 4))
('{0, 2}', '(3, 4)')
"""

from __future__ import annotations

import ast
import html
import re
from typing import Any

import ipywidgets as widgets

from ..core import LoopyGameError
from ..i18n import N_, _
from ..validation import SearchLimitError, show

ERROR_STYLE = "color:#b22222"
# The errors a student's input can cause; apps show them as messages, never as tracebacks.
USER_ERRORS = (ValueError, TypeError, LoopyGameError, SearchLimitError)
MAX_TEXT = 2000  # characters of a typed position
_NUMBERS_ONLY = re.compile(r"[\s,;]*-?\d+([\s,;]+-?\d+)*[\s,;]*")


def _error_html(message: str) -> str:
    return f"<p style='{ERROR_STYLE}'>⚠ {html.escape(message)}</p>"


def _attach(app: Any, container: widgets.Box) -> widgets.Box:
    container.app = app
    return container


def _freeze(value: Any) -> Any:
    if isinstance(value, list | tuple):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, set | frozenset):
        return frozenset(_freeze(v) for v in value)
    return value


def read_value(text: Any, what: str = N_("the position")) -> Any:
    """Read a typed position: an int, a tuple (from a list, tuple or bare numbers), a frozenset.

    Lists become tuples and sets frozensets (positions must be hashable);
    ``frozenset({...})`` and ``frozenset()`` are read too, as are strings in quotes.
    """
    what = _(what)
    if not isinstance(text, str):
        raise TypeError(
            _("{what} must be typed as text, got {value}").format(what=what, value=show(text))
        )
    text = text.strip()
    if len(text) > MAX_TEXT:
        raise ValueError(
            _(
                "{what} is {length:,} characters long, more than {max_text:,}: type a "
                "shorter position"
            ).format(what=what, length=len(text), max_text=MAX_TEXT)
        )
    if not text.isascii():
        raise ValueError(
            _(
                "cannot read {text} as {what}: type plain digits 0-9, commas and "
                "brackets (no full-width characters)"
            ).format(text=show(text), what=what)
        )
    if not text:
        raise ValueError(
            _("{what} is empty: type a number such as 7, or heaps such as 3, 4, 5").format(
                what=what
            )
        )
    match = re.fullmatch(r"frozenset\((.*)\)", text, re.S)
    if match is not None:
        inner = match.group(1).strip()
        return frozenset() if not inner else frozenset(_as_collection(read_value(inner, what)))
    if _NUMBERS_ONLY.fullmatch(text):
        numbers = tuple(int(n) for n in re.findall(r"-?\d+", text))
        single = len(numbers) == 1 and not re.search(r"[,;]", text)
        return numbers[0] if single else numbers
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        raise ValueError(
            _(
                "cannot read {text} as {what}: type a number such as 7, or heaps such "
                "as (3, 4, 5) or 3, 4, 5"
            ).format(text=show(text), what=what)
        ) from None
    return _freeze(value)


def _as_collection(value: Any) -> Any:
    if isinstance(value, int) and not isinstance(value, bool):
        return (value,)
    if isinstance(value, tuple | frozenset):
        return value
    raise ValueError(_("frozenset(...) must hold numbers, got {value}").format(value=show(value)))


def format_value(position: Any) -> str:
    """The text a person would type for ``position`` (what :func:`read_value` reads back)."""
    if isinstance(position, frozenset):
        try:
            items = sorted(position)
        except TypeError:
            items = list(position)
        return "{" + ", ".join(map(repr, items)) + "}" if items else "frozenset()"
    return show(position, 10**6) if isinstance(position, int) else repr(position)
