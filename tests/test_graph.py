"""Tests of graph.py: game graphs, the directed-graph game, kernels, heights, the layout.

The facts checked (the slides): the kernel of a finite DAG exists, is unique and is
the set of P-positions; an odd cycle has no kernel, an even cycle has two.
"""

import itertools

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gametheory_helpers import Game, LoopyGameError
from gametheory_helpers.graph import (
    all_kernels,
    digraph_game,
    game_graph,
    heights,
    is_kernel,
    kernel,
    layered_layout,
    solve_digraph,
)

# -- independent references --------------------------------------------------------------


def reference_grundy(successors, vertex, memo):
    if vertex not in memo:
        values = {reference_grundy(successors, w, memo) for w in successors[vertex]}
        memo[vertex] = next(g for g in itertools.count() if g not in values)
    return memo[vertex]


def reference_p_positions(successors):
    memo = {}
    return {v for v in successors if reference_grundy(successors, v, memo) == 0}


def reference_height(successors, vertex, memo):
    if vertex not in memo:
        memo[vertex] = max(
            (reference_height(successors, w, memo) + 1 for w in successors[vertex]), default=0
        )
    return memo[vertex]


def reference_is_kernel(successors, chosen):
    independent = all(w not in chosen for v in chosen for w in successors[v])
    absorbing = all(any(w in chosen for w in successors[v]) for v in successors if v not in chosen)
    return independent and absorbing


def to_digraph(successors):
    graph = nx.DiGraph()
    graph.add_nodes_from(successors)  # keeps isolated vertices
    graph.add_edges_from((v, w) for v in successors for w in successors[v])
    return graph


def cycle_graph(length):
    return [(i, (i + 1) % length) for i in range(length)]


def rotations(cycle):
    """Every way the message may print the cycle, e.g. '0 -> 1 -> 2 -> 0'."""
    return [" -> ".join(map(repr, [*cycle[i:], *cycle[:i], cycle[i]])) for i in range(len(cycle))]


@st.composite
def dags(draw, max_nodes=10):
    n = draw(st.integers(1, max_nodes))
    return {
        v: sorted(set(draw(st.lists(st.integers(v + 1, n - 1), max_size=4)))) if v < n - 1 else []
        for v in range(n)
    }


@st.composite
def digraphs(draw, max_nodes=7):
    n = draw(st.integers(1, max_nodes))
    return {v: sorted(set(draw(st.lists(st.integers(0, n - 1), max_size=3)))) for v in range(n)}


def take_1_or_2(n):
    return [n - k for k in (1, 2) if k <= n]


# -- game_graph -----------------------------------------------------------------------------


def test_game_graph_of_take_1_or_2():
    game = Game(take_1_or_2, name="take 1 or 2")
    graph = game_graph(game, 7)
    assert set(graph) == set(range(8))
    assert set(graph.edges) == {(n, n - k) for n in range(8) for k in (1, 2) if k <= n}
    for n in range(8):
        assert graph.nodes[n]["sg"] == n % 3
        assert graph.nodes[n]["outcome"] == ("P" if n % 3 == 0 else "N")
    assert graph.graph["start"] == 7
    assert graph.graph["name"] == "take 1 or 2"


