"""Answer key of chapter 8 (Green Hackenbush): built pictures, checkers, quiz.

The POJ3710 cases are Christmas trees as the problem states them (vertices ``1..n``, rooted at
1, each polygon, a loop, a pair of parallel edges or a longer cycle, shares one vertex with the
tree), with odd and even polygons at every depth; half of the forests are losses for Sally,
completed by a stalk whose length is the xor of the other trees' values.  The trees of E2 are
every rooted tree with at most 8 edges, with random vertex labels and edge directions, and two
trees of 3000 edges (a recursion in Python stops at about 1000 levels).

>>> from gametheory_helpers.practice import ch08
>>> bool(ch08.check_e3(lambda trees: "Sally"))
False
"""

from __future__ import annotations

import random
from functools import reduce
from operator import xor
from typing import Any

import networkx as nx

from ..exercises import Feedback, check_answer, check_function, check_set
from ..games.hackenbush import grundy_value, hackenbush, rooted_tree
from ..i18n import N_
from ..quiz import MultipleChoice, ShortAnswer
from . import case_mix

__all__ = ["CASE_MIX", "CHECKS", "SPOILERS", "Q1", "Q2", "check_e1", "check_e2", "check_e3",
           "check_e4"]  # fmt: skip

# -- E1 the value of a tree by hand ------------------------------------------------------------

E1_TREE = [(0, 1), (1, 2), (2, 3), (2, 4), (3, 5), (0, 6), (4, 7), (4, 8), (4, 9), (4, 10)]
E1_VALUE = grundy_value(E1_TREE, 0)


def check_e1(my_value: Any) -> Feedback:
    """Check the value of the tree of E1."""
    return check_answer(
        my_value, E1_VALUE, what=N_("value of the tree"), hint=N_("a leaf is 0; a branch adds 1")
    )


# -- E2 the colon principle ------------------------------------------------------------------


def _relabelled(rng: random.Random, edges: list, root: int) -> tuple[list, int]:
    vertices = sorted({v for e in edges for v in e} | {root})
    names = rng.sample(range(100), len(vertices))
    rename = dict(zip(vertices, names, strict=True))
    out = [
        (rename[u], rename[v]) if rng.random() < 0.5 else (rename[v], rename[u]) for u, v in edges
    ]
    rng.shuffle(out)
    return out, rename[root]


def _e2_cases() -> list[tuple[list, int]]:
    rng = random.Random(82)
    shapes: dict[Any, tuple[list, int]] = {(): ([], 0)}
    for n in range(2, 10):
        for free_tree in nx.nonisomorphic_trees(n):
            edges = list(free_tree.edges())
            for root in free_tree:
                shapes.setdefault(rooted_tree(edges, root), (edges, root))
    cases = [_relabelled(rng, edges, root) for edges, root in shapes.values()]
    stalk = [(i, i + 1) for i in range(3000)]
    random_tree = [(rng.randrange(v), v) for v in range(1, 3001)]
    return [*cases, (stalk, 0), (random_tree, 0)]


E2_CASES = _e2_cases()


def e2_reference(edges: list, root: int) -> int:
    """The SG value of the rooted tree (the package's colon principle, no recursion)."""
    return grundy_value(edges, root)


def check_e2(tree_value: Any) -> Feedback:
    """Check ``tree_value(edges, root)`` on every rooted tree with <= 8 edges and two large ones."""
    return check_function(
        tree_value, e2_reference, E2_CASES, argument_names=("edges", "root"), time_limit=2.0
    )


# -- E3 POJ3710 Christmas Game ------------------------------------------------------------------


