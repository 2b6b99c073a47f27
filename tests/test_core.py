"""Tests of the engine (core.py): mex, nim_sum, the solver, sums of games, loopy games.

Expected values come from the definitions written out again here (a recursive
SG function, a bitwise nim-sum, my own mex), never from the engine itself.
"""

import gc
import random

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gametheory_helpers import Game, LoopyGameError, SearchLimitError, game_sum, mex, nim_sum

# -- independent reference implementations --------------------------------------------


def reference_mex(values):
    present = set(values)
    return next(g for g in range(len(present) + 1) if g not in present)


def reference_nim_sum(values):
    """Binary addition without carry: bit k is the parity of the values with bit k set."""
    values = list(values)
    width = max(values, default=0).bit_length()
    return sum(1 << k for k in range(width) if sum((v >> k) & 1 for v in values) % 2)


def reference_grundy(graph, vertex, memo=None):
    """SG value by plain recursion over a dict vertex -> list of successors (must be acyclic)."""
    memo = {} if memo is None else memo
    if vertex not in memo:
        memo[vertex] = reference_mex(reference_grundy(graph, w, memo) for w in graph[vertex])
    return memo[vertex]


def reachable_cycle(graph, start):
    """True when a directed cycle can be reached from ``start`` (three-colour DFS)."""
    colour = {}

    def visit(v):
        colour[v] = "grey"
        for w in graph[v]:
            if colour.get(w) == "grey" or (w not in colour and visit(w)):
                return True
        colour[v] = "black"
        return False

    return visit(start)


def subtraction_grundy(subtraction_set, limit):
    """SG values 0..limit of one heap where a move removes s stones, s in the set."""
    values = []
    for n in range(limit + 1):
        values.append(reference_mex(values[n - s] for s in subtraction_set if s <= n))
    return values


def take_1_or_2(n):
    return [n - k for k in (1, 2) if k <= n]


# -- strategies -------------------------------------------------------------------------


@st.composite
def dags(draw, max_nodes=12):
    """A random DAG on 0..n-1: every edge goes to a larger vertex; repeats are allowed."""
    n = draw(st.integers(1, max_nodes))
    return {
        v: draw(st.lists(st.integers(v + 1, n - 1), max_size=5)) if v < n - 1 else []
        for v in range(n)
    }


@st.composite
def digraphs(draw, max_nodes=8):
    """A random directed graph on 0..n-1 that may contain cycles and self-loops."""
    n = draw(st.integers(1, max_nodes))
    return {v: draw(st.lists(st.integers(0, n - 1), max_size=3)) for v in range(n)}


# -- mex -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("values", "expected"),
    [
        ([], 0),
        ([0], 1),
        ([1, 2, 3], 0),
        ([0, 1, 4, 2], 3),
        ([2, 3, 6], 0),
        ([0, 0, 1, 1], 2),
        (range(10), 10),
        ({0, 2, 4}, 1),
        ((v for v in [0, 1, 3]), 2),
    ],
)
def test_mex_examples(values, expected):
    assert mex(values) == expected


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 12), max_size=15))
def test_mex_is_the_least_missing_value(values):
    result = mex(values)
    assert result not in values
    assert all(smaller in values for smaller in range(result))


@pytest.mark.parametrize("bad", [5, None, 2.5, "012", b"01"])
def test_mex_rejects_a_non_iterable_or_text(bad):
    with pytest.raises(TypeError, match="mex takes an iterable of non-negative integers"):
        mex(bad)


@pytest.mark.parametrize("bad_item", ["1", 1.0, True, None, (0,)])
def test_mex_rejects_non_integer_values(bad_item):
    with pytest.raises(TypeError, match="mex works on non-negative integers") as info:
        mex([0, bad_item])
    assert repr(bad_item) in str(info.value)


def test_mex_rejects_negative_values():
    with pytest.raises(ValueError, match=r"non-negative integers, got -1"):
        mex([0, -1])


# -- nim_sum ---------------------------------------------------------------------------


def test_nim_sum_examples_from_the_seeds():
    # Bouton's worked examples (the article): (14, 21, 39) is an N-position, 1 ^ 2 ^ 3 = 0.
    assert nim_sum(14, 21, 39) == 60
    assert nim_sum([14, 21, 39]) == 60
    assert nim_sum(1, 2, 3) == 0
    assert nim_sum(3, 4, 2) == 5
    assert nim_sum(7, 8, 9) == 6


