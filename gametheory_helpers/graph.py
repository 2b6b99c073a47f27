"""Game graphs (博弈图) as networkx directed graphs, and the kernel (核) of a DAG.

Every impartial game is a *directed-graph game* (有向图游戏): put a token on the
start vertex of its game graph; the players take turns moving the token along
an edge, and the player who cannot move loses.  This module builds that graph
for any :class:`~gametheory_helpers.core.Game`, turns any directed graph back
into a game, and computes the kernel of a DAG: the independent set that every
other vertex can reach in one step, which is exactly the set of P-positions.

Example
-------
>>> from gametheory_helpers import Game
>>> take_1_or_2 = Game(lambda n: [n - k for k in (1, 2) if k <= n])
>>> g = game_graph(take_1_or_2, 4)
>>> sorted(kernel(g)) == sorted(n for n in g if g.nodes[n]["outcome"] == "P")
True
"""

from __future__ import annotations

from collections import deque
from collections.abc import Hashable, Iterable
from itertools import combinations
from typing import Any

import networkx as nx

from .core import Game
from .i18n import N_, _
from .validation import require_game, require_int, require_iterable, show

__all__ = [
    "all_kernels",
    "digraph_game",
    "game_graph",
    "heights",
    "is_kernel",
    "kernel",
    "layered_layout",
    "solve_digraph",
]


def game_graph(game: Game, start: Any, max_nodes: int = 2000) -> nx.DiGraph:
    """Return the game graph of ``game`` reachable from ``start``.

    Nodes are positions, with attributes ``sg`` (Sprague-Grundy value) and
    ``outcome`` ('P' or 'N'); an edge p -> q means q is an option of p.  The
    graph attribute ``start`` records the start position.

    Raises ``ValueError`` when more than ``max_nodes`` positions are reachable
    (a picture that large would be unreadable, and the search could be long).

    >>> g = game_graph(Game(lambda n: range(n), name="heap"), 3)
    >>> sorted(g.successors(3)), g.nodes[0]["outcome"]
    ([0, 1, 2], 'P')
    """
    require_game(game)
    require_int(max_nodes, "max_nodes", minimum=1, maximum=100_000)
    game.check_position(start)
    graph = nx.DiGraph(name=game.name, start=start)
    graph.add_node(start)
    queue = deque([start])
    while queue:
        position = queue.popleft()
        for option in game.options(position):
            if option not in graph:
                if graph.number_of_nodes() >= max_nodes:
                    raise ValueError(
                        _(
                            "the game graph of {name} from {start} has more than {max_nodes} "
                            "positions; start from a smaller position or pass a larger max_nodes"
                        ).format(name=game.name, start=show(start), max_nodes=max_nodes)
                    )
                graph.add_node(option)
                queue.append(option)
            graph.add_edge(position, option)
    for position in graph:
        value = game.grundy(position)
        graph.nodes[position]["sg"] = value
        graph.nodes[position]["outcome"] = "P" if value == 0 else "N"
    return graph


def _as_digraph(graph: nx.DiGraph | Iterable[tuple[Hashable, Hashable]]) -> nx.DiGraph:
    if isinstance(graph, nx.Graph):
        if not graph.is_directed():
            raise TypeError(_("a game graph must be directed: pass a networkx.DiGraph"))
        return graph
    try:
        edges = [tuple(edge) for edge in graph]
    except TypeError:
        raise TypeError(
            _("expected a networkx.DiGraph or a list of (from, to) edges, got {value}").format(
                value=show(graph)
            )
        ) from None
    for edge in edges:
        if len(edge) != 2:
            raise ValueError(
                _("an edge is a pair (from, to); got {value}").format(value=show(edge))
            )
        for vertex in edge:
            _require_vertex(vertex, edge)
    return nx.DiGraph(edges)


