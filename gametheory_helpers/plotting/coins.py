"""Coin-turning pictures (chapter 07): a row of coins, and the SG values of single heads.

>>> import matplotlib
>>> matplotlib.use("Agg")
>>> ax = draw_coin_row({1, 3, 6}, 7, values=[0, 1, 2, 3, 0, 1, 2], title="THTHTTH")
>>> ax.get_title(), len(ax.patches)
('THTHTTH', 7)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

import matplotlib.pyplot as plt
from matplotlib.axes import Axes
from matplotlib.patches import Patch

from ..i18n import N_, _
from ..validation import require_heaps, require_int, require_integers, show
from ._style import KERNEL_EDGE_COLOR, N_COLOR, NEUTRAL_COLOR, P_COLOR, _new_axes, caller_text

__all__ = ["HEADS_COLOR", "TAILS_COLOR", "draw_coin_row", "plot_coin_values", "plot_ruler_window"]

HEADS_COLOR = "#edc948"  # a gold coin, heads up
TAILS_COLOR = "#ffffff"


def draw_coin_row(
    heads: Iterable[int],
    length: int,
    first: int = 0,
    *,
    values: Sequence[int] | None = None,
    turned: Iterable[int] = (),
    ax: Axes | None = None,
    title: str = "",
) -> Axes:
    """Draw coins ``first .. first + length - 1``: heads gold with an H, tails white with a T.

    ``values`` (one per coin, in row order) writes each head's SG value above
    it; ``turned`` outlines in red the coins of a move.
    """
    chosen = set(require_integers(heads, "heads", N_("a set of coin numbers such as {1, 4}")))
    marked = set(require_integers(turned, "turned", N_("a set of coin numbers such as {2, 4}")))
    require_int(length, "the length of the row", minimum=0, maximum=200)
    require_int(first, "the number of the first coin", minimum=0)
    coins = range(first, first + length)
    outside = sorted(x for x in chosen | marked if x not in coins)
    if outside:
        raise ValueError(
            _("coin {coin} lies outside the row {first}..{last}").format(
                coin=outside[0], first=first, last=first + length - 1
            )
        )
    if values is not None and len(values) != length:
        raise ValueError(
            _("values needs one SG value per coin ({length}), got {count}").format(
                length=length, count=len(values)
            )
        )
    ax = _new_axes(ax, (min(14.0, 1.0 + 0.6 * length), 1.6))
    for index, x in enumerate(coins):
        is_head = x in chosen
        edge = KERNEL_EDGE_COLOR if x in marked else "#555555"
        ax.add_patch(
            plt.Circle(
                (index + 0.5, 0.5),
                0.4,
                facecolor=HEADS_COLOR if is_head else TAILS_COLOR,
                edgecolor=edge,
                linewidth=2.5 if x in marked else 1.0,
            )
        )
        ax.text(index + 0.5, 0.5, "H" if is_head else "T", ha="center", va="center", fontsize=9)
        ax.text(index + 0.5, -0.25, str(x), ha="center", va="center", fontsize=8, color="#555555")
        if values is not None and is_head:
            ax.text(index + 0.5, 1.15, f"*{values[index]}", ha="center", va="center", fontsize=8)
    ax.set_xlim(0, max(length, 1))
    ax.set_ylim(-0.5, 1.4)
    ax.set_aspect("equal")
    ax.axis("off")
    ax.set_title(caller_text(title))
    return ax


def plot_coin_values(
    values: Sequence[int],
    first: int = 0,
    *,
    guide: Callable[[int], float] | None = None,
    guide_label: str = "",
    highlight: Callable[[int], bool] | None = None,
    highlight_label: str = "",
    ax: Axes | None = None,
    title: str = "",
) -> Axes:
    """Bars of the SG value ``g(x)`` of a lone head on coin ``x = first, first + 1, ...``.

    ``guide`` draws a dashed reference line (``2x`` for Mock Turtles);
    ``highlight(value)`` colours the bars whose value it accepts (odious values,
    powers of two...) in the N colour, the others grey.
    """
    values = list(
        require_heaps(values, "values", N_("a list of SG values such as [1, 2, 1]"), "value")
    )
    require_int(len(values), "the number of values to draw", maximum=300)
    require_int(max(values, default=0), "the largest value to draw", maximum=10**9)
    require_int(first, "the number of the first coin", minimum=0, maximum=10**9)
    for function, what in ((guide, "guide"), (highlight, "highlight")):
        if function is not None and (not callable(function) or isinstance(function, type)):
            raise TypeError(
                _(
                    "{what} must be a function of one int (or None), such as lambda x: 2 * x, "
                    "got {value}"
                ).format(what=what, value=show(function))
            )
    for label in (guide_label, highlight_label):
        if not isinstance(label, str):
            raise TypeError(_("a legend label must be text, got {value}").format(value=show(label)))
    if not values:
        raise ValueError(_("values must not be empty"))
    xs = list(range(first, first + len(values)))
    ax = _new_axes(ax, (min(14.0, 2.0 + 0.2 * len(values)), 3.2))
    if highlight is None:
        colors = [N_COLOR] * len(values)
    else:
        colors = [N_COLOR if highlight(v) else NEUTRAL_COLOR for v in values]
    ax.bar(xs, values, color=colors, width=0.8, label=caller_text(highlight_label) or None)
    if guide is not None:
        ax.plot(
            xs, [guide(x) for x in xs], "--", color=P_COLOR, label=caller_text(guide_label) or None
        )
    if guide_label or highlight_label:
        ax.legend(fontsize=8, frameon=False, loc="upper left")
    ax.set_xlabel(_("coin x"))
    ax.set_ylabel(_("g(x) = SG of a lone head"))
    ax.set_title(caller_text(title))
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)
    return ax


def plot_ruler_window(x: int, ax: Axes | None = None, title: str = "") -> Axes:
    """Bars of the Ruler values of coins 1 to x: the window just left of x blue, its wall orange.

    With ``2^v`` the largest power of 2 dividing ``x``, the window is the ``2^v - 1`` coins
    left of ``x`` (all values below ``2^v``: the runs ending there give every xor below
    ``2^v``); the wall is coin ``x - 2^v``, a multiple of ``2^(v+1)`` whose value puts every
    longer run at ``2^(v+1)`` or more (when ``x`` is a power of 2 there is no wall, and no
    longer run).  Coin ``x`` itself is drawn as an outline.

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> ax = plot_ruler_window(12)
    >>> [round(p.get_height()) for p in ax.patches][7:12]
    [8, 1, 2, 1, 4]
    """
    require_int(x, "the coin x", minimum=1, maximum=200)
    low = x & -x
    values = [y & -y for y in range(1, x + 1)]
    colors = []
    for y in range(1, x):
        if x - low < y:
            colors.append(N_COLOR)
        elif y == x - low:
            colors.append(P_COLOR)
        else:
            colors.append(NEUTRAL_COLOR)
    ax = _new_axes(ax, (min(14.0, 2.0 + 0.35 * x), 2.8))
    ax.bar(range(1, x), values[:-1], color=colors, width=0.8)
    ax.bar([x], [low], width=0.8, facecolor="none", edgecolor=KERNEL_EDGE_COLOR, linewidth=2,
           linestyle="--")  # fmt: skip
    ax.set_xticks(range(1, x + 1), [str(y) for y in range(1, x + 1)], fontsize=8)
    ax.set_xlabel(_("coin"))
    ax.set_ylabel(_("g = largest power of 2"))
    window = _("window: the {count} coins left of {x}, values < {low}")
    handles = [Patch(color=N_COLOR, label=window.format(count=low - 1, x=x, low=low))]
    if x > low:
        wall = _("wall: coin {coin}, value >= {value}").format(coin=x - low, value=2 * low)
        handles.append(Patch(color=P_COLOR, label=wall))
    question = _("coin {x}: g = {low}?").format(x=x, low=low)
    handles.append(Patch(facecolor="none", edgecolor=KERNEL_EDGE_COLOR, label=question))
    ax.legend(handles=handles, loc="upper left", fontsize=8, frameon=False)
    ax.set_title(caller_text(title))
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)
    return ax
