"""Coin-turning games (翻硬币游戏, the slides) and the theorem that makes them easy.

Coins lie in a row, some heads up (正面朝上), some tails up.  A move turns over
a set of coins allowed by the game's *rule*, and the **rightmost** coin turned
must go from heads to tails.  The player who cannot move loses.  A position is
the set of positions of its heads (a ``frozenset`` of coin numbers).

**Theorem (the slides).** The SG value of a position is the xor of the SG values
of its heads, each taken alone: ``SG(H) = xor of g(x) for x in H`` where
``g(x) = SG({x})``.  *Why:* read a head as a game of its own.  A move that turns
``x`` (a head) and the coins of ``T`` (all left of ``x``) replaces the head ``x``
by one head on each coin of ``T``; a coin of ``T`` that was already a head now
carries two heads, and two equal games xor to 0, exactly as turning that coin
back to tails does.  So the row is the sum (游戏的和) of its single heads.  It
follows that ``g(x) = mex{ xor of g(t) for t in T : T a companion set of x }``.

Rules of the slides (the numbering of coins follows the slides):

===================  ===========================================  ==========================
rule                 a move turns                                 ``g(x)``
===================  ===========================================  ==========================
``one_coin``         one coin (coins 1, 2, ...)                   1
``one_or_two_coins`` one or two coins (coins 1, 2, ...)           ``x``: Nim
``two_coins``        exactly two coins (coins 0, 1, ...)          ``x``: Nim again
``twins(S)``         two coins at distance ``d`` in S (from 0)    the subtraction game S
``consecutive(n)``   ``n`` consecutive coins (coins 1, 2, ...)    1 if ``n`` divides ``x``
``mock_turtles``     one, two or three coins (coins 0, 1, ...)    the ``x``-th odious number
``ruler``            any run of consecutive coins (coins 1, ...)  largest power of 2 in ``x``
===================  ===========================================  ==========================

>>> row = frozenset({0, 1, 2, 3})              # HDU3537's third sample
>>> [mock_turtles_grundy(x) for x in sorted(row)], position_grundy(mock_turtles(), row)
([1, 2, 4, 7], 0)
>>> coin_game(mock_turtles()).grundy(row)      # the brute force agrees: a P-position
0
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from functools import reduce
from itertools import combinations
from operator import xor

from ..core import Game, mex
from ..i18n import N_, _
from ..validation import require_at_most, require_int, require_integers, show

__all__ = [
    "CoinRule",
    "coin_game",
    "consecutive",
    "consecutive_grundy",
    "format_coins",
    "hdu3537",
    "is_evil",
    "is_odious",
    "mock_turtles",
    "mock_turtles_grundy",
    "odious_numbers",
    "one_coin",
    "one_or_two_coins",
    "parse_coins",
    "position_grundy",
    "ruler",
    "ruler_grundy",
    "single_head_values",
    "subtraction_values",
    "turn",
    "twins",
    "two_coins",
    "winning_turns",
]

HEADS = "H"
TAILS = "T"
MAX_SINGLE_HEAD_TABLE = 10**5
SINGLE_HEAD_STEPS = 300_000  # companion sets looked at by single_head_values: about a second


@dataclass(frozen=True, eq=False)
class CoinRule:
    """A coin-turning rule: which coins may be turned together with a rightmost coin ``x``.

    Parameters
    ----------
    name:
        a readable name (used in messages and plots).
    companions:
        ``companions(x)`` returns the sets of *other* coins (all left of ``x``,
        none before ``first``) that a move may turn together with ``x``; the
        empty set means "turn ``x`` alone".
    first:
        the number of the leftmost coin (0 or 1, as in the slides).
    closed_form:
        optional ``g(x)``: the SG value of a lone head on coin ``x`` as a
        theorem states it.
    name_values:
        optional values that fill ``name`` in when it is a template, so that the
        name can be translated (see :attr:`shown_name`).

    >>> rule = CoinRule("turn one coin", lambda x: [()], first=1)
    >>> rule.turn_sets(3)
    [frozenset({3})]
    """

    name: str
    companions: Callable[[int], Iterable[Iterable[int]]]
    first: int = 0
    closed_form: Callable[[int], int] | None = field(default=None, repr=False)
    name_values: dict[str, object] | None = field(default=None, repr=False)
    #: the untranslated template of :attr:`name` (``name`` itself when it has no values)
    template: str = field(init=False, repr=False)

    def __post_init__(self) -> None:
        if not callable(self.companions):
            raise TypeError(
                _("companions must be a function of the rightmost coin, got {value}").format(
                    value=show(self.companions)
                )
            )
        require_int(self.first, _("the number of the first coin"), minimum=0)
        if not isinstance(self.name, str):
            raise TypeError(_("name must be a string, got {value}").format(value=show(self.name)))
        object.__setattr__(self, "template", self.name)  # a frozen dataclass's derived field
        if self.name_values is not None:
            if not isinstance(self.name_values, dict):
                raise TypeError(
                    _("name_values must be a dict such as {{'n': 3}}, got {value}").format(
                        value=show(self.name_values)
                    )
                )
            # ``name`` was given as a template: keep it, and make ``name`` the English text
            try:
                english = self.name.format(**self.name_values)
            except (KeyError, IndexError, ValueError) as error:
                raise ValueError(
                    _("name {name} does not fit name_values {values}: {error}").format(
                        name=show(self.name), values=show(self.name_values), error=error
                    )
                ) from None
            object.__setattr__(self, "name", english)

    def __repr__(self) -> str:
        return f"CoinRule({show(self.name)})"

    @property
    def shown_name(self) -> str:
        """:attr:`name` in the reader's language (``set_language``); ``name`` stays English.

        With ``name_values``, ``name`` is a template (marked ``N_()``) and these fill it in:

        >>> consecutive(3).name, consecutive(3).shown_name
        ('turn 3 consecutive coins', 'turn 3 consecutive coins')
        """
        if self.name_values is None:
            return _(self.name)
        return _(self.template).format(**self.name_values)

    def check_coin(self, x: object, what: str = N_("a coin number")) -> int:
        """Return ``x`` if it is a coin of this rule's row (an integer ``>= first``)."""
        return require_int(
            x, _("{what} of {name}").format(what=_(what), name=self.name), minimum=self.first
        )

    def companion_sets(self, x: int) -> list[frozenset[int]]:
        """The checked companion sets of the rightmost coin ``x``, without repeats.

        >>> mock_turtles().companion_sets(1)
        [frozenset(), frozenset({0})]
        """
        self.check_coin(x)
        result: dict[frozenset[int], None] = {}
        for raw in self.companions(x):
            if isinstance(raw, str | bytes) or not isinstance(raw, Iterable):
                raise TypeError(
                    _(
                        "companions({x}) of {name} must give sets of coin numbers, got {value}"
                    ).format(x=x, name=self.name, value=show(raw))
                )
            coins = frozenset(raw)
            for coin in coins:
                if isinstance(coin, bool) or not isinstance(coin, int):
                    raise TypeError(
                        _("companions({x}) of {name} gave a non-integer coin {coin}").format(
                            x=x, name=self.name, coin=show(coin)
                        )
                    )
                if not self.first <= coin < x:
                    raise ValueError(
                        _(
                            "companions({x}) of {name} gave coin {coin}: the other coins of a move "
                            "must lie left of the rightmost coin {x} and at or after coin {first}"
                        ).format(x=x, name=self.name, coin=coin, first=self.first)
                    )
            result[coins] = None
        return list(result)

    def turn_sets(self, x: int) -> list[frozenset[int]]:
        """Every set of coins a move may turn when ``x`` is its rightmost coin.

        >>> ruler().turn_sets(3)
        [frozenset({3}), frozenset({2, 3}), frozenset({1, 2, 3})]
        """
        return [companions | {x} for companions in self.companion_sets(x)]


