"""The cheat sheet: for every game of the collection, its P-position condition, winning move,
cost, contest template and judge problems, one :class:`Row` per game.

The rows are the single source of the cheat sheet page (``notebooks/11_cheat_sheet.ipynb``,
written by ``tools/cheat_sheet.py``).  Where the condition is a closed form, the row carries a
:class:`Check`: the condition as a predicate, the game searched by the generic solver, and the
small positions on which the two must agree (:func:`check_row`).

Example
-------
>>> row = next(r for r in ROWS if r.game == "Bash's game")
>>> row.templates, row.problems[:2]
(('bash', 'bash_first_bids', 'buttons_min_divisor'), ('HDU2188', 'HDU2149'))
>>> check_row(row)  # positions compared with the search
217
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import reduce
from itertools import combinations, product
from math import isqrt
from operator import xor
from typing import Any

from ..i18n import N_, _

__all__ = ["ROWS", "Check", "Row", "check_row", "markdown_table", "rows_by_chapter"]


@dataclass(frozen=True)
class Check:
    """A closed form against the search: ``closed(position)`` and ``searched(position)`` are
    both True exactly when the position is a P-position (the player to move loses), for every
    position that ``positions()`` yields."""

    closed: Callable[[Any], bool]
    searched: Callable[[Any], bool]
    positions: Callable[[], Iterable[Any]]


@dataclass(frozen=True)
class Row:
    """One game of the collection, as the cheat sheet shows it.

    ``p_condition`` and ``winning_move`` are Markdown with LaTeX (no ``|``: they sit in a
    table); ``templates`` are slugs of ``gametheory_helpers/contest/templates``; ``problems``
    are judge problem ids (:func:`gametheory_helpers.judge.get_problem`): every one the
    templates name (each template is Accepted on the problems its header names), and any the
    judge cannot run.  The cost column is each template's own (its header's ``cost``).
    """

    game: str
    chapter: str
    p_condition: str
    winning_move: str
    templates: tuple[str, ...] = ()
    problems: tuple[str, ...] = ()
    check: Check | None = None


# -- the checks: each condition as the sheet states it, against the game searched ---------------


def _heap_rows(most_heaps: int, top: int) -> Iterable[tuple[int, ...]]:
    for count in range(1, most_heaps + 1):
        yield from product(range(top + 1), repeat=count)


def _bash_check() -> Check:
    from gametheory_helpers.games import bash

    return Check(
        closed=lambda c: c[0] % (c[1] + 1) == 0,
        searched=lambda c: bash.bash(c[1]).outcome(c[0]) == "P",
        positions=lambda: product(range(31), range(1, 8)),
    )


def _misere_bash_check() -> Check:
    from gametheory_helpers.games import bash

    return Check(
        closed=lambda c: c[0] % (c[1] + 1) == 1,
        searched=lambda c: bash.misere_bash(c[1]).outcome(c[0]) == "P",
        positions=lambda: product(range(1, 31), range(1, 8)),
    )


def _nim_check() -> Check:
    from gametheory_helpers.games import nim

    return Check(
        closed=lambda h: reduce(xor, h, 0) == 0,
        searched=lambda h: nim.nim().outcome(h) == "P",
        positions=lambda: _heap_rows(3, 5),
    )


def _staircase_check() -> Check:
    from gametheory_helpers.games import nim

    return Check(
        closed=lambda s: reduce(xor, s[0::2], 0) == 0,  # steps 1, 3, 5, ...
        searched=lambda s: nim.staircase_nim().outcome(s) == "P",
        positions=lambda: _heap_rows(3, 3),
    )


def _moore_closed(case: tuple[int, tuple[int, ...]]) -> bool:
    k, heaps = case
    return all(sum(h >> bit & 1 for h in heaps) % (k + 1) == 0 for bit in range(8))


def _moore_check() -> Check:
    from gametheory_helpers.games import nim

    return Check(
        closed=_moore_closed,
        searched=lambda c: nim.moore_nim(c[0]).outcome(c[1]) == "P",
        positions=lambda: ((k, h) for k in (1, 2, 3) for h in _heap_rows(3, 3)),
    )


def _wythoff_closed(position: tuple[int, int]) -> bool:
    a, b = sorted(position)
    k = b - a
    return a == (k + isqrt(5 * k * k)) // 2  # floor(k * phi), exactly


def _wythoff_check() -> Check:
    from gametheory_helpers.games import wythoff

    return Check(
        closed=_wythoff_closed,
        searched=lambda p: wythoff.wythoff().outcome(p) == "P",
        positions=lambda: product(range(16), repeat=2),
    )


def _fibonacci_check() -> Check:
    from gametheory_helpers.games import fibonacci
    from gametheory_helpers.numbers import is_fibonacci

    return Check(
        closed=is_fibonacci,
        searched=lambda n: fibonacci.fibonacci_nim().outcome(fibonacci.start_position(n)) == "P",
        positions=lambda: range(2, 70),
    )


def _k_sequence(k: int, limit: int) -> list[int]:
    """The first player's losing sizes, built as the sheet says (not by the package)."""
    a, b = [1], [1]
    while a[-1] <= limit:
        nxt = b[-1] + 1
        t = max((i for i in range(len(a)) if k * a[i] < nxt), default=None)
        a.append(nxt)
        b.append(nxt + (b[t] if t is not None else 0))
    return a


