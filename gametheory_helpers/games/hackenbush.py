"""Green Hackenbush: edge deletion on trees and graphs (无向图删边游戏, the slides; POJ3710).

A picture is an undirected multigraph (loops and parallel edges allowed) with
one special vertex, the **ground**.  A move cuts one edge; every edge that is
no longer connected to the ground falls off and is removed too.  The player
who cannot move (nothing is left) loses.

Two theorems of the slides (section 无向图删边游戏, from *Winning Ways*) give the
Sprague-Grundy value without searching the game:

* **Colon principle** (树形删边游戏): in a tree rooted at the ground,
  ``SG(u) = XOR of (SG(v) + 1)`` over the children ``v`` of ``u``; a branch
  "edge + subtree of value g" is worth ``g + 1``, and branches at one vertex
  add like Nim heaps.
* **Fusion principle**: the vertices on any cycle may be fused into one
  vertex without changing the value (the cycle's edges become loops, and a
  loop is worth ``*1``).  Fusing every cycle contracts each 2-edge-connected
  component (边双连通分量) to one vertex; its ``k`` internal edges become ``k``
  loops, worth ``k mod 2``: an even cycle becomes a vertex, an odd cycle a
  vertex plus one edge.  The bridges are left, and they form a tree, so the
  colon principle finishes the job.

:func:`hackenbush` is the game itself, for the brute-force solver (positions
are frozensets of edge ids); :func:`grundy_value` applies the two principles.

>>> grundy_value([(0, 1), (1, 2), (2, 3)], ground=0)        # a stalk of 3 edges is *3
3
>>> grundy_value([(0, 1), (1, 2), (2, 0)], ground=0)        # a triangle on the ground is *1
1
>>> game = hackenbush([(0, 1), (1, 2), (2, 0)], ground=0)
>>> game.grundy(game.start)
1
"""

from __future__ import annotations

from collections import defaultdict, deque
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import reduce
from operator import xor
from typing import Any

import networkx as nx

from ..core import Game
from ..i18n import N_, _
from ..validation import require_int, require_iterable, show

__all__ = [
    "FusionReduction",
    "HackenbushGame",
    "Tip",
    "christmas_game_winner",
    "colon_values",
    "fusion_reduction",
    "grounded_edges",
    "grundy_value",
    "hackenbush",
    "normalize_edges",
    "poj3710",
    "rooted_tree",
    "rooted_tree_game",
]

Vertex = Hashable
Edge = tuple[Vertex, Vertex]


# -- input ---------------------------------------------------------------------------------


def _check_vertex(vertex: Any, where: str) -> Vertex:
    try:
        hash(vertex)
    except TypeError:
        raise TypeError(
            _("{where}: a vertex must be hashable (a number or a string), got {value}").format(
                where=where, value=show(vertex)
            )
        ) from None
    return vertex


def normalize_edges(graph: Any, ground: Any) -> tuple[list[Edge], set[Vertex]]:
    """Return ``(edges, vertices)`` of a picture given as a networkx graph or a list of edges.

    ``graph`` is an undirected networkx ``Graph``/``MultiGraph`` or an iterable of
    pairs ``(u, v)``; a pair may repeat (parallel edges) and ``(v, v)`` is a loop.
    The edges keep their order: edge ``i`` of the result has id ``i`` in the game.
    Raises ``ValueError`` when ``ground`` is not a vertex (an empty list of edges
    is the empty picture, whatever the ground).

    >>> normalize_edges([(0, 1), (1, 1)], ground=0)
    ([(0, 1), (1, 1)], {0, 1})
    """
    _check_vertex(ground, _("the ground"))
    if isinstance(graph, nx.Graph):
        if graph.is_directed():
            raise TypeError(
                _(
                    "Hackenbush is played on an undirected graph; got a directed graph "
                    "(use graph.to_undirected() or nx.MultiGraph(...))"
                )
            )
        edges = [(u, v) for u, v in graph.edges()]
        vertices = set(graph.nodes)
        if ground not in vertices:
            raise ValueError(
                _("the ground {ground} is not a vertex of the graph").format(ground=show(ground))
            )
        return edges, vertices
    if isinstance(graph, str | bytes | Mapping) or not isinstance(graph, Iterable):
        raise TypeError(
            _(
                "a Hackenbush picture is a networkx graph or a list of edges such as "
                "[(0, 1), (1, 2)], got {value}"
            ).format(value=show(graph))
        )
    edges = []
    for index, edge in enumerate(graph):
        if isinstance(edge, str | bytes) or not isinstance(edge, tuple | list) or len(edge) != 2:
            raise TypeError(
                _("edge number {index} must be a pair (u, v), got {value}").format(
                    index=index, value=show(edge)
                )
            )
        u = _check_vertex(edge[0], _("edge number {index}").format(index=index))
        v = _check_vertex(edge[1], _("edge number {index}").format(index=index))
        edges.append((u, v))
    vertices = {x for edge in edges for x in edge}
    if edges and ground not in vertices:
        shown = ", ".join(sorted(map(repr, vertices))[:10])
        raise ValueError(
            _(
                "the ground {ground} is not an end of any edge (the vertices are "
                "{shown}); a Hackenbush picture must touch the ground"
            ).format(ground=show(ground), shown=shown)
        )
    return edges, vertices | {ground}