def _require_vertex(vertex: Any, edge: tuple[Any, ...]) -> None:
    # networkx would say only "Input is not a valid edge list"
    if vertex is None:
        raise ValueError(
            _("None cannot be a vertex: the edge {edge} needs two vertices").format(edge=show(edge))
        )
    try:
        hash(vertex)
    except TypeError:
        raise TypeError(
            _(
                "a vertex must be hashable (a number, a string or a tuple), got "
                "{value} in the edge {edge}"
            ).format(value=show(vertex), edge=show(edge))
        ) from None


def digraph_game(graph: nx.DiGraph | Iterable[tuple[Hashable, Hashable]]) -> Game:
    """Return the directed-graph game (有向图游戏) played on ``graph``.

    A position is a vertex; a move follows one edge.  ``graph`` may be a
    networkx ``DiGraph`` or a list of ``(from, to)`` edges.

    >>> game = digraph_game([("a", "b"), ("b", "c"), ("a", "c")])
    >>> game.outcome("a"), game.winning_moves("a")
    ('N', ['c'])
    """
    digraph = _as_digraph(graph)

    def validate(vertex: Any) -> None:
        if vertex not in digraph:
            raise ValueError(
                _("{vertex} is not a vertex of this graph").format(vertex=show(vertex))
            )

    return Game(
        lambda vertex: digraph.successors(vertex),
        name=digraph.graph.get("name") or "directed-graph game",
        validate=validate,
    )


def solve_digraph(graph: nx.DiGraph | Iterable[tuple[Hashable, Hashable]]) -> nx.DiGraph:
    """Return a copy of a directed graph whose vertices carry ``sg`` and ``outcome``.

    Unlike :func:`game_graph` there is no start vertex: every vertex is solved.
    Raises :class:`~gametheory_helpers.core.LoopyGameError` on a cycle.

    >>> solved = solve_digraph([("a", "b"), ("b", "c")])
    >>> [solved.nodes[v]["outcome"] for v in "abc"]
    ['P', 'N', 'P']
    """
    solved = _as_digraph(graph).copy()
    game = digraph_game(solved)
    for vertex in solved:
        value = game.grundy(vertex)
        solved.nodes[vertex]["sg"] = value
        solved.nodes[vertex]["outcome"] = "P" if value == 0 else "N"
    return solved


def _require_acyclic(digraph: nx.DiGraph) -> None:
    if not nx.is_directed_acyclic_graph(digraph):
        cycle = [u for u, _ in nx.find_cycle(digraph)]
        raise ValueError(
            _(
                "the graph has a cycle ({items}); a kernel is only guaranteed to exist "
                "and be unique for acyclic graphs (use all_kernels to examine a small "
                "cyclic graph)"
            ).format(items=" -> ".join(map(repr, [*cycle, cycle[0]])))
        )


def kernel(graph: nx.DiGraph | Iterable[tuple[Hashable, Hashable]]) -> set[Any]:
    """Return the unique kernel (核) of a finite directed acyclic graph.

    Built exactly as the uniqueness proof goes: vertices without successors are
    in the kernel; going backwards in topological order, a vertex is in the
    kernel if and only if none of its successors is.

    >>> sorted(kernel([(3, 2), (3, 1), (2, 1), (2, 0), (1, 0)]))
    [0, 3]
    """
    digraph = _as_digraph(graph)
    _require_acyclic(digraph)
    chosen: set[Any] = set()
    for vertex in reversed(list(nx.topological_sort(digraph))):
        if not any(successor in chosen for successor in digraph.successors(vertex)):
            chosen.add(vertex)
    return chosen


def is_kernel(graph: nx.DiGraph | Iterable[tuple[Hashable, Hashable]], nodes: Iterable) -> bool:
    """Return True when ``nodes`` is independent and every other vertex has an edge into it.

    >>> is_kernel([("a", "b")], {"b"}), is_kernel([("a", "b")], {"a"})
    (True, False)
    """
    digraph = _as_digraph(graph)
    chosen = set(require_iterable(nodes, "nodes", N_("a set of vertices such as {0, 2}")))
    unknown = chosen - set(digraph)
    if unknown:
        raise ValueError(
            _("not vertices of the graph: {items}").format(
                items=", ".join(sorted(map(repr, unknown)))
            )
        )
    independent = not any(v in chosen for u in chosen for v in digraph.successors(u))
    absorbing = all(
        any(v in chosen for v in digraph.successors(u)) for u in digraph if u not in chosen
    )
    return independent and absorbing