def test_nim_sum_degenerate_arguments():
    assert nim_sum() == 0
    assert nim_sum([]) == 0
    assert nim_sum(9) == 9
    assert nim_sum([9]) == 9
    assert nim_sum(range(8)) == 0
    assert nim_sum(v for v in (5, 5)) == 0
    assert nim_sum(2**100, 1) == 2**100 + 1


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 2**70), max_size=8))
def test_nim_sum_is_binary_addition_without_carry(values):
    assert nim_sum(*values) == reference_nim_sum(values)
    assert nim_sum(values) == reference_nim_sum(values)


@pytest.mark.parametrize(
    "args",
    [("abc",), (b"ab",), (1.5,), (None,), (True,), ([1, "2"],), ((1, 2.0),), (1, [2])],
)
def test_nim_sum_type_errors(args):
    with pytest.raises(TypeError, match="integer"):
        nim_sum(*args)


@pytest.mark.parametrize("args", [(1, -2), ([3, -1],)])
def test_nim_sum_rejects_negative_numbers(args):
    with pytest.raises(ValueError, match=r"non-negative integers, got -\d"):
        nim_sum(*args)


# -- the solver on random DAGs ----------------------------------------------------------


@settings(max_examples=200, deadline=None)
@given(dags())
def test_grundy_matches_a_recursive_definition_on_random_dags(dag):
    game = Game(lambda v: dag[v], name="random DAG")
    memo = {}
    for vertex in reversed(range(len(dag))):
        expected = reference_grundy(dag, vertex, memo)
        assert game.grundy(vertex) == expected
        assert game.outcome(vertex) == ("P" if expected == 0 else "N")
        assert game.is_p_position(vertex) is (expected == 0)


@settings(max_examples=150, deadline=None)
@given(dags())
def test_grundy_from_the_top_only_matches_on_random_dags(dag):
    # Solving from vertex 0 first exercises the explicit stack (deep first, not bottom-up).
    game = Game(lambda v: dag[v])
    assert game.grundy(0) == reference_grundy(dag, 0)


@settings(max_examples=150, deadline=None)
@given(dags())
def test_winning_moves_are_exactly_the_options_with_sg_zero(dag):
    game = Game(lambda v: dag[v] + dag[v])  # every option listed twice
    memo = {}
    for vertex in dag:
        unique = list(dict.fromkeys(dag[vertex]))
        assert game.options(vertex) == unique
        expected = [w for w in unique if reference_grundy(dag, w, memo) == 0]
        assert game.winning_moves(vertex) == expected
        # a P-position has no winning move, an N-position has at least one
        assert (expected == []) == (reference_grundy(dag, vertex, memo) == 0)


def test_options_are_deduplicated_in_first_seen_order():
    game = Game(lambda n: [3, 1, 3, 2, 1, 0] if n == 4 else [], name="dups")
    assert game.options(4) == [3, 1, 2, 0]
    assert game.options(0) == []
    game_from_generator = Game(lambda n: (n - 1 for _ in range(3)) if n else ())
    assert game_from_generator.options(5) == [4]


@settings(max_examples=150, deadline=None)
@given(digraphs())
def test_loopy_error_exactly_when_a_cycle_is_reachable(graph):
    game = Game(lambda v: graph[v], name="random digraph")
    if not reachable_cycle(graph, 0):
        assert game.grundy(0) == reference_grundy(graph, 0)
        return
    with pytest.raises(LoopyGameError) as info:
        game.grundy(0)
    cycle = info.value.cycle
    assert cycle, "the error must name the cycle"
    assert info.value.position == cycle[0]
    for u, v in zip(cycle, cycle[1:] + cycle[:1], strict=True):
        assert v in graph[u], f"{u} -> {v} is not a move, so {cycle} is not a cycle"
    assert repr(info.value.position) in str(info.value)


def test_published_pattern_of_the_bash_game():
    # Bash game, take 1 to 3 (the article): P-positions are the multiples of 4.
    bash = Game(lambda n: [n - k for k in (1, 2, 3) if k <= n], name="Bash m=3")
    assert [n for n in range(41) if bash.is_p_position(n)] == list(range(0, 41, 4))
    assert bash.winning_moves(10) == [8]
    assert bash.winning_moves(8) == []