def christmas_tree(rng: random.Random, polygons: int | None = None) -> list[tuple[int, int]]:
    """A random Christmas tree: a tree on 1..n rooted at 1, polygons hanging at its vertices."""
    n = rng.randint(1, 6)
    edges = [(rng.randint(1, v - 1), v) for v in range(2, n + 1)]
    next_vertex = n + 1
    for _ in range(rng.randint(1, 3) if polygons is None else polygons):
        at, size = rng.randint(1, n), rng.choice([1, 2, 2, 3, 3, 4, 4, 5, 6])
        ring = [at, *range(next_vertex, next_vertex + size - 1), at]
        next_vertex += size - 1
        edges += list(zip(ring, ring[1:], strict=False))
    rng.shuffle(edges)
    return edges


def christmas_tree_value(edges: list[tuple[int, int]], root: int = 1) -> int:
    """The value of a POJ3710 Christmas tree: odd polygon -> one edge, even -> nothing, colon.

    One depth-first walk from the root (no recursion): an edge back to a vertex already on the
    path closes a polygon of ``depth[u] - depth[v] + 1`` edges hanging at ``v``.

    >>> christmas_tree_value([(1, 2), (2, 3), (2, 4), (3, 4)])  # the sample's second tree
    2
    """
    neighbours: dict[int, list[tuple[int, int]]] = {root: []}
    odd_at: dict[int, int] = {}
    for index, (u, v) in enumerate(edges):
        if u == v:  # a loop: a polygon of one edge
            odd_at[u] = odd_at.get(u, 0) ^ 1
            continue
        neighbours.setdefault(u, []).append((v, index))
        neighbours.setdefault(v, []).append((u, index))
    depth, parent, order = {root: 0}, {root: (root, -1)}, [root]
    on_polygon: set[int] = set()
    stack = [(root, iter(neighbours[root]))]
    while stack:
        u, pending = stack[-1]
        step = next(pending, None)
        if step is None:
            stack.pop()
            continue
        v, index = step
        if index == parent[u][1]:
            continue
        if v not in depth:  # a tree edge
            depth[v], parent[v] = depth[u] + 1, (u, index)
            order.append(v)
            stack.append((v, iter(neighbours[v])))
        elif depth[v] < depth[u]:  # an edge back to an ancestor closes a polygon hanging at v
            w = u
            while w != v:
                on_polygon.add(w)
                w = parent[w][0]
            odd_at[v] = odd_at.get(v, 0) ^ ((depth[u] - depth[v] + 1) % 2)
    value = {u: odd_at.get(u, 0) for u in order}
    for u in reversed(order):
        if u != root and u not in on_polygon:
            value[parent[u][0]] ^= value[u] + 1
    return value[root]


def _forest_value(trees: list) -> int:
    return reduce(xor, (christmas_tree_value(t) for t in trees), 0)


def _e3_cases() -> list[list[list[tuple[int, int]]]]:
    rng = random.Random(3710)
    cases = [
        [[(1, 2)], [(1, 2), (2, 3), (2, 4), (3, 4)]],  # the sample: Sally
        [[(1, 1)]],  # a loop: an odd polygon, Sally
        [[(1, 2), (1, 2)]],  # parallel edges: an even polygon, Harry
        [[(1, 2), (2, 3), (3, 4), (4, 1)]],  # a square on the root: Harry
        [[(1, 2), (2, 3), (3, 1)], [(1, 2)]],  # a triangle and an edge: Harry
        [[(1, 2), (2, 3), (3, 4), (4, 5), (5, 2)], [(1, 2), (2, 3)]],  # an even cycle above a stalk
    ]
    while len(cases) < 200:
        trees = [christmas_tree(rng) for _ in range(rng.randint(1, 3))]
        if len(cases) % 2:  # a loss for Sally: a stalk worth the xor of the others
            value = _forest_value(trees)
            if value:
                stalk = [(v, v + 1) for v in range(1, value + 1)]
                trees.insert(rng.randrange(len(trees) + 1), stalk)
        cases.append(trees)
    return cases


E3_CASES = _e3_cases()


def e3_reference(trees: list) -> str:
    """POJ3710: "Sally" iff the xor of the trees' values is not 0."""
    return "Sally" if _forest_value(trees) else "Harry"