# -- positions -------------------------------------------------------------------------


def _rule(rule: object) -> CoinRule:
    if not isinstance(rule, CoinRule):
        raise TypeError(
            _(
                "rule must be a coin-turning rule such as mock_turtles() or ruler(), got {value}"
            ).format(value=show(rule))
        )
    return rule


def _heads(rule: CoinRule, heads: object) -> frozenset[int]:
    _rule(rule)
    if isinstance(heads, str | bytes) or not isinstance(heads, Iterable):
        raise TypeError(
            _(
                "a position of {name} is the set of its heads, such as frozenset({{1, "
                "4}}); got {value}"
            ).format(name=rule.name, value=show(heads))
        )
    result = frozenset(heads)
    for x in result:
        rule.check_coin(x, N_("every head"))
    return result


def parse_coins(text: str, first: int = 0) -> frozenset[int]:
    """Read a row of coins written left to right: ``H`` (or ``1``) heads, ``T`` (or ``0``) tails.

    The leftmost character is coin ``first``.  Spaces are ignored.  (The slides
    draws heads as ○ and tails as ●: its row ●○●○●●○ is ``"THTHTTH"``.)

    >>> sorted(parse_coins("THTHTTH"))           # the slides' example, coins from 0
    [1, 3, 6]
    >>> sorted(parse_coins("THHT", first=1))
    [2, 3]
    """
    if not isinstance(text, str):
        raise TypeError(
            _("a row of coins is a string such as 'HTTH', got {value}").format(value=show(text))
        )
    require_int(first, _("the number of the first coin"), minimum=0)
    heads = set()
    for index, char in enumerate(text.replace(" ", "")):
        if char in "Hh1":
            heads.add(first + index)
        elif char not in "Tt0":
            raise ValueError(
                _(
                    "cannot read {char} in the row {text}: write heads as H (or 1) and "
                    "tails as T (or 0)"
                ).format(char=show(char), text=show(text))
            )
    return frozenset(heads)


