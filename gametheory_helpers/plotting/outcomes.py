"""Outcome pictures: P/N strips for one-heap games, grids for two parameters, intervals.

>>> import matplotlib
>>> matplotlib.use("Agg")
>>> ax = plot_outcome_strip(range(6), "PNNPNN", title="take 1 or 2")
>>> ax.get_title()
'take 1 or 2'
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from typing import Any

import matplotlib.pyplot as plt
from matplotlib.axes import Axes
from matplotlib.colors import ListedColormap

from ..i18n import N_, _
from ..validation import require_grid, require_int, require_sequence, require_type, show
from ._style import N_COLOR, P_COLOR, _new_axes, _outcome_legend, caller_text

__all__ = ["plot_outcome_grid", "plot_outcome_intervals", "plot_outcome_strip"]

# default texts, translated when drawn
_DEFAULTS = (N_("position"), N_("value (log scale)"))


def plot_outcome_strip(
    positions: Sequence[Any],
    outcomes: Sequence[str],
    ax: Axes | None = None,
    title: str = "",
    xlabel: str = "position",
) -> Axes:
    """Draw one row of coloured cells, one per position, orange for P and blue for N.

    The quickest picture of a one-heap game: the period of the pattern jumps out.
    """
    positions = require_sequence(
        positions, "positions", N_("a list of positions such as range(10)"), MAX_CELLS
    )
    outcomes = require_sequence(
        outcomes, "outcomes", N_("'P'/'N' letters such as 'PNNPNN' or ['P', 'N']"), MAX_CELLS, True
    )
    require_type(title, str, "title", "text")
    require_type(xlabel, str, "xlabel", "text")
    if len(positions) != len(outcomes):
        raise ValueError(
            _(
                "positions and outcomes must have the same length, got {positions} positions and "
                "{outcomes} outcomes"
            ).format(positions=len(positions), outcomes=len(outcomes))
        )
    bad = sorted({show(o) for o in outcomes if o not in ("P", "N")})
    if bad:
        raise ValueError(
            _("outcomes must be 'P' or 'N', got {value}").format(
                value="[" + ", ".join(bad[:5]) + "]"
            )
        )
    ax = _new_axes(ax, (min(14.0, 1.0 + 0.35 * len(positions)), 1.6))
    for index, outcome in enumerate(outcomes):
        ax.add_patch(
            plt.Rectangle(
                (index, 0), 1, 1, color=P_COLOR if outcome == "P" else N_COLOR, ec="white"
            )
        )
        ax.text(index + 0.5, 0.5, outcome, ha="center", va="center", color="white", fontsize=8)
    ax.set_xlim(0, len(positions))
    ax.set_ylim(0, 1)
    step = max(1, len(positions) // 20)
    ax.set_xticks([i + 0.5 for i in range(0, len(positions), step)])
    ax.set_xticklabels([str(positions[i]) for i in range(0, len(positions), step)], fontsize=8)
    ax.set_yticks([])
    ax.set_xlabel(caller_text(xlabel))
    ax.set_title(caller_text(title))
    for side in ("top", "right", "left"):
        ax.spines[side].set_visible(False)
    return ax


def plot_outcome_grid(
    outcomes: Sequence[Sequence[str]],
    ax: Axes | None = None,
    title: str = "",
    row_labels: Sequence[Any] | None = None,
    column_labels: Sequence[Any] | None = None,
    xlabel: str = "",
    ylabel: str = "",
    annotate: bool = True,
) -> Axes:
    """Draw a table of outcomes (rows of 'P'/'N') as coloured cells, row 0 at the bottom.

    Used for two-parameter games: two heaps, (stones, player), (a, b) boards.
    """
    outcomes = require_grid(outcomes, "outcomes")
    rows = [list(row) for row in outcomes]
    if not rows or any(len(row) != len(rows[0]) for row in rows):
        raise ValueError(_("outcomes must be a non-empty rectangular table"))
    bad = {cell for row in rows for cell in row if cell not in ("P", "N")}
    if bad:
        raise ValueError(_("outcomes must be 'P' or 'N', got {value}").format(value=sorted(bad)))
    height, width = len(rows), len(rows[0])
    ax = _new_axes(ax, (min(14.0, 1.5 + 0.32 * width), min(9.0, 1.2 + 0.32 * height)))
    # One QuadMesh for the whole table (one patch per cell is slow for big boards).
    codes = [[1 if cell == "P" else 0 for cell in row] for row in rows]
    ax.pcolormesh(
        range(width + 1),
        range(height + 1),
        codes,
        cmap=ListedColormap([N_COLOR, P_COLOR]),
        vmin=0,
        vmax=1,
        edgecolors="white",
        linewidth=0.5 if max(width, height) <= 80 else 0.0,
    )
    if annotate and width <= 40:
        for r, row in enumerate(rows):
            for c, cell in enumerate(row):
                ax.text(c + 0.5, r + 0.5, cell, ha="center", va="center", color="white", fontsize=7)
    ax.set_xlim(0, width)
    ax.set_ylim(0, height)
    labels_x = list(column_labels) if column_labels is not None else list(range(width))
    labels_y = list(row_labels) if row_labels is not None else list(range(height))
    ax.set_aspect("equal")
    step_x = _label_step(ax, labels_x, width, across=True)
    step_y = _label_step(ax, labels_y, height, across=False)
    ax.set_xticks([c + 0.5 for c in range(0, width, step_x)])
    ax.set_xticklabels([caller_text(str(labels_x[c])) for c in range(0, width, step_x)], fontsize=8)
    size_y = 8
    if step_y > 1 and height <= MAX_NAMED_ROWS:
        # a few rows: name every row, in a smaller font if need be (a row without its name
        # leaves the reader guessing which player or heap it is)
        size_y = _row_font_size(ax, height)
        step_y = 1 if size_y else step_y
    ax.set_yticks([r + 0.5 for r in range(0, height, step_y)])
    ax.set_yticklabels(
        [caller_text(str(labels_y[r])) for r in range(0, height, step_y)], fontsize=size_y or 8
    )
    ax.set_xlabel(caller_text(xlabel))
    _set_fitted_ylabel(ax, caller_text(ylabel))
    ax.set_title(caller_text(title))
    _outcome_legend(ax, loc="upper left", outside=True)
    return ax


MAX_NAMED_ROWS = 12  # up to this many rows, every row of a grid is named
MIN_ROW_FONT = 5.5  # the smallest font a row's name is written in


def _row_font_size(ax: Axes, rows: int) -> float:
    """The largest font size (8 at most, :data:`MIN_ROW_FONT` at least) at which ``rows``
    one-line names fit the axes' height one per row; 0 when even the smallest does not.

    >>> _, ax = plt.subplots(figsize=(14, 1.9))
    >>> ax.set_aspect("equal"); ax.set_xlim(0, 40); ax.set_ylim(0, 6)
    (0.0, 40.0)
    (0.0, 6.0)
    >>> _row_font_size(ax, 6)
    8
    """
    ax.apply_aspect()
    room = ax.get_position().height * ax.figure.get_size_inches()[1] * 72 / rows
    size = min(8, (room - 1) / 1.2)
    return 0 if size < MIN_ROW_FONT else (8 if size >= 8 else round(size, 1))


def _set_fitted_ylabel(ax: Axes, text: str) -> None:
    """Set the y-axis label, broken at spaces into lines no longer than the axes are tall.

    A flat grid (a few rows, many columns) is shorter than a one-line label such as
    "player to move", which then reached past the table into the labels around it.

    >>> _, ax = plt.subplots(figsize=(14, 1.2))
    >>> _set_fitted_ylabel(ax, "player to move")
    >>> ax.get_ylabel()
    'player to\\nmove'
    """
    ax.set_ylabel(text)
    words = text.split()
    if len(words) < 2:
        return
    renderer = ax.figure.canvas.get_renderer()
    ax.apply_aspect()
    room = ax.get_window_extent(renderer).height
    for width in range(len(text) - 1, 0, -1):
        if ax.yaxis.label.get_window_extent(renderer).height <= room:
            return
        ax.set_ylabel(textwrap.fill(text, width))


def _label_step(ax: Axes, labels: Sequence[Any], cells: int, across: bool) -> int:
    """Label every ``step``-th cell: at least ``cells // 20``, and wide enough apart to read.

    The room per cell comes from the axes' box on the figure (its equal aspect applied); a
    label needs its estimated width (0.65 em per character at font size 8) along the x axis,
    one line of text along the y axis.  When the labels do not fit, the step is rounded up
    to 2, 5, 10, 20, ...

    >>> _, ax = plt.subplots(figsize=(4.2, 3.4))
    >>> _label_step(ax, list(range(1, 25)), 24, across=True)
    2
    """
    step = max(1, cells // 20)
    ax.apply_aspect()
    box = ax.get_position()
    width, height = ax.figure.get_size_inches()
    room = (box.width * width if across else box.height * height) * 72 / cells  # points per cell
    need = 8 * (0.65 * max(len(str(label)) for label in labels) if across else 1.2) + 2
    if step * room >= need:
        return step
    nice, factors = 1, (2, 2.5, 2)  # 1, 2, 5, 10, 20, 50, ...
    while nice * room < need:
        nice = round(nice * factors[0])
        factors = (*factors[1:], factors[0])
    return max(step, nice)


MAX_CELLS = 5000  # cells of one strip (one patch each)
MAX_LOG_VALUE = 10**300  # a log axis is drawn in floats, which end near 1.8e308
_LOG_AXIS = N_("the log axis is drawn in floating point, which ends near 10**308")
_TRIPLE = N_("a list of (low, high, outcome) triples such as [(1, 9, 'N'), (10, None, 'P')]")


def _intervals(intervals: Any) -> list[tuple[int, int | None, str]]:
    """The triples of :func:`plot_outcome_intervals`, checked."""
    triples = require_sequence(intervals, "intervals", _TRIPLE, MAX_CELLS)
    if not triples:
        raise ValueError(
            _("intervals must not be empty: give {example}").format(example=_(_TRIPLE))
        )
    for triple in triples:
        if not isinstance(triple, tuple | list) or len(triple) != 3:
            raise TypeError(
                _("every interval must be a triple (low, high, outcome), got {value}").format(
                    value=show(triple)
                )
            )
        low, high, outcome = triple
        require_int(
            low,
            "low, the start of an interval,",
            maximum=MAX_LOG_VALUE,
            instead=_LOG_AXIS,
        )
        if high is not None:
            require_int(
                high, "high, the end of an interval,", maximum=MAX_LOG_VALUE, instead=_LOG_AXIS
            )
        if low < 1 or (high is not None and high < low):
            raise ValueError(
                _("an interval needs 1 <= low <= high, got ({low}, {high})").format(
                    low=show(low), high=show(high)
                )
            )
        if outcome not in ("P", "N"):
            raise ValueError(
                _("outcomes must be 'P' or 'N', got {value}").format(value=show(outcome))
            )
    return [tuple(t) for t in triples]


def plot_outcome_intervals(
    intervals: Sequence[tuple[int, int | None, str]],
    top: int | None = None,
    ax: Axes | None = None,
    title: str = "",
    xlabel: str = "value (log scale)",
) -> Axes:
    """Draw runs of equal outcome of a one-parameter game as coloured bands on a log axis.

    ``intervals`` holds ``(low, high, outcome)`` triples, ``high`` inclusive, or
    ``None`` for a run that goes on for ever (the terminal region); such a run
    is drawn up to ``top`` (by default 9 times its ``low``).  The order of the
    triples does not matter.  On a log axis a band ``[a, 9a)`` always has the
    same width, which is what makes POJ2505's pattern visible: the bands come
    in widths 9, 2, 9, 2, ...  Each band is labelled with its outcome, and with
    its bounds when it is wide enough.

    Example (not run as a doctest)::

        from gametheory_helpers.games.multiplication import kernel_intervals
        ax = plot_outcome_intervals(kernel_intervals(10**6), xlabel="p")
    """
    bands = sorted(_intervals(intervals), key=lambda band: band[0])
    if top is not None:
        require_int(top, "top", minimum=1, maximum=MAX_LOG_VALUE, instead=_LOG_AXIS)
    require_type(title, str, "title", "text")
    require_type(xlabel, str, "xlabel", "text")
    ax = _new_axes(ax, (12.0, 2.0))
    right = 1.0
    for low, high, outcome in bands:
        end = (top if top is not None else 9 * low) if high is None else high + 1
        end = max(end, low + 1)
        right = max(right, end)
        color = P_COLOR if outcome == "P" else N_COLOR
        ax.axvspan(low, end, color=color, ec="white", lw=1.5)
        bounds = f"{low}..{'inf' if high is None else high}"
        # Room for the bounds only in a wide band; a narrow one just gets its letter.
        text = f"{outcome}\n{bounds}" if end / low >= 5 else outcome if end / low >= 1.5 else ""
        middle = (low * end) ** 0.5
        ax.text(middle, 0.5, text, ha="center", va="center", color="white", fontsize=8)
    ax.set_xscale("log")
    ax.set_xlim(bands[0][0], right)
    ax.set_ylim(0, 1)
    ax.set_yticks([])
    ax.set_xlabel(caller_text(xlabel))
    ax.set_title(caller_text(title))
    for side in ("top", "right", "left"):
        ax.spines[side].set_visible(False)
    _outcome_legend(ax, loc="upper left", outside=True)
    return ax