def check_e3(christmas: Any) -> Feedback:
    """Check ``christmas(trees)`` (POJ3710) on the built forests."""
    return check_function(
        christmas,
        e3_reference,
        [(c,) for c in E3_CASES],
        argument_names=("trees",),
        hint=N_("an odd polygon is worth one edge, an even one nothing; then the colon principle"),
    )


# -- E4 every winning cut --------------------------------------------------------------------------

E4_PICTURE = [(0, 1), (1, 2), (2, 3), (3, 1), (1, 4), (0, 5), (5, 6), (6, 7)]
_E4_GAME = hackenbush(E4_PICTURE, 0)
E4_WINNING = {i for i in _E4_GAME.start if _E4_GAME.grundy(_E4_GAME.cut(_E4_GAME.start, i)) == 0}


def check_e4(my_cuts: Any) -> Feedback:
    """Check the set of winning cuts of E4."""
    return check_set(
        my_cuts,
        E4_WINNING,
        what=N_("set of winning cuts"),
        hint=N_("find the value of each piece first; a winning cut makes the total 0"),
    )


# -- questions -------------------------------------------------------------------------------------

Q1 = MultipleChoice(
    N_("A 6-edge polygon hangs at v. Replace it by:"),
    [
        (
            N_("nothing (delete it)"),
            True,
            N_(
                "A cycle of n edges is worth n mod 2 (Lemma C): 6 is even, so the polygon "
                "is worth 0, and by the general colon principle a piece of value 0 "
                "can be replaced by nothing."
            ),
        ),
        (
            N_("one edge hanging at v"),
            False,
            N_(
                "One edge is worth *1. Work out what the polygon is worth first: cut each of its "
                "edges in turn and take the mex (Lemma C)."
            ),
        ),
        (
            N_("a stalk of 6 edges"),
            False,
            N_(
                "A stalk of 6 is worth *6, but a cut of the polygon "
                "leaves two arcs, not one stalk: "
                "work out the polygon's value from the cuts (Lemma C)."
            ),
        ),
        (
            N_("a stalk of 3 edges (half of it)"),
            False,
            N_(
                "Cutting the polygon leaves two stalks a, b with a + b = 5, not one stalk of 3; "
                "a stalk of 3 is worth *3. Which value do the cuts of the polygon give?"
            ),
        ),
    ],
)

Q2 = ShortAnswer(
    N_("A picture with 11 edges: can it be a P-position (value 0)?"),
    {"no"},
    hint=N_("look at the last bit of the value: what does the colon principle do to it?"),
    explanation=N_(
        "Its value has the parity of its number of edges (the parity corollary), "
        "so it is odd, never 0."
    ),
)

CHECKS = {
    "E1": check_e1,
    "E2": check_e2,
    "E3": check_e3,
    "E4": check_e4,
    "Q1": Q1.check,
    "Q2": Q2.check,
}


def _has_even_polygon(trees: list) -> bool:
    for tree in trees:
        graph = nx.MultiGraph([e for e in tree if e[0] != e[1]])
        for cycle in nx.cycle_basis(nx.Graph(graph)):
            if len(cycle) % 2 == 0:
                return True
        if any(graph.number_of_edges(u, v) == 2 for u, v in set(graph.edges())):
            return True
    return False


CASE_MIX = {
    "E2": case_mix(E2_CASES, lambda edges, root: "large" if len(edges) > 8 else "small"),
    "E3": case_mix([(c,) for c in E3_CASES], lambda c: "N" if _forest_value(c) else "P"),
}
CASE_MIX["E3"]["pitfall"] = sum(1 for c in E3_CASES if _has_even_polygon(c))  # even polygons

SPOILERS = {
    "E1": ("worth $*4$", "value of the tree: 4"),
    "E4": ("cut edge 6", "only winning cut is edge 6"),
    "Q2": ("An odd value is never $0$",),
}
