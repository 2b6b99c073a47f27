"""Figures for Fibonacci Nim and k-multiple dynamic subtraction (chapter 04).

>>> import matplotlib
>>> matplotlib.use("Agg")
>>> ax = plot_zeckendorf_blocks(83)
>>> ax.get_title()
'83 = 55 + 21 + 5 + 2'
"""

from __future__ import annotations

from collections.abc import Sequence

import matplotlib.pyplot as plt
from matplotlib.axes import Axes

from ..games.fibonacci import greedy_decomposition, losing_positions, minimal_winning_takes
from ..i18n import N_, _
from ..validation import require_heaps, require_int, require_iterable
from ._style import N_COLOR, P_COLOR, _new_axes
from .outcomes import plot_outcome_grid

__all__ = [
    "plot_losing_sequences",
    "plot_operation_counts",
    "plot_state_outcomes",
    "plot_zeckendorf_blocks",
]

BLOCK_COLORS = ("#4e79a7", "#59a14f", "#e15759", "#b07aa1", "#9c755f", "#76b7b2")


def plot_state_outcomes(
    k: int = 2,
    stones: int = 40,
    limit: int = 20,
    ax: Axes | None = None,
    lines: Sequence[int] = (),
) -> Axes:
    """Colour every state ``(m stones, limit L)``: N exactly when ``L >= tau(m)`` (black steps).

    The P cells under the step line are the states where the smallest winning take ``tau(m)``
    is more than the mover may take; the columns that are P up to ``L = m - 1`` are the
    losing heap sizes.  For each ``m`` in ``lines`` a dashed line of slope ``k`` climbs to the
    left from the cell ``(m, 0)`` through the cells ``(m - t, k t)`` (the opponent's state after
    a take ``t``) and stops at the first P-cell, the wall it hits: there ``t = tau(m)``.

    >>> ax = plot_state_outcomes(1, stones=8, limit=4, lines=(6,))
    >>> [line.get_gid() for line in ax.lines]
    [None, 'slope line']
    """
    require_int(k, "the multiple k", minimum=1, maximum=100)
    require_int(stones, "the largest stone count", minimum=1, maximum=200)
    require_int(limit, "the largest limit", minimum=1, maximum=200)
    f = minimal_winning_takes(k, stones)
    rows = [
        ["N" if m > 0 and f[m] <= L else "P" for m in range(stones + 1)]
        for L in range(1, limit + 1)
    ]
    ax = plot_outcome_grid(
        rows,
        ax=ax,
        row_labels=list(range(1, limit + 1)),
        xlabel=_("m = stones left"),
        ylabel=_("L = largest allowed take"),
        title=_("{game}: state (m, L) is N iff L >= tau(m)").format(
            game=_("Fibonacci Nim") if k == 2 else _("{k}x dynamic subtraction").format(k=k)
        ),
        annotate=False,
    )
    xs, ys = [], []
    for m in range(1, stones + 1):
        height = min(f[m] - 1, limit)  # rows 1..f(m)-1 are P: the step sits at height f(m) - 1
        xs += [m, m + 1]
        ys += [height, height]
    ax.plot(xs, ys, color="black", linewidth=1.2)
    lines = require_iterable(lines, "lines", N_("a list of stone counts such as (12, 20)"))
    if len(lines) > stones:
        raise ValueError(
            _("lines has {count:,} stone counts; at most {stones} (one per count)").format(
                count=len(lines), stones=stones
            )
        )
    for m in lines:
        require_int(m, "every m of lines", minimum=1, maximum=stones)
        t = f[m]  # cell (m, L) is drawn at x = m + 0.5, y = L - 0.5
        ax.plot(
            [m + 0.5, m - t + 0.5],
            [-0.5, k * t - 0.5],
            color="black",
            linestyle="--",
            linewidth=1.0,
            marker="o",
            markevery=[1],
            markersize=3,
            clip_on=True,
            gid="slope line",
        )
    return ax