def _dynamic_check() -> Check:
    from gametheory_helpers.games import fibonacci

    return Check(
        closed=lambda c: c[1] in _k_sequence(c[0], c[1]),
        searched=lambda c: (
            fibonacci.dynamic_subtraction(c[0]).outcome(fibonacci.start_position(c[1])) == "P"
        ),
        positions=lambda: product((1, 2, 3, 4), range(2, 40)),
    )


def _anti_nim_closed(heaps: tuple[int, ...]) -> bool:
    s = reduce(xor, heaps, 0)
    return s == 1 if max(heaps) <= 1 else s == 0


def _anti_nim_check() -> Check:
    from gametheory_helpers.games import misere, nim

    game = misere.misere(nim.nim())
    return Check(
        closed=_anti_nim_closed,
        searched=lambda h: game.outcome(h) == "P",
        positions=lambda: (h for h in _heap_rows(3, 4) if any(h)),
    )


def _lasker_value(h: int) -> int:
    return h + 1 if h % 4 == 3 else h - 1 if h % 4 == 0 and h else h


def _lasker_check() -> Check:
    from gametheory_helpers.games import octal

    game = octal.lasker_nim()
    return Check(
        closed=lambda h: reduce(xor, map(_lasker_value, h), 0) == 0,
        searched=lambda h: game.outcome(tuple(sorted(x for x in h if x))) == "P",
        positions=lambda: _heap_rows(2, 7),
    )


def _odious(x: int) -> int:
    return 2 * x + (bin(x).count("1") % 2 == 0)


def _coin_check(rule_name: str, value: Callable[[int], int], first: int) -> Check:
    from gametheory_helpers.games import coins

    game = coins.coin_game(getattr(coins, rule_name)())
    cells = range(first, first + 7)
    return Check(
        closed=lambda heads: reduce(xor, map(value, heads), 0) == 0,
        searched=lambda heads: game.outcome(frozenset(heads)) == "P",
        positions=lambda: (set(c) for size in range(4) for c in combinations(cells, size)),
    )


def _corners_check() -> Check:
    from gametheory_helpers.games import nimbers

    game = nimbers.turning_corners()
    cells = list(product(range(3), repeat=2))
    return Check(
        closed=lambda heads: reduce(xor, (nimbers.nim_multiply(x, y) for x, y in heads), 0) == 0,
        searched=lambda heads: game.outcome(frozenset(heads)) == "P",
        positions=lambda: (set(c) for size in range(3) for c in combinations(cells, size)),
    )


def _euclid_closed(pair: tuple[int, int]) -> bool:
    a, b = max(pair), min(pair)
    return b < a and (2 * a - b) ** 2 < 5 * b * b  # b < a < phi * b, exactly


def _euclid_check() -> Check:
    from gametheory_helpers.games import euclid

    game = euclid.euclid_game()
    return Check(
        closed=_euclid_closed,
        searched=lambda p: game.outcome(p) == "P",
        positions=lambda: product(range(1, 25), repeat=2),
    )


def _circle_check() -> Check:
    from gametheory_helpers.games import symmetry

    return Check(
        closed=lambda n: n >= 3,
        searched=lambda n: symmetry.circle_coins(n).outcome(frozenset(range(n))) == "P",
        positions=lambda: range(1, 10),
    )


def _multiplication_closed(n: int) -> bool:
    """POJ2505's n (Stan wins at p >= n): Ollie wins iff 9 * 18^k < n <= 18^(k+1)."""
    return any(9 * 18**k < n <= 18 ** (k + 1) for k in range(12))


def _multiplication_check() -> Check:
    from gametheory_helpers.games import multiplication

    return Check(
        closed=_multiplication_closed,
        searched=lambda n: multiplication.multiplication_game(n - 1).outcome(1) == "P",
        positions=lambda: [*range(2, 400), 2915, 2916, 2917, 5831, 5832, 5833],
    )


