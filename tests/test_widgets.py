"""Drive the ipywidgets apps without a browser: set values, read the app's state and HTML."""

import matplotlib

matplotlib.use("Agg")

import html  # noqa: E402
import itertools  # noqa: E402
from functools import cache  # noqa: E402

import ipywidgets as widgets  # noqa: E402
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from gametheory_helpers.games import multiplication  # noqa: E402
from gametheory_helpers.widgets import (  # noqa: E402
    GraphGameExplorer,
    MultiplicationExplorer,
    graph_game_explorer,
    multiplication_explorer,
    parse_edges,
)


@pytest.fixture(autouse=True)
def no_show_and_close(monkeypatch):
    def forbidden(*args, **kwargs):
        raise AssertionError("apps must not call plt.show()")

    monkeypatch.setattr(plt, "show", forbidden)
    plt.close("all")
    yield
    plt.close("all")


def reference_p_positions(edges):
    """P-positions of the directed-graph game, by recursion from the definition."""
    successors = {}
    for u, v in edges:
        successors.setdefault(u, []).append(v)
        successors.setdefault(v, [])
    memo = {}

    def is_p(v):
        if v not in memo:
            memo[v] = not any(is_p(w) for w in successors[v])
        return memo[v]

    return {v for v in successors if is_p(v)}


def poj2505_stan_wins(big_n):
    """POJ2505 as stated: reach p >= N to win (the widget's n is N - 1)."""

    @cache
    def mover_wins(p):
        return any(p * d >= big_n or not mover_wins(p * d) for d in range(2, 10))

    return mover_wins(1)


# -- parse_edges ------------------------------------------------------------------------------


def test_parse_edges_accepts_the_three_notations():
    text = "a -> b\n\n# a comment\n  3, 4  \nx y\n-1->2\nlong_name ->   7"
    assert parse_edges(text) == [("a", "b"), (3, 4), ("x", "y"), (-1, 2), ("long_name", 7)]


def test_parse_edges_rejects_a_bad_line_naming_it():
    with pytest.raises(ValueError) as info:
        parse_edges("a -> b\n# fine\na b c")
    assert str(info.value) == "line 3 ('a b c') is not an edge: write it as 'a -> b'"
    with pytest.raises(ValueError, match=r"line 1 \('lonely'\) is not an edge"):
        parse_edges("lonely")


@pytest.mark.parametrize("text", ["", "   \n\n", "# only a comment"])
def test_parse_edges_without_edges(text):
    with pytest.raises(ValueError, match="no edges yet: write one edge per line, like 'a -> b'"):
        parse_edges(text)


@pytest.mark.parametrize("bad", [None, 5, [("a", "b")]])
def test_parse_edges_needs_text(bad):
    with pytest.raises(TypeError, match="edges must be given as text"):
        parse_edges(bad)


# -- the directed-graph explorer -------------------------------------------------------------


def test_graph_game_explorer_default_graph():
    box = graph_game_explorer()
    assert isinstance(box, widgets.Box)
    app = box.app
    assert isinstance(app, GraphGameExplorer)
    assert app.edges_input in box.children[0].children
    # a -> b, b -> c, a -> c, c -> d: d terminal (P), c N, b P, a N
    assert app.kernel == {"b", "d"}
    assert app.kernel_count == 1
    assert app.error == ""
    assert "P-positions = the kernel: <b>b, d</b>" in app.message.value
    assert {v: app.graph.nodes[v]["outcome"] for v in "abcd"} == dict(
        zip("abcd", "NPNP", strict=True)
    )
    assert plt.get_fignums() == [], "the app must close its figures"


def test_typing_a_new_graph_updates_the_kernel():
    app = graph_game_explorer("0 -> 1").app
    assert app.kernel == {1}
    app.edges_input.value = "3 -> 2\n3 -> 1\n2 -> 1\n2 -> 0\n1 -> 0"
    assert app.kernel == {0, 3}
    assert "<b>0, 3</b>" in app.message.value


@settings(max_examples=15, deadline=None)
@given(
    st.integers(2, 7).flatmap(
        lambda n: st.sets(
            st.tuples(st.integers(0, n - 1), st.integers(0, n - 1)).filter(lambda e: e[0] < e[1]),
            min_size=1,
            max_size=12,
        )
    )
)
def test_explorer_kernel_is_the_p_positions_of_a_random_dag(edges):
    app = GraphGameExplorer("\n".join(f"v{u} -> v{v}" for u, v in sorted(edges)))
    assert app.kernel == reference_p_positions({(f"v{u}", f"v{v}") for u, v in edges})
    assert app.kernel_count == 1
    assert app.error == ""


def test_vertex_names_are_escaped_in_the_message():
    app = GraphGameExplorer("y -> <x>")
    assert app.kernel == {"<x>"}
    assert "<b>&lt;x&gt;</b>" in app.message.value


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("a b c", "line 1 ('a b c') is not an edge: write it as 'a -> b'"),
        ("", "no edges yet: write one edge per line, like 'a -> b'"),
        ("# nothing", "no edges yet: write one edge per line, like 'a -> b'"),
    ],
)
def test_bad_edges_show_a_message_not_an_exception(text, expected):
    app = GraphGameExplorer()
    app.edges_input.value = text
    assert app.error == expected
    assert html.escape(expected) in app.message.value
    assert "⚠" in app.message.value
    assert app.graph is None
    assert app.kernel == set()
    assert app.kernel_count is None
    app.edges_input.value = "p -> q"  # and it recovers
    assert app.error == ""
    assert app.kernel == {"q"}


