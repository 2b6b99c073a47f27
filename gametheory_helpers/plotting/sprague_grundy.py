"""Chapter 05 figures: SG sequences with their period, and tables of SG values.

>>> import matplotlib
>>> matplotlib.use("Agg")
>>> ax = plot_grundy_sequence([0, 1, 2, 0, 1, 2, 0, 1, 2], period=(0, 3), title="take 1 or 2")
>>> ax.get_title()
'take 1 or 2'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import matplotlib.pyplot as plt
from matplotlib.axes import Axes
from matplotlib.patches import Patch

from ..validation import require_grid, require_heaps, require_int, show
from ._style import N_COLOR, NEUTRAL_COLOR, P_COLOR, _new_axes

__all__ = ["plot_grundy_grid", "plot_grundy_sequence"]


def plot_grundy_sequence(
    values: Sequence[int],
    ax: Axes | None = None,
    title: str = "",
    period: tuple[int, int] | None = None,
    xlabel: str = "heap size n",
) -> Axes:
    """Draw SG values as bars, P-positions (value 0) as orange dots on the axis.

    With ``period = (preperiod, p)`` the preperiod is shaded grey and a thin line
    marks every ``p``-th position after it, so the repetition is visible.
    """
    values = list(
        require_heaps(values, "values", "a list of SG values such as [0, 1, 2]", "SG value")
    )
    require_int(len(values), "the number of values to draw", maximum=5000)
    require_int(max(values, default=0), "the largest value to draw", maximum=10**9)
    if not isinstance(xlabel, str):
        raise TypeError(f"xlabel must be text, got {show(xlabel)}")
    if period is not None:
        if not (isinstance(period, tuple) and len(period) == 2):
            raise TypeError(f"period must be a pair (preperiod, period), got {show(period)}")
        require_int(period[0], "the preperiod", minimum=0)
        require_int(period[1], "the period", minimum=1)
    ax = _new_axes(ax, (min(14.0, 2.0 + 0.12 * len(values)), 2.6))
    positions = range(len(values))
    ax.bar(positions, values, width=0.85, color=N_COLOR)
    zeros = [n for n, v in enumerate(values) if v == 0]
    ax.scatter(zeros, [0] * len(zeros), s=14, color=P_COLOR, zorder=3)
    handles = [Patch(color=N_COLOR, label="SG value"), Patch(color=P_COLOR, label="P-position")]
    if period is not None:
        preperiod, p = period
        if preperiod > 0:
            ax.axvspan(-0.5, preperiod - 0.5, color=NEUTRAL_COLOR, alpha=0.5, lw=0)
            handles.append(Patch(color=NEUTRAL_COLOR, alpha=0.5, label="preperiod"))
        for start in range(preperiod, len(values), p):
            ax.axvline(start - 0.5, color="black", lw=0.6, alpha=0.5)
    ax.set_xlim(-0.5, len(values) - 0.5)
    ax.set_xlabel(xlabel)
    ax.set_ylabel("SG(n)")
    ax.set_title(title)
    ax.legend(handles=handles, fontsize=8, frameon=False, loc="upper left", ncol=3)
    ax.set_ylim(0, (max(values) if values else 1) * 1.35 + 1)
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)
    return ax


def plot_grundy_grid(
    table: Sequence[Sequence[int | None]],
    ax: Axes | None = None,
    title: str = "",
    xlabel: str = "x",
    ylabel: str = "y",
    annotate: bool = True,
) -> Axes:
    """Draw a table of SG values (row ``y``, column ``x``; row 0 at the bottom) as a heat map.

    Cells holding ``None`` (not a position of the game) are grey; zeros (P-positions,
    先手必败) are framed in orange.
    """
    table = require_grid(table, "table")
    rows = [list(row) for row in table]
    if not rows or any(len(row) != len(rows[0]) for row in rows):
        raise ValueError("the table must be a non-empty rectangle of SG values")
    height, width = len(rows), len(rows[0])
    ax = _new_axes(ax, (min(9.0, 1.5 + 0.45 * width), min(8.0, 1.2 + 0.45 * height)))
    top = max([v for row in rows for v in row if v is not None] or [1])
    cmap = plt.get_cmap("Blues")
    for y, row in enumerate(rows):
        for x, value in enumerate(row):
            if value is None:
                color: Any = NEUTRAL_COLOR
            else:
                color = cmap(0.15 + 0.75 * value / max(top, 1))
            ax.add_patch(plt.Rectangle((x, y), 1, 1, facecolor=color, edgecolor="white", lw=1.5))
            if annotate and value is not None:
                dark = value > top / 2
                ax.text(
                    x + 0.5, y + 0.5, str(value), ha="center", va="center", fontsize=8,
                    color="white" if dark else "black",
                )  # fmt: skip
    for y, row in enumerate(rows):  # P-positions outlined last, so no neighbour hides the frame
        for x, value in enumerate(row):
            if value == 0:
                frame = plt.Rectangle((x + 0.06, y + 0.06), 0.88, 0.88, fill=False)
                frame.set(edgecolor=P_COLOR, lw=2.2, zorder=3)
                ax.add_patch(frame)
    ax.set_xlim(0, width)
    ax.set_ylim(0, height)
    ax.set_xticks([x + 0.5 for x in range(width)])
    ax.set_xticklabels([str(x) for x in range(width)], fontsize=8)
    ax.set_yticks([y + 0.5 for y in range(height)])
    ax.set_yticklabels([str(y) for y in range(height)], fontsize=8)
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    ax.set_title(title)
    ax.set_aspect("equal")
    return ax