def grounded_edges(edges: list[Edge], ground: Vertex, alive: Iterable[int]) -> frozenset[int]:
    """Return the ids among ``alive`` of the edges still connected to the ground.

    >>> sorted(grounded_edges([(0, 1), (1, 2), (5, 6)], 0, range(3)))
    [0, 1]
    >>> sorted(grounded_edges([(0, 1), (1, 2), (5, 6)], 0, [1, 2]))
    []
    """
    if isinstance(edges, str | bytes) or not isinstance(edges, Sequence):
        raise TypeError(
            _("edges must be a list of (u, v) pairs, got {value}").format(value=show(edges))
        )
    if isinstance(alive, str | bytes) or not isinstance(alive, Iterable):
        raise TypeError(
            _("alive must be a collection of edge ids, got {value}").format(value=show(alive))
        )
    alive = list(alive)
    for i in alive:
        require_int(i, _("every edge id in alive"), minimum=0)
        if i >= len(edges):
            raise ValueError(
                _("there is no edge {i}: the edges are numbered 0 to {last}").format(
                    i=i, last=len(edges) - 1
                )
            )
        if not (isinstance(edges[i], tuple | list) and len(edges[i]) == 2):
            raise TypeError(
                _("edge {i} must be a pair (u, v), got {value}").format(i=i, value=show(edges[i]))
            )
    adjacency: dict[Vertex, list[tuple[int, Vertex]]] = defaultdict(list)
    for i in alive:
        u, v = edges[i]
        adjacency[u].append((i, v))
        adjacency[v].append((i, u))
    kept: set[int] = set()
    seen = {ground}
    queue = deque([ground])
    while queue:
        for i, w in adjacency[queue.popleft()]:
            kept.add(i)
            if w not in seen:
                seen.add(w)
                queue.append(w)
    return frozenset(kept)


# -- the game ------------------------------------------------------------------------------