def test_an_even_cycle_reports_two_kernels():
    app = GraphGameExplorer("a -> b\nb -> a")
    assert app.kernel_count == 2
    assert app.kernel == set()  # no single kernel to show
    text = html.unescape(app.message.value)
    assert "cycle through 'a'" in text
    assert "no SG values" in text
    assert "It has 2 kernel(s): {a}; {b}." in text
    assert "loopy" in app.error


def test_a_four_cycle_has_two_kernels_and_a_three_cycle_none():
    app = GraphGameExplorer("1 -> 2\n2 -> 3\n3 -> 4\n4 -> 1")
    assert app.kernel_count == 2
    assert "It has 2 kernel(s): {1, 3}; {2, 4}." in html.unescape(app.message.value)
    app.edges_input.value = "1 -> 2\n2 -> 3\n3 -> 1"
    assert app.kernel_count == 0
    assert "It has 0 kernel(s)." in html.unescape(app.message.value)
    assert app.kernel == set()


def test_a_cyclic_graph_with_a_unique_kernel():
    # 0 <-> 1 and 1 -> 2: {0, 2} is independent and 1 moves into it; no other set works
    app = GraphGameExplorer("0 -> 1\n1 -> 0\n1 -> 2")
    assert app.kernel_count == 1
    assert app.kernel == {0, 2}
    assert "It has 1 kernel(s): {0, 2}." in html.unescape(app.message.value)


def test_a_large_cycle_is_reported_without_counting_kernels():
    app = GraphGameExplorer("\n".join(f"{i} -> {(i + 1) % 13}" for i in range(13)))
    text = html.unescape(app.message.value)
    assert "has a cycle through" in text
    assert "kernel(s)" not in text  # 2^13 subsets: not counted
    assert app.kernel_count is None
    assert plt.get_fignums() == []


# -- the multiplication explorer ----------------------------------------------------------------


def test_multiplication_explorer_default_is_poj_sample_162():
    box = multiplication_explorer()
    assert isinstance(box, widgets.Box)
    app = box.app
    assert isinstance(app, MultiplicationExplorer)
    assert app.n_input in box.children
    assert app.verdict == "Stan"  # POJ2505 sample: 162 -> "Stan wins."
    assert "<b>Stan wins</b>" in app.result.value
    assert app.error == ""


@pytest.mark.parametrize(
    ("text", "verdict"), [("16", "Ollie"), ("34012225", "Stan"), (" 161 ", "Stan"), ("1", "Stan")]
)
def test_multiplication_explorer_poj_samples(text, verdict):
    app = MultiplicationExplorer()
    app.n_input.value = text
    assert app.verdict == verdict
    assert f"<b>{verdict} wins</b>" in app.result.value


def test_multiplication_explorer_matches_brute_force_and_the_module():
    app = MultiplicationExplorer()
    for n in itertools.chain(range(1, 80), [999, 1000, 6560, 6561, 10**6]):
        app.n_input.value = str(n)
        assert app.verdict == ("Stan" if poj2505_stan_wins(n + 1) else "Ollie"), n
        assert app.verdict == multiplication.winner(n)
        assert app.intervals == multiplication.kernel_intervals(n)
        assert app.result.value.count("<tr>") == len(app.intervals) + 1  # header + one per row


def test_multiplication_explorer_table_by_hand():
    app = MultiplicationExplorer(20)
    assert app.intervals == [(21, None, "P"), (3, 20, "N"), (2, 2, "P"), (1, 1, "N")]
    assert "<tr><td>21</td><td>∞</td><td>P</td></tr>" in app.result.value
    assert "<tr><td>3</td><td>20</td><td>N</td></tr>" in app.result.value
    assert "p = 1 is an N-position" in app.result.value


def test_underscores_group_digits():
    app = MultiplicationExplorer()
    app.n_input.value = "34_012_225"
    assert app.verdict == "Stan"
    assert app.intervals == multiplication.kernel_intervals(34012225)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("many", "n must be a whole number such as 161, got 'many'"),
        ("", "n must be a whole number such as 161, got ''"),
        ("1.5", "n must be a whole number such as 161, got '1.5'"),
        ("10**40", "n must be a whole number such as 161, got '10**40'"),
        ("0", "n must be at least 1, got 0"),
        ("-3", "n must be at least 1, got -3"),
        ("1" + "0" * 31, "n is limited to 10^30 here, to keep the table short"),
    ],
)
def test_bad_n_shows_a_message(text, expected):
    app = MultiplicationExplorer()
    app.n_input.value = text
    assert app.error == expected
    assert html.escape(expected) in app.result.value
    assert "⚠" in app.result.value
    assert app.verdict == ""
    assert app.intervals == []
    app.n_input.value = "16"  # and it recovers
    assert (app.error, app.verdict) == ("", "Ollie")