def test_game_graph_contains_only_reachable_positions():
    # from 12, halving or subtracting 5 (when possible) reaches only these
    game = Game(lambda n: sorted({n // 2, n - 5} - {n} - set(range(-5, 0))), name="odd moves")
    graph = game_graph(game, 12)
    expected, frontier = {12}, [12]
    while frontier:
        n = frontier.pop()
        for m in {n // 2, n - 5}:
            if m not in expected and 0 <= m != n:
                expected.add(m)
                frontier.append(m)
    assert set(graph) == expected


def test_game_graph_max_nodes():
    chain = Game(lambda n: [n - 1] if n else [], name="chain")
    assert game_graph(chain, 5, max_nodes=6).number_of_nodes() == 6
    with pytest.raises(ValueError, match="more than 5 positions") as info:
        game_graph(chain, 5, max_nodes=5)
    assert "chain" in str(info.value)
    assert "max_nodes" in str(info.value)
    for bad in (0, -3, 2.5, True, "10"):
        with pytest.raises(
            (TypeError, ValueError), match=r"max_nodes.* must be (an integer|at least 1)"
        ):
            game_graph(chain, 5, max_nodes=bad)


def test_game_graph_validates_the_start():
    def validate(n):
        if n < 0:
            raise ValueError(f"negative heap {n}")

    game = Game(take_1_or_2, validate=validate)
    with pytest.raises(ValueError, match="negative heap -2"):
        game_graph(game, -2)


def test_game_graph_of_a_loopy_game_raises():
    game = Game(lambda n: [(n + 1) % 4], name="wheel")
    with pytest.raises(LoopyGameError, match="wheel is loopy"):
        game_graph(game, 0)


# -- digraph_game, solve_digraph ---------------------------------------------------------------


def test_digraph_game_from_edges_and_from_a_digraph():
    edges = [("a", "b"), ("b", "c"), ("a", "c"), ("c", "d")]
    for source in (edges, nx.DiGraph(edges)):
        game = digraph_game(source)
        # by hand: d terminal (P), c -> d (N), b -> c only (P), a -> b (N)
        assert [game.outcome(v) for v in "abcd"] == ["N", "P", "N", "P"]
        assert [game.grundy(v) for v in "abcd"] == [2, 0, 1, 0]
        assert game.winning_moves("a") == ["b"]
        assert game.name == "directed-graph game"


def test_digraph_game_uses_the_graph_name():
    graph = nx.DiGraph([(1, 2)], name="tiny")
    assert digraph_game(graph).name == "tiny"


def test_digraph_game_rejects_unknown_vertices():
    game = digraph_game([(1, 2)])
    with pytest.raises(ValueError, match="3 is not a vertex of this graph"):
        game.grundy(3)
    with pytest.raises(ValueError, match="'1' is not a vertex"):
        game.outcome("1")
    with pytest.raises(TypeError, match="hashable"):
        game.grundy([1])


@settings(max_examples=100, deadline=None)
@given(dags())
def test_solve_digraph_matches_the_recursive_definition(dag):
    original = to_digraph(dag)
    solved = solve_digraph(original)
    memo = {}
    assert set(solved) == set(dag)
    for v in dag:
        expected = reference_grundy(dag, v, memo)
        assert solved.nodes[v]["sg"] == expected
        assert solved.nodes[v]["outcome"] == ("P" if expected == 0 else "N")
    assert all("sg" not in data for _, data in original.nodes(data=True)), "input was modified"


def test_solve_digraph_raises_on_any_cycle():
    # the cycle 2 -> 3 -> 2 cannot be reached from 0, but every vertex is solved
    with pytest.raises(LoopyGameError) as info:
        solve_digraph([(0, 1), (2, 3), (3, 2)])
    assert set(info.value.cycle) == {2, 3}


# -- kernels -----------------------------------------------------------------------------------


def test_kernel_of_the_docstring_graph_by_hand():
    # 0 terminal; 1 -> 0; 2 -> 1, 0; 3 -> 2, 1: P-positions 0 and 3
    assert kernel([(3, 2), (3, 1), (2, 1), (2, 0), (1, 0)]) == {0, 3}
    assert kernel([]) == set()


@settings(max_examples=150, deadline=None)
@given(dags())
def test_kernel_is_the_set_of_p_positions(dag):
    graph = to_digraph(dag)
    found = kernel(graph)
    assert found == reference_p_positions(dag)
    assert reference_is_kernel(dag, found)
    assert is_kernel(graph, found)


@settings(max_examples=60, deadline=None)
@given(dags(max_nodes=9))
def test_a_dag_has_exactly_one_kernel(dag):
    assert all_kernels(to_digraph(dag)) == [reference_p_positions(dag)]


@settings(max_examples=150, deadline=None)
@given(digraphs(), st.data())
def test_is_kernel_matches_the_definition(graph, data):
    chosen = data.draw(st.sets(st.sampled_from(sorted(graph))))
    assert is_kernel(to_digraph(graph), chosen) == reference_is_kernel(graph, chosen)


@settings(max_examples=60, deadline=None)
@given(digraphs(max_nodes=6))
def test_all_kernels_finds_every_kernel(graph):
    expected = [
        set(subset)
        for size in range(len(graph) + 1)
        for subset in itertools.combinations(sorted(graph), size)
        if reference_is_kernel(graph, set(subset))
    ]
    found = all_kernels(to_digraph(graph))
    assert sorted(map(sorted, found)) == sorted(map(sorted, expected))


def test_is_kernel_small_cases():
    assert is_kernel([("a", "b")], {"b"})
    assert not is_kernel([("a", "b")], {"a"})  # b has no edge into {a}
    assert not is_kernel([("a", "b")], {"a", "b"})  # not independent
    assert not is_kernel([("a", "b")], set())  # a is not absorbed
    assert is_kernel(nx.DiGraph(), [])


@pytest.mark.parametrize("length", [1, 3, 5, 7])
def test_an_odd_cycle_has_no_kernel(length):
    assert all_kernels(cycle_graph(length)) == []


@pytest.mark.parametrize("length", [2, 4, 6])
def test_an_even_cycle_has_two_kernels(length):
    found = sorted(sorted(k) for k in all_kernels(cycle_graph(length)))
    assert found == [list(range(0, length, 2)), list(range(1, length, 2))]


def test_kernel_of_a_cyclic_graph_names_the_cycle():
    with pytest.raises(ValueError, match="cycle") as info:
        kernel([(0, 1), (1, 2), (2, 0), (2, 3)])
    message = str(info.value)
    assert any(text in message for text in rotations([0, 1, 2])), message
    assert "acyclic" in message
    with pytest.raises(ValueError, match="'a' -> 'a'"):
        kernel([("a", "a"), ("a", "b")])


def test_all_kernels_limits_the_size():
    with pytest.raises(ValueError, match="17 vertices is more than max_nodes=16"):
        all_kernels([(i, i + 1) for i in range(16)])
    with pytest.raises(ValueError, match="10 vertices is more than max_nodes=9"):
        all_kernels([(i, i + 1) for i in range(9)], max_nodes=9)
    # a path 0 -> 1 -> ... -> 9: the kernel is every other vertex, counted from the sink
    assert all_kernels([(i, i + 1) for i in range(9)], max_nodes=10) == [{1, 3, 5, 7, 9}]


@pytest.mark.parametrize(
    ("function", "args"),
    [
        (kernel, ()),
        (all_kernels, ()),
        (solve_digraph, ()),
        (digraph_game, ()),
        (heights, ()),
        (is_kernel, ([1],)),
    ],
)
def test_bad_graph_arguments(function, args):
    with pytest.raises(TypeError, match="must be directed"):
        function(nx.Graph([(1, 2)]), *args)
    with pytest.raises(TypeError, match=r"networkx.DiGraph or a list of \(from, to\) edges"):
        function(5, *args)
    with pytest.raises(TypeError, match=r"networkx.DiGraph or a list of \(from, to\) edges"):
        function([1, 2], *args)
    with pytest.raises(ValueError, match=r"an edge is a pair \(from, to\); got \(1, 2, 3\)"):
        function([(1, 2, 3)], *args)


def test_is_kernel_names_unknown_vertices():
    with pytest.raises(ValueError) as info:
        is_kernel([("a", "b")], {"b", "z", 7})
    assert str(info.value) == "not vertices of the graph: 'z', 7"


# -- heights and layout ------------------------------------------------------------------------


def test_heights_small_example():
    assert heights(nx.DiGraph([(2, 1), (1, 0), (2, 0)])) == {0: 0, 1: 1, 2: 2}
    assert heights([("x", "y")]) == {"y": 0, "x": 1}


@settings(max_examples=100, deadline=None)
@given(dags())
def test_heights_are_longest_paths_to_a_sink(dag):
    memo = {}
    expected = {v: reference_height(dag, v, memo) for v in dag}
    assert heights(to_digraph(dag)) == expected


def test_heights_of_a_cyclic_graph():
    with pytest.raises(ValueError, match="cycle"):
        heights(nx.DiGraph(cycle_graph(3)))


@settings(max_examples=100, deadline=None)
@given(dags())
def test_layered_layout_puts_each_vertex_on_its_height_and_moves_point_down(dag):
    graph = to_digraph(dag)
    layout = layered_layout(graph)
    memo = {}
    assert set(layout) == set(dag)
    for v, (_, y) in layout.items():
        assert y == reference_height(dag, v, memo)  # sinks on the bottom row, y = 0
    for u, v in graph.edges:
        assert layout[u][1] > layout[v][1]
    for level in {y for _, y in layout.values()}:
        xs = [x for x, y in layout.values() if y == level]
        assert len(set(xs)) == len(xs), "two vertices on top of each other"
        assert abs(sum(xs)) < 1e-9, "each layer is centred"
    # deterministic: again, and on an equal graph built separately
    assert layered_layout(graph) == layout
    assert layered_layout(to_digraph(dag)) == layout


def test_layered_layout_width_and_a_hand_example():
    graph = nx.DiGraph([("top", "left"), ("top", "right"), ("left", "sink"), ("right", "sink")])
    layout = layered_layout(graph)
    assert layout["top"] == (0.0, 2.0)
    assert layout["sink"] == (0.0, 0.0)
    assert {layout["left"][1], layout["right"][1]} == {1.0}
    assert sorted([layout["left"][0], layout["right"][0]]) == [-0.25, 0.25]
    wide = layered_layout(graph, width=4.0)
    assert {v: (4.0 * x, y) for v, (x, y) in layout.items()} == wide


def test_layered_layout_of_a_cyclic_graph():
    with pytest.raises(ValueError, match="cycle"):
        layered_layout(nx.DiGraph(cycle_graph(4)))
