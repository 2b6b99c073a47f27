"""Argument checks shared by the whole package, with messages a student can act on.

This module is the package's one mechanism for the **size policy** and for
**exact input types** (see the package docstring):

* :func:`show` writes any value into a message safely and briefly (a heap
  position of 10^5 heaps, or an integer of 10^5 digits, never floods a message
  nor trips Python's limit on converting huge integers to text);
* :func:`require_int` and :func:`require_heaps` check types at the boundary
  (bools, floats, sets and non-ASCII digit strings are refused, naming the
  parameter and showing the value);
* :func:`require_at_most` is the size guard: a function whose work grows with
  an argument refuses at once, with :class:`SearchLimitError`, any argument
  above its limit, saying how large it was, what the limit is and what to use
  instead.

>>> require_int(3, "heap size", minimum=0)
3
>>> require_int(-1, "heap size", minimum=0)
Traceback (most recent call last):
...
ValueError: heap size must be at least 0, got -1
>>> require_heaps([3, 4], "a Nim position")
(3, 4)
>>> require_heaps({3, 4}, "a Nim position")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
TypeError: a Nim position must be a tuple or list of heap sizes ..., got the set {3, 4}: ...
>>> show(10**5000)
'<an integer of 5,001 digits>'
"""

from __future__ import annotations

import math
import reprlib
from collections.abc import Iterable
from typing import Any

__all__ = [
    "SearchLimitError",
    "require_at_most",
    "require_game",
    "require_grid",
    "require_heaps",
    "require_int",
    "require_naturals",
    "require_type",
    "show",
]

MAX_SHOWN = 120  # characters of a value shown in a message


class SearchLimitError(ValueError):
    """Answering would take longer than the limit allows; refused at once.

    Raised by :meth:`Game.grundy` when its search passes ``max_steps``, and by
    every function whose work grows with an argument given more than its limit.
    ``limit`` holds the limit, ``size`` the size asked for (when known) and
    ``position`` the position searched from (for a search).
    """

    def __init__(
        self,
        message: str,
        *,
        limit: int | None = None,
        size: Any = None,
        position: Any = None,
    ) -> None:
        super().__init__(message)
        self.limit = limit
        self.size = size
        self.position = position


class _ShortRepr(reprlib.Repr):
    def __init__(self) -> None:
        super().__init__()
        self.maxlevel = 3
        self.maxtuple = self.maxlist = self.maxset = self.maxfrozenset = 8
        self.maxdict = 6
        self.maxstring = 60
        self.maxlong = 40
        self.maxother = 60

    def repr_int(self, x: int, level: int) -> str:
        if x.bit_length() > 130:
            digits = int(x.bit_length() * math.log10(2)) + 1
            sign = "a negative" if x < 0 else "an"
            return f"<{sign} integer of {digits:,} digits>"
        return repr(x)

    def repr_bool(self, x: bool, level: int) -> str:
        return repr(x)


_short = _ShortRepr()


def show(value: Any, limit: int = MAX_SHOWN) -> str:
    """Return a short, safe ``repr`` of ``value`` for a message (never raises).

    Long containers and strings are cut with ``...``, integers of more than
    about 40 digits are described by their number of digits.

    >>> show((1,) * 100)
    '(1, 1, 1, 1, 1, 1, 1, 1, ...)'
    >>> show(2**200)
    '<an integer of 61 digits>'
    """
    try:
        text = _short.repr(value)
    except Exception:  # a broken __repr__ of a student's object must not break the message
        text = f"<{type(value).__name__} object>"
    if len(text) > limit:
        text = text[: limit - 3] + "..."
    return text


def _label(what: Any) -> str:
    # The caller's name for the value; shortened too, in case it is itself long.
    text = what if isinstance(what, str) else show(what)
    return text if len(text) <= MAX_SHOWN else text[: MAX_SHOWN - 3] + "..."


def _kind(value: Any) -> str:
    return type(value).__name__


def require_int(
    value: Any,
    what: str,
    minimum: int | None = None,
    maximum: int | None = None,
    instead: str = "",
) -> int:
    """Return ``value`` if it is an integer (not a bool) in ``[minimum, maximum]``.

    Above ``maximum`` the refusal is a :class:`SearchLimitError` (see
    :func:`require_at_most`), whose message ends with ``instead``.

    >>> require_int(True, "n")
    Traceback (most recent call last):
    ...
    TypeError: n must be an integer, got True (bool)
    """
    what = _label(what)
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{what} must be an integer, got {show(value)} ({_kind(value)})")
    if minimum is not None and value < minimum:
        raise ValueError(f"{what} must be at least {minimum}, got {show(value)}")
    if maximum is not None:
        require_at_most(value, maximum, what, instead)
    return value