# -- the rows ----------------------------------------------------------------------------------

ROWS: tuple[Row, ...] = (
    # 01
    Row(
        "A multiplication game",
        "01",
        r"$p$ starts at 1, each turn $p \times 2..9$, reaching $p \ge n$ wins: the start is P "
        r"iff $9 \cdot 18^k < n \le 18^{k+1}$",
        r"to a $p$ in the next P-interval (the intervals alternate, from $n$ down)",
        ("multiplication_game",),
        ("POJ2505",),
        _multiplication_check(),
    ),
    Row(
        "Team Nim",
        "01",
        r"a table over (stones left, player to move): P iff every take leads to an N entry",
        r"a take that leads to a P entry of the table",
        ("team_nim",),
        ("POJ2068",),
    ),
    # 02
    Row(
        "Bash's game",
        "02",
        r"$(m+1) \mid n$",
        r"take $n \bmod (m+1)$; then answer $x$ with $m+1-x$",
        ("bash", "bash_first_bids", "buttons_min_divisor"),
        ("HDU2188", "HDU2149", "POJ2368"),
        _bash_check(),
    ),
    Row(
        "Misère Bash (last stone loses)",
        "02",
        r"$n \equiv 1 \pmod{m+1}$",
        r"take $(n-1) \bmod (m+1)$; then answer $x$ with $m+1-x$",
        ("misere_bash",),
        ("LOCAL_MISERE_BASH",),
        _misere_bash_check(),
    ),
    Row(
        "Nim",
        "02",
        r"$a_1 \oplus a_2 \oplus \dots \oplus a_n = 0$",
        r"$s = \bigoplus a_i$; shrink a heap with $a_i \oplus s < a_i$ to $a_i \oplus s$",
        ("nim", "nim_tests", "nim_winning_moves", "rabbit_and_grass"),
        ("POJ2234", "P2197", "POJ2975", "HDU1850", "HDU1849"),
        _nim_check(),
    ),
    Row(
        "Staircase Nim (Georgia and Bob)",
        "02",
        r"the xor of the coins on the odd steps is 0",
        r"a Nim move on the odd steps; coins moved off an even step, move on one step",
        ("staircase_nim",),
        ("POJ1704",),
        _staircase_check(),
    ),
    Row(
        "Moore's Nim_k",
        "02",
        r"in every binary digit, the count of heaps with a 1 is a multiple of $k+1$",
        r"from the top digit down, fix each count using at most $k$ heaps",
        ("moore_nim",),
        ("LOCAL_MOORE_NIM",),
        _moore_check(),
    ),
    # 03
    Row(
        "Wythoff's game",
        "03",
        r"$a \le b$ and $a = \lfloor (b-a)\varphi \rfloor$: the pairs "
        r"$(\lfloor k\varphi \rfloor, \lfloor k\varphi^2 \rfloor)$",
        r"to the pair $(a_k, b_k)$ reachable by one heap or by both",
        ("wythoff", "wythoff_moves"),
        ("POJ1067", "HDU1527", "P2252", "HDU2177"),
        _wythoff_check(),
    ),
    # 04
    Row(
        "Fibonacci Nim",
        "04",
        r"$n$ is a Fibonacci number",
        r"take the smallest term of $n$'s Zeckendorf sum (none when $n$ is a Fibonacci "
        r"number: the first take may not be all $n$)",
        ("fibonacci_nim", "hrpa_first_move"),
        ("HDU2516", "BZOJ2275"),
        _fibonacci_check(),
    ),
    Row(
        "k-fold dynamic subtraction",
        "04",
        r"$n = a_i$: $a_1 = b_1 = 1$, $a_{i+1} = b_i + 1$, $b_{i+1} = a_{i+1} + b_t$ "
        r"($t$ largest with $k a_t < a_{i+1}$; $b_{i+1} = a_{i+1}$ when no $t$ has "
        r"$k a_t < a_{i+1}$)",
        r"take the smallest term of $n$'s greedy sum of $a_i$",
        ("dynamic_subtraction_k",),
        ("HDU2486", "HDU2580", "POJ3922"),
        _dynamic_check(),
    ),
    # 05
    Row(
        "Any game on a DAG (sums: the SG theorem)",
        "05",
        r"$g = 0$, with $g(v) = \operatorname{mex}\{g(w)\}$ and "
        r"$g(G_1 + \dots + G_n) = g(G_1) \oplus \dots \oplus g(G_n)$",
        r"in one component, to an option $w$ with $g(w) = g_i \oplus s$",
        ("sg_dag",),
        ("POJ2425", "HDU1524"),
    ),
    Row(
        "Subtraction games, S-Nim",
        "05",
        r"$\bigoplus g_S(h_i) = 0$, $g_S(h) = \operatorname{mex}\{g_S(h-s) : s \in S\}$ "
        r"(eventually periodic)",
        r"as in the SG theorem, by the table",
        ("sg_subtraction_set", "powers_of_two", "fibonacci_subtraction"),
        ("POJ2960", "HDU1536", "HDU1847", "HDU1848"),
    ),
    Row(
        "Octal games (Kayles, Dawson, Crosses, Stripes)",
        "05",
        r"the xor of the rows' values is 0; a value is the mex over the splits "
        r"$g(i) \oplus g(j)$",
        r"a move into a row whose new value makes the xor 0",
        ("octal_recurrence", "octal_dawson", "stripes"),
        ("POJ3537", "HDU4664", "BZOJ2940"),
    ),
    Row(
        "Cutting game",
        "05",
        r"$g(w, h) = 0$, the mex over all cuts of $g(\text{part}_1) \oplus g(\text{part}_2)$ "
        r"(pieces that cannot win at once)",
        r"a cut after which the xor of all the pieces' values is 0",
        ("cutting_game",),
        ("POJ2311",),
    ),
    Row(
        "Queens moving to the corner",
        "05",
        r"no queen on a line to $(0,0)$ and the xor of the queens' SG values is 0",
        r"move a queen straight to $(0,0)$ if one can; else by the SG table",
        ("queens",),
        ("BZOJ1457",),
    ),
    # 06
    Row(
        "Anti-Nim (misère Nim), anti-SG",
        "06",
        r"all heaps $\le 1$ and $\bigoplus a_i = 1$, or a heap $\ge 2$ and "
        r"$\bigoplus a_i = 0$ (SJ theorem)",
        r"as in Nim, but a move that leaves no heap $\ge 2$ leaves an odd number of 1s",
        ("anti_nim", "anti_nim_twin", "anti_nim_rows"),
        ("POJ3480", "HDU1907", "HDU2509"),
        _anti_nim_check(),
    ),
    Row(
        "Lasker's Nim (take or split)",
        "06",
        r"$\bigoplus g(h_i) = 0$; $g(4k+1) = 4k+1$, $g(4k+2) = 4k+2$, "
        r"$g(4k+3) = 4k+4$, $g(4k+4) = 4k+3$",
        r"as in Nim on the values $g(h_i)$ (a split may be needed)",
        ("lasker_nim",),
        ("HDU3032",),
        _lasker_check(),
    ),
    Row(
        "Every-SG (move in every component)",
        "06",
        r"the largest step over the components is even (step: 0 at the end; the winner of "
        r"a component keeps it alive, the loser ends it)",
        r"where you win, to a P-option of largest step; where you lose, of smallest step",
        ("every_sg",),
        ("HDU3595", "BZOJ1393"),
    ),
    # 07
    Row(
        "Mock Turtles (turn 1, 2 or 3 coins)",
        "07",
        r"$\bigoplus$ odious$(x) = 0$ over the heads (coins from 0): "
        r"$2x + [\text{popcount}(x) \text{ even}]$",
        r"turn at most 3 coins to bring the xor to 0",
        ("mock_turtles",),
        ("HDU3537",),
        _coin_check("mock_turtles", _odious, 0),
    ),
    Row(
        "The Ruler game (turn a run of coins)",
        "07",
        r"$\bigoplus (x \mathbin{\&} {-x}) = 0$ over the heads (coins from 1): "
        r"the value of $x$'s lowest 1 bit",
        r"turn a run ending at a head to bring the xor to 0",
        ("ruler",),
        ("LOCAL_RULER",),
        _coin_check("ruler", lambda x: x & -x, 1),
    ),
    # 08
    Row(
        "Green Hackenbush (trees, Christmas trees)",
        "08",
        r"the xor of the trees' values is 0: $g(v) = \bigoplus_{c} (g(c) + 1)$ over the "
        r"children; an odd cycle is one edge, an even cycle one vertex",
        r"cut an edge that makes the total 0",
        ("hackenbush_christmas",),
        ("POJ3710",),
    ),
    # 09
    Row(
        "Turning corners, the Nim product",
        "09",
        r"$\bigoplus x \otimes y = 0$ over the heads ($x \otimes y \otimes z$ in three "
        r"dimensions)",
        r"a rectangle whose corners bring the xor to 0",
        ("nim_product", "nim_product_3d"),
        ("HDU3404", "POJ3533"),
        _corners_check(),
    ),
    # 10
    Row(
        "Euclid's game",
        "10",
        r"$b < a < \varphi b$ (with $a \ge b$)",
        r"at $a \ge 2b$: to $(a \bmod b + b, b)$ or $(a \bmod b, b)$, whichever is P; at "
        r"$\varphi b < a < 2b$: the forced move $(a - b, b)$, which is P; at $a = b$: take all",
        ("euclid_game",),
        ("POJ2348", "HDU1525"),
        _euclid_check(),
    ),
    Row(
        "Coins in a circle (symmetry)",
        "10",
        r"$n \ge 3$",
        r"$n \le 2$: take every coin; $n \ge 3$: none (the second player leaves two equal "
        r"rows, then copies)",
        ("symmetry_circle",),
        ("POJ2484",),
        _circle_check(),
    ),
    Row(
        "The pirates puzzle",
        "10",
        r"not a P/N question: proposer $n$ survives iff $n \le 2m+1$ or $n - 2m$ is a "
        r"power of 2",
        r"one coin to each pirate of his own parity (when $n \le 2m+1$)",
        ("pirates",),
        ("HDU1538",),
    ),
    Row(
        "I Love this Game (a score game)",
        "10",
        r"not a P/N question: the best score difference, by DP over the sorted numbers",
        r"the pick that maximises your lead",
        ("i_love_this_game",),
        ("POJ1678",),
    ),
)


