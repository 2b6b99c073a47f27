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

import threading
from typing import Any

import numpy as np

from ..i18n import N_, _
from ..validation import require_at_most, require_heaps, require_int, require_type, show

__all__: list[str] = []

_FLAG = "True, False or None (None: the default)"
_ACCELERATE = N_("True, False, None (None: the default), 'c' or 'numba'")


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
            _("parsed, the game,"),
            N_("an OctalCode from parse_octal('0.07') (or None for Grundy's game)"),
        )
    _require_flag(unequal, "unequal")
    if not (accelerate is None or isinstance(accelerate, bool)):
        # a back end by name: the C extension or numba (see octal_sparse's docstring)
        require_type(accelerate, str, "accelerate", _ACCELERATE)
        if accelerate not in ("c", "numba"):
            raise ValueError(
                _("accelerate must be {expected}, got {value}").format(
                    expected=_(_ACCELERATE), value=show(accelerate)
                )
            )
    require_int(prefix, "prefix", minimum=0, maximum=MAX_HEAPS)
    if mask is not None:
        require_type(mask, Mask, "mask", N_("a Mask such as Mask(0b1), or None to choose one"))
        two = [0] if parsed is None else [j for j, d in enumerate(parsed.digits) if d & 4]
        if not mask.fits(two):
            game = (
                _("Grundy's game")
                if parsed is None
                else _("octal game {code}").format(code=parsed.text)
            )
            need = (
                _("a range mask (flip = 0) needs c0 = 0")
                if mask.flip == 0
                else _(
                    "a domain mask (flip = 1) needs c0 equal to the parity of every take {takes}"
                ).format(takes=two)
            )
            raise ValueError(
                _(
                    "mask {mask!r} does not fit {game}: two common values must xor to a "
                    "rare one, and {need}; with another c0 the sparse-space method would "
                    "miss options (pass mask=None to let the engine choose)"
                ).format(mask=mask, game=game, need=need)
            )


def check_mask_fields(bits: Any, flip: Any, c0: Any, cofinite: Any) -> None:
    """Refuse wrong fields of a :class:`~.octal_sparse.Mask`."""
    from .octal_sparse import VALUE_LIMIT

    require_int(bits, _("Mask bits"), minimum=0)
    if bits >= VALUE_LIMIT:
        raise ValueError(
            _("Mask bits must be below 2**31 (values are 32-bit integers), got {value}").format(
                value=show(bits)
            )
        )
    for name, value in (("flip", flip), ("c0", c0)):
        require_int(value, _("Mask {name}").format(name=name))
        if value not in (0, 1):
            raise ValueError(
                _("Mask {name} must be 0 or 1, got {value}").format(name=name, value=show(value))
            )
    require_type(cofinite, bool, _("Mask cofinite"), N_("True or False"))


def check_extend(n: Any, progress: Any, cancel: Any, chunk: Any) -> None:
    """Refuse wrong arguments of :meth:`~.octal_sparse.SparseRun.extend`."""
    from .octal_sparse import MAX_HEAPS

    require_int(
        n,
        _("n, the number of values"),
        minimum=0,
        maximum=MAX_HEAPS,
        instead=N_("compute fewer values"),
    )
    if progress is not None and not callable(progress):
        raise TypeError(
            _("progress must be a function progress(done, n) or None, got {value} ({kind})").format(
                value=show(progress), kind=type(progress).__name__
            )
        )
    if cancel is not None:
        require_type(cancel, threading.Event, "cancel", N_("a threading.Event or None"))
    require_int(chunk, _("chunk, the heaps computed between two progress calls"), minimum=1)


def check_count(n: Any, max_heaps: Any) -> None:
    """Refuse a wrong number of values ``n`` for :func:`~.octal_sparse.sparse_values`."""
    from .octal_sparse import MAX_HEAPS

    require_int(max_heaps, "max_heaps", minimum=0, maximum=MAX_HEAPS)
    require_int(
        n,
        _("n, the number of values"),
        minimum=0,
        maximum=max_heaps,
        instead=N_("compute fewer values, or pass a larger max_heaps"),
    )


def check_mask_arguments(values: Any, two: Any, first_heap: Any) -> None:
    """Refuse wrong arguments of :func:`~.octal_sparse.choose_mask`."""
    from .octal_sparse import MAX_HEAPS, VALUE_LIMIT

    if isinstance(values, np.ndarray):
        if values.ndim != 1 or values.dtype.kind not in "iu":
            raise TypeError(
                _(
                    "values must be a list or 1-d integer array of Grundy values, got an "
                    "array of shape {shape} and type {dtype}"
                ).format(shape=values.shape, dtype=values.dtype)
            )
        if values.size and int(values.min()) < 0:
            raise ValueError(
                _("every Grundy value in values must be at least 0, got {value}").format(
                    value=values.min()
                )
            )
        largest = int(values.max()) if values.size else 0
    else:
        entries = require_heaps(
            values, "values", N_("a list of Grundy values such as [0, 1, 2]"), N_("Grundy value")
        )
        largest = max(entries, default=0)
    if len(values) == 0:
        raise ValueError(_("values is empty: choose_mask needs at least one Grundy value"))
    if largest >= VALUE_LIMIT:
        raise ValueError(
            _(
                "every Grundy value in values must be below 2**31 (the engine's values "
                "are 32-bit integers), got {value}"
            ).format(value=show(largest))
        )
    require_heaps(two, "two", N_("a list of takes such as [1, 2]"), N_("take size"))
    require_int(first_heap, "first_heap", minimum=0)
    require_at_most(first_heap, MAX_HEAPS, "first_heap")
