"""Wythoff figures: the ray construction (the study notes), the two golden lines, the SG heat map.

The board has the first heap ``a`` on the x-axis and the second heap ``b`` on the y-axis; the
queen moves left, down or diagonally down-left.  A P-position (先手必败) makes every cell to its
right, above it and diagonally above-right an N-position (先手必胜): the study notes' three
rays.

>>> import matplotlib
>>> matplotlib.use("Agg")
>>> ax = plot_wythoff_rays(2, size=8)
>>> ax.get_title()
'step 2: P-positions with k < 2 and their rays'
"""

from __future__ import annotations

from collections.abc import Sequence

import matplotlib.pyplot as plt
from matplotlib.axes import Axes
from matplotlib.colors import to_rgb
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.patches import Patch

from ..games.wythoff import p_position, p_positions
from ..i18n import N_, _, ngettext
from ..validation import require_grid, require_heaps, require_int
from ._style import N_COLOR, NEUTRAL_COLOR, P_COLOR, _new_axes

__all__ = [
    "plot_wythoff_grundy",
    "plot_wythoff_lines",
    "plot_wythoff_ray_steps",
    "plot_wythoff_rays",
]

NEXT_COLOR = "#59a14f"
RAY_COLOR = "#b22222"


def _cells(pairs: Sequence[tuple[int, int]]) -> set[tuple[int, int]]:
    return {cell for a, b in pairs for cell in ((a, b), (b, a))}


