"""Chapter 08: Green Hackenbush (the slides, 无向图删边游戏; POJ3710).

Ground truth is always a brute force solved by the engine: the edge-set game
``hackenbush(graph, ground)`` (cut an edge, drop what falls), and for the
thousands of small rooted trees the same rule on tree shapes, ``rooted_tree_game()``.
The colon and fusion principles (``grundy_value``) must agree with them.
"""

import random
from collections import Counter

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gametheory_helpers import game_sum
from gametheory_helpers.games.hackenbush import (
    Tip,
    christmas_game_winner,
    colon_values,
    fusion_reduction,
    grundy_value,
    hackenbush,
    poj3710,
    rooted_tree,
    rooted_tree_game,
)


def brute(graph, ground):
    game = hackenbush(graph, ground)
    return game.grundy(game.start)


# == every rooted tree with at most 10 edges =====================================================

# OEIS A000081: the number of rooted trees with n = 1, 2, ... vertices.
A000081 = [1, 1, 2, 4, 9, 20, 48, 115, 286, 719, 1842]


@pytest.fixture(scope="module")
def rooted_trees():
    """Every rooted tree with 1..11 vertices up to isomorphism: {shape: (edges, root)}."""
    shapes = {(): ([], 0)}
    for n in range(2, 12):
        for tree in nx.nonisomorphic_trees(n):
            edges = list(tree.edges())
            for root in tree:
                shapes.setdefault(rooted_tree(edges, root), (edges, root))
    return shapes


def _vertices(shape):
    count, stack = 0, [shape]
    while stack:
        count += 1
        stack.extend(stack.pop())
    return count


def test_the_enumeration_finds_every_rooted_tree_oeis_a000081(rooted_trees):
    counts = [0] * 11
    for shape in rooted_trees:
        counts[_vertices(shape) - 1] += 1
    assert counts == A000081


def test_colon_principle_equals_brute_force_on_every_tree_with_at_most_10_edges(rooted_trees):
    game = rooted_tree_game()
    wrong = [
        (edges, root)
        for shape, (edges, root) in rooted_trees.items()
        if not (game.grundy(shape) == grundy_value(edges, root) == colon_values(edges, root)[root])
    ]
    assert wrong == []
    assert game.cache_size == len(rooted_trees) == sum(A000081)


def test_the_two_brute_forces_agree_on_trees_with_at_most_7_edges(rooted_trees):
    game = rooted_tree_game()
    small = [(s, e, r) for s, (e, r) in rooted_trees.items() if len(e) <= 7]
    assert len(small) == sum(A000081[:8])
    assert all(brute(edges, root) == game.grundy(shape) for shape, edges, root in small)


def test_colon_values_label_every_subtree():
    #      3   4          values: leaves 0; vertex 2: (0+1) xor (0+1) = 0;
    #       \ /           vertex 1: 0 + 1 = 1; ground 0: (1+1) xor (0+1) = 3.
    #   5    2
    #   |    |
    #   0----1   (edges 0-1, 1-2, 2-3, 2-4, 0-5)
    values = colon_values([(0, 1), (1, 2), (2, 3), (2, 4), (0, 5)], root=0)
    assert values == {3: 0, 4: 0, 2: 0, 1: 1, 5: 0, 0: 3}
    assert brute([(0, 1), (1, 2), (2, 3), (2, 4), (0, 5)], 0) == 3


# == graphs with cycles, multi-edges and loops ===================================================


def _random_picture(rng, max_edges=12):
    vertices = rng.randint(1, 7)
    count = rng.randint(1, max_edges)
    edges = [(rng.randrange(vertices), rng.randrange(vertices)) for _ in range(count)]
    edges[0] = (0, edges[0][1])  # touch the ground
    return edges


def test_fusion_principle_equals_brute_force_on_random_multigraphs_with_loops():
    rng = random.Random(2026)
    pictures = [_random_picture(rng) for _ in range(90)]
    assert any(u == v for p in pictures for u, v in p)  # loops occur
    assert any(len(set(p)) < len(p) for p in pictures)  # parallel edges occur
    wrong = [p for p in pictures if grundy_value(p, 0) != brute(p, 0)]
    assert wrong == []


@settings(max_examples=40, deadline=None)
@given(
    st.lists(st.tuples(st.integers(0, 5), st.integers(0, 5)), min_size=1, max_size=12).filter(
        lambda edges: any(0 in e for e in edges)
    )
)
def test_fusion_principle_equals_brute_force_hypothesis(edges):
    assert grundy_value(edges, 0) == brute(edges, 0)