class HackenbushGame(Game):
    """Green Hackenbush on one picture, as a :class:`Game` over sets of remaining edge ids.

    Attributes: ``edges`` (edge id ``i`` joins ``edges[i]``), ``ground``, and
    ``start``, the frozenset of the ids of all edges connected to the ground.
    A move cuts one edge and drops what no longer touches the ground.
    """

    def __init__(self, edges: list[Edge], ground: Vertex) -> None:
        if not isinstance(edges, nx.Graph):
            if isinstance(edges, str | bytes | Mapping) or not isinstance(edges, Iterable):
                raise TypeError(
                    _(
                        "edges must be a list of (u, v) pairs such as [(0, 1), (1, 2)], got {value}"
                    ).format(value=show(edges))
                )
            edges = list(edges)
        edges, _root = normalize_edges(edges, ground)
        self.edges = tuple(edges)
        self.ground = ground
        count = len(self.edges)

        adjacency: dict[Vertex, list[tuple[int, Vertex]]] = defaultdict(list)
        for i, (u, v) in enumerate(self.edges):
            adjacency[u].append((i, v))
            adjacency[v].append((i, u))

        def still_grounded(alive: frozenset[int]) -> frozenset[int]:
            # grounded_edges with the adjacency lists built once for the whole game
            kept: set[int] = set()
            seen = {ground}
            stack = [ground]
            while stack:
                for i, w in adjacency[stack.pop()]:
                    if i in alive:
                        kept.add(i)
                        if w not in seen:
                            seen.add(w)
                            stack.append(w)
            return frozenset(kept)

        def moves(position: frozenset[int]) -> list[frozenset[int]]:
            return [still_grounded(position - {i}) for i in position]

        def validate(position: Any) -> None:
            if not isinstance(position, frozenset):
                raise TypeError(
                    _("a Hackenbush position is a frozenset of edge ids, got {value}").format(
                        value=show(position)
                    )
                )
            wrong = [i for i in position if not isinstance(i, int) or not 0 <= i < count]
            if wrong:
                raise ValueError(
                    _("{wrong} is not an edge id: the edges are numbered 0 to {last}").format(
                        wrong=show(wrong[0]), last=count - 1
                    )
                )
            if grounded_edges(self.edges, ground, position) != position:
                raise ValueError(
                    _(
                        "{edges} is not a position: some of its edges do not touch the ground"
                    ).format(edges=set(position))
                )

        super().__init__(moves, validate=validate)
        self.named(N_("Green Hackenbush ({count} edges)"), count=count)
        self.start = grounded_edges(self.edges, ground, range(count))

    def cut(self, position: frozenset[int], edge_id: int) -> frozenset[int]:
        """Return the position after cutting edge ``edge_id`` (what falls off is removed).

        >>> game = hackenbush([(0, 1), (1, 2), (1, 3)], ground=0)
        >>> sorted(game.cut(game.start, 1)), sorted(game.cut(game.start, 0))
        ([0, 2], [])
        """
        self.check_position(position)
        if edge_id not in position:
            raise ValueError(
                _("edge {edge_id} is not in the picture any more").format(edge_id=show(edge_id))
            )
        return grounded_edges(self.edges, self.ground, position - {edge_id})

    def graph_of(self, position: frozenset[int]) -> nx.MultiGraph:
        """The remaining picture as a networkx ``MultiGraph`` (edge keys are the edge ids).

        >>> hackenbush([(0, 1), (1, 1)], ground=0).graph_of(frozenset({0, 1})).number_of_edges()
        2
        """
        picture = nx.MultiGraph()
        picture.add_node(self.ground)
        for i in sorted(position):
            picture.add_edge(*self.edges[i], key=i)
        return picture


def hackenbush(graph: Any, ground: Vertex) -> HackenbushGame:
    """Return Green Hackenbush on ``graph`` with the given ground vertex; start at ``game.start``.

    >>> game = hackenbush([(0, 1), (1, 2), (1, 3)], ground=0)   # a "Y": *1 xor *1 = 0, plus 1
    >>> game.grundy(game.start)
    1
    """
    edges, _root = normalize_edges(graph, ground)
    return HackenbushGame(edges, ground)


# -- rooted trees up to isomorphism ---------------------------------------------------------

RootedTree = tuple[Any, ...]
# Python hashes and compares nested tuples recursively in C: shapes deeper than this would
# overflow the C stack, so they are refused (grundy_value has no such limit).
MAX_SHAPE_DEPTH = 1000


def _too_deep(depth: int) -> ValueError:
    return ValueError(
        _(
            "this rooted tree is {depth} levels deep; tree shapes (nested tuples) "
            "are limited to {max_shape_depth} levels. Use grundy_value or "
            "colon_values for deep trees."
        ).format(depth=depth, max_shape_depth=MAX_SHAPE_DEPTH)
    )


