"""Argument checks shared by the game modules, with messages a student can act on.

>>> require_int(3, "heap size", minimum=0)
3
>>> require_int(-1, "heap size", minimum=0)
Traceback (most recent call last):
...
ValueError: heap size must be at least 0, got -1
"""

from __future__ import annotations

from typing import Any

__all__ = ["require_int"]


def require_int(value: Any, what: str, minimum: int | None = None) -> int:
    """Return ``value`` if it is an integer (not a bool) of at least ``minimum``."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{what} must be an integer, got {value!r} ({type(value).__name__})")
    if minimum is not None and value < minimum:
        raise ValueError(f"{what} must be at least {minimum}, got {value}")
    return value
