"""Figures of chapter 06: the anti-Nim state diagram and the step values of every-SG.

The states S0, S1, S2, T0, T2 are those of the article 《不同博奕中的数学原理》.

>>> import matplotlib
>>> matplotlib.use("Agg")
>>> ax = draw_misere_state_diagram()
>>> ax.get_title()
'Anti-Nim: the five states and their moves'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import networkx as nx
from matplotlib.axes import Axes
from matplotlib.lines import Line2D
from matplotlib.patches import Patch

from ..games.misere import ARTICLE_TRANSITIONS, MISERE_STATE_OUTCOMES
from ..i18n import N_, _
from ..validation import require_heaps, require_int, require_iterable, require_sequence, show
from ._style import N_COLOR, P_COLOR, _new_axes, caller_text

__all__ = ["draw_misere_state_diagram", "plot_steps"]

# default texts, translated when drawn
_DEFAULTS = (N_("Anti-Nim: the five states and their moves"), N_("position"))

# Big heaps (0, 1, 2+) from left to right; S on top, T below.
_LAYOUT = {
    "S2": (2.0, 1.0),
    "S1": (1.0, 1.0),
    "S0": (0.0, 1.0),
    "T2": (2.0, 0.0),
    "T0": (0.0, 0.0),
}
# The winner's moves in misère play (the article: hand T2 to the opponent, seize S1).
WINNING_MOVES = (("S2", "T2"), ("S1", "S0"), ("T0", "S0"))
WIN_EDGE_COLOR = "#b22222"


def draw_misere_state_diagram(
    transitions: Iterable[tuple[str, str]] | None = None,
    ax: Axes | None = None,
    title: str = "Anti-Nim: the five states and their moves",
) -> Axes:
    """Draw S0/S1/S2/T0/T2 with an arrow for each possible move; the winner's moves in red.

    ``transitions`` defaults to the moves that the article's theorems allow
    (:data:`~gametheory_helpers.games.misere.ARTICLE_TRANSITIONS`); pass
    :func:`~gametheory_helpers.games.misere.misere_state_transitions` to draw what brute
    force finds.  Nodes are coloured by their misère outcome.

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> labels = {t.get_text() for t in draw_misere_state_diagram().texts}
    >>> sorted(labels & {"S0", "S1", "S2", "T0", "T2", "T1"})
    ['S0', 'S1', 'S2', 'T0', 'T2']
    """
    if transitions is not None:
        for edge in require_iterable(
            transitions, "transitions", N_("a list of moves like ('S2', 'T0')")
        ):
            if not isinstance(edge, tuple | list) or len(edge) != 2:
                raise TypeError(
                    _(
                        "every transition must be a pair of states like ('S2', 'T0'), got {value}"
                    ).format(value=show(edge))
                )
            if not all(isinstance(state, str) for state in edge):
                raise TypeError(
                    _("the states of a transition are names like 'S2', got {value}").format(
                        value=show(edge)
                    )
                )
        transitions = [tuple(edge) for edge in transitions]
    edges = sorted(ARTICLE_TRANSITIONS if transitions is None else set(transitions))
    unknown = {s for edge in edges for s in edge} - set(_LAYOUT)
    if unknown:
        raise ValueError(
            _("unknown states {unknown}; the states are {states}").format(
                unknown=sorted(unknown), states=sorted(_LAYOUT)
            )
        )
    ax = _new_axes(ax, (6.5, 3.8))
    graph = nx.DiGraph()
    graph.add_nodes_from(_LAYOUT)
    graph.add_edges_from(edges)
    colours = [P_COLOR if MISERE_STATE_OUTCOMES[s] == "P" else N_COLOR for s in graph.nodes]
    nx.draw_networkx_nodes(graph, _LAYOUT, ax=ax, node_color=colours, node_size=1500)
    nx.draw_networkx_labels(graph, _LAYOUT, ax=ax, font_color="white", font_weight="bold")
    loops = [(u, v) for u, v in edges if u == v]
    plain = [e for e in edges if e not in WINNING_MOVES and e[0] != e[1]]
    winning = [e for e in edges if e in WINNING_MOVES]
    for edge_list, colour, width in ((plain, "#555555", 1.2), (winning, WIN_EDGE_COLOR, 2.8)):
        nx.draw_networkx_edges(
            graph,
            _LAYOUT,
            edgelist=edge_list,
            ax=ax,
            edge_color=colour,
            width=width,
            node_size=1500,
            arrowsize=16,
            connectionstyle="arc3,rad=0.15",
        )
    for state, _move in loops:
        x, y = _LAYOUT[state]
        ax.annotate(
            "",
            xy=(x + 0.12, y + 0.14),
            xytext=(x - 0.12, y + 0.14),
            arrowprops={"arrowstyle": "->", "connectionstyle": "arc3,rad=-1.6", "color": "#555555"},
        )
    ax.text(0.0, 1.42, _("0 big heaps"), ha="center", fontsize=8)
    ax.text(1.0, 1.42, _("1 big heap"), ha="center", fontsize=8)
    ax.text(2.0, 1.42, _(">= 2 big heaps"), ha="center", fontsize=8)
    ax.text(-0.55, 1.0, "S: xor != 0", ha="right", va="center", fontsize=8)
    ax.text(-0.55, 0.0, "T: xor = 0", ha="right", va="center", fontsize=8)
    ax.legend(
        handles=[
            Patch(color=P_COLOR, label=_("P (misere)")),
            Patch(color=N_COLOR, label=_("N (misere)")),
            Line2D([], [], color=WIN_EDGE_COLOR, lw=2.8, label=_("winner's move")),
        ],
        loc="lower center",
        bbox_to_anchor=(0.62, -0.02),
        fontsize=8,
        frameon=False,
    )
    ax.set_xlim(-1.5, 2.5)
    ax.set_ylim(-0.35, 1.55)
    ax.set_title(caller_text(title))
    ax.set_axis_off()
    return ax


def plot_steps(
    steps: Sequence[int],
    positions: Sequence[Any] | None = None,
    ax: Axes | None = None,
    title: str = "",
    xlabel: str = "position",
) -> Axes:
    """Bar chart of step values; odd steps (N-positions) blue, even steps (P-positions) orange.

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> len(plot_steps([0, 1, 1, 2]).patches)
    4
    """
    values = list(
        require_heaps(steps, "steps", N_("a list of step values such as [0, 1, 2]"), "step")
    )
    require_int(len(values), "the number of steps to draw", maximum=200)
    require_int(max(values, default=0), "the largest step to draw", maximum=10**9)
    if not isinstance(xlabel, str):
        raise TypeError(_("xlabel must be text, got {value}").format(value=show(xlabel)))
    require_int(len(values), "the number of steps to draw", maximum=5000)
    labels = (
        list(range(len(values)))
        if positions is None
        else require_sequence(positions, "positions", N_("a list of positions such as [0, 1, 2]"))
    )
    if len(labels) != len(values):
        raise ValueError(
            _("got {count} step values for {positions} positions").format(
                count=len(values), positions=len(labels)
            )
        )
    ax = _new_axes(ax, (8, 2.6))
    colours = [N_COLOR if v % 2 else P_COLOR for v in values]
    ax.bar(range(len(values)), values, color=colours)
    ax.set_xticks(range(len(values)), [str(p) for p in labels], fontsize=7)
    ax.set_xlabel(caller_text(xlabel))
    ax.set_ylabel(_("step"))
    ax.legend(
        handles=[
            Patch(color=N_COLOR, label=_("odd step (N)")),
            Patch(color=P_COLOR, label=_("even step (P)")),
        ],
        loc="upper left",
        fontsize=8,
        frameon=False,
    )
    if title:
        ax.set_title(caller_text(title))
    return ax
