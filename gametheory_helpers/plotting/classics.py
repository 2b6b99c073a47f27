"""Chapter 10 figures: the pirates' fates, the battle board and the circle of coins.

>>> import matplotlib
>>> matplotlib.use("Agg")
>>> plot_pirates_table(2, 12).get_title()
'm = 2 coins: what pirate p is sure to get among n pirates'
"""

from __future__ import annotations

from collections.abc import Iterable
from math import cos, pi, sin

import matplotlib.pyplot as plt
from matplotlib.axes import Axes
from matplotlib.patches import Circle, Patch

from ..games import pirates
from ..i18n import _
from ..validation import require_int, require_pair, show
from ._style import N_COLOR, NEUTRAL_COLOR, P_COLOR, _new_axes, caller_text

__all__ = ["draw_battle_board", "draw_coin_circle", "plot_pirates_table"]

THROWN_COLOR = "#3b3b3b"


def plot_pirates_table(
    m: int, n_max: int, ax: Axes | None = None, title: str | None = None
) -> Axes:
    """For ``n = 1..n_max`` pirates (columns) and each pirate ``p`` (rows): thrown, or the gold
    he is sure to get (the number written in the cell, coloured when positive).

    The columns ``n = 2m + 2^j`` are the ones whose proposer survives.
    """
    pirates._check(n_max, m)
    require_int(n_max, "n_max", maximum=200)
    require_int(m, "m", maximum=200)
    ax = _new_axes(ax, (min(14.0, 1.5 + 0.36 * n_max), min(8.0, 1.2 + 0.3 * n_max)))
    for n in range(1, n_max + 1):
        for p, gold in enumerate(pirates.outcomes(n, m), start=1):
            if gold is None:
                color = THROWN_COLOR
            elif p == pirates.last_survivor(n, m):
                color = P_COLOR
            else:
                color = N_COLOR if gold > 0 else NEUTRAL_COLOR
            ax.add_patch(plt.Rectangle((n - 1, p - 1), 1, 1, color=color, ec="white"))
            text = "x" if gold is None else str(gold)
            ink = "black" if color == NEUTRAL_COLOR else "white"
            ax.text(n - 0.5, p - 0.5, text, ha="center", va="center", fontsize=7, color=ink)
    ax.set_xlim(0, n_max)
    ax.set_ylim(0, n_max)
    ax.set_xticks([n - 0.5 for n in range(1, n_max + 1)])
    ax.set_xticklabels([str(n) for n in range(1, n_max + 1)], fontsize=7)
    ax.set_yticks([p - 0.5 for p in range(1, n_max + 1)])
    ax.set_yticklabels([str(p) for p in range(1, n_max + 1)], fontsize=7)
    ax.set_xlabel(_("n pirates (pirate n proposes first)"))
    ax.set_ylabel(_("pirate p"))
    ax.set_aspect("equal")
    ax.set_title(
        caller_text(title)
        if title is not None
        else _("m = {m} coins: what pirate p is sure to get among n pirates").format(m=m)
    )
    ax.legend(
        handles=[
            Patch(color=P_COLOR, label=_("the proposer whose plan passes")),
            Patch(color=N_COLOR, label=_("sure of gold")),
            Patch(color=NEUTRAL_COLOR, label=_("sure of nothing (0)")),
            Patch(color=THROWN_COLOR, label=_("thrown overboard (x)")),
        ],
        bbox_to_anchor=(1.01, 1.0),
        loc="upper left",
        fontsize=8,
        frameon=False,
    )
    return ax


#: The widest and tallest battle board drawn (every square stays visible).
MAX_BOARD_SIDE = 60


def draw_battle_board(
    w: int,
    h: int,
    position: tuple[tuple[int, int], tuple[int, int]],
    ax: Axes | None = None,
    title: str = "",
) -> Axes:
    """Draw the ultimate-battle board: soldier A (to move) and B, their lines of fire, and the
    square whose diagonal shows ``dx`` against ``dy``."""
    require_int(w, _("the board width w"), minimum=1, maximum=MAX_BOARD_SIDE)
    require_int(h, _("the board height h"), minimum=1, maximum=MAX_BOARD_SIDE)
    if not isinstance(position, tuple | list) or len(position) != 2:
        raise TypeError(
            _(
                "position must be the two soldiers' squares ((x1, y1), (x2, y2)), got {value}"
            ).format(value=show(position))
        )
    (x1, y1), (x2, y2) = (
        require_pair(position[0], _("soldier A's square")),
        require_pair(position[1], _("soldier B's square")),
    )
    ax = _new_axes(ax, (min(8.0, 1.0 + 0.6 * w), min(8.0, 1.0 + 0.6 * h)))
    for x in range(w + 1):
        ax.plot([x, x], [0, h], color=NEUTRAL_COLOR, lw=0.8)
    for y in range(h + 1):
        ax.plot([0, w], [y, y], color=NEUTRAL_COLOR, lw=0.8)
    for x, y, color in ((x1, y1, N_COLOR), (x2, y2, P_COLOR)):
        ax.plot([x + 0.5, x + 0.5], [0, h], color=color, lw=1.5, ls=":")
        ax.plot([0, w], [y + 0.5, y + 0.5], color=color, lw=1.5, ls=":")
    ax.plot([x1 + 0.5, x2 + 0.5], [y1 + 0.5, y2 + 0.5], color="black", lw=1, ls="--")
    ax.add_patch(Circle((x1 + 0.5, y1 + 0.5), 0.35, color=N_COLOR))
    ax.add_patch(Circle((x2 + 0.5, y2 + 0.5), 0.35, color=P_COLOR))
    ax.text(x1 + 0.5, y1 + 0.5, "A", ha="center", va="center", color="white", fontsize=10)
    ax.text(x2 + 0.5, y2 + 0.5, "B", ha="center", va="center", color="white", fontsize=10)
    dx, dy = abs(x1 - x2), abs(y1 - y2)
    ax.set_xlim(0, w)
    ax.set_ylim(0, h)
    ax.set_aspect("equal")
    ax.set_xticks([])
    ax.set_yticks([])
    ax.set_title(caller_text(title) or _("A to move: dx = {dx}, dy = {dy}").format(dx=dx, dy=dy))
    return ax


def draw_coin_circle(n: int, coins: Iterable[int], ax: Axes | None = None, title: str = "") -> Axes:
    """Draw a circle of ``n`` coin places, the coins still there filled, the taken ones hollow."""
    require_int(n, "the number of coins n", minimum=1, maximum=200)
    if isinstance(coins, str | bytes) or not isinstance(coins, Iterable):
        raise TypeError(
            _("coins must be a collection of coin numbers, got {value}").format(value=show(coins))
        )
    left = set(coins)
    ax = _new_axes(ax, (3.2, 3.2))
    for i in range(n):
        angle = pi / 2 - 2 * pi * i / n
        x, y = cos(angle), sin(angle)
        there = i in left
        ax.add_patch(
            Circle((x, y), 0.16, facecolor=N_COLOR if there else "white", edgecolor=N_COLOR, lw=1.5)
        )
        ax.text(
            x, y, str(i), ha="center", va="center", fontsize=8, color="white" if there else "black"
        )
    ax.set_xlim(-1.3, 1.3)
    ax.set_ylim(-1.3, 1.3)
    ax.set_aspect("equal")
    ax.axis("off")
    ax.set_title(caller_text(title) or _("{left} of {n} coins left").format(left=len(left), n=n))
    return ax