def check_row(row: Row) -> int:
    """Compare the row's closed form with the search on its small positions; return how many
    positions agreed, or raise ``AssertionError`` naming the first that does not.

    >>> check_row(next(r for r in ROWS if r.game == "Nim"))
    258
    """
    from gametheory_helpers.validation import require_type

    require_type(row, Row, "row", N_("a row of the cheat sheet, such as ROWS[0]"))
    if row.check is None:
        raise ValueError(_("{game!r} has no closed form to check").format(game=row.game))
    count = 0
    for position in row.check.positions():
        closed, searched = row.check.closed(position), row.check.searched(position)
        if closed != searched:
            raise AssertionError(
                f"{row.game}: at {position!r} the sheet says "
                f"{'P' if closed else 'N'}, the search {'P' if searched else 'N'}"
            )
        count += 1
    return count


def rows_by_chapter() -> dict[str, list[Row]]:
    """The rows grouped by chapter, in the order of :data:`ROWS`.

    >>> list(rows_by_chapter())[:3]
    ['01', '02', '03']
    """
    grouped: dict[str, list[Row]] = {}
    for row in ROWS:
        grouped.setdefault(row.chapter, []).append(row)
    return grouped


TEMPLATE_LINK = "../gametheory_helpers/contest/templates/"
ZERO_WIDTH_SPACE = "\u200b"