def format_coins(heads: Iterable[int], length: int, first: int = 0) -> str:
    """Write the row of coins ``first .. first + length - 1`` with H for heads, T for tails.

    >>> format_coins({1, 3, 6}, 7)
    'THTHTTH'
    """
    require_int(length, _("the length of the row"), minimum=0, maximum=100_000)
    require_int(first, _("the number of the first coin"), minimum=0)
    chosen = set(require_integers(heads, "heads", N_("a set of coin numbers such as {1, 3, 6}")))
    outside = sorted(x for x in chosen if not first <= x < first + length)
    if outside:
        raise ValueError(
            _("head {outside} lies outside the row of coins {first}..{last}").format(
                outside=outside[0], first=first, last=first + length - 1
            )
        )
    return "".join(HEADS if first + i in chosen else TAILS for i in range(length))


def turn(heads: Iterable[int], coins: Iterable[int]) -> frozenset[int]:
    """Turn over ``coins``: heads become tails and tails become heads (symmetric difference).

    >>> sorted(turn({1, 4}, {2, 4}))
    [1, 2]
    """
    shape = "a set of coin numbers such as {1, 4}"
    return frozenset(require_integers(heads, "heads", shape)).symmetric_difference(
        require_integers(coins, "coins", shape)
    )


# -- the game and the theorem ----------------------------------------------------------


def coin_game(rule: CoinRule) -> Game:
    """Return the coin-turning game of ``rule`` as a :class:`Game` over frozensets of heads.

    The moves are the rules of the game itself (turn a legal set whose rightmost
    coin is a head); the solver does not use the single-head theorem, so it can
    check it.

    >>> game = coin_game(one_or_two_coins())
    >>> sorted(sorted(p) for p in game.options(frozenset({2})))
    [[], [1]]
    >>> game.grundy(frozenset({1, 2, 3}))          # Nim heaps 1, 2, 3
    0
    """
    if not isinstance(rule, CoinRule):
        raise TypeError(
            _("coin_game needs a CoinRule such as mock_turtles(), got {value}").format(
                value=show(rule)
            )
        )
    known: dict[int, list[frozenset[int]]] = {}

    def moves(heads: frozenset[int]) -> Iterator[frozenset[int]]:
        for x in heads:
            companion_sets = known.get(x)
            if companion_sets is None:
                companion_sets = known[x] = rule.companion_sets(x)
            rest = heads - {x}
            for companions in companion_sets:
                yield rest.symmetric_difference(companions)

    def validate(heads: object) -> None:
        if not isinstance(heads, frozenset):
            raise TypeError(
                _(
                    "a position of {name} is a frozenset of head positions, such as "
                    "frozenset({{1, 4}}) (parse_coins('HTTH') builds one); got {value}"
                ).format(name=rule.name, value=show(heads))
            )
        _heads(rule, heads)

    return Game(moves, validate=validate).named("{rule}", rule=rule)


