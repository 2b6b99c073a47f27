"""Pictures of Nim multiplication: product tables as heat maps, subfields, element orders.

The numbers below a Fermat 2-power ``2**(2**k)`` are closed under ⊗ (they form
the subfield GF(2**(2**k))), so the product table is made of nested blocks:
the top-left 2×2, 4×4, 16×16, 256×256 squares never contain a larger value.

>>> import matplotlib
>>> matplotlib.use("Agg")
>>> ax = plot_nim_product_table(16)
>>> print(ax.get_title())
Nim products $x \\otimes y$, $0 \\leq x, y < 16$
"""

from __future__ import annotations

from collections.abc import Sequence

import matplotlib.pyplot as plt
from matplotlib.axes import Axes
from matplotlib.patches import Rectangle

from ..games.nimbers import fermat_2_powers, nim_multiply, nim_power, nim_product_table
from ..i18n import _
from ..validation import require_grid, require_int
from ._style import _new_axes, caller_text

__all__ = [
    "plot_corner_move",
    "plot_element_orders",
    "plot_grundy_table",
    "plot_nim_product_table",
]

BLOCK_COLOR = "#d62728"
DIVISORS_255 = [1, 3, 5, 15, 17, 51, 85, 255]
SUBFIELD_COLORS = {2: "#59a14f", 4: "#f28e2b", 16: "#4e79a7", 256: "#b07aa1"}