def breakable(slug: str) -> str:
    """``slug`` with a zero-width space after each ``_``: a narrow column (a slide's table)
    may break a long name there instead of growing wider than the slide.

    >>> breakable("sg_dag") == "sg_\u200bdag"
    True
    """
    return slug.replace("_", "_" + ZERO_WIDTH_SPACE)


def markdown_table(rows: Iterable[Row]) -> str:
    """The rows as a Markdown table, each template linked (relative to ``notebooks/``) on a
    line of its own, with its own cost and the problems it is Accepted on; a problem the judge
    cannot run follows as "named only".

    >>> print(markdown_table(ROWS[2:3]).splitlines()[2][:40])
    | Bash's game | $(m+1) \\mid n$ | take $n
    """
    from gametheory_helpers.contest import template
    from gametheory_helpers.judge import get_problem
    from gametheory_helpers.validation import require_iterable, require_type

    rows = [
        require_type(row, Row, _("each row"), N_("a row of the cheat sheet, such as ROWS[0]"))
        for row in require_iterable(rows, "rows", N_("a list of rows of the cheat sheet"))
    ]
    lines = [
        "| game | P-position (先手必败) iff | winning move | template | cost | problems |",
        "|---|---|---|---|---|---|",
    ]
    for row in rows:
        kit = [template(slug) for slug in row.templates]
        named = {problem for t in kit for problem in t.problems}
        others = [p for p in row.problems if p not in named and not get_problem(p).judgeable]
        problems = [", ".join(t.problems) for t in kit]
        if others:
            problems.append(", ".join(others) + " (named only)")
        cells = [
            row.game,
            row.p_condition,
            row.winning_move,
            "<br>".join(
                f"{t.slug} [C++]({TEMPLATE_LINK}{t.slug}.cpp) [Py]({TEMPLATE_LINK}{t.slug}.py)"
                for t in kit
            )
            or "—",
            "<br>".join(f"{breakable(t.slug)}: {t.cost}" for t in kit) or "—",
            "<br>".join(problems),
        ]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)
