"""Chapter 8's checkers against the solutions students write, right and wrong."""

from __future__ import annotations

import random
import sys
import time
from functools import reduce
from operator import xor

import networkx as nx
import pytest
from practice_catalogue import Attempt, parametrize, verdict

from gametheory_helpers import game_sum
from gametheory_helpers.games.hackenbush import grundy_value, hackenbush
from gametheory_helpers.practice import ch08

# -- E2 -------------------------------------------------------------------------------------------


def tree_value_worked(edges, root):
    neighbours = {root: []}
    for u, v in edges:
        neighbours.setdefault(u, []).append(v)
        neighbours.setdefault(v, []).append(u)
    order, parent = [root], {root: None}
    for u in order:
        for v in neighbours[u]:
            if v != parent[u]:
                parent[v] = u
                order.append(v)
    value = dict.fromkeys(order, 0)
    for v in reversed(order[1:]):
        value[parent[v]] ^= value[v] + 1
    return value[root]


def tree_value_recursive_deep(edges, root):  # a recursion, with the limit raised: fine
    graph = nx.Graph(edges)
    graph.add_node(root)
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 20_000))

    def value(u, parent):
        return reduce(xor, (value(w, u) + 1 for w in graph[u] if w != parent), 0)

    return value(root, None)


def tree_value_recursive(edges, root):  # the plain recursion: 3000 levels are too deep
    graph = nx.Graph(edges)
    graph.add_node(root)
    if sys.getrecursionlimit() > 1000:
        sys.setrecursionlimit(1000)

    def value(u, parent):
        return reduce(xor, (value(w, u) + 1 for w in graph[u] if w != parent), 0)

    return value(root, None)


def _colon_variant(combine, plus):
    def solve(edges, root):
        graph = nx.Graph(edges)
        graph.add_node(root)
        order = list(nx.dfs_preorder_nodes(graph, root))
        parent = {root: None, **{v: u for u, v in nx.dfs_edges(graph, root)}}
        value = dict.fromkeys(order, 0)
        for v in reversed(order[1:]):
            value[parent[v]] = combine(value[parent[v]], value[v] + plus)
        return value[root]

    return solve


def branch_edge_counts(edges, root):  # every branch of the root taken as a stalk
    graph = nx.Graph(edges)
    graph.add_node(root)
    total = 0
    for child in graph[root]:
        rest = graph.copy()
        rest.remove_edge(root, child)
        total ^= rest.subgraph(nx.node_connected_component(rest, child)).number_of_edges() + 1
    return total


def oriented(edges, root):  # assumes every edge is written (parent, child)
    children = {}
    for u, v in edges:
        children.setdefault(u, []).append(v)

    def value(u):
        return reduce(xor, (value(c) + 1 for c in children.get(u, [])), 0)

    return value(root)


# -- E3 -------------------------------------------------------------------------------------------


def christmas_with(polygon_value):
    """POJ3710 with a rule for the polygons: polygon_value(size) is 0 (nothing) or 1 (an edge)."""

    def tree(edges):
        graph = nx.MultiGraph([e for e in edges if e[0] != e[1]])
        graph.add_node(1)
        bridges = {frozenset(e) for e in nx.bridges(graph)}
        plain = nx.Graph([e for e in graph.edges() if frozenset(e) in bridges])
        plain.add_node(1)
        extra = {}
        rest = nx.MultiGraph([e for e in graph.edges() if frozenset(e) not in bridges])
        for part in nx.connected_components(rest):
            hang = min(part, key=lambda v: nx.shortest_path_length(graph, 1, v))
            extra[hang] = extra.get(hang, 0) ^ polygon_value(rest.subgraph(part).number_of_edges())
        for u, v in edges:
            if u == v:
                extra[u] = extra.get(u, 0) ^ polygon_value(1)
        value = {}
        for u in nx.dfs_postorder_nodes(plain, 1):
            x = extra.get(u, 0)
            for w in plain[u]:
                if w in value:
                    x ^= value[w] + 1
            value[u] = x
        return value[1]

    def solve(trees):
        return "Sally" if reduce(xor, map(tree, trees), 0) else "Harry"

    return solve


def christmas_edge_counts(trees):
    return "Sally" if reduce(xor, (len(t) for t in trees), 0) else "Harry"


def christmas_no_colon(trees):  # odd/even polygons right, then the number of edges left
    def tree(edges):
        graph = nx.MultiGraph([e for e in edges if e[0] != e[1]])
        bridges = sum(1 for _ in nx.bridges(graph)) if graph.number_of_edges() else 0
        odd = christmas_with(lambda size: size % 2)([edges]) == "Sally"
        return bridges + odd

    return "Sally" if reduce(xor, map(tree, trees), 0) else "Harry"


