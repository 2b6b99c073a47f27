"""Hackenbush pictures: a ground line, green edges, and the SG value above every vertex.

:func:`draw_hackenbush` draws one picture (a tree gets the colon-principle value
of the subtree above each vertex); :func:`plot_fusion_steps` draws the fusion
principle at work: the cycles of a picture, the picture with every cycle fused
into a vertex (its edges become loops), and the tree that is left.  :func:`plot_arm`
and :func:`plot_cycle_halving` draw the two pictures behind the proof of the fusion
principle (chapter 8): an arm with its heights and steps, and a cycle with stalks
next to its two halved cycles.

>>> import matplotlib
>>> matplotlib.use("Agg")
>>> ax = draw_hackenbush([(0, 1), (1, 2), (1, 3)], ground=0)
>>> ax.get_title()
'value *1'
"""

from __future__ import annotations

import math
import re
import textwrap
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from typing import Any

import matplotlib.pyplot as plt
from matplotlib.axes import Axes
from matplotlib.colors import to_hex
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.patches import Circle, FancyArrowPatch

from ..games.hackenbush import (
    _colon,
    _tree_parts,
    fusion_reduction,
    grundy_value,
    normalize_edges,
)
from ..i18n import N_, _, ngettext
from ..validation import require_at_most, require_heaps, require_int
from ._style import _new_axes, caller_text

__all__ = [
    "EDGE_COLOR",
    "arm_value",
    "draw_hackenbush",
    "halved_cycle",
    "hackenbush_layout",
    "plot_arm",
    "plot_cycle_halving",
    "plot_fusion_proof_map",
    "plot_fusion_steps",
]

EDGE_COLOR = "#59a14f"
GROUND_COLOR = "#8c6d31"
CUT_COLOR = "#b22222"
LOOP_RADIUS = 0.17
VERTEX_ID_COLOR = "#6b6b6b"
BLOCK_COLORS = ["#4e79a7", "#f28e2b", "#b07aa1", "#e15759", "#76b7b2", "#edc948"]


def hackenbush_layout(graph: Any, ground: Any) -> dict[Any, tuple[float, float]]:
    """Positions for a picture: height = distance from the ground, tidy left-to-right order.

    The ground vertex gets ``(0, 0)`` but is drawn as a line: each edge to the
    ground is drawn straight down from its other end.

    >>> hackenbush_layout([(0, 1), (1, 2), (0, 3)], ground=0)
    {0: (0.5, 0), 1: (0.0, 1), 2: (0.0, 2), 3: (1.0, 1)}
    """
    edges, _ground = normalize_edges(graph, ground)
    adjacency: dict[Any, list[Any]] = defaultdict(list)
    for u, v in edges:
        if u != v:
            adjacency[u].append(v)
            adjacency[v].append(u)
    depth = {ground: 0}
    children: dict[Any, list[Any]] = defaultdict(list)
    queue = [ground]
    for u in queue:  # breadth first: heights are distances
        for w in adjacency[u]:
            if w not in depth:
                depth[w] = depth[u] + 1
                children[u].append(w)
                queue.append(w)
    order = []  # depth-first preorder of the breadth-first tree
    stack = [ground]
    while stack:
        u = stack.pop()
        order.append(u)
        stack.extend(reversed(children[u]))
    x: dict[Any, float] = {}
    next_leaf = 0.0
    for u in order:
        if not children[u]:
            x[u] = next_leaf
            next_leaf += 1.0
    for u in reversed(order):
        if children[u]:
            x[u] = sum(x[c] for c in children[u]) / len(children[u])
    return {u: (x[u], depth[u]) for u in order}


EDGE_LABEL_FONTSIZE = 12  # points: the edge numbers a student reads to choose a cut
LABEL_AT = 0.58  # where along a slanted or upright edge its number sits, from the lower end


def _edge_patch(start, end, rad, color, width):
    return FancyArrowPatch(
        start,
        end,
        arrowstyle="-",
        connectionstyle=f"arc3,rad={rad}",
        color=color,
        linewidth=width,
        shrinkA=0,
        shrinkB=0,
        zorder=2,
    )