def test_fusing_the_vertices_of_one_cycle_keeps_the_brute_force_value():
    # The fusion principle as Winning Ways (and the slides) state it: any one cycle, anywhere.
    rng = random.Random(8)
    checked = 0
    while checked < 40:
        edges = _random_picture(rng, max_edges=10)
        cycles = nx.cycle_basis(nx.Graph([(u, v) for u, v in edges if u != v]))
        if not cycles:
            continue
        cycle = set(rng.choice(cycles))
        into = 0 if 0 in cycle else min(cycle)
        fused = [(into if u in cycle else u, into if v in cycle else v) for u, v in edges]
        assert brute(edges, 0) == brute(fused, 0) == grundy_value(fused, 0), (edges, fused)
        checked += 1


# == the slides' corollary: one cycle at a time, on the current picture ===========================


def _a_cycle(edges, rng):
    """The edge indices of some cycle of the multigraph ``edges`` (a loop counts), or None."""
    order = list(range(len(edges)))
    rng.shuffle(order)
    for i in order:
        u, v = edges[i]
        if u == v:
            return [i]
        rest = nx.Graph()
        rest.add_nodes_from([u, v])
        for j, (a, b) in enumerate(edges):
            if j != i and a != b:
                rest.add_edge(a, b, index=j)  # one index per pair is enough for a path
        if nx.has_path(rest, u, v):
            path = nx.shortest_path(rest, v, u)
            return [i] + [rest[a][b]["index"] for a, b in zip(path, path[1:], strict=False)]
    return None


def _corollary_one_cycle_at_a_time(edges, ground, rng):
    """The slides' corollary read as worded: pick a cycle of the *current* picture, shrink it to
    a new vertex (plus a new edge if it is odd; other edges at its vertices now attach to the new
    vertex), and repeat until no cycle is left.  Returns the tree that remains."""
    edges, fresh = list(edges), 0
    while (cycle := _a_cycle(edges, rng)) is not None:
        on_cycle = {v for i in cycle for v in edges[i]}
        new = ground if ground in on_cycle else ("new", fresh := fresh + 1)
        edges = [
            (new if a in on_cycle else a, new if b in on_cycle else b)
            for j, (a, b) in enumerate(edges)
            if j not in cycle
        ]
        if len(cycle) % 2:
            edges.append((new, ("leaf", fresh := fresh + 1)))
    return edges


def _theta_picture(rng):
    """Two vertices joined by three paths (cycles sharing edges), on a trunk, plus extras."""
    names = iter(range(1, 100))
    a = next(names)
    trunk = [(0, a)] if rng.random() < 0.5 else []
    a = a if trunk else 0
    b = next(names)
    edges = list(trunk)
    for _ in range(3):
        inner = [next(names) for _ in range(rng.randint(0, 2))]
        path = [a, *inner, b]
        edges += list(zip(path, path[1:], strict=False))
    vertices = sorted({v for e in edges for v in e})
    for _ in range(rng.randint(0, 2)):  # a stalk, a loop or a chord somewhere
        edges.append((rng.choice(vertices), rng.choice([*vertices, next(names)])))
    return edges


def test_the_slides_corollary_one_cycle_at_a_time_is_exact_when_cycles_share_edges():
    # 《博弈问题总结》: 偶环缩成一个新点，奇环缩成一个新点加一条新边.  Applied as worded, to one
    # cycle of the current picture at a time, it is exact even when cycles share edges.
    rng = random.Random(27)
    checked = 0
    for _ in range(80):
        edges = _theta_picture(rng)
        if len(edges) > 11:
            continue
        expected = brute(edges, 0)
        for _order in range(3):  # the cycles in different orders
            tree = _corollary_one_cycle_at_a_time(edges, 0, rng)
            assert not tree or nx.is_forest(nx.MultiGraph(tree))  # no cycle is left
            assert brute(tree, 0) == expected, (edges, tree)
            # it is the fusion tree T(G) up to pairs of new leaf edges at one vertex
            leaves = Counter(u for u, v in tree if isinstance(v, tuple) and v[0] == "leaf")
            old_edges = sum(1 for u, v in tree if not (isinstance(v, tuple) and v[0] == "leaf"))
            size = old_edges + sum(count % 2 for count in leaves.values())
            assert size == fusion_reduction(edges, 0).tree.number_of_edges(), (edges, tree)
        checked += 1
    assert checked >= 50