def plot_grundy_table(
    values: Sequence[Sequence[int]],
    ax: Axes | None = None,
    title: str = "",
    row_labels: Sequence[int] | None = None,
    column_labels: Sequence[int] | None = None,
    xlabel: str = "y",
    ylabel: str = "x",
    annotate: bool | None = None,
    blocks: Sequence[int] = (),
) -> Axes:
    """Draw a table of SG values as a heat map, row 0 at the top (as in the lecture slides).

    ``blocks`` lists sizes of top-left squares to outline (the subfields of a
    product table).  Values are written in the cells when ``annotate`` is true
    (by default for tables up to 20 × 20).
    """
    values = require_grid(values, "values")
    rows = [list(row) for row in values]
    if not rows or any(len(row) != len(rows[0]) for row in rows):
        raise ValueError(_("values must be a non-empty rectangular table of SG values"))
    height, width = len(rows), len(rows[0])
    if annotate is None:
        annotate = max(height, width) <= 20
    size = (7.0, 6.0) if max(height, width) > 20 else (1.5 + 0.4 * width, 1.0 + 0.4 * height)
    ax = _new_axes(ax, size)
    image = ax.imshow(rows, cmap="viridis", interpolation="nearest", origin="upper")
    ax.figure.colorbar(image, ax=ax, shrink=0.8, label=_("SG value"))
    top = max(max(row) for row in rows) or 1
    if annotate:
        for r, row in enumerate(rows):
            for c, value in enumerate(row):
                colour = "black" if value > 0.6 * top else "white"
                ax.text(c, r, str(value), ha="center", va="center", fontsize=7, color=colour)
    for block in blocks:
        if block < max(height, width):
            ax.add_patch(Rectangle((-0.5, -0.5), block, block, fill=False, ec=BLOCK_COLOR, lw=1.5))
    labels_x = list(column_labels) if column_labels is not None else list(range(width))
    labels_y = list(row_labels) if row_labels is not None else list(range(height))
    step_x, step_y = max(1, width // 16), max(1, height // 16)
    ax.set_xticks(range(0, width, step_x))
    ax.set_xticklabels([caller_text(str(labels_x[c])) for c in range(0, width, step_x)], fontsize=7)
    ax.set_yticks(range(0, height, step_y))
    ax.set_yticklabels(
        [caller_text(str(labels_y[r])) for r in range(0, height, step_y)], fontsize=7
    )
    ax.xaxis.set_ticks_position("top")
    ax.xaxis.set_label_position("top")
    ax.set_xlabel(caller_text(xlabel))
    ax.set_ylabel(caller_text(ylabel))
    ax.set_title(caller_text(title), pad=18 if title else 6)
    return ax


def plot_nim_product_table(
    size: int = 16, ax: Axes | None = None, title: str | None = None
) -> Axes:
    """Heat map of ``x ⊗ y`` for ``x, y < size``, the subfield blocks outlined in red.

    ``size = 16`` reproduces the table of the lecture slides 《博弈问题总结》 (numbers
    written in); ``size = 256`` shows the 2×2, 4×4 and 16×16 subfields as blocks.
    """
    require_int(size, "the table size", minimum=2)
    if size > 1024:
        raise ValueError(_("the table size is limited to 1024 (a million cells) here"))
    default = _(r"Nim products $x \otimes y$, $0 \leq x, y < {size}$").format(size=size)
    return plot_grundy_table(
        nim_product_table(size),
        ax=ax,
        title=title if title is not None else default,
        blocks=fermat_2_powers(size - 1),
    )


def _order(a: int, group_order: int) -> int:
    return min(
        d for d in range(1, group_order + 1) if group_order % d == 0 and nim_power(a, d) == 1
    )


def _smallest_field(a: int) -> int:
    return next(t for t in (2, 4, 16, 256, 65536) if a < t)


def plot_element_orders(limit: int = 256, ax: Axes | None = None) -> Axes:
    """Multiplicative order of each nonzero nimber below ``limit`` (at most 256).

    Each point is coloured by the smallest subfield GF(2), GF(4), GF(16), GF(256)
    holding the element: orders in GF(2**m) divide ``2**m - 1`` (1, 3, 15, 255),
    and the elements of order 255 generate GF(256)*.
    """
    require_int(limit, "limit", minimum=2)
    if limit > 256:
        raise ValueError(_("plot_element_orders draws the nimbers of GF(256): limit <= 256"))
    ax = _new_axes(ax, (10.0, 3.6))
    for field, colour in SUBFIELD_COLORS.items():
        xs = [a for a in range(1, limit) if _smallest_field(a) == field]
        if xs:
            levels = [DIVISORS_255.index(_order(a, 255)) for a in xs]
            first = _("first in GF({field})").format(field=field)
            ax.scatter(xs, levels, s=12, color=colour, label=first)
    ax.set_yticks(range(len(DIVISORS_255)))
    ax.set_yticklabels([str(d) for d in DIVISORS_255])
    ax.set_xlabel(_("nimber a"))
    ax.set_ylabel(_(r"order of $a$ under $\otimes$"))
    ax.set_title(_("multiplicative orders in GF(256): orders divide 255 = 3 * 5 * 17"))
    ax.legend(fontsize=8, frameon=False, loc="center right")
    plt.setp(ax.get_xticklabels(), fontsize=8)
    return ax


HEAD_COLOR = "#b22222"
CORNER_COLOR = "#f28e2b"


def plot_corner_move(
    head: tuple[int, int],
    corner: tuple[int, int],
    size: tuple[int, int] | None = None,
    ax: Axes | None = None,
) -> Axes:
    """One move of turning corners on a board whose cells show ``x ⊗ y``.

    The head ``(x, y)`` (red) and the corner ``(x', y')`` (``x' < x``, ``y' < y``)
    span a rectangle; its four corners are turned.  Row ``x`` runs down, column
    ``y`` across, as in the product table.  The title gives the change of value,
    ``x⊗y ⊕ x'⊗y ⊕ x⊗y' ⊕ x'⊗y' = (x ⊕ x') ⊗ (y ⊕ y')`` (distributivity).

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> plot_corner_move((2, 3), (1, 1)).get_title()
    'corners of (1, 1)-(2, 3): 1 ⊕ 3 ⊕ 2 ⊕ 1 = 3 ⊗ 2 = 1'
    """
    for name, cell in (("head", head), ("corner", corner)):
        if (
            not isinstance(cell, tuple)
            or len(cell) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in cell)
        ):
            raise ValueError(
                _("{name} must be a pair of non-negative integers, got {cell!r}").format(
                    name=name, cell=cell
                )
            )
    (x, y), (a, b) = head, corner
    if not (a < x and b < y):
        raise ValueError(
            _("corner {corner} must be above and left of head {head} (x' < x, y' < y)").format(
                corner=corner, head=head
            )
        )
    rows, columns = size if size is not None else (x + 2, y + 2)
    if rows <= x or columns <= y or rows * columns > 400:
        raise ValueError(
            _("size {size} must contain the head and have at most 400 cells").format(size=size)
        )
    ax = _new_axes(ax, (0.45 * columns + 0.8, 0.45 * rows + 0.6))
    corners = {(x, y): HEAD_COLOR, (a, y): CORNER_COLOR, (x, b): CORNER_COLOR, (a, b): CORNER_COLOR}
    for r in range(rows):
        for c in range(columns):
            color = corners.get((r, c))
            ax.add_patch(
                Rectangle(
                    (c - 0.5, r - 0.5), 1, 1, fc=color or "white", ec="#bbbbbb", lw=0.8, alpha=0.85
                )
            )
            ax.text(
                c, r, str(nim_multiply(r, c)), ha="center", va="center", fontsize=8,
                color="white" if color else "#555555",
            )  # fmt: skip
    ax.add_patch(Rectangle((b, a), y - b, x - a, fill=False, ec=HEAD_COLOR, lw=1.5, ls="--"))
    ax.set_xlim(-0.5, columns - 0.5)
    ax.set_ylim(rows - 0.5, -0.5)
    ax.set_xticks(range(columns))
    ax.set_yticks(range(rows))
    ax.tick_params(labelsize=7)
    ax.xaxis.set_ticks_position("top")
    ax.xaxis.set_label_position("top")
    ax.set_xlabel("y")
    ax.set_ylabel("x")
    ax.set_aspect("equal")
    terms = [nim_multiply(x, y), nim_multiply(a, y), nim_multiply(x, b), nim_multiply(a, b)]
    change = nim_multiply(x ^ a, y ^ b)
    title = _("corners of {corner}-{head}: {terms} = {x} ⊗ {y} = {change}").format(
        corner=corner, head=head, terms=" ⊕ ".join(map(str, terms)), x=x ^ a, y=y ^ b, change=change
    )
    ax.set_title(
        title,
        fontsize=9,
        pad=16,
    )
    return ax
