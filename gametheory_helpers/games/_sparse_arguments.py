"""Argument checks of the sparse-space engine's public entry points (see ``octal_sparse``).

Kept apart from the engine so that its entry points need one line each:
``SparseRun``, ``sparse_values`` and ``choose_mask`` refuse a wrong argument
at once with a ``TypeError``/``ValueError`` naming it and showing its value.

>>> check_run(None, True, accelerate=False, prefix=64, mask=None)
>>> check_run("0.07", None, accelerate=None, prefix=64, mask=None)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
TypeError: parsed, the game, must be an OctalCode from parse_octal('0.07') ..., got '0.07' (str)
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..validation import require_heaps, require_int, require_type

__all__: list[str] = []

_FLAG = "True, False or None (None: the default)"


def _require_flag(value: Any, what: str) -> None:
    if value is not None:
        require_type(value, bool, what, _FLAG)


def check_run(parsed: Any, unequal: Any, *, accelerate: Any, prefix: Any, mask: Any) -> None:
    """Refuse wrong arguments of :class:`~.octal_sparse.SparseRun` (returns None if all fit)."""
    from .octal import OctalCode  # octal imports octal_sparse, which imports this module
    from .octal_sparse import MAX_HEAPS, Mask

    if parsed is not None:
        require_type(
            parsed,
            OctalCode,
            "parsed, the game,",
            "an OctalCode from parse_octal('0.07') (or None for Grundy's game)",
        )
    _require_flag(unequal, "unequal")
    _require_flag(accelerate, "accelerate")
    require_int(prefix, "prefix", minimum=0, maximum=MAX_HEAPS)
    if mask is not None:
        require_type(mask, Mask, "mask", "a Mask such as Mask(0b1), or None to choose one")


def check_count(n: Any) -> None:
    """Refuse a wrong number of values ``n`` for :func:`~.octal_sparse.sparse_values`."""
    from .octal_sparse import MAX_HEAPS

    require_int(
        n,
        "n, the number of values",
        minimum=0,
        maximum=MAX_HEAPS,
        instead="compute fewer values",
    )


def check_mask_arguments(values: Any, two: Any, first_heap: Any) -> None:
    """Refuse wrong arguments of :func:`~.octal_sparse.choose_mask`."""
    if isinstance(values, np.ndarray):
        if values.ndim != 1 or values.dtype.kind not in "iu":
            raise TypeError(
                "values must be a list or 1-d integer array of Grundy values, got an array of "
                f"shape {values.shape} and type {values.dtype}"
            )
        if values.size and int(values.min()) < 0:
            raise ValueError(f"every Grundy value in values must be at least 0, got {values.min()}")
    else:
        require_heaps(values, "values", "a list of Grundy values such as [0, 1, 2]", "value")
    require_heaps(two, "two", "a list of takes such as [1, 2]", "take")
    require_int(first_heap, "first_heap", minimum=0)