def _board_axes(ax: Axes, size: int) -> None:
    """Label the cells 0..size-1 at their centres, heap a across and heap b up."""
    ticks = range(0, size, max(1, size // 10))
    ax.set_xticks([t + 0.5 for t in ticks])
    ax.set_xticklabels([str(t) for t in ticks], fontsize=8)
    ax.set_yticks([t + 0.5 for t in ticks])
    ax.set_yticklabels([str(t) for t in ticks], fontsize=8)
    ax.set_xlabel(_("first heap a"))
    ax.set_ylabel(_("second heap b"))


def plot_wythoff_rays(steps: int, size: int = 14, ax: Axes | None = None) -> Axes:
    """Draw the board after ``steps`` steps of the study notes' construction.

    The P-positions ``(a_k, b_k)`` and ``(b_k, a_k)`` with ``k < steps`` are orange, each casting
    its three rays (right, up, diagonally up-right); the cells on a ray are N-positions (blue).
    The rays of the newest pair are red.  The cells no ray has reached yet are grey, and the
    next P-positions (green outline) are the uncovered cells of the lowest column that still
    has one.

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> len(plot_wythoff_rays(1, size=5).lines) - 2 * 4   # one P-position: three rays
    3
    """
    require_int(steps, "steps", minimum=0, maximum=1000)
    require_int(size, "size", minimum=1, maximum=200)
    if size > 60:
        raise ValueError(_("size is limited to 60 cells, so that the cells stay visible"))
    ax = _new_axes(ax, (5.5, 5.5))
    pairs = p_positions(steps)
    p_cells = {(x, y) for x, y in _cells(pairs) if x < size and y < size}
    covered = set()
    for px, py in p_cells:
        for t in range(1, size):
            covered.update({(px + t, py), (px, py + t), (px + t, py + t)})
    next_cells = _cells([p_position(steps)])
    colours = {"P": to_rgb(P_COLOR), "N": to_rgb(N_COLOR), "?": to_rgb(NEUTRAL_COLOR)}
    image = [
        [
            colours["P" if (x, y) in p_cells else "N" if (x, y) in covered else "?"]
            for x in range(size)
        ]
        for y in range(size)
    ]
    # one image for the cells (fast), white grid lines between them
    ax.imshow(image, origin="lower", extent=(0, size, 0, size), interpolation="nearest")
    for line in range(1, size):
        ax.axhline(line, color="white", lw=0.8)
        ax.axvline(line, color="white", lw=0.8)
    for x, y in sorted(next_cells):
        if x < size and y < size:
            ax.add_patch(plt.Rectangle((x, y), 1, 1, fill=False, ec=NEXT_COLOR, lw=2.5, zorder=3))
    newest = _cells(pairs[-1:]) if pairs else set()
    for px, py in sorted(p_cells):
        is_new = (px, py) in newest
        centre = (px + 0.5, py + 0.5)
        for dx, dy in ((1, 0), (0, 1), (1, 1)):
            reach = min(
                (size - centre[0]) / dx if dx else size, (size - centre[1]) / dy if dy else size
            )
            ax.plot(
                [centre[0], centre[0] + dx * reach],
                [centre[1], centre[1] + dy * reach],
                color=RAY_COLOR if is_new else "black",
                lw=1.8 if is_new else 0.7,
                alpha=1.0 if is_new else 0.35,
            )
    ax.set_xlim(0, size)
    ax.set_ylim(0, size)
    _board_axes(ax, size)
    ax.set_aspect("equal")
    title = _("step {steps}: P-positions with k < {steps} and their rays").format(steps=steps)
    ax.set_title(title, fontsize=10)
    return ax


def plot_wythoff_ray_steps(steps: Sequence[int] = (1, 2, 3, 4), size: int = 12) -> Figure:
    """Draw :func:`plot_wythoff_rays` for several steps side by side, with one legend.

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> len(plot_wythoff_ray_steps((1, 2), size=6).axes)
    2
    """
    steps = list(require_heaps(steps, "steps", N_("a list of steps such as (1, 2, 3, 4)"), "step"))
    require_int(len(steps), "the number of panels", maximum=8)
    require_int(size, "size", minimum=1, maximum=200)
    if not steps:
        raise ValueError(_("steps must list at least one step, such as (1, 2, 3, 4)"))
    figure, axes = plt.subplots(1, len(steps), figsize=(3.4 * len(steps), 3.9), squeeze=False)
    for ax, step in zip(axes[0], steps, strict=True):
        plot_wythoff_rays(step, size, ax=ax)
        after = ngettext("after {count} P-position", "after {count} P-positions", step)
        ax.set_title(after.format(count=step), fontsize=10)
    figure.legend(
        handles=[
            Patch(color=P_COLOR, label=_("P-position")),
            Patch(color=N_COLOR, label=_("N (on a ray)")),
            Patch(color=NEUTRAL_COLOR, label=_("not decided yet")),
            Patch(fill=False, ec=NEXT_COLOR, lw=2, label=_("next P-position")),
            Line2D([], [], color=RAY_COLOR, lw=1.8, label=_("rays of the newest pair")),
        ],
        loc="lower center",
        ncol=5,
        frameon=False,
        fontsize=9,
    )
    figure.tight_layout(rect=(0, 0.08, 1, 1))
    return figure


def plot_wythoff_lines(count: int = 40, ax: Axes | None = None) -> Axes:
    """Plot the P-positions ``(a_k, b_k)`` and ``(b_k, a_k)`` for ``k < count`` with the lines
    ``b = phi * a`` and ``b = a / phi`` they hug (``b_k / a_k -> phi``).

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> len(plot_wythoff_lines(10).collections)      # the two families of points
    2
    """
    require_int(count, "count", minimum=1, maximum=2000)
    ax = _new_axes(ax, (6.0, 6.0))
    pairs = p_positions(count)
    ax.scatter([a for a, _ in pairs], [b for _, b in pairs], s=14, color=P_COLOR, zorder=3)
    ax.scatter([b for _, b in pairs], [a for a, _ in pairs], s=14, color=P_COLOR, marker="s")
    top = pairs[-1][1] + 1
    phi = (1 + 5**0.5) / 2  # only to draw the lines; every P-position above is exact
    ax.plot([0, top / phi], [0, top], color="black", lw=1, label=_("b = phi * a (slope 1.618...)"))
    ax.plot(
        [0, top],
        [0, top / phi],
        color="gray",
        lw=1,
        ls="--",
        label=_("b = a / phi (slope 0.618...)"),
    )
    ax.plot([0, top], [0, top], color=N_COLOR, lw=0.8, ls=":", label="b = a")
    ax.set_xlim(0, top)
    ax.set_ylim(0, top)
    ax.set_aspect("equal")
    ax.set_xlabel(_("first heap a"))
    ax.set_ylabel(_("second heap b"))
    title = _("the first {count} P-positions and their mirror images").format(count=count)
    ax.set_title(title, fontsize=10)
    handles, _labels = ax.get_legend_handles_labels()
    handles.insert(0, Line2D([], [], marker="o", color=P_COLOR, ls="", label=_("P-position")))
    ax.legend(handles=handles, loc="upper left", fontsize=8, frameon=False)
    return ax


def plot_wythoff_grundy(
    table: Sequence[Sequence[int]], ax: Axes | None = None, annotate: bool = True
) -> Axes:
    """Heat map of SG values ``table[a][b]`` (a to the right, b up); zeros boxed in orange.

    ``table`` is square, e.g. :func:`gametheory_helpers.games.wythoff.grundy_table`.  Values are
    written in the cells when ``annotate`` and the table is at most 20 wide.

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> plot_wythoff_grundy([[0, 1], [1, 2]]).get_title()
    'SG values of Wythoff positions (0 = P-position)'
    """
    table = require_grid(table, "table")
    rows = [list(row) for row in table]
    size = len(rows)
    if size == 0 or any(len(row) != size for row in rows):
        raise ValueError(_("the SG table must be a non-empty square table of integers"))
    ax = _new_axes(ax, (6.5, 5.5))
    # transpose so that the first heap a runs along the x-axis
    image = ax.imshow(
        [[rows[a][b] for a in range(size)] for b in range(size)],
        origin="lower",
        cmap="viridis",
        extent=(0, size, 0, size),
    )
    for a in range(size):
        for b in range(size):
            if rows[a][b] == 0:
                ax.add_patch(plt.Rectangle((a, b), 1, 1, fill=False, ec=P_COLOR, lw=2))
            if annotate and size <= 20:
                ax.text(
                    a + 0.5,
                    b + 0.5,
                    str(rows[a][b]),
                    ha="center",
                    va="center",
                    fontsize=7,
                    color="white" if rows[a][b] < 0.6 * max(map(max, rows)) else "black",
                )
    ax.figure.colorbar(image, ax=ax, shrink=0.8, label=_("SG value"))
    _board_axes(ax, size)
    ax.set_title(_("SG values of Wythoff positions (0 = P-position)"))
    return ax