def rooted_tree(tree: Any, root: Vertex) -> RootedTree:
    """The shape of a rooted tree as nested tuples: a vertex is the sorted tuple of its children.

    A leaf is ``()``; two rooted trees have the same shape exactly when they are
    isomorphic, so the shape is a position of :func:`rooted_tree_game`.

    >>> rooted_tree([(0, 1), (1, 2), (0, 3)], root=0)
    ((), ((),))
    """
    edges, _root = normalize_edges(tree, root)
    order, children = _rooted(edges, root, "rooted_tree")
    depth = {root: 0}
    for u in order:
        for v in children[u]:
            depth[v] = depth[u] + 1
            if depth[v] > MAX_SHAPE_DEPTH:
                raise _too_deep(depth[v])
    shapes: dict[Vertex, RootedTree] = {}
    for u in reversed(order):
        shapes[u] = tuple(sorted(shapes[v] for v in children[u]))
    return shapes[root]


def _tree_moves(shape: RootedTree) -> list[RootedTree]:
    # Every vertex is reached with the chain of tuples from the root down to it; cutting the
    # edge to its child j rebuilds the tuples of that chain, bottom-up.  No recursion.
    options = []
    stack: list[tuple[RootedTree, ...]] = [(shape,)]  # the chain of tuples from the root
    while stack:
        chain = stack.pop()
        node = chain[-1]
        for j, child in enumerate(node):
            stack.append((*chain, child))
            if j and node[j - 1] == child:
                continue  # cutting an identical sibling gives the same shape
            new = node[:j] + node[j + 1 :]
            for parent in reversed(chain[:-1]):
                k = parent.index(node)
                new = tuple(sorted(parent[:k] + (new,) + parent[k + 1 :]))
                node = parent
            node = chain[-1]
            options.append(new)
    return options


def rooted_tree_game() -> Game:
    """The tree edge-deletion game (树形删边游戏) on shapes of rooted trees (:func:`rooted_tree`).

    One game for every tree: positions are shapes, so isomorphic subtrees share
    one cache entry and the solver can tabulate thousands of trees quickly.

    >>> game = rooted_tree_game()
    >>> game.grundy(rooted_tree([(0, 1), (1, 2), (0, 3)], root=0))      # *2 + *1
    3
    """

    def validate(shape: Any) -> None:
        stack = [(shape, 0)]
        while stack:
            node, depth = stack.pop()
            if depth > MAX_SHAPE_DEPTH:
                raise _too_deep(depth)
            if not isinstance(node, tuple):
                raise TypeError(
                    _(
                        "a rooted-tree position is a tuple of child shapes (a leaf is ()), "
                        "got {value}"
                    ).format(value=show(node))
                )
            if list(node) != sorted(node):
                raise ValueError(
                    _(
                        "the children of a rooted-tree shape must be sorted; build shapes with "
                        "rooted_tree(tree, root)"
                    )
                )
            stack.extend((child, depth + 1) for child in node)

    return Game(_tree_moves, name=N_("tree edge deletion"), validate=validate)


# -- the colon principle -------------------------------------------------------------------


def colon_values(tree: Any, root: Vertex) -> dict[Vertex, int]:
    """SG value of the subtree above every vertex of a rooted tree (colon principle).

    ``values[u]`` is the XOR of ``values[v] + 1`` over the children ``v`` of ``u``;
    ``values[root]`` is the value of the whole tree.  Vertices not connected to
    ``root`` are left out.  Iterative: a stalk of 10^5 edges is fine.

    >>> colon_values([(0, 1), (1, 2), (1, 3)], root=0)
    {3: 0, 2: 0, 1: 0, 0: 1}
    """
    edges, _root = normalize_edges(tree, root)
    order, children = _rooted(edges, root, "colon_values")
    return _colon(order, children)


def _tree_parts(
    edges: Iterable[Edge], root: Vertex
) -> tuple[list[Vertex], dict[Vertex, list[Vertex]]] | None:
    # The part hanging from the root: its vertices parents first, and the children of each;
    # None when that part has a cycle (a loop or parallel edges included).
    adjacency: dict[Vertex, list[Vertex]] = defaultdict(list)
    for u, v in edges:
        adjacency[u].append(v)
        adjacency[v].append(u)
    order = [root]
    parent: dict[Vertex, Vertex] = {root: root}
    stack = [root]
    while stack:
        u = stack.pop()
        for w in adjacency[u]:
            if w not in parent:
                parent[w] = u
                order.append(w)
                stack.append(w)
    if sum(len(adjacency[v]) for v in order) != 2 * (len(order) - 1):
        return None
    children: dict[Vertex, list[Vertex]] = {v: [] for v in order}
    for v in order[1:]:
        children[parent[v]].append(v)
    return order, children