def draw_hackenbush(
    graph: Any,
    ground: Any,
    ax: Axes | None = None,
    *,
    edge_ids: Iterable[int] | None = None,
    show_values: bool = True,
    show_edge_ids: bool = False,
    vertex_labels: Mapping[Any, str] | None = None,
    edge_colors: Mapping[int, str] | None = None,
    edge_labels: Mapping[int, str] | None = None,
    title: str | None = None,
    show_vertex_ids: bool = False,
    layout: Mapping[Any, tuple[float, float]] | None = None,
) -> Axes:
    """Draw a Green Hackenbush picture standing on a ground line.

    ``edge_ids`` keeps only those edges (a position of :func:`hackenbush`; the
    edges are numbered in the order of ``graph``); ``show_edge_ids`` writes the
    numbers on the edges.  With ``show_values`` a tree gets the SG value of the
    subtree above each vertex (colon principle), written as a plain number right of
    the vertex, and the title gives the value of the picture.  ``show_vertex_ids``
    writes each vertex's name left of it, in grey (``v3``).  ``edge_colors`` maps edge
    ids to colours; ``edge_labels`` maps edge ids to text written on those edges
    (instead of their ids).  ``layout`` gives the vertices' positions (default:
    :func:`hackenbush_layout`); the ground is always the line ``y = 0``.

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> ax = draw_hackenbush([(0, 1), (1, 2)], 0, show_vertex_ids=True)
    >>> sorted(t.get_text() for t in ax.texts)
    ['0', '1', 'v1', 'v2']
    """
    edges, _ground = normalize_edges(graph, ground)
    kept = range(len(edges)) if edge_ids is None else sorted(set(edge_ids))
    shown = [(i, edges[i]) for i in kept]
    ax = _new_axes(ax, (4.5, 3.5))
    if layout is not None:
        layout = {ground: (0.0, 0), **dict(layout)}
    elif shown:
        layout = hackenbush_layout([e for _, e in shown], ground)
    else:
        layout = {ground: (0.0, 0)}
    xs = [x for x, _ in layout.values()]
    ground_loops = sum(1 for _, (u, v) in shown if u == v == ground)
    left, right = min(xs) - 0.8 - 0.4 * ground_loops, max(xs) + 0.8
    ax.plot([left, right], [0, 0], color=GROUND_COLOR, linewidth=4, solid_capstyle="butt")
    ax.fill_between([left, right], -0.35, 0, color=GROUND_COLOR, alpha=0.15, linewidth=0)

    def anchor(u: Any, other: Any) -> tuple[float, float]:
        # the ground is a line: an edge to it ends right below its other end
        if u == ground and other in layout:
            return (layout[other][0], 0.0)
        return layout[u]

    seen: Counter[frozenset[Any]] = Counter()
    multiplicity = Counter(frozenset(e) for _, e in shown)
    for i, (u, v) in shown:
        if u not in layout:  # a floating edge (not connected to the ground) is not drawn
            continue
        color = (edge_colors or {}).get(i, EDGE_COLOR)
        if u == v:
            k = seen[frozenset((u,))]
            seen[frozenset((u,))] += 1
            if u == ground:  # loops on the ground stand in a row left of the picture
                cx, cy = min(xs) - 0.5 - 0.4 * k, LOOP_RADIUS
            else:  # loops at a vertex fan out above it
                angle = math.pi / 2 + (0.6 if k % 2 else -0.6) * ((k + 1) // 2)
                cx = layout[u][0] + LOOP_RADIUS * math.cos(angle)
                cy = layout[u][1] + LOOP_RADIUS * math.sin(angle)
            ax.add_patch(
                Circle((cx, cy), LOOP_RADIUS, fill=False, color=color, linewidth=2.2, zorder=2)
            )
            middle = (cx, cy + LOOP_RADIUS)
        else:
            key = frozenset((u, v))
            k, total = seen[key], multiplicity[key]
            seen[key] += 1
            rad = 0.0 if total == 1 else 0.5 * (k - (total - 1) / 2) / max(1, (total - 1) / 2)
            if total > 1 and repr(u) > repr(v):  # parallel edges: one direction, so they fan out
                u, v = v, u
            start, end = anchor(u, v), anchor(v, u)
            ax.add_patch(_edge_patch(start, end, rad, color, 2.2))
            mx, my = (start[0] + end[0]) / 2, (start[1] + end[1]) / 2
            dx, dy = end[0] - start[0], end[1] - start[1]
            middle = (mx - rad * dy / 2, my + rad * dx / 2)
            if rad == 0.0 and dy != 0:
                # a little above the middle: edges that fan out from one vertex are
                # further apart there, so their numbers do not touch
                low, high = (start, end) if dy > 0 else (end, start)
                middle = (low[0] + LABEL_AT * (high[0] - low[0]), low[1] + LABEL_AT * abs(dy))
        label = (edge_labels or {}).get(i, str(i) if show_edge_ids else None)
        if label is not None:
            # The widget asks the student to cut edges by number: the number must be
            # readable (12 pt is at least 12 px at any screen dpi), on a white box
            # above the edge and the vertices, at the edge's midpoint.
            ax.annotate(
                label,
                middle,
                fontsize=EDGE_LABEL_FONTSIZE,
                color="#222222",
                ha="center",
                va="center",
                bbox={"boxstyle": "round,pad=0.2", "fc": "white", "ec": color, "lw": 1.0},
                zorder=5,
                gid=f"edge-label-{i}",
            )
    values = None
    if show_values:
        parts = _tree_parts([e for _, e in shown], ground)
        if parts is not None:
            values = _colon(*parts)
    for u, (x, y) in layout.items():
        if u == ground:
            continue
        ax.plot([x], [y], "o", color="#333333", markersize=4, zorder=3)
        text = None
        if vertex_labels is not None and u in vertex_labels:
            text = vertex_labels[u]
        elif values is not None:
            text = str(values[u])  # the SG value, as the text's arithmetic writes it
        if text:
            ax.annotate(
                text, (x, y), xytext=(6, 4), textcoords="offset points", fontsize=8, zorder=4
            )
        if show_vertex_ids:
            ax.annotate(
                f"v{u}",
                (x, y),
                xytext=(-6, 4),
                textcoords="offset points",
                ha="right",
                fontsize=8,
                color=VERTEX_ID_COLOR,
                style="italic",
                zorder=4,
            )
    if title is None and show_values:
        value = grundy_value([e for _, e in shown], ground) if shown else 0
        title = _("value *{value}").format(value=value) if value else _("value 0")
    if title:
        ax.set_title(caller_text(title), fontsize=10)
    top = max((y for _, y in layout.values()), default=0)
    ax.set_xlim(left - 0.2, right + 0.2)
    ax.set_ylim(-0.45, top + 0.8)
    ax.set_aspect("equal", adjustable="box")
    ax.axis("off")
    return ax


def plot_fusion_steps(graph: Any, ground: Any, figsize: tuple[float, float] = (12, 4)) -> Figure:
    """Three panels: the picture with its cycles coloured, every cycle fused, the tree left.

    Panel 1 colours each 2-edge-connected component with a cycle (bridges stay
    green).  Panel 2 fuses each component into one vertex, its edges becoming
    loops.  Panel 3 keeps ``k mod 2`` of the ``k`` loops, as leaf edges, and
    labels the tree by the colon principle; its value is the picture's.

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> fig = plot_fusion_steps([(1, 2), (2, 3), (2, 4), (3, 4)], ground=1)
    >>> [ax.get_title() for ax in fig.axes]
    ['1. the picture: 1 cycle block', '2. fuse each block: 3 loops', '3. the tree: value *2']
    """
    edges, _ground = normalize_edges(graph, ground)
    reduction = fusion_reduction(edges, ground)
    bridge_keys = Counter(frozenset(b) for b in reduction.bridges)
    blocks = [name for name, count in reduction.cycle_edges.items() if count]
    colour_of = {name: BLOCK_COLORS[k % len(BLOCK_COLORS)] for k, name in enumerate(blocks)}
    colours = {}
    for i, (u, v) in enumerate(edges):
        if u in reduction.component and (u == v or not bridge_keys[frozenset((u, v))]):
            colours[i] = colour_of[reduction.component[u]]
    fig, axes = plt.subplots(1, 3, figsize=figsize)
    names = {name: str(name) for name in reduction.members}
    draw_hackenbush(
        edges,
        ground,
        axes[0],
        edge_colors=colours,
        show_values=False,
        vertex_labels={v: str(v) for v in reduction.component if v != ground},
        title=ngettext(
            "1. the picture: {count} cycle block",
            "1. the picture: {count} cycle blocks",
            len(blocks),
        ).format(count=len(blocks)),
    )
    fused = [(reduction.component[u], reduction.component[v]) for u, v in reduction.bridges]
    loop_colours = {}
    for name in reduction.members:
        for _copy in range(reduction.cycle_edges[name]):
            loop_colours[len(fused)] = colour_of[name]
            fused.append((name, name))
    loops = sum(reduction.cycle_edges.values())
    draw_hackenbush(
        fused,
        ground,
        axes[1],
        edge_colors=loop_colours,
        show_values=False,
        vertex_labels=names,
        title=ngettext(
            "2. fuse each block: {count} loop", "2. fuse each block: {count} loops", loops
        ).format(count=loops),
    )
    tree_edges = list(reduction.tree.edges())
    draw_hackenbush(
        tree_edges if tree_edges else [],
        reduction.root,
        axes[2],
        title=_("3. the tree: value *{value}").format(value=reduction.value)
        if reduction.value
        else _("3. value 0"),
    )
    fig.tight_layout()
    return fig


# Arms and cycles drawn: at most this many stalks, each at most this long (a picture
# beyond that is unreadable); the values alone (arm_value, halved_cycle) allow more.
MAX_DRAWN_STALKS = 40
MAX_DRAWN_STALK = 60
MAX_STALKS = 10**5


def _stalks(stalks: Any, drawn: bool = False) -> list[int]:
    """The stalk lengths, checked: a list/tuple of non-negative ints, not too many to draw."""
    s = require_heaps(
        stalks,
        "stalks",
        N_("a list of stalk lengths such as [1, 0, 2]"),
        "stalk length",
        max_heaps=MAX_DRAWN_STALKS if drawn else MAX_STALKS,
    )
    if drawn:
        require_at_most(
            max(s, default=0), MAX_DRAWN_STALK, "the longest stalk", N_("draw a smaller picture")
        )
    return list(s)


STEP_COLOR = "#f28e2b"
STALK_COLOR = "#8c8c8c"
CLASS_COLORS = ("#4e79a7", "#f28e2b")


def arm_value(stalks: Iterable[int]) -> int:
    """The value ``[t_1, ..., t_l]`` of an arm, by the colon principle.

    An arm is a path ``v_1 ... v_l`` standing on the ground with a stalk of
    ``t_j`` edges on ``v_j`` (listed from the ground up):
    ``[] = 0`` and ``[t_1, t_2, ...] = (t_1 xor [t_2, ...]) + 1``.

    >>> arm_value([1, 0]), arm_value([0, 1]), arm_value([])
    (1, 3, 0)
    """
    value = 0
    for t in reversed(_stalks(stalks)):
        value = (t ^ value) + 1
    return value


def _cycle_cut_values(stalks: list[int]) -> list[int]:
    # cut e_i of the cycle g, v_1, ..., v_{m-1}, g: the two arms left on the ground
    return [arm_value(stalks[:i]) ^ arm_value(stalks[i:][::-1]) for i in range(len(stalks) + 1)]


def halved_cycle(stalks: Iterable[int], parity: int) -> tuple[list[int], list[int], int]:
    """The halved cycle of one class of cuts (cycle lemma, chapter 8).

    The cycle is ``g, v_1, ..., v_{m-1}, g`` with ``stalks[j-1]`` on ``v_j``.  The
    cut ``e_i`` (``0 <= i < m``) is in class ``parity`` when
    ``Omega_i = sum_{j <= i} (1 + s_j mod 2)`` has that parity.  Returns
    ``(cuts, halved_stalks, sigma)``: the cuts ``i_0 < ... < i_{K-1}`` of the class,
    the stalks ``Theta_1, ..., Theta_{K-1}`` of the halved cycle (XORs of ``s_j // 2`` over
    the blocks between consecutive cuts), and ``sigma``, the XOR of ``s_j // 2`` over
    the two bottom blocks, so that ``w_{i_q} // 2 == sigma ^ w'_q``.

    >>> halved_cycle([1, 0], 0), halved_cycle([1, 0], 1)
    (([0, 1], [0], 0), ([2], [], 0))
    """
    s = _stalks(stalks)
    require_int(parity, "parity, the class of cuts (0 or 1),")
    omega, cuts = 0, []
    for i in range(len(s) + 1):
        if i:
            omega += 1 + s[i - 1] % 2
        if omega % 2 == parity % 2:
            cuts.append(i)
    halves = [t // 2 for t in s]
    blocks = []
    for a, b in zip(cuts, cuts[1:], strict=False):  # v_j with a < j <= b
        block = 0
        for j in range(a + 1, b + 1):
            block ^= halves[j - 1]
        blocks.append(block)
    sigma = 0
    if cuts:
        for j in list(range(1, cuts[0] + 1)) + list(range(cuts[-1] + 1, len(s) + 1)):
            sigma ^= halves[j - 1]
    return cuts, blocks, sigma


def _with_stalks(spine: list[tuple[Any, Any]], stalks: Mapping[Any, int]) -> list[tuple[Any, Any]]:
    edges = list(spine)
    for v, length in stalks.items():
        chain = [v] + [(v, "stalk", i) for i in range(length)]
        edges += list(zip(chain[:-1], chain[1:], strict=True))
    return edges


def plot_arm(stalks: Iterable[int], ax: Axes | None = None) -> Axes:
    """Draw the arm ``[t_1, ..., t_l]`` with the height ``h_j`` of each vertex.

    Vertex ``v_j`` gets the weight ``1 + (t_j mod 2)`` and the height
    ``h_j = weight_j + ... + weight_l``; it is a *step* (edge below drawn in orange)
    when ``h_j`` is even.  The path ``v_1 ... v_l`` is drawn in green (orange below a
    step), the stalks in grey and dashed, with a legend.  The title gives the value of
    the arm and its steps.

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> plot_arm([1, 0, 2]).get_title()
    'arm [1, 0, 2] = *6: steps at v1, v2'
    >>> plot_arm([1, 0]).get_title()
    'arm [1, 0] = *1: no step'
    """
    t = _stalks(stalks, drawn=True)
    spine = [(j, j + 1) for j in range(len(t))]
    edges = _with_stalks(spine, {j + 1: length for j, length in enumerate(t) if length})
    heights, h = [], 0
    for length in reversed(t):
        h += 1 + length % 2
        heights.append(h)
    heights.reverse()
    steps = [j + 1 for j, h in enumerate(heights) if h % 2 == 0]
    colors = {j: (STEP_COLOR if j + 1 in steps else EDGE_COLOR) for j in range(len(t))}
    colors.update({j: STALK_COLOR for j in range(len(t), len(edges))})  # the stalks
    labels = {j + 1: f"v{j + 1}: t={length}, h={heights[j]}" for j, length in enumerate(t)}
    labels.update({v: "" for u, v in edges if isinstance(v, tuple)})
    ax = _new_axes(ax, (4.0, 3.5))
    where = ", ".join(f"v{j}" for j in steps)
    step_text = _("steps at {vertices}").format(vertices=where) if steps else _("no step")
    title = _("arm {arm} = *{value}: {steps}").format(arm=t, value=arm_value(t), steps=step_text)
    if not t:
        title = _("the empty arm = 0")
    draw_hackenbush(
        edges, 0, ax, show_values=False, edge_colors=colors, vertex_labels=labels, title=title
    )
    _dash_stalks(ax)
    handles = [Line2D([], [], color=EDGE_COLOR, lw=2.2, label=_("arm"))]
    if steps:
        handles.append(Line2D([], [], color=STEP_COLOR, lw=2.2, label=_("below a step")))
    if len(edges) > len(t):
        stalk = _("stalk")
        handles.append(Line2D([], [], color=STALK_COLOR, lw=2.2, ls=(0, (3, 2)), label=stalk))
    _legend_below(ax, handles)
    return ax


def _legend_below(ax: Axes, handles: list[Line2D]) -> None:
    # under the ground line, outside the picture: a legend never covers an edge or a stalk
    ax.legend(
        handles=handles,
        fontsize=7,
        frameon=False,
        loc="upper center",
        bbox_to_anchor=(0.5, 0.0),
        ncol=len(handles),
        handlelength=2.4,
    )


def _dash_stalks(ax: Axes) -> None:
    for patch in ax.patches:
        if to_hex(patch.get_edgecolor()) == STALK_COLOR:
            patch.set_linestyle((0, (3, 2)))  # the stalks, dashed


def _draw_cycle(
    ax: Axes,
    stalks: list[int],
    marks: Mapping[int, tuple[str, str]],
    title: str,
    name: str = "v",
):
    m = len(stalks) + 1
    spine = [(i, (i + 1) % m) for i in range(m)]
    edges = _with_stalks(spine, {j + 1: length for j, length in enumerate(stalks) if length})
    labels = {j + 1: "" for j in range(len(stalks))}  # written inside the arch, below
    labels.update({v: "" for u, v in edges if isinstance(v, tuple)})
    colors = {i: STALK_COLOR for i in range(m, len(edges))}
    colors.update({i: color for i, (color, _) in marks.items()})
    layout = _arch_layout(stalks)
    draw_hackenbush(
        edges,
        0,
        ax,
        show_values=False,
        vertex_labels=labels,
        edge_colors=colors,
        edge_labels={i: text for i, (_, text) in marks.items()},
        title=title,
        layout=layout,
    )
    _dash_stalks(ax)
    for j in range(1, m):  # the names inside the arch: the stalks point outwards
        ax.annotate(
            f"{name}{j}",
            layout[j],
            xytext=_inside_offset(layout, j, m),
            textcoords="offset points",
            ha="center",
            va="center",
            fontsize=8,
            zorder=4,
            gid="vertex-name",
        )


def _clear_names(fig: Figure) -> None:
    """Move each vertex name of the arches further along its bisector, two points at a time,
    until it touches no value box and no other name (drawn at the figure's final size)."""
    fig.draw_without_rendering()
    renderer = fig.canvas.get_renderer()
    for ax in fig.axes:
        names = [t for t in ax.texts if t.get_gid() == "vertex-name"]
        boxes = [t.get_bbox_patch() for t in ax.texts if t.get_bbox_patch() is not None]
        for name in names:
            dx, dy = name.xyann
            reach = math.hypot(dx, dy)
            for _step in range(12):
                extent = name.get_window_extent(renderer).padded(3)  # a small gap
                others = [n.get_window_extent(renderer) for n in names if n is not name]
                others += [box.get_window_extent(renderer) for box in boxes]
                if not any(extent.overlaps(other) for other in others):
                    break
                name.xyann = (dx * (reach + 2) / reach, dy * (reach + 2) / reach)
                dx, dy = name.xyann
                reach += 2


def _inside_offset(
    layout: Mapping[Any, tuple[float, float]], j: int, m: int
) -> tuple[float, float]:
    """Where to write the name of ``v_j`` (in points from it): on the bisector of its two
    cycle edges, inside the arch, far enough from both edges that it touches neither them
    nor the value boxes on them (the edges to the ground go straight down).

    >>> [tuple(round(c) for c in _inside_offset(_arch_layout([0, 0]), j, 3)) for j in (1, 2)]
    [(12, -12), (-12, -12)]
    """
    x, y = layout[j]
    units = []
    for k in (j - 1, j + 1):
        if k in (0, m):
            units.append((0.0, -1.0))
            continue
        dx, dy = layout[k][0] - x, layout[k][1] - y
        norm = math.hypot(dx, dy)
        units.append((dx / norm, dy / norm))
    bx, by = units[0][0] + units[1][0], units[0][1] + units[1][1]
    norm = math.hypot(bx, by)
    if norm < 1e-9:  # the two edges in line: straight down
        return (0.0, -12.0)
    bx, by = bx / norm, by / norm
    sine = abs(bx * units[0][1] - by * units[0][0])  # of the half-angle between the edges
    reach = 12 / max(sine, 0.45)
    return (reach * bx, reach * by)


# the cycle's vertices on half an ellipse above the ground, wider than high (a slide is wide)
ARCH_WIDTH, ARCH_HEIGHT = 2.6, 1.7
STALK_STEP = 0.32  # the length of one stalk edge, pointing away from the arch's centre


def _arch_layout(stalks: list[int]) -> dict[Any, tuple[float, float]]:
    """Positions for a cycle ``g, v_1, ..., v_{m-1}, g`` with stalks: the vertices on an arch,
    each stalk pointing outwards from it, so that no stalk meets an edge of the cycle.

    >>> {v: (round(x, 2), round(y, 2)) for v, (x, y) in _arch_layout([0, 1]).items()}
    {1: (-1.3, 1.47), 2: (1.3, 1.47), (2, 'stalk', 0): (1.46, 1.75)}
    """
    m = len(stalks) + 1
    layout: dict[Any, tuple[float, float]] = {}
    for j in range(1, m):
        angle = math.pi * (1 - j / m)
        dx, dy = math.cos(angle), math.sin(angle)
        x, y = ARCH_WIDTH * dx, ARCH_HEIGHT * dy
        layout[j] = (x, y)
        for k in range(stalks[j - 1]):
            reach = STALK_STEP * (k + 1)
            layout[(j, "stalk", k)] = (x + reach * dx, y + reach * dy)
    return layout


def plot_cycle_halving(stalks: Iterable[int], figsize: tuple[float, float] = (11, 3.6)) -> Figure:
    """A cycle with stalks, each cut labelled with its value, and its two halved cycles.

    The cycle is ``g, v_1, ..., v_{m-1}, g`` with ``stalks[j-1]`` edges on ``v_j``.
    Panel 1 writes on each cycle edge ``e_i`` the value ``w_i`` of the picture after
    cutting it, coloured by the class of the cut (parity of ``Omega_i``).  Panels 2
    and 3 draw the halved cycle of each class (:func:`halved_cycle`), its cuts
    labelled with their values ``w'_q``; ``w_{i_q} // 2 == sigma ^ w'_q``.  A vertex
    of a halved cycle stands for a block ``D_r`` of the first cycle: it is labelled
    ``D1, D2, ...`` (``v1, v2, ...`` name the vertices of the first cycle only).

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> fig = plot_cycle_halving([1, 0])
    >>> [ax.get_title() for ax in fig.axes]
    ['cycle of 3, B = 1: cut values', 'class 0 halved: 2 edges', 'class 1 halved: 1 edge']
    """
    s = _stalks(stalks, drawn=True)
    m = len(s) + 1
    total = 0
    for value in s:
        total ^= value
    values = _cycle_cut_values(s)[:m]
    marks = {}
    for c in (0, 1):
        for i in halved_cycle(s, c)[0]:
            marks[i] = (CLASS_COLORS[c], str(values[i]))
    # each panel as wide as its cycle is long: the labels of a long cycle need the room
    widths = [m + 2] + [max(len(halved_cycle(s, c)[0]) + 2, 4) for c in (0, 1)]
    fig, axes = plt.subplots(1, 3, figsize=figsize, width_ratios=widths)
    _draw_cycle(
        axes[0], s, marks, _("cycle of {m}, B = {total}: cut values").format(m=m, total=total)
    )
    handles = [
        Line2D([], [], color=CLASS_COLORS[c], lw=2.2, label=_("cut in class {c}").format(c=c))
        for c in (0, 1)
    ]
    if any(s):
        handles.append(Line2D([], [], color=STALK_COLOR, lw=2.2, ls=(0, (3, 2)), label=_("stalk")))
    _legend_below(axes[0], handles)
    for c in (0, 1):
        cuts, halved, _rest = halved_cycle(s, c)
        halved_values = _cycle_cut_values(halved)[: len(cuts)]
        halved_marks = {q: (CLASS_COLORS[c], str(w)) for q, w in enumerate(halved_values)}
        size = len(cuts)
        _draw_cycle(
            axes[c + 1],
            halved,
            halved_marks,
            ngettext(
                "class {c} halved: {count} edge", "class {c} halved: {count} edges", size
            ).format(c=c, count=size),
            name="D",
        )
    fig.tight_layout()
    _clear_names(fig)
    return fig


# The proof of Theorem F (chapter 8, Going further A) as boxes: (step, title, what it gives),
# where each box sits (column, row) and which steps each step uses.
PROOF_STEPS = (
    ("1", N_("five facts F1-F5 about R"), N_("no cut keeps the value"), (3, 0)),
    ("2", N_("halving lemma"), N_("an arm's last bit; halves give the rest"), (0, 1)),
    ("3", N_("cycle lemma"), N_("one cut of an odd cycle is worth B"), (1, 1)),
    ("4", N_("component lemma"), N_("a real cut does what cutting the tip does"), (2, 1)),
    ("5", N_("induction"), N_("every smaller value is reached: mex = R(G)"), (3, 1)),
    ("F", N_("Theorem F: SG(G) = R(G)"), N_("hence the fusion principle"), (4, 1)),
)
PROOF_USES = (("2", "3"), ("3", "4"), ("1", "4"), ("4", "5"), ("1", "5"), ("5", "F"))


def _wrapped(text: str, width: int = 28) -> list[str]:
    """``text`` cut into lines of about ``width`` columns (a Chinese character takes two).

    >>> _wrapped("a real cut does what cutting the tip does", 20)
    ['a real cut does what', 'cutting the tip does']
    >>> _wrapped("真正的一刀与剪去尖端的效果相同", 20)
    ['真正的一刀与剪去尖端', '的效果相同']
    """
    if not any(ord(c) >= 0x2E80 for c in text):
        return textwrap.wrap(text, width)
    lines, line, used = [], "", 0
    # a Chinese character, or a Latin word ("F1-F5", "mex"), or spaces: never cut inside one
    for token in re.findall(r"[\u2e80-\uffff]|[^\s\u2e80-\uffff]+|\s+", text):
        wide = 2 * len(token) if ord(token[0]) >= 0x2E80 else len(token)
        if used + wide > width and line.strip():
            lines.append(line.rstrip())
            line, used = "", 0
            if token.isspace():
                continue
        line, used = line + token, used + wide
    return [*lines, line.rstrip()] if line.strip() else lines


def plot_fusion_proof_map(ax: Axes | None = None) -> Axes:
    """The route of the proof of Theorem F (chapter 8, Going further A): one box per step,
    an arrow from each step to the steps that use it.

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> ax = plot_fusion_proof_map()
    >>> [t.get_text().split("\\n")[0] for t in ax.texts][:3]
    ['(1) five facts F1-F5', '(2) halving lemma', '(3) cycle lemma']
    """
    from matplotlib.patches import FancyBboxPatch

    ax = _new_axes(ax, (11, 3.0))
    width, height, gap_x, gap_y = 2.6, 1.2, 0.45, 0.5
    centres = {}
    for step, title, gives, (column, row) in PROOF_STEPS:
        x = column * (width + gap_x)
        y = (1 - row) * (height + gap_y)
        centres[step] = (x + width / 2, y + height / 2)
        final = step == "F"
        ax.add_patch(
            FancyBboxPatch(
                (x, y),
                width,
                height,
                boxstyle="round,pad=0.02,rounding_size=0.08",
                facecolor="#fdf1e3" if final else "#eef3f9",
                edgecolor=STEP_COLOR if final else CLASS_COLORS[0],
                linewidth=1.4,
            )
        )
        head = _(title) if final else f"({step}) {_(title)}"
        ax.text(
            x + width / 2,
            y + height / 2,
            "\n".join([*_wrapped(head, 24), *_wrapped(_(gives), 24)]),
            ha="center",
            va="center",
            fontsize=8,
            linespacing=1.4,
        )
    for before, after in PROOF_USES:
        (x0, y0), (x1, y1) = centres[before], centres[after]
        if y0 != y1:  # from the facts (top row) down into the main line
            start, end = (x0 - width / 4 if x1 < x0 else x0, y0 - height / 2), (x1, y1 + height / 2)
        else:
            start, end = (x0 + width / 2, y0), (x1 - width / 2, y1)
        ax.annotate(
            "",
            end,
            xytext=start,
            arrowprops={"arrowstyle": "-|>", "color": "#555555", "lw": 1.2},
        )
    ax.set_xlim(-0.1, 5 * width + 4 * gap_x + 0.1)
    ax.set_ylim(-0.1, 2 * height + gap_y + 0.1)
    ax.set_aspect("equal")
    ax.axis("off")
    return ax