def test_reading_all_original_cycles_at_once_is_wrong_for_two_triangles_sharing_an_edge():
    two_triangles = [(0, 1), (1, 2), (2, 0), (1, 3), (3, 2)]  # they share the edge 1-2
    assert brute(two_triangles, 0) == 1  # one 2-edge-connected block of 5 edges
    # all cycles of the original picture at once: the triangles 0-1-2 and 1-3-2 (and the square
    # 0-1-3-2): every vertex fuses into the ground, one new edge per odd cycle, 1 xor 1 = 0
    simple = nx.Graph(two_triangles)
    for cycles in (nx.cycle_basis(simple, 0), list(nx.simple_cycles(simple))):
        all_at_once = [(0, ("leaf", n)) for n, cycle in enumerate(cycles) if len(cycle) % 2]
        assert brute(all_at_once, 0) == 0 != brute(two_triangles, 0)
    # one cycle at a time, on the current picture: the first triangle becomes an edge on the
    # ground, and what is left of the second is a 2-cycle at the ground, which disappears
    rng = random.Random(0)
    tree = _corollary_one_cycle_at_a_time(two_triangles, 0, rng)
    assert len(tree) == 1 and brute(tree, 0) == 1


def test_networkx_graphs_and_edge_lists_give_the_same_value():
    multigraph = nx.MultiGraph([(0, 1), (1, 2), (1, 2), (2, 2), (2, 3)])
    edges = [(0, 1), (1, 2), (1, 2), (2, 2), (2, 3)]
    assert grundy_value(multigraph, 0) == grundy_value(edges, 0) == brute(multigraph, 0)
    petersen = nx.petersen_graph()  # 15 edges, 3-regular: too big to matter, still exact
    assert grundy_value(petersen, 0) == 1  # one 2-edge-connected block of 15 edges: odd


# == classic pictures ============================================================================


@pytest.mark.parametrize("n", range(8))
def test_a_stalk_of_n_edges_is_star_n(n):
    # Winning Ways ch. 7: a Green Hackenbush stalk of n edges is the Nim heap *n.
    stalk = nx.path_graph(n + 1)
    assert brute(stalk, 0) == grundy_value(stalk, 0) == n


@pytest.mark.parametrize("n", range(1, 11))
def test_a_cycle_on_the_ground_is_its_parity(n):
    # The slides (圣诞树删边游戏): an odd cycle is worth 1, an even cycle 0.  n = 1 is a loop,
    # n = 2 a pair of parallel edges.
    cycle = [(i, (i + 1) % n) for i in range(n)]
    assert brute(cycle, 0) == grundy_value(cycle, 0) == n % 2


@pytest.mark.parametrize("k", range(1, 9))
def test_k_loops_or_k_parallel_edges_are_k_mod_2(k):
    assert grundy_value([(0, 0)] * k, 0) == brute([(0, 0)] * k, 0) == k % 2
    assert grundy_value([(0, 1)] * k, 0) == brute([(0, 1)] * k, 0) == k % 2


def test_a_cycle_hung_on_a_stalk_follows_the_seed_rule():
    # The slides: an odd cycle becomes a vertex plus an edge, an even cycle a vertex.
    for length in range(2, 8):
        for height in range(0, 4):
            stalk = [(i, i + 1) for i in range(height)]
            cycle = [(height + i, height + (i + 1) % length) for i in range(length)]
            # relabel the cycle's other vertices so they do not clash with the stalk
            cycle = [
                (u if u <= height else u + 100, v if v <= height else v + 100) for u, v in cycle
            ]
            expected = height + 1 if length % 2 else height
            assert grundy_value(stalk + cycle, 0) == brute(stalk + cycle, 0) == expected


def test_fusion_reduction_of_the_poj3710_sample_tree():
    reduction = fusion_reduction([(1, 2), (2, 3), (2, 4), (3, 4)], ground=1)
    assert set(map(frozenset, reduction.tree.edges())) == {
        frozenset({1, 2}),
        frozenset({2, Tip(2)}),
    }
    assert reduction.members[2] == frozenset({2, 3, 4})
    assert reduction.cycle_edges == {1: 0, 2: 3}
    assert reduction.value == 2


def test_edges_away_from_the_ground_do_not_count():
    edges = [(0, 1), (5, 6), (6, 7), (7, 5)]
    game = hackenbush(edges, 0)
    assert game.start == frozenset({0})
    assert grundy_value(edges, 0) == 1


def test_cutting_drops_what_falls_off():
    game = hackenbush([(0, 1), (1, 2), (2, 3), (1, 4)], 0)
    assert game.cut(game.start, 1) == frozenset({0, 3})
    assert game.cut(game.start, 0) == frozenset()
    assert len(game.options(game.start)) == 4


