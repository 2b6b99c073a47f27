"""Shared look of every figure: the P/N colours and small drawing helpers."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import matplotlib.pyplot as plt
from matplotlib.axes import Axes
from matplotlib.patches import Patch

from ..i18n import _

P_COLOR = "#f28e2b"
N_COLOR = "#4e79a7"
NEUTRAL_COLOR = "#d3d3d3"
KERNEL_EDGE_COLOR = "#b22222"


def _new_axes(ax: Axes | None, size: tuple[float, float]) -> Axes:
    if ax is not None:
        return ax
    _, ax = plt.subplots(figsize=size)
    return ax


def _outcome_legend(ax: Axes, loc: str = "upper right", outside: bool = False) -> None:
    ax.legend(
        bbox_to_anchor=(1.01, 1.0) if outside else None,
        handles=[
            Patch(color=P_COLOR, label=_("P-position")),
            Patch(color=N_COLOR, label=_("N-position")),
        ],
        loc=loc,
        fontsize=8,
        frameon=False,
    )


def _span(layout: Mapping[Any, tuple[float, float]], u: Any, v: Any) -> float:
    return max(abs(layout[u][0] - layout[v][0]), abs(layout[u][1] - layout[v][1]))