def _rooted(
    edges: Iterable[Edge], root: Vertex, function: str
) -> tuple[list[Vertex], dict[Vertex, list[Vertex]]]:
    parts = _tree_parts(edges, root)
    if parts is None:
        raise ValueError(
            _(
                "{function} needs a tree, but the picture has a cycle (or a loop, or a "
                "parallel edge); use grundy_value, which fuses the cycles first"
            ).format(function=function)
        )
    return parts


def _colon(order: list[Vertex], children: dict[Vertex, list[Vertex]]) -> dict[Vertex, int]:
    # The colon principle, children before parents (no recursion).
    values: dict[Vertex, int] = {}
    for u in reversed(order):
        values[u] = reduce(xor, (values[v] + 1 for v in children[u]), 0)
    return values


# -- the fusion principle ------------------------------------------------------------------


@dataclass(frozen=True)
class Tip:
    """The extra leaf that an odd 2-edge-connected component leaves after fusion."""

    vertex: Vertex

    def __str__(self) -> str:
        return f"{self.vertex}'"


@dataclass
class FusionReduction:
    """The tree that the fusion principle turns a picture into.

    ``tree`` is a networkx ``Graph`` rooted at ``root`` (the ground).  Each
    2-edge-connected component of the grounded picture becomes one vertex of the
    tree, named after its vertex nearest to the ground (``component[v]`` is
    the name of the component of ``v``, ``members[name]`` its vertices).  The
    bridges become the tree's edges, and a component with an odd number of
    cycle edges (``cycle_edges[name]``, loops included) gets one more leaf,
    ``Tip(name)``.  The tree has the same SG value as the picture.
    """

    tree: nx.Graph
    root: Vertex
    component: dict[Vertex, Vertex] = field(default_factory=dict)
    members: dict[Vertex, frozenset[Vertex]] = field(default_factory=dict)
    cycle_edges: dict[Vertex, int] = field(default_factory=dict)
    bridges: list[Edge] = field(default_factory=list)

    @property
    def value(self) -> int:
        """The SG value of the tree (and of the picture)."""
        return _colon(*_rooted(self.tree.edges(), self.root, "FusionReduction"))[self.root]


def fusion_reduction(graph: Any, ground: Vertex) -> FusionReduction:
    """Fuse every cycle of a picture (2-edge-connected components) and return the tree.

    >>> reduction = fusion_reduction([(1, 2), (2, 3), (3, 4), (4, 2)], ground=1)  # POJ3710
    >>> sorted(reduction.tree.edges(), key=str), reduction.value
    ([(1, 2), (2, Tip(vertex=2))], 2)
    """
    edges, _root = normalize_edges(graph, ground)
    alive = grounded_edges(edges, ground, range(len(edges)))
    picture = nx.MultiGraph()  # the grounded picture without its loops
    picture.add_node(ground)
    loops: dict[Vertex, int] = defaultdict(int)
    for i in sorted(alive):
        u, v = edges[i]
        if u == v:
            loops[u] += 1
        else:
            picture.add_edge(u, v)
    bridges = list(nx.bridges(picture))
    bridge_set = {frozenset(b) for b in bridges}
    # The 2-edge-connected components: what stays connected once the bridges are gone.
    rest = nx.Graph()
    rest.add_nodes_from(picture)
    rest.add_edges_from(e for e in picture.edges() if frozenset(e) not in bridge_set)
    # Name each component after its vertex nearest to the ground (its hanging point).
    order = {ground: 0}
    for _parent, v in nx.bfs_edges(picture, ground):
        order[v] = len(order)
    component: dict[Vertex, Vertex] = {}
    members: dict[Vertex, frozenset[Vertex]] = {}
    for part in nx.connected_components(rest):
        name = min(part, key=order.__getitem__)
        members[name] = frozenset(part)
        for v in part:
            component[v] = name
    cycle_edges = dict.fromkeys(members, 0)
    for u, v in picture.edges():
        if frozenset((u, v)) not in bridge_set:
            cycle_edges[component[u]] += 1
    for v, count in loops.items():
        cycle_edges[component[v]] += count
    tree = nx.Graph()
    tree.add_node(component[ground])
    tree.add_edges_from((component[u], component[v]) for u, v in bridges)
    for name, count in cycle_edges.items():
        if count % 2:
            tree.add_edge(name, Tip(name))
    return FusionReduction(tree, component[ground], component, members, cycle_edges, bridges)