def plot_losing_sequences(
    ks: Sequence[int] = (1, 2, 3, 4, 5), limit: int = 10**4, ax: Axes | None = None
) -> Axes:
    """One row per ``k``: the losing heap sizes up to ``limit`` on a log axis.

    On a log scale a sequence growing like ``c r^i`` has evenly spaced points: the spacing
    shows the growth rate (2 for k = 1, the golden ratio for k = 2, slower for larger k).
    """
    require_int(limit, "the limit", minimum=2, maximum=10**6)
    ks = require_heaps(ks, "ks", N_("a list of multiples such as (1, 2, 3)"), "multiple k")
    require_int(len(ks), "the number of rows", minimum=1, maximum=12)
    for k in ks:
        require_int(k, "every multiple k", minimum=1, maximum=100)
    ax = _new_axes(ax, (11.0, 0.6 + 0.55 * len(ks)))
    for row, k in enumerate(ks):
        terms = losing_positions(k, limit)
        ax.scatter(terms, [row] * len(terms), s=14, color=P_COLOR, zorder=3)
        count = _("{count} terms").format(count=len(terms))
        ax.text(limit * 1.15, row, count, va="center", fontsize=8)
    ax.set_xscale("log")
    ax.set_xlim(0.8, limit * 3)
    ax.set_yticks(range(len(ks)))
    ax.set_yticklabels([f"k = {k}" for k in ks])
    ax.set_ylim(-0.6, len(ks) - 0.4)
    ax.set_xlabel(_("heap size n (log scale); dots: first player loses"))
    ax.set_title(
        _("Losing heap sizes of k-multiple dynamic subtraction, n <= {limit}").format(limit=limit)
    )
    ax.grid(axis="x", alpha=0.3)
    return ax


def plot_zeckendorf_blocks(n: int, k: int = 2, ax: Axes | None = None) -> Axes:
    """Draw ``n`` stones as a bar cut into its Zeckendorf blocks (smallest block on the left).

    The winner takes the whole left block first, then always takes the last stone of the
    next block.
    """
    require_int(n, "n", minimum=1, maximum=10**6)
    require_int(k, "the multiple k", minimum=1)
    parts = list(reversed(greedy_decomposition(n, k)))
    ax = _new_axes(ax, (11.0, 1.6))
    left = 0
    for index, part in enumerate(parts):
        color = BLOCK_COLORS[index % len(BLOCK_COLORS)]
        ax.barh(0, part, left=left, color=color, edgecolor="white", height=0.6)
        ax.text(left + part / 2, 0, str(part), ha="center", va="center", color="white")
        left += part
    ax.set_xlim(0, n)
    ax.set_yticks([])
    ax.set_xlabel(_("stones, in the order they are taken (left first)"))
    ax.set_title(f"{n} = " + " + ".join(map(str, reversed(parts))))
    for side in ("top", "right", "left"):
        ax.spines[side].set_visible(False)
    return ax


def plot_operation_counts(
    ns: Sequence[int],
    recursive_calls: Sequence[int],
    memo_calls: Sequence[int],
    ax: Axes | None = None,
) -> Axes:
    """Calls of f needed for the table ``1..n``: plain recursion against the memoised DP (log y)."""
    columns = {
        what: require_heaps(values, what, N_("a list of counts such as [1, 3, 5]"), "count", 10_000)
        for values, what in (
            (ns, "ns"),
            (recursive_calls, "recursive_calls"),
            (memo_calls, "memo_calls"),
        )
    }
    if len({len(c) for c in columns.values()}) != 1:
        raise ValueError(
            _("ns, recursive_calls and memo_calls must have the same length, got {lengths}").format(
                lengths=", ".join(f"{len(c)} {what}" for what, c in columns.items())
            )
        )
    if any(v > 10**300 for c in columns.values() for v in c):
        raise ValueError(_("the counts must be at most 10**300 (a log axis is drawn in floats)"))
    ns, recursive_calls, memo_calls = columns.values()
    ax = _new_axes(ax, (7.0, 3.5))
    ax.plot(ns, recursive_calls, "o-", color=P_COLOR, label=_("plain recursion"))
    ax.plot(ns, memo_calls, "s-", color=N_COLOR, label=_("memoised (DP)"))
    ax.set_yscale("log")
    ax.set_xlabel(_("table size n"))
    ax.set_ylabel(_("calls of f (log scale)"))
    ax.set_title(_("Work to tabulate Fibonacci Nim for 1..n"))
    ax.legend(frameon=False)
    ax.grid(alpha=0.3)
    plt.tight_layout()
    return ax