def test_one_nim_heap_has_its_size_as_sg_value():
    heap = Game(lambda n: range(n), name="heap")
    assert [heap.grundy(n) for n in range(12)] == list(range(12))


# -- sums of games ---------------------------------------------------------------------


@settings(max_examples=40, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.sets(st.integers(1, 6), min_size=1, max_size=3).map(sorted),
            st.integers(0, 14),
        ),
        min_size=1,
        max_size=3,
    )
)
def test_sum_sg_is_the_xor_of_the_parts(parts):
    games = [
        Game(lambda n, s=tuple(s): [n - k for k in s if k <= n], name=f"S={s}") for s, _ in parts
    ]
    position = tuple(heap for _, heap in parts)
    expected = 0
    for subtraction_set, heap in parts:
        expected ^= subtraction_grundy(subtraction_set, heap)[heap]
    total = game_sum(*games)
    assert total.grundy(position) == expected
    assert total.outcome(position) == ("P" if expected == 0 else "N")


def test_sum_of_two_heaps_is_two_heap_nim():
    heap = Game(lambda n: range(n), name="heap")
    two = game_sum(heap, heap)
    assert two.name == "heap + heap"
    # two-heap Nim: the P-positions are the equal pairs (symmetry strategy, the article)
    assert [(a, b) for a in range(6) for b in range(6) if two.is_p_position((a, b))] == [
        (n, n) for n in range(6)
    ]
    assert set(two.options((1, 2))) == {(0, 2), (1, 0), (1, 1)}
    assert two.winning_moves((3, 5)) == [(3, 3)]
    assert game_sum(heap, name="solo").name == "solo"


def test_game_sum_bad_arguments():
    heap = Game(lambda n: range(n), name="heap")
    with pytest.raises(ValueError, match="at least one game"):
        game_sum()
    with pytest.raises(TypeError, match="adds Game objects"):
        game_sum(heap, lambda n: range(n))
    two = game_sum(heap, heap)
    for bad in [(1, 2, 3), (1,), 3]:
        with pytest.raises(TypeError, match="tuple of 2 positions"):
            two.grundy(bad)
    with pytest.raises(TypeError, match="use a tuple instead of a list"):
        two.grundy([1, 2])


def test_game_sum_checks_each_component():
    def validate(n):
        if not isinstance(n, int) or n < 0:
            raise ValueError(f"a heap has a non-negative size, got {n!r}")

    heap = Game(lambda n: range(n), name="heap", validate=validate)
    with pytest.raises(ValueError, match="non-negative size, got -1"):
        game_sum(heap, heap).grundy((2, -1))


# -- depth and size -----------------------------------------------------------------------


def test_a_200000_long_chain_needs_no_recursion():
    chain = Game(lambda n: [n - 1] if n > 0 else [], name="chain")
    assert chain.grundy(200_000) == 200_000 % 2
    assert chain.grundy(199_999) == 199_999 % 2
    assert chain.grundy(200_001) == 200_001 % 2
    assert gc.isenabled()


def test_a_million_states_sum_of_two_take_1_or_2_games():
    size = 1000

    def moves(state):
        a, b = state
        return [(a - k, b) for k in (1, 2) if k <= a] + [(a, b - k) for k in (1, 2) if k <= b]

    game = Game(moves, name="take 1 or 2, twice")
    component = subtraction_grundy((1, 2), size - 1)
    # the published pattern of one take-1-or-2 heap (Bash game with m = 2): n mod 3
    assert component == [n % 3 for n in range(size)]
    assert (
        game.grundy((size - 1, size - 1), max_steps=None)
        == component[size - 1] ^ component[size - 1]
    )
    assert game.cache_size == size * size  # every state was solved, in one search
    rng = random.Random(2505)
    sample = [(rng.randrange(size), rng.randrange(size)) for _ in range(5000)]
    sample += [(a, size - 1) for a in range(size)] + [(0, b) for b in range(size)]
    for a, b in sample:
        assert game.grundy((a, b)) == component[a] ^ component[b], (a, b)


# -- loopy games -------------------------------------------------------------------------


def test_self_loop_is_loopy():
    game = Game(lambda n: [n], name="stay put")
    with pytest.raises(LoopyGameError) as info:
        game.grundy(7)
    error = info.value
    assert isinstance(error, ValueError)
    assert error.position == 7
    assert error.cycle == [7]
    message = str(error)
    assert "stay put is loopy" in message
    assert "7 -> 7" in message
    assert "acyclic" in message