def single_head_values(rule: CoinRule, count: int) -> list[int]:
    """The SG values ``g(first), ..., g(first + count - 1)`` of a lone head on each coin.

    Computed with the theorem: ``g(x) = mex{ xor of g(t) for t in T }`` over the
    companion sets ``T`` of ``x``.

    >>> single_head_values(ruler(), 8)
    [1, 2, 1, 4, 1, 2, 1, 8]
    """
    _rule(rule)
    require_int(count, _("the number of coins"), minimum=0)
    if count > MAX_SINGLE_HEAD_TABLE:
        raise ValueError(
            _(
                "{count} coins is too many to tabulate (at most "
                "{max_single_head_table:,}); use the rule's closed form for far coins"
            ).format(count=count, max_single_head_table=MAX_SINGLE_HEAD_TABLE)
        )
    values: list[int] = []
    first = rule.first
    steps = 0
    for x in range(first, first + count):
        companion_sets = rule.companion_sets(x)
        steps += len(companion_sets)
        require_at_most(
            steps,
            SINGLE_HEAD_STEPS,
            _("the number of moves to look at for {count} coins").format(count=count),
            N_("use the rule's closed form (mock_turtles_grundy, ruler_grundy...) or fewer coins"),
        )
        options = (reduce(xor, (values[t - first] for t in c), 0) for c in companion_sets)
        values.append(mex(options))
    return values


def position_grundy(rule: CoinRule, heads: Iterable[int]) -> int:
    """The SG value of a row by the theorem: the xor of the values of its single heads.

    Uses ``rule.closed_form`` when the rule has one (so far coins are cheap),
    otherwise :func:`single_head_values`.

    >>> position_grundy(ruler(), {3, 5, 6})       # 1 xor 1 xor 2
    2
    """
    heads = _heads(rule, heads)
    if not heads:
        return 0
    if rule.closed_form is not None:
        return reduce(xor, map(rule.closed_form, heads), 0)
    table = single_head_values(rule, max(heads) - rule.first + 1)
    return reduce(xor, (table[x - rule.first] for x in heads), 0)


def winning_turns(rule: CoinRule, heads: Iterable[int]) -> list[frozenset[int]]:
    """The sets of coins whose turning leaves a P-position (empty from a P-position).

    Found with the theorem: turn ``x`` and ``T`` so that
    ``g(x) xor (xor of g(t), t in T)`` equals the value of the whole row.

    >>> winning_turns(one_or_two_coins(), {1, 2})   # Nim heaps 1 and 2: make them equal
    [frozenset({1, 2})]
    """
    heads = _heads(rule, heads)
    if not heads:
        return []
    top = max(heads)
    table = single_head_values(rule, top - rule.first + 1)

    def g(x: int) -> int:
        return table[x - rule.first]

    total = reduce(xor, map(g, heads), 0)
    if total == 0:
        return []
    return [
        companions | {x}
        for x in sorted(heads)
        for companions in rule.companion_sets(x)
        if reduce(xor, map(g, companions), g(x)) == total
    ]


# -- the rules of the slides ------------------------------------------------------------


def one_coin() -> CoinRule:
    """Turn exactly one coin (coins numbered from 1): every head is worth ``*1``.

    >>> single_head_values(one_coin(), 5)
    [1, 1, 1, 1, 1]
    """
    return CoinRule(N_("turn one coin"), lambda x: [()], first=1, closed_form=lambda x: 1)


def one_or_two_coins() -> CoinRule:
    """Turn one or two coins (coins from 1): a head on coin ``x`` is a Nim heap of size ``x``.

    >>> single_head_values(one_or_two_coins(), 6)
    [1, 2, 3, 4, 5, 6]
    """

    def companions(x: int) -> Iterator[tuple[int, ...]]:
        yield ()
        for y in range(1, x):
            yield (y,)

    return CoinRule(N_("turn one or two coins"), companions, first=1, closed_form=lambda x: x)