def test_a_long_stalk_needs_no_recursion():
    n = 30_000  # far beyond Python's recursion limit of 1000
    assert grundy_value(nx.path_graph(n + 1), 0) == n
    m = 5_000  # with a loop on top the fusion path runs (networkx's bridges): also iterative
    assert grundy_value([(i, i + 1) for i in range(m)] + [(m, m)], 0) == m + 1
    assert colon_values(nx.path_graph(n + 1), 0)[0] == n
    # tree shapes are nested tuples, which Python hashes recursively: deep ones are refused
    with pytest.raises(ValueError, match="levels deep"):
        rooted_tree(nx.path_graph(n + 1), 0)
    deep = ()
    for _ in range(1500):
        deep = (deep,)
    with pytest.raises(ValueError, match="levels deep"):
        rooted_tree_game().grundy(deep)
    assert rooted_tree_game().grundy(rooted_tree(nx.path_graph(41), 0)) == 40


# == POJ3710 Christmas Game ======================================================================


def test_poj3710_published_sample():
    # poj.org/problem?id=3710: sample input and output.
    assert poj3710("2\n2 1\n1 2\n4 4\n1 2\n2 3\n2 4\n3 4\n") == ["Sally"]


def test_poj3710_several_cases_and_trees_without_edges():
    # a triangle (*1); a bare root and a double edge (0 + 0); a loop at the root and an edge
    # (*1 + *1); a stalk of 2 with a loop on top (a stalk of 3)
    text = "1\n3 3\n1 2\n2 3\n3 1\n2\n1 0\n2 2\n1 2\n1 2\n1\n2 2\n1 1\n1 2\n"
    text += "1\n3 3\n1 2\n2 3\n3 3\n"
    assert poj3710(text) == ["Sally", "Harry", "Harry", "Sally"]


def test_christmas_trees_equal_the_sum_solved_by_brute_force():
    rng = random.Random(2026)
    for _ in range(25):
        trees = []
        for _ in range(2):
            n = rng.randint(1, 4)
            edges = [(rng.randint(1, v - 1), v) for v in range(2, n + 1)]  # a tree on 1..n
            for _ in range(rng.randint(0, 2)):  # hang a polygon of 1..4 edges at a vertex
                at, size, base = rng.randint(1, n), rng.randint(1, 4), 10 * len(edges) + 10
                ring = [at, *range(base, base + size - 1), at]
                edges += list(zip(ring, ring[1:], strict=False))
            trees.append(edges)
        games = [hackenbush(tree, 1) for tree in trees]
        total = game_sum(*games).grundy(tuple(g.start for g in games))
        assert christmas_game_winner(trees) == ("Sally" if total else "Harry")


# == bad input ===================================================================================


def test_bad_input_gets_a_clear_message():
    with pytest.raises(ValueError, match="ground 9 is not"):
        grundy_value([(0, 1)], 9)
    with pytest.raises(ValueError, match="not a vertex of the graph"):
        grundy_value(nx.path_graph(3), "ground")
    with pytest.raises(TypeError, match="undirected"):
        grundy_value(nx.DiGraph([(0, 1)]), 0)
    with pytest.raises(TypeError, match="edge number 1 must be a pair"):
        grundy_value([(0, 1), (1, 2, 3)], 0)
    with pytest.raises(TypeError, match="networkx graph or a list of edges"):
        grundy_value("0-1", 0)
    with pytest.raises(TypeError, match="hashable"):
        grundy_value([(0, [1])], 0)
    with pytest.raises(ValueError, match="needs a tree"):
        colon_values([(0, 1), (1, 2), (2, 0)], 0)
    with pytest.raises(ValueError, match="ends in the middle"):
        poj3710("1\n3 2\n1 2\n")
    game = hackenbush([(0, 1), (1, 2)], 0)
    with pytest.raises(ValueError, match="not an edge id"):
        game.grundy(frozenset({5}))
    with pytest.raises(ValueError, match="do not touch the ground"):
        game.grundy(frozenset({1}))
    with pytest.raises(TypeError, match="frozenset of edge ids"):
        game.grundy((0, 1))
    with pytest.raises(ValueError, match="must be sorted"):
        rooted_tree_game().grundy(((), ((),))[::-1])


def test_empty_pictures_are_zero():
    assert grundy_value([], 0) == 0
    assert grundy_value(nx.empty_graph(1), 0) == 0
    assert brute([], 0) == 0