def test_two_cycle_is_loopy_and_names_both_positions():
    game = Game(lambda s: {"a": ["b"], "b": ["a", "c"], "c": []}[s], name="ping-pong")
    with pytest.raises(LoopyGameError, match="'a' -> 'b' -> 'a'") as info:
        game.outcome("a")
    assert info.value.cycle == ["a", "b"]


def test_cycle_not_through_the_start_is_reported():
    # 0 -> 1 -> 2 -> 3 -> 1: the cycle is 1, 2, 3; position 0 is only a tail.
    game = Game(lambda n: {0: [1], 1: [2], 2: [3], 3: [1]}[n])
    with pytest.raises(LoopyGameError) as info:
        game.grundy(0)
    assert info.value.cycle == [1, 2, 3]
    assert info.value.position == 1


def test_a_100000_long_cycle_raises_without_recursion_error():
    length = 100_000
    game = Game(lambda n: [(n + 1) % length], name="big wheel")
    with pytest.raises(LoopyGameError) as info:
        game.grundy(5)
    error = info.value
    assert isinstance(error, ValueError)
    assert len(error.cycle) == length
    assert error.position == 5
    message = str(error)
    assert "position 5" in message
    assert f"({length} positions)" in message
    assert len(message) < 500  # the message shows a few positions, not all 100000
    assert gc.isenabled()


def test_after_a_loopy_error_the_acyclic_part_is_still_right():
    # the chain n -> n - 1, except that 10 also moves to itself
    game = Game(lambda n: ([n - 1] if n else []) + ([n] if n == 10 else []))
    with pytest.raises(LoopyGameError):
        game.grundy(12)
    assert [game.grundy(n) for n in range(10)] == [n % 2 for n in range(10)]
    with pytest.raises(LoopyGameError):
        game.grundy(11)
    assert gc.isenabled()


# -- bad moves functions -------------------------------------------------------------------


def test_moves_returning_none_says_return_is_missing():
    def forgot_return(n):
        [n - 1]  # noqa: B018 - the student's bug

    game = Game(forgot_return, name="oops")
    for query in (game.grundy, game.options, game.outcome, game.winning_moves):
        with pytest.raises((TypeError, ValueError), match="returned None for position 3") as info:
            query(3)
        assert "return" in str(info.value)
        assert "oops" in str(info.value)


def test_moves_returning_none_deep_in_the_search_names_that_position():
    game = Game(lambda n: [n - 1] if n > 0 else None, name="chain")
    with pytest.raises((TypeError, ValueError), match="returned None for position 0"):
        game.grundy(4)
    assert gc.isenabled()


@pytest.mark.parametrize("result", ["21", b"21", 5, 2.5, object()])
def test_moves_returning_a_non_iterable_or_text(result):
    game = Game(lambda n: result, name="odd")
    for query in (game.grundy, game.options):
        with pytest.raises((TypeError, ValueError), match="must return an iterable") as info:
            query(3)
        assert repr(result) in str(info.value)


@pytest.mark.parametrize("query", ["grundy", "options", "winning_moves", "outcome"])
def test_unhashable_positions_from_the_moves_function(query):
    game = Game(lambda n: [[n - 1]] if n else [], name="lists")
    with pytest.raises(TypeError) as info:
        getattr(game, query)(3)
    message = str(info.value)
    assert "moves function of lists" in message
    assert "unhashable position [2]" in message
    assert "tuple" in message


@pytest.mark.parametrize("query", ["grundy", "options", "outcome", "winning_moves", "graph"])
def test_unhashable_start_position(query):
    game = Game(lambda n: [], name="g")
    with pytest.raises(TypeError, match="must be hashable") as info:
        getattr(game, query)([1, 2])
    assert "tuple" in str(info.value)


def test_game_constructor_checks_its_arguments():
    with pytest.raises(TypeError, match="moves function"):
        Game([1, 2, 3])
    with pytest.raises(TypeError, match="validate must be callable"):
        Game(lambda n: [], validate="yes")
    assert repr(Game(lambda n: [], name="tiny")) == "Game('tiny')"


# -- validate hook -------------------------------------------------------------------------


def require_heap(n):
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"a heap size is an integer, got {n!r}")
    if n < 0:
        raise ValueError(f"a heap size cannot be negative, got {n}")


