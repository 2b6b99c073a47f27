"""Argument checks shared by the game modules, with messages a student can act on.

>>> require_int(3, "heap size", minimum=0)
3
>>> require_int(-1, "heap size", minimum=0)
Traceback (most recent call last):
...
ValueError: heap size must be at least 0, got -1
>>> require_naturals([3, 4], "a Nim position", "a tuple of heap sizes", "heap size")
(3, 4)
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

__all__ = ["require_int", "require_naturals"]


def require_int(value: Any, what: str, minimum: int | None = None) -> int:
    """Return ``value`` if it is an integer (not a bool) of at least ``minimum``."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{what} must be an integer, got {value!r} ({type(value).__name__})")
    if minimum is not None and value < minimum:
        raise ValueError(f"{what} must be at least {minimum}, got {value}")
    return value


def require_naturals(values: Any, what: str, shape: str, item: str) -> tuple[int, ...]:
    """Return ``values`` as a tuple of non-negative integers, or say what ``what`` should be.

    ``shape`` describes the expected form ("a tuple of heap sizes like (3, 4, 5)") and
    ``item`` names one entry ("heap size"), for messages such as
    "every heap size in a Nim position must be at least 0, got -2".
    """
    if isinstance(values, str | bytes) or not isinstance(values, Iterable):
        raise TypeError(f"{what} is {shape}, got {values!r}")
    result = tuple(values)
    for value in result:
        require_int(value, f"every {item} in {what}", minimum=0)
    return result