def christmas_fast(trees):
    return "Sally" if reduce(xor, map(ch08.christmas_tree_value, trees), 0) else "Harry"


CATALOGUE = [
    Attempt("E1", "the colon principle: 4", 4, True),
    Attempt("E1", "number of edges", 10),
    Attempt("E1", "xor of the branches' edge counts (9 xor 1)", 8),
    Attempt("E1", "number of leaves", 6),
    Attempt("E1", "sum instead of xor", 10),
    Attempt("E1", "xor without the +1", 0),
    Attempt("E2", "worked solution (breadth first)", tree_value_worked, True),
    Attempt("E2", "recursion with the limit raised", tree_value_recursive_deep, True),
    Attempt("E2", "plain recursion (1000 levels)", tree_value_recursive),
    Attempt("E2", "sum instead of xor", _colon_variant(lambda a, b: a + b, 1)),
    Attempt("E2", "forgets the +1", _colon_variant(xor, 0)),
    Attempt("E2", "xor of the branches' edge counts", branch_edge_counts),
    Attempt("E2", "number of edges", lambda edges, root: len(edges)),
    Attempt("E2", "assumes edges written (parent, child)", oriented),
    Attempt("E3", "worked solution", christmas_with(lambda size: size % 2), True),
    Attempt("E3", "one walk, no networkx", christmas_fast, True),
    Attempt("E3", "every polygon taken as even (deleted)", christmas_with(lambda size: 0)),
    Attempt("E3", "every polygon taken as odd (one edge)", christmas_with(lambda size: 1)),
    Attempt("E3", "loops ignored", christmas_with(lambda size: size % 2 if size > 1 else 0)),
    Attempt(
        "E3",
        "parallel edges as one edge",
        christmas_with(lambda size: 1 if size == 2 else size % 2),
    ),  # fmt: skip
    Attempt("E3", "xor of the edge counts", christmas_edge_counts),
    Attempt("E3", "forgets the colon principle", christmas_no_colon),
    Attempt("E4", "edge 6", {6}, True),
    Attempt("E4", "edge 6 and the trunk", {0, 6}),
    Attempt("E4", "the trunk", {0}),
    Attempt("E4", "the leaf", {4}),
    Attempt("Q1", "nothing", 0, True),
    Attempt("Q1", "one edge", 1),
    Attempt("Q1", "stalk of 6", 2),
    Attempt("Q1", "stalk of 3", 3),
    Attempt("Q2", "no", "no", True),
    Attempt("Q2", "yes", "yes"),
]


@parametrize(CATALOGUE)
def test_catalogue(attempt):
    limit = sys.getrecursionlimit()
    try:
        assert bool(verdict(ch08, attempt)) == attempt.accepted, verdict(ch08, attempt)
    finally:
        sys.setrecursionlimit(limit)


def test_every_exercise_has_three_wrong_and_a_right_solution():
    for exercise in ("E1", "E2", "E3", "E4"):
        entries = [a for a in CATALOGUE if a.exercise == exercise]
        assert sum(not a.accepted for a in entries) >= 3 and any(a.accepted for a in entries)


def test_references_agree_with_brute_force():
    rng = random.Random(1)
    for _ in range(25):
        forest = [ch08.christmas_tree(rng, polygons=1) for _ in range(2)]
        if sum(len(t) for t in forest) > 11:
            continue
        games = [hackenbush(t, 1) for t in forest]
        brute = game_sum(*games).grundy(tuple(g.start for g in games))
        assert ch08.e3_reference(forest) == ("Sally" if brute else "Harry")
    for trees in ch08.E3_CASES:
        for tree in trees:
            assert ch08.christmas_tree_value(tree) == grundy_value(tree, 1)
    game = hackenbush(ch08.E1_TREE, 0)
    assert game.grundy(game.start) == ch08.E1_VALUE == 4
    for edges, root in ch08.E2_CASES[:60]:
        tree = hackenbush(edges, root)
        assert tree.grundy(tree.start) == ch08.e2_reference(edges, root)


def test_cases_keep_the_problems_constraints():
    for trees in ch08.E3_CASES:
        for tree in trees:
            vertices = {v for e in tree for v in e} | {1}
            assert vertices == set(range(1, len(vertices) + 1))  # POJ3710: vertices 1..n
    mix = ch08.CASE_MIX["E3"]
    assert 3 * min(mix["P"], mix["N"]) >= mix["P"] + mix["N"]


@pytest.mark.parametrize("exercise", ["E2", "E3"])
def test_checkers_are_quick_for_a_right_solution(exercise):
    right = {"E2": tree_value_worked, "E3": christmas_fast}[exercise]
    start = time.process_time()  # CPU seconds, not wall clock
    assert ch08.CHECKS[exercise](right)
    assert time.process_time() - start < 2