def two_coins() -> CoinRule:
    """Turn exactly two coins (coins from 0): a head on coin ``x`` is again a Nim heap of ``x``.

    The head ``x`` moves to one head on any ``y < x`` (coin 0 cannot move), so
    ``g(x) = mex{g(y) : y < x} = x``.  Turning corners (chapter 9) is the Tartan
    product of this rule with itself (the slides: "两个 NIM 游戏的乘积").

    >>> two_coins().turn_sets(2)
    [frozenset({0, 2}), frozenset({1, 2})]
    >>> single_head_values(two_coins(), 6)
    [0, 1, 2, 3, 4, 5]
    """

    def companions(x: int) -> Iterator[tuple[int]]:
        for y in range(x):
            yield (y,)

    return CoinRule(N_("turn two coins"), companions, first=0, closed_form=lambda x: x)


def _distances(distances: Iterable[int]) -> tuple[int, ...]:
    if isinstance(distances, str | bytes) or not isinstance(distances, Iterable):
        raise TypeError(
            _("the distance set S is a set of positive integers, got {value}").format(
                value=show(distances)
            )
        )
    values = tuple(sorted(set(distances)))
    if not values:
        raise ValueError(_("the distance set S must not be empty"))
    for d in values:
        require_int(d, _("every distance in S"), minimum=1)
    return values


def subtraction_values(distances: Iterable[int], count: int) -> list[int]:
    """SG values of one heap of ``0 .. count - 1`` stones in the subtraction game ``S``.

    >>> subtraction_values({1, 2, 3}, 9)                  # Bash's game: n mod 4
    [0, 1, 2, 3, 0, 1, 2, 3, 0]
    """
    steps = _distances(distances)
    require_int(count, _("the number of heap sizes"), minimum=0)
    if count > MAX_SINGLE_HEAD_TABLE:
        raise ValueError(_("{count} heap sizes is too many to tabulate").format(count=count))
    values: list[int] = []
    for n in range(count):
        values.append(mex(values[n - d] for d in steps if d <= n))
    return values


def twins(distances: Iterable[int]) -> CoinRule:
    """Twins: turn exactly two coins at a distance in ``S`` (coins from 0).

    A head on coin ``x`` moves to coin ``x - d``: it is a heap of ``x`` stones in
    the subtraction game ``S``; with ``S = {1, 2, 3}`` this is Bash's game, ``x mod 4``.

    >>> single_head_values(twins({1, 2, 3}), 9)
    [0, 1, 2, 3, 0, 1, 2, 3, 0]
    """
    steps = _distances(distances)

    def companions(x: int) -> list[tuple[int]]:
        return [(x - d,) for d in steps if d <= x]

    table: list[int] = []  # the subtraction game's values, extended on demand

    def closed_form(x: int) -> int:
        if x >= len(table):
            table[:] = subtraction_values(steps, max(x + 1, 2 * len(table)))
        return table[x]

    return CoinRule(
        N_("Twins, distances {{{steps}}}"),
        companions,
        first=0,
        closed_form=closed_form,
        name_values={"steps": ", ".join(map(str, steps))},
    )


def consecutive_grundy(x: int, n: int) -> int:
    """The slides: with moves of ``n`` consecutive coins (coins from 1), ``g(x) = 1`` iff ``n | x``.

    >>> [consecutive_grundy(x, 3) for x in range(1, 10)]
    [0, 0, 1, 0, 0, 1, 0, 0, 1]
    """
    require_int(n, _("the number of consecutive coins n"), minimum=1)
    require_int(x, _("the coin number x (coins are numbered from 1)"), minimum=1)
    return 1 if x % n == 0 else 0


def consecutive(n: int) -> CoinRule:
    """Turn exactly ``n`` consecutive coins (coins from 1); ``n = 1`` is :func:`one_coin`.

    >>> single_head_values(consecutive(2), 6)
    [0, 1, 0, 1, 0, 1]
    """
    require_int(n, _("the number of consecutive coins n"), minimum=1)

    def companions(x: int) -> list[range]:
        return [range(x - n + 1, x)] if x >= n else []

    return CoinRule(
        N_("turn {n} consecutive coins"),
        companions,
        first=1,
        closed_form=lambda x: consecutive_grundy(x, n),
        name_values={"n": n},
    )