def require_at_most(size: int, limit: int, what: str, instead: str = "") -> int:
    """The size guard: return ``size``, or refuse at once when it passes ``limit``.

    ``what`` names the quantity ("n, the number of terms"), ``instead`` says
    what to call instead (a closed form, or a smaller call).

    >>> require_at_most(10**9, 10**6, "n", "use a smaller n")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    gametheory_helpers.validation.SearchLimitError: n is 1000000000, too large: ...
    """
    what = _label(what)
    if size > limit:
        shown = show(size) if isinstance(size, int) else str(size)
        message = (
            f"{what} is {shown}, too large: more than the limit {limit:,} of this "
            "function (it would take too long or use too much memory)"
        )
        if instead:
            message += f"; {instead}"
        raise SearchLimitError(message, limit=limit, size=size)
    return size


def _is_text(value: Any) -> bool:
    return isinstance(value, str | bytes | bytearray)


def require_heaps(
    values: Any,
    what: str,
    shape: str = "a tuple or list of heap sizes like (3, 4, 5)",
    item: str = "heap size",
    max_heaps: int | None = None,
) -> tuple[int, ...]:
    """Return ``values`` (a tuple or list of non-negative ints) as a tuple, or refuse it.

    Sets are refused (equal heaps would collapse: ``{3, 3}`` is one heap),
    and so are strings, dicts, iterators, bools and floats; ``max_heaps``
    bounds the number of heaps.
    """
    what = _label(what)
    if isinstance(values, set | frozenset):
        raise TypeError(
            f"{what} must be {shape}, got the set {show(values)}: a set cannot hold two "
            "equal entries, so (3, 3) and (3,) would look the same"
        )
    if _is_text(values) or not isinstance(values, tuple | list | range):
        raise TypeError(f"{what} must be {shape}, got {show(values)} ({_kind(values)})")
    if max_heaps is not None:
        require_at_most(len(values), max_heaps, f"the number of entries of {what}")
    result = tuple(values)
    for index, value in enumerate(result):
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError(
                f"every {item} in {what} must be an integer, but entry {index + 1} is "
                f"{show(value)} ({_kind(value)}) in {show(values)}"
            )
        if value < 0:
            raise ValueError(f"every {item} in {what} must be at least 0, got {show(value)}")
    return result


def require_naturals(values: Any, what: str, shape: str, item: str) -> tuple[int, ...]:
    """Older name of :func:`require_heaps`: a tuple/list of non-negative integers."""
    return require_heaps(values, what, shape, item)


def require_type(value: Any, kinds: type | tuple[type, ...], what: str, example: str) -> Any:
    """Return ``value`` if it is an instance of ``kinds``; else a TypeError naming ``what``.

    >>> require_type(3, str, "the picture", "text such as '0-1, 1-2'")
    Traceback (most recent call last):
    ...
    TypeError: the picture must be text such as '0-1, 1-2', got 3 (int)
    """
    what = _label(what)
    if not isinstance(value, kinds) or (isinstance(value, bool) and kinds is int):
        raise TypeError(f"{what} must be {example}, got {show(value)} ({_kind(value)})")
    return value


def require_game(value: Any, what: str = "game") -> Any:
    """Return ``value`` if it is a :class:`~gametheory_helpers.core.Game`, else a TypeError."""
    from .core import Game

    return require_type(value, Game, what, "a Game such as nim() or bash(3)")


def require_grid(table: Any, what: str, max_side: int = 500) -> list[list[Any]]:
    """Return ``table`` (a list or tuple of rows, each a list or tuple) as a list of lists.

    >>> require_grid([[0, 1], (1, 0)], "values")
    [[0, 1], [1, 0]]
    """
    what = _label(what)
    shape = "a table: a list of rows such as [[0, 1], [1, 0]]"
    if _is_text(table) or not isinstance(table, list | tuple):
        raise TypeError(f"{what} must be {shape}, got {show(table)} ({_kind(table)})")
    require_at_most(len(table), max_side, f"the number of rows of {what}")
    rows = []
    for index, row in enumerate(table):
        if _is_text(row) or not isinstance(row, list | tuple):
            raise TypeError(f"row {index} of {what} must be a list, got {show(row)}")
        require_at_most(len(row), max_side, f"the length of row {index} of {what}")
        rows.append(list(row))
    return rows


def require_iterable(values: Any, what: str, shape: str) -> list[Any]:
    """Return ``list(values)`` for a finite collection (not a string), or refuse it."""
    what = _label(what)
    if _is_text(values) or not isinstance(values, Iterable):
        raise TypeError(f"{what} must be {shape}, got {show(values)} ({_kind(values)})")
    return list(values)