def grundy_value(graph: Any, ground: Vertex) -> int:
    """SG value of Green Hackenbush on ``graph``: fusion principle, then colon principle.

    ``graph`` is a networkx ``Graph``/``MultiGraph`` or a list of edges (repeats
    are parallel edges, ``(v, v)`` is a loop); edges not connected to the
    ground do not count.

    >>> import networkx as nx
    >>> grundy_value(nx.path_graph(8), ground=0)     # a stalk of 7 edges
    7
    >>> grundy_value(nx.cycle_graph(4), 0), grundy_value(nx.cycle_graph(5), 0)
    (0, 1)
    """
    edges, _root = normalize_edges(graph, ground)
    parts = _tree_parts(edges, ground)
    if parts is not None:  # a tree: nothing to fuse
        return _colon(*parts)[ground]
    return fusion_reduction(edges, ground).value


# -- POJ3710 Christmas Game ----------------------------------------------------------------


def christmas_game_winner(trees: Iterable[Any], root: Vertex = 1) -> str:
    """POJ3710: ``'Sally'`` (who moves first) wins iff the XOR of the trees' values is not 0.

    Each tree is a list of edges (or a networkx graph) hanging from ``root``.

    >>> christmas_game_winner([[(1, 2)], [(1, 2), (2, 3), (2, 4), (3, 4)]])
    'Sally'
    """
    trees = require_iterable(
        trees, "trees", N_("a list of trees, each a list of edges like [(1, 2)]")
    )
    values = [grundy_value(tree, root) for tree in trees]
    return "Sally" if reduce(xor, values, 0) else "Harry"


def poj3710(text: str) -> list[str]:
    """Solve a POJ3710 input file: test cases of ``k`` trees, each ``n m`` then ``m`` edges.

    The vertices of a tree are ``1..n`` and its root is vertex 1.

    >>> poj3710("2\\n2 1\\n1 2\\n4 4\\n1 2\\n2 3\\n2 4\\n3 4\\n")   # the sample of POJ3710
    ['Sally']
    """
    if not isinstance(text, str):
        raise TypeError(_("the POJ3710 input must be text, got {value}").format(value=show(text)))
    tokens = text.split()
    try:
        numbers = [int(t) for t in tokens]
    except ValueError:
        raise ValueError(_("the POJ3710 input must contain only whole numbers")) from None
    answers = []
    at = 0

    def take(count: int) -> list[int]:
        nonlocal at
        if at + count > len(numbers):
            raise ValueError(_("the POJ3710 input ends in the middle of a test case"))
        at += count
        return numbers[at - count : at]

    while at < len(numbers):
        (k,) = take(1)
        if k < 0:
            raise ValueError(_("a test case of POJ3710 has k >= 0 trees, got k = {k}").format(k=k))
        trees = []
        for _edge in range(k):
            n, m = take(2)
            if n < 1 or m < 0:
                raise ValueError(
                    _(
                        "a tree of POJ3710 has n >= 1 vertices and m >= 0 edges, "
                        "got n = {n}, m = {m}"
                    ).format(n=n, m=m)
                )
            require_int(n, _("the number of vertices n of one tree"), maximum=100_000)
            require_int(m, _("the number of edges m of one tree"), maximum=100_000)
            flat = take(2 * m)
            tree = nx.MultiGraph()
            tree.add_nodes_from(range(1, n + 1))
            for u, v in zip(flat[::2], flat[1::2], strict=True):
                if not (1 <= u <= n and 1 <= v <= n):
                    raise ValueError(
                        _("edge ({u}, {v}) has an end outside 1..{n}").format(u=u, v=v, n=n)
                    )
                tree.add_edge(u, v)
            trees.append(tree)
        answers.append(christmas_game_winner(trees))
    return answers