def is_odious(n: int) -> bool:
    """An odious number has an odd number of 1s in binary (an evil number an even number).

    >>> [n for n in range(12) if is_odious(n)]
    [1, 2, 4, 7, 8, 11]
    """
    require_int(n, "n", minimum=0)
    return n.bit_count() % 2 == 1


def is_evil(n: int) -> bool:
    """Evil numbers: an even number of 1s in binary (0 is evil).

    >>> [n for n in range(12) if is_evil(n)]
    [0, 3, 5, 6, 9, 10]
    """
    return not is_odious(n)


def odious_numbers(count: int) -> list[int]:
    """The first ``count`` odious numbers (OEIS A000069).

    >>> odious_numbers(10)
    [1, 2, 4, 7, 8, 11, 13, 14, 16, 19]
    """
    require_int(
        count,
        _("the number of odious numbers"),
        minimum=0,
        maximum=200_000,
        instead=N_("is_odious(n) tests one number at once"),
    )
    return [mock_turtles_grundy(i) for i in range(count)]


def mock_turtles_grundy(i: int) -> int:
    """SG value of a lone head on coin ``i`` of Mock Turtles (coins from 0): odious number ``i``.

    Of the two numbers ``2i`` and ``2i + 1`` exactly one is odious (they differ in
    the last bit only): ``g(i) = 2i`` if ``i`` is odious, else ``2i + 1``.

    >>> [mock_turtles_grundy(i) for i in range(10)]
    [1, 2, 4, 7, 8, 11, 13, 14, 16, 19]
    """
    require_int(i, _("the coin number i (Mock Turtles coins are numbered from 0)"), minimum=0)
    return 2 * i + (i.bit_count() % 2 == 0)


def mock_turtles() -> CoinRule:
    """Mock Turtles (HDU3537): turn one, two or three coins (coins numbered from 0).

    >>> single_head_values(mock_turtles(), 8)
    [1, 2, 4, 7, 8, 11, 13, 14]
    """

    def companions(x: int) -> Iterator[tuple[int, ...]]:
        yield ()
        for y in range(x):
            yield (y,)
        yield from combinations(range(x), 2)

    return CoinRule(
        N_("Mock Turtles (turn 1 to 3 coins)"), companions, first=0, closed_form=mock_turtles_grundy
    )


def ruler_grundy(i: int) -> int:
    """SG value of a lone head on coin ``i`` of the Ruler game (coins from 1): ``i & -i``.

    The largest power of 2 dividing ``i`` (OEIS A006519), as in the slides' table.

    >>> [ruler_grundy(i) for i in range(1, 17)]
    [1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16]
    """
    require_int(i, _("the coin number i (Ruler coins are numbered from 1)"), minimum=1)
    return i & -i


def ruler() -> CoinRule:
    """The Ruler game: turn any run of consecutive coins (coins numbered from 1).

    >>> ruler().turn_sets(2)
    [frozenset({2}), frozenset({1, 2})]
    """

    def companions(x: int) -> Iterator[range]:
        for start in range(x, 0, -1):
            yield range(start, x)

    return CoinRule(
        N_("Ruler (turn a run of coins)"), companions, first=1, closed_form=ruler_grundy
    )


def hdu3537(heads: Iterable[int]) -> str:
    """HDU3537 Daizhenyang's Coin: ``'Yes'`` when the first player (Daizhenyang) loses.

    The input lists the heads (coins from 0), possibly with repeats: a coin
    listed twice is still one head.

    >>> hdu3537([]), hdu3537([0]), hdu3537([0, 1, 2, 3])     # the published samples
    ('Yes', 'No', 'Yes')
    """
    if isinstance(heads, str | bytes) or not isinstance(heads, Iterable):
        raise TypeError(
            _("HDU3537 takes the list of head positions, got {value}").format(value=show(heads))
        )
    return "No" if position_grundy(mock_turtles(), set(heads)) else "Yes"