@pytest.mark.parametrize(
    "query",
    [
        lambda g, p: g.grundy(p),
        lambda g, p: g.outcome(p),
        lambda g, p: g.is_p_position(p),
        lambda g, p: g.winning_moves(p),
        lambda g, p: g.options(p),
        lambda g, p: g.table([0, p]),
        lambda g, p: g.graph(p),
    ],
)
def test_validate_rejects_bad_positions_in_every_query(query):
    game = Game(take_1_or_2, name="take 1 or 2", validate=require_heap)
    with pytest.raises(ValueError, match="cannot be negative, got -1"):
        query(game, -1)
    with pytest.raises(TypeError, match="heap size is an integer"):
        query(game, "3")
    with pytest.raises(TypeError, match="heap size is an integer"):
        query(game, True)


def test_validate_is_not_called_on_positions_the_solver_visits():
    seen = []
    game = Game(take_1_or_2, validate=seen.append)
    assert game.grundy(30) == 0
    assert seen == [30]


# -- cache, table, graph -------------------------------------------------------------------


def test_cache_is_shared_and_can_be_cleared():
    calls = []

    def moves(n):
        calls.append(n)
        return take_1_or_2(n)

    game = Game(moves)
    assert game.cache_size == 0
    assert game.grundy(10) == 1
    assert game.cache_size == 11
    assert sorted(calls) == list(range(11))
    calls.clear()
    assert game.outcome(7) == "N"
    assert game.is_p_position(9)
    assert game.table(range(11)) == {n: n % 3 for n in range(11)}
    assert calls == []  # all answered from the cache
    assert game.winning_moves(10) == [9]
    assert calls == [10]  # only the options of 10 were listed again
    game.clear_cache()
    assert game.cache_size == 0
    calls.clear()
    assert game.grundy(4) == 1
    assert sorted(calls) == list(range(5))
    assert game.cache_size == 5


def test_table_keeps_the_order_of_the_positions():
    game = Game(take_1_or_2)
    table = game.table([5, 0, 3, 7])
    assert list(table) == [5, 0, 3, 7]
    assert table == {5: 2, 0: 0, 3: 0, 7: 1}
    assert game.table([]) == {}
    assert game.table(n for n in (2, 2)) == {2: 2}


def test_graph_method_builds_the_reachable_game_graph():
    game = Game(take_1_or_2, name="take 1 or 2")
    graph = game.graph(5)
    assert isinstance(graph, nx.DiGraph)
    assert set(graph) == set(range(6))
    assert set(graph.edges) == {(n, n - k) for n in range(6) for k in (1, 2) if k <= n}
    assert {n: graph.nodes[n]["sg"] for n in graph} == {n: n % 3 for n in range(6)}
    assert graph.graph["start"] == 5
    with pytest.raises(ValueError, match="more than 3 positions"):
        game.graph(5, max_nodes=3)


# -- the search limit -------------------------------------------------------------------


def test_a_search_limit_refuses_a_wide_game_and_keeps_what_it_learned():
    nim3 = Game(lambda p: [p[:i] + (k,) + p[i + 1 :] for i, h in enumerate(p) for k in range(h)])
    with pytest.raises(SearchLimitError, match=r"more than 500 steps") as info:
        nim3.grundy((9, 9, 9), max_steps=500)
    assert info.value.limit == 500 and info.value.position == (9, 9, 9)
    learned = nim3.cache_size
    assert learned > 0
    # what it learned is right, and an unlimited search finishes the job
    assert all(value == nim_sum(*p) for p, value in nim3._grundy.items())
    assert nim3.grundy((9, 9, 9)) == nim_sum(9, 9, 9) and nim3.cache_size > learned


def test_a_search_limit_bounds_the_depth_of_a_long_chain():
    chain = Game(lambda n: [n - 1] if n else [], name="chain")
    with pytest.raises(SearchLimitError, match="chain: deciding who wins from 10000000"):
        chain.grundy(10**7, max_steps=10_000)
    assert chain.grundy(5_000, max_steps=10_001) == 0  # 5,000 positions entered + 5,000 moves


@pytest.mark.parametrize("bad", [0, -3, 2.5, "many"])
def test_a_search_limit_must_be_a_positive_integer(bad):
    with pytest.raises((TypeError, ValueError), match="max_steps"):
        Game(lambda n: []).grundy(1, max_steps=bad)
