"""The values of an octal game with its rare values marked (the sparse-space picture)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from matplotlib.axes import Axes
from matplotlib.ticker import MaxNLocator

from ..i18n import N_, _
from ..validation import require_at_most, require_heaps, require_int, require_type, show
from ._style import N_COLOR, P_COLOR, _new_axes, caller_text

__all__ = ["plot_rare_values"]


def plot_rare_values(
    values: Sequence[int] | np.ndarray,
    rare_positions: Sequence[int] = (),
    *,
    title: str | None = None,
    ax: Axes | None = None,
    max_points: int = 200_000,
) -> Axes:
    """Scatter ``SG(n)`` against ``n``: common values as small dots, rare values as big marks.

    ``rare_positions`` are the heaps whose value is rare (from
    :class:`~gametheory_helpers.games.octal_sparse.SparseRun`).  With more than
    ``max_points`` heaps the common values are thinned evenly (every rare value is
    still drawn), so a plot of 10^7 values stays quick.

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> ax = plot_rare_values([0, 0, 0, 1, 0, 2, 1, 0], [3, 6], title="Grundy's game")
    >>> ax.get_title(), len(ax.collections)
    ("Grundy's game", 2)
    """
    shape = N_("a non-empty list or 1-d integer array of SG values SG(0), SG(1), ...")
    if isinstance(values, np.ndarray):
        if values.ndim != 1 or values.dtype.kind not in "iu":
            raise TypeError(
                _("values must be {shape}, got an array of shape {got}").format(
                    shape=_(shape), got=values.shape
                )
            )
    else:
        values = require_heaps(values, "values", shape, "SG value")
        require_at_most(max(values, default=0), 2**62, "the largest SG value in values")
    g = np.asarray(values, dtype=np.int64)
    if len(g) == 0:
        raise ValueError(
            _("values must be {shape}, got {value}").format(shape=_(shape), value=show(values))
        )
    rare_positions = require_heaps(
        rare_positions.tolist() if isinstance(rare_positions, np.ndarray) else rare_positions,
        "rare_positions",
        N_("a list of heap sizes such as [3, 6]"),
        "heap size",
    )
    require_int(max_points, "max_points", minimum=1)
    if title is not None:
        require_type(title, str, "title", "text")
    rare = np.asarray([r for r in rare_positions if 0 <= r < len(g)], dtype=np.int64)
    ax = _new_axes(ax, (9, 3.6))
    step = max(1, len(g) // max_points)
    heaps = np.arange(0, len(g), step)
    ax.scatter(heaps, g[heaps], s=1.5, color=N_COLOR, label=_("common value"), rasterized=True)
    ax.scatter(
        rare, g[rare], s=22, color=P_COLOR, edgecolor="black", linewidth=0.4, zorder=3,
        label=_("rare value ({count:,} heaps)").format(count=len(rare)),
    )  # fmt: skip
    ax.set_xlabel(_("heap size n"))
    ax.set_ylabel("SG(n)")
    ax.set_xlim(0, len(g))
    ax.set_ylim(bottom=-0.5)
    for axis in (ax.xaxis, ax.yaxis):  # SG values and heap sizes: no 2.5 on either axis
        axis.set_major_locator(MaxNLocator(integer=True))
    # beside the plot, not on it: inside, at the top left, it hid the first heaps' rare values
    ax.legend(
        loc="upper left", bbox_to_anchor=(1.01, 1), borderaxespad=0, fontsize=8, frameon=False
    )
    if title:
        ax.set_title(caller_text(title))
    return ax