def all_kernels(
    graph: nx.DiGraph | Iterable[tuple[Hashable, Hashable]], max_nodes: int = 16
) -> list[set[Any]]:
    """Return every kernel of a small directed graph, cyclic or not, by trying all subsets.

    Used to show why acyclicity matters: an odd cycle has no kernel, an even
    cycle has two.

    >>> all_kernels([(0, 1), (1, 2), (2, 0)])
    []
    >>> sorted(sorted(k) for k in all_kernels([(0, 1), (1, 0)]))
    [[0], [1]]
    """
    require_int(max_nodes, "max_nodes", minimum=0)
    digraph = _as_digraph(graph)
    vertices = list(digraph)
    if len(vertices) > max_nodes:
        raise ValueError(
            _(
                "all_kernels tries all 2^n vertex sets; {length} vertices is more than "
                "max_nodes={max_nodes}"
            ).format(length=len(vertices), max_nodes=max_nodes)
        )
    found = []
    for size in range(len(vertices) + 1):
        for subset in combinations(vertices, size):
            if is_kernel(digraph, subset):
                found.append(set(subset))
    return found


def heights(graph: nx.DiGraph) -> dict[Any, int]:
    """Return, for each vertex of a DAG, the length of the longest path from it to a sink.

    Terminal positions have height 0; a position's height bounds how many
    moves the game can still last.

    >>> heights(nx.DiGraph([(2, 1), (1, 0), (2, 0)]))
    {0: 0, 1: 1, 2: 2}
    """
    digraph = _as_digraph(graph)
    _require_acyclic(digraph)
    height: dict[Any, int] = {}
    for vertex in reversed(list(nx.topological_sort(digraph))):
        height[vertex] = max((height[s] + 1 for s in digraph.successors(vertex)), default=0)
    return dict(sorted(height.items(), key=lambda item: item[1]))


def layered_layout(graph: nx.DiGraph, width: float = 1.0) -> dict[Any, tuple[float, float]]:
    """Place each vertex of a DAG on a horizontal layer given by its height.

    Sinks (terminal positions) sit on the bottom row, so moves point downwards.
    Vertices inside a layer keep the graph's node order, which makes the
    picture the same on every run.

    >>> layout = layered_layout(nx.DiGraph([(2, 1), (1, 0)]))
    >>> layout[2][1] > layout[1][1] > layout[0][1]
    True
    """
    graph = _as_digraph(graph)
    if isinstance(width, bool) or not isinstance(width, int | float) or not 0 < width < 1e6:
        raise TypeError(_("width must be a positive number, got {value}").format(value=show(width)))
    layer_of = heights(graph)
    layers: dict[int, list[Any]] = {}
    for vertex in graph:
        layers.setdefault(layer_of[vertex], []).append(vertex)
    # Order each layer by the mean place of its predecessors in the layers above
    # (the barycentre heuristic): fewer crossing edges, same picture on every run.
    place: dict[Any, float] = {}
    for level in sorted(layers, reverse=True):
        members = layers[level]

        def barycentre(vertex: Any) -> float:
            above = [place[p] for p in graph.predecessors(vertex) if p in place]
            return sum(above) / len(above) if above else -1.0

        members.sort(key=barycentre)
        for index, vertex in enumerate(members):
            place[vertex] = (index + 0.5) / len(members)
    positions: dict[Any, tuple[float, float]] = {}
    for level, members in layers.items():
        count = len(members)
        for index, vertex in enumerate(members):
            positions[vertex] = (width * (index - (count - 1) / 2) / max(count, 1), float(level))
    return positions
