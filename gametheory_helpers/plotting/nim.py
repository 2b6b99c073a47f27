"""Nim pictures: the xor table, the P-positions of three-heap Nim, heaps written in binary.

>>> import matplotlib
>>> matplotlib.use("Agg")
>>> ax = plot_value_table([[0, 1], [1, 0]], title="a xor b")
>>> ax.get_title()
'a xor b'
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import reduce
from operator import xor

import matplotlib.pyplot as plt
from matplotlib.axes import Axes

from ..i18n import N_, _, get_language
from ..validation import require_grid, require_heaps, require_int, show
from ._style import N_COLOR, P_COLOR, _new_axes, caller_text

READ_COLOR = "#b22222"  # the cells the text reads, apart from the orange zeros

__all__ = ["plot_binary_heaps", "plot_nim_p_positions_3d", "plot_value_table"]


def plot_value_table(
    values: Sequence[Sequence[int]],
    ax: Axes | None = None,
    title: str = "",
    xlabel: str = "",
    ylabel: str = "",
    annotate: bool = True,
    cmap: str = "viridis",
    read: Sequence[tuple[int, int]] = (),
) -> Axes:
    """Draw a table of non-negative integers (SG values, xors...) as a heat map, row 0 at bottom.

    Cells with value 0 (the P-positions when the values are SG values) get an
    orange frame, so the zeros stand out whatever the colour map.  Each cell
    ``(column, row)`` of ``read`` is shown as the text reads it: a dark red frame
    and dashed guides from the column's and the row's number on the axes to it.

    >>> ax = plot_value_table([[a ^ b for a in range(8)] for b in range(8)], read=[(3, 5)])
    >>> len(ax.lines)  # the two guides: a = 3 up, b = 5 across
    2
    """
    values = require_grid(values, "values")
    rows = [list(row) for row in values]
    if not rows or any(len(row) != len(rows[0]) for row in rows):
        raise ValueError(_("values must be a non-empty rectangular table"))
    if any(not isinstance(v, int) or v < 0 for row in rows for v in row):
        raise ValueError(_("values must be non-negative integers"))
    height, width = len(rows), len(rows[0])
    cells = _read_cells(read, width, height)
    ax = _new_axes(ax, (min(12.0, 1.5 + 0.4 * width), min(9.0, 1.0 + 0.4 * height)))
    image = ax.imshow(rows, origin="lower", cmap=cmap, aspect="equal")
    top = max(max(row) for row in rows) or 1
    for r, row in enumerate(rows):
        for c, value in enumerate(row):
            if value == 0:
                ax.add_patch(
                    plt.Rectangle((c - 0.5, r - 0.5), 1, 1, fill=False, ec=P_COLOR, lw=2.0)
                )
            if annotate and width <= 32:
                color = "white" if value < 0.6 * top else "black"
                ax.text(c, r, str(value), ha="center", va="center", fontsize=7, color=color)
    for c, r in cells:
        ax.plot([c, c], [-0.5, r - 0.5], ls="--", lw=1.6, color=READ_COLOR)
        ax.plot([-0.5, c - 0.5], [r, r], ls="--", lw=1.6, color=READ_COLOR)
        ax.add_patch(plt.Rectangle((c - 0.5, r - 0.5), 1, 1, fill=False, ec=READ_COLOR, lw=3.0))
    step_x, step_y = max(1, width // 16), max(1, height // 16)
    ax.set_xticks(range(0, width, step_x))
    ax.set_yticks(range(0, height, step_y))
    for labels, index in ((ax.get_xticklabels(), 0), (ax.get_yticklabels(), 1)):
        read_at = {cell[index] for cell in cells}
        for label in labels:  # the column's and the row's numbers the text reads, in red
            if round(label.get_position()[index]) in read_at:
                label.set_color(READ_COLOR)
                label.set_fontweight("bold")
                if get_language() != "en":  # the CJK face has no bold: digits in DejaVu Sans
                    label.set_fontfamily("DejaVu Sans")
    ax.set_xlabel(caller_text(xlabel))
    ax.set_ylabel(caller_text(ylabel))
    ax.set_title(caller_text(title))
    ax.figure.colorbar(image, ax=ax, fraction=0.046, pad=0.04)
    return ax


def _read_cells(read: object, width: int, height: int) -> list[tuple[int, int]]:
    """The ``(column, row)`` pairs of ``read``, each inside the table."""
    if isinstance(read, (str, bytes)) or not isinstance(read, Sequence):
        raise TypeError(_("read must be a list of (column, row) pairs, not {value}").format(
            value=show(read)))  # fmt: skip
    cells = []
    for cell in read:
        if (
            not isinstance(cell, Sequence)
            or len(cell) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in cell)
            or not (0 <= cell[0] < width and 0 <= cell[1] < height)
        ):
            raise ValueError(
                _("read must hold (column, row) pairs inside the table, not {value}").format(
                    value=show(cell)
                )
            )
        cells.append((cell[0], cell[1]))
    return cells


def plot_nim_p_positions_3d(limit: int = 15, ax: Axes | None = None, title: str = "") -> Axes:
    """Scatter the P-positions (a, b, a xor b) of three-heap Nim with every heap at most ``limit``.

    The points form a fractal-looking "xor cloud": every vertical line
    (a, b fixed) meets it exactly once, which is Bouton's theorem seen from
    above (the third heap of a P-position is forced to be a xor b).
    """
    require_int(limit, "limit", minimum=1, maximum=128)
    if ax is None:
        fig = plt.figure(figsize=(6.5, 6.0))
        ax = fig.add_subplot(projection="3d")
    points = [(a, b, a ^ b) for a in range(limit + 1) for b in range(limit + 1) if a ^ b <= limit]
    xs, ys, zs = zip(*points, strict=True)
    ax.scatter(xs, ys, zs, c=zs, cmap="viridis", s=14, depthshade=False)
    ax.set_xlabel(_("heap a"))
    ax.set_ylabel(_("heap b"))
    ax.set_zlabel(_("heap c = a xor b"))
    default = _("P-positions of 3-heap Nim, heaps <= {limit}").format(limit=limit)
    ax.set_title(caller_text(title) or default)
    ax.view_init(elev=22, azim=-58)
    return ax


def plot_binary_heaps(heaps: Sequence[int], ax: Axes | None = None, title: str = "") -> Axes:
    """Write the heaps in binary, one row each, with the column parities (the Nim-sum) below.

    The leading 1 of the Nim-sum is boxed, and so are the heaps with a 1 in that
    column: those are exactly the heaps a winning move can reduce.
    """
    values = list(require_heaps(heaps, "heaps", N_("a list of heap sizes such as (3, 4, 5)")))
    require_int(len(values), "the number of heaps to draw", maximum=40)
    require_int(max(values, default=0).bit_length(), "the number of binary digits", maximum=64)
    if not values or any(isinstance(h, bool) or not isinstance(h, int) or h < 0 for h in values):
        raise ValueError(
            _("heaps must be a non-empty list of non-negative integers, got {value}").format(
                value=show(heaps)
            )
        )
    total = reduce(xor, values, 0)
    bits = max(1, max(values).bit_length())
    lead = total.bit_length() - 1  # -1 when the Nim-sum is 0
    rows = [*values, total]
    ax = _new_axes(ax, (1.8 + 0.55 * bits, 0.9 + 0.45 * len(rows)))
    for r, value in enumerate(rows):
        y = len(rows) - 1 - r + (0 if r < len(values) else -0.3)
        label = f"{value}" if r < len(values) else f"xor = {total}"
        ax.text(-0.8, y, label, ha="right", va="center", fontsize=10)
        for column in range(bits):
            bit = bits - 1 - column
            digit = value >> bit & 1
            is_lead = bit == lead and digit == 1
            color = P_COLOR if is_lead else (N_COLOR if digit else "#bbbbbb")
            ax.text(column, y, str(digit), ha="center", va="center", fontsize=13, color=color)
            if is_lead:
                ax.add_patch(
                    plt.Rectangle((column - 0.4, y - 0.4), 0.8, 0.8, fill=False, ec=P_COLOR, lw=1.5)
                )
    ax.plot([-0.5, bits - 0.5], [0.35, 0.35], color="black", lw=1)
    ax.set_xlim(-3.2, bits)
    ax.set_ylim(-0.9, len(rows) - 0.4)
    ax.axis("off")
    ax.set_title(caller_text(title) or _("{heaps} in binary").format(heaps=tuple(values)))
    return ax
