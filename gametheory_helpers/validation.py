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
import numbers
import reprlib
from collections.abc import Iterable
from typing import Any

from .i18n import N_, _

__all__ = [
    "SearchLimitError",
    "require_at_most",
    "require_game",
    "require_grid",
    "require_heaps",
    "require_int",
    "require_integers",
    "require_iterable",
    "require_naturals",
    "require_pair",
    "require_real",
    "require_sequence",
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
            if x < 0:
                return _("<a negative integer of {digits:,} digits>").format(digits=digits)
            return _("<an integer of {digits:,} digits>").format(digits=digits)
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
    if isinstance(limit, bool) or not isinstance(limit, int) or limit < 8:
        raise TypeError(
            _("limit must be an integer of at least 8, got {value}").format(
                value=_bound_text(limit)
            )
        )
    try:
        text = _short.repr(value)
    except Exception:  # a broken __repr__ of a student's object must not break the message
        text = f"<{type(value).__name__} object>"
    if len(text) > limit:
        text = text[: limit - 3] + "..."
    return text


def _bound_text(value: Any) -> str:
    return (
        show(value)
        if isinstance(value, int) and not isinstance(value, bool)
        else (f"{show(value)} ({type(value).__name__})")
    )


def _check_bounds(**bounds: Any) -> None:
    # The limits a caller gives a check are themselves checked: integers or None.
    for name, bound in bounds.items():
        if bound is not None and (isinstance(bound, bool) or not isinstance(bound, int)):
            raise TypeError(
                _("{name} must be an integer or None, got {value}").format(
                    name=name, value=_bound_text(bound)
                )
            )


def _label(what: Any) -> str:
    # The caller's name for the value; shortened too, in case it is itself long.
    text = what if isinstance(what, str) else show(what)
    return text if len(text) <= MAX_SHOWN else text[: MAX_SHOWN - 3] + "..."


def _words(text: Any) -> str:
    # A caller's description of the expected shape ("a tuple of heap sizes ..."), kept short,
    # in the reader's language when the caller marked it (descriptions, never Python names).
    text = _(text) if isinstance(text, str) else show(text)
    return text if len(text) <= 300 else text[:297] + "..."


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
    _check_bounds(minimum=minimum, maximum=maximum)
    what = _label(what)
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(
            _("{what} must be an integer, got {value} ({kind})").format(
                what=what, value=show(value), kind=_kind(value)
            )
        )
    if minimum is not None and value < minimum:
        raise ValueError(
            _("{what} must be at least {minimum}, got {value}").format(
                what=what, minimum=minimum, value=show(value)
            )
        )
    if maximum is not None:
        require_at_most(value, maximum, what, instead)
    return value


def require_real(
    value: Any,
    what: str,
    minimum: float | None = None,
    maximum: float | None = None,
) -> float:
    """Return ``value`` if it is a finite real number (int or float, not a bool) in range.

    >>> require_real(0.5, "clearance", minimum=0)
    0.5
    >>> require_real(float("nan"), "clearance")
    Traceback (most recent call last):
    ...
    ValueError: clearance must be a finite number, got nan
    """
    for name, bound in (("minimum", minimum), ("maximum", maximum)):
        if bound is not None and (isinstance(bound, bool) or not isinstance(bound, int | float)):
            raise TypeError(
                _("{name} must be a number or None, got {value}").format(
                    name=name, value=_bound_text(bound)
                )
            )
    what = _label(what)
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise TypeError(
            _("{what} must be a number, got {value} ({kind})").format(
                what=what, value=show(value), kind=_kind(value)
            )
        )
    if isinstance(value, float) and not math.isfinite(value):
        raise ValueError(
            _("{what} must be a finite number, got {value}").format(what=what, value=show(value))
        )
    if minimum is not None and value < minimum:
        raise ValueError(
            _("{what} must be at least {minimum}, got {value}").format(
                what=what, minimum=minimum, value=show(value)
            )
        )
    if maximum is not None and value > maximum:
        raise ValueError(
            _("{what} must be at most {maximum}, got {value}").format(
                what=what, maximum=maximum, value=show(value)
            )
        )
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
    for name, value in ((what, size), ("limit", limit)):
        if isinstance(value, bool) or not isinstance(value, numbers.Real):
            raise TypeError(
                _("{what} must be a number, got {value} ({kind})").format(
                    what=name, value=show(value), kind=_kind(value)
                )
            )
    if size > limit:
        shown = show(size) if isinstance(size, int) else str(size)
        message = _(
            "{what} is {size}, too large: more than the limit {limit:,} of this "
            "function (it would take too long or use too much memory)"
        ).format(what=what, size=shown, limit=limit)
        if instead:
            message += _("; {instead}").format(instead=_words(instead))
        raise SearchLimitError(message, limit=limit, size=size)
    return size


def _is_text(value: Any) -> bool:
    return isinstance(value, str | bytes | bytearray)


def require_heaps(
    values: Any,
    what: str,
    shape: str = N_("a tuple or list of heap sizes like (3, 4, 5)"),
    item: str = N_("heap size"),
    max_heaps: int | None = None,
) -> tuple[int, ...]:
    """Return ``values`` (a tuple or list of non-negative ints) as a tuple, or refuse it.

    Sets are refused (equal heaps would collapse: ``{3, 3}`` is one heap),
    and so are strings, dicts, iterators, bools and floats; ``max_heaps``
    bounds the number of heaps.
    """
    _check_bounds(max_heaps=max_heaps)
    what, shape, item = _label(what), _words(shape), _words(item)
    if isinstance(values, set | frozenset):
        raise TypeError(
            _(
                "{what} must be {shape}, got the set {value}: a set cannot hold two "
                "equal entries, so (3, 3) and (3,) would look the same"
            ).format(what=what, shape=shape, value=show(values))
        )
    if _is_text(values) or not isinstance(values, tuple | list | range):
        raise TypeError(
            _("{what} must be {shape}, got {value} ({kind})").format(
                what=what, shape=shape, value=show(values), kind=_kind(values)
            )
        )
    if max_heaps is not None:
        require_at_most(
            len(values), max_heaps, _("the number of entries of {what}").format(what=what)
        )
    result = tuple(values)
    for index, value in enumerate(result):
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError(
                _(
                    "every {item} in {what} must be an integer, but entry {index} is "
                    "{value} ({kind}) in {values}"
                ).format(
                    item=item,
                    what=what,
                    index=index + 1,
                    value=show(value),
                    kind=_kind(value),
                    values=show(values),
                )
            )
        if value < 0:
            raise ValueError(
                _("every {item} in {what} must be at least 0, got {value}").format(
                    item=item, what=what, value=show(value)
                )
            )
    return result


def require_pair(value: Any, what: str, example: str = "(3, 4)") -> tuple[int, int]:
    """Return ``value`` (two non-negative ints, as a tuple or list) as a tuple, or refuse it.

    >>> require_pair([3, 4], "position")
    (3, 4)
    >>> require_pair(5, "position")
    Traceback (most recent call last):
    ...
    TypeError: position must be a pair of non-negative integers such as (3, 4), got 5 (int)
    """
    shape = _("a pair of non-negative integers such as {example}").format(example=_words(example))
    pair = require_heaps(value, what, shape, N_("number"))
    if len(pair) != 2:
        raise ValueError(
            _("{what} must be {shape}, got {value}").format(
                what=_label(what), shape=shape, value=show(value)
            )
        )
    return pair[0], pair[1]


def require_integers(values: Any, what: str, shape: str, minimum: int | None = 0) -> list[int]:
    """Return the items of a finite collection of integers (a set is fine here) as a list.

    For collections where order and repeats do not matter (heads of a coin row, a
    set of coins); the items must be integers of at least ``minimum``.

    >>> require_integers({4, 1}, "heads", "a set of coin numbers such as {1, 4}")
    [1, 4]
    """
    items = require_iterable(values, what, shape)
    for item in items:
        require_int(item, _("every entry of {what}").format(what=_label(what)), minimum=minimum)
    return sorted(items) if isinstance(values, set | frozenset) else items


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
    what, example = _label(what), _words(example)
    if not isinstance(value, kinds) or (isinstance(value, bool) and kinds is int):
        raise TypeError(
            _("{what} must be {example}, got {value} ({kind})").format(
                what=what, example=example, value=show(value), kind=_kind(value)
            )
        )
    return value


def require_game(value: Any, what: str = "game") -> Any:
    """Return ``value`` if it is a :class:`~gametheory_helpers.core.Game`, else a TypeError."""
    from .core import Game

    return require_type(value, Game, what, N_("a Game such as nim() or bash(3)"))


def require_grid(table: Any, what: str, max_side: int = 500) -> list[list[Any]]:
    """Return ``table`` (a list or tuple of rows, each a list or tuple) as a list of lists.

    >>> require_grid([[0, 1], (1, 0)], "values")
    [[0, 1], [1, 0]]
    """
    what = _label(what)
    shape = _("a table: a list of rows such as [[0, 1], [1, 0]]")
    if _is_text(table) or not isinstance(table, list | tuple):
        raise TypeError(
            _("{what} must be {shape}, got {value} ({kind})").format(
                what=what, shape=shape, value=show(table), kind=_kind(table)
            )
        )
    require_at_most(len(table), max_side, _("the number of rows of {what}").format(what=what))
    rows = []
    for index, row in enumerate(table):
        if _is_text(row) or not isinstance(row, list | tuple):
            raise TypeError(
                _("row {index} of {what} must be a list, got {value}").format(
                    index=index, what=what, value=show(row)
                )
            )
        require_at_most(
            len(row),
            max_side,
            _("the length of row {index} of {what}").format(index=index, what=what),
        )
        rows.append(list(row))
    return rows


def require_sequence(
    values: Any,
    what: str,
    shape: str,
    max_length: int | None = None,
    text: bool = False,
) -> list[Any]:
    """Return ``list(values)`` for a list, tuple or range (or a string if ``text``), or refuse it.

    ``max_length`` bounds its length (a :class:`SearchLimitError` beyond).

    >>> require_sequence(range(3), "positions", "a list of positions")
    [0, 1, 2]
    >>> require_sequence(3, "positions", "a list of positions such as [0, 1, 2]")
    Traceback (most recent call last):
    ...
    TypeError: positions must be a list of positions such as [0, 1, 2], got 3 (int)
    """
    _check_bounds(max_length=max_length)
    what, shape = _label(what), _words(shape)
    allowed = (str, list, tuple, range) if text else (list, tuple, range)
    if not isinstance(values, allowed):
        raise TypeError(
            _("{what} must be {shape}, got {value} ({kind})").format(
                what=what, shape=shape, value=show(values), kind=_kind(values)
            )
        )
    if max_length is not None:
        require_at_most(len(values), max_length, _("the length of {what}").format(what=what))
    return list(values)


def require_iterable(values: Any, what: str, shape: str) -> list[Any]:
    """Return ``list(values)`` for a finite collection (not a string), or refuse it."""
    what, shape = _label(what), _words(shape)
    if _is_text(values) or not isinstance(values, Iterable):
        raise TypeError(
            _("{what} must be {shape}, got {value} ({kind})").format(
                what=what, shape=shape, value=show(values), kind=_kind(values)
            )
        )
    return list(values)


# -- size limits of listed positions (the limits area) ------------------------------------

MAX_LISTED_PARTS = 10_000_000  # heap sizes a list of positions may hold: about 80 MB


def require_listable(count: int, length: int, what: str, instead: str = "") -> int:
    """Refuse at once a list of ``count`` positions of ``length`` parts each when it is huge.

    A position of 10^5 heaps with 10^5 winning moves would be a list of 10^10 heap sizes.

    >>> require_listable(3, 5, "the winning moves")
    3
    >>> require_listable(10**5, 10**5, "the winning moves")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    gametheory_helpers.validation.SearchLimitError: the winning moves are 100,000 positions of ...
    """
    if count * length > MAX_LISTED_PARTS:
        message = _(
            "{what} are {count:,} positions of {length:,} heaps each: too many to list "
            "(more than {limit:,} heap sizes in all)"
        ).format(what=_label(what), count=count, length=length, limit=MAX_LISTED_PARTS)
        if instead:
            message += _("; {instead}").format(instead=_words(instead))
        raise SearchLimitError(message, limit=MAX_LISTED_PARTS, size=count * length)
    return count
