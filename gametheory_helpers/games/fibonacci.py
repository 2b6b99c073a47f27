"""Fibonacci Nim (斐波那契博弈) and k-multiple dynamic subtraction (k 倍动态减法游戏).

**The game** (the blog post; also the survey, the slides, the article).  One heap of
``n`` stones.  The first player takes any number from 1 to ``n - 1`` (not all of them);
afterwards each player takes at least one stone and at most ``k`` times what the opponent
just took (``k = 2``: Fibonacci Nim).  Whoever takes the last stone wins.  A position is the pair
``(stones left, largest allowed take)``: the start is ``(n, n - 1)`` and taking ``t`` leads
to ``(n - t, k * t)``.

**Theorem (k = 2).**  The first player loses exactly when ``n`` is a Fibonacci number.  More
precisely (the slides, "K 倍动态减法游戏"): the state ``(m, L)`` is won for the player to move iff
``L >= f(m)``, where ``f(m)`` is the smallest term of the Zeckendorf representation of ``m``;
the winning take is ``f(m)``, and no smaller take wins.  For ``83 = 55 + 21 + 5 + 2`` the
first player takes 2 (the article).

**General k** (the slides).  Build ``a[1] = b[1] = 1``; ``a[i+1] = b[i] + 1``; with ``t`` the
largest index such that ``k * a[t] < a[i+1]``, ``b[i+1] = a[i+1] + b[t]`` (``b[i+1] = a[i+1]``
when there is no such ``t``).  Here ``b[i]`` is the largest number that is a sum of terms
``a[1..i]`` in which each term is more than ``k`` times the next smaller one.  The first
player loses exactly when ``n`` is one of the ``a[i]``; ``k = 1`` gives the powers of two,
``k = 2`` the Fibonacci numbers, ``k = 3`` gives 1, 2, 3, 4, 6, 8, 11, 15, 21, ...

>>> losing_positions(2, 100)
[1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
>>> first_winning_move(83)
2
>>> fibonacci_nim().winning_moves((83, 82))     # take 2 (the smallest) or take 7
[(81, 4), (76, 14)]
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterator
from dataclasses import dataclass

from ..core import Game
from ..i18n import N_, _
from ..numbers.zeckendorf import is_fibonacci, zeckendorf
from ..validation import SearchLimitError, require_int, show

__all__ = [
    "OperationCounter",
    "dynamic_subtraction",
    "first_winning_move",
    "fibonacci_nim",
    "greedy_decomposition",
    "is_p_position",
    "losing_positions",
    "losing_positions_by_stack",
    "minimal_winning_takes",
    "reply",
    "blog_memoised_table",
    "blog_recursive",
    "blog_recursive_table",
    "start_position",
    "winning_move",
]

RECURSIVE_LIMIT = 30
MEMO_LIMIT = 5000
STACK_LIMIT = 10**7
MAX_TERMS = 10**6  # losing positions one call may list (HDU2486, k <= 10^5, n <= 10^8: 748,550)


def _check_k(k: object) -> int:
    return require_int(k, _("the multiple k"), minimum=1)


def _check_position(position: object, k: int) -> tuple[int, int]:
    if not isinstance(position, tuple) or len(position) != 2:
        raise TypeError(
            _(
                "a position of the dynamic subtraction game is a pair (stones left, "
                "largest allowed take), such as (83, 82); got {value}"
            ).format(value=show(position))
        )
    stones, limit = position
    require_int(stones, _("the number of stones left"), minimum=0)
    require_int(limit, _("the largest allowed take"), minimum=0)
    return stones, limit


# -- the games, for the engine ------------------------------------------------------------


def dynamic_subtraction(k: int) -> Game:
    """Return the k-multiple dynamic subtraction game as a :class:`Game` over ``(stones, limit)``.

    From ``(m, L)`` a move takes ``t`` stones, ``1 <= t <= min(L, m)``, and leads to
    ``(m - t, k * t)``.  Start a game with :func:`start_position`.

    >>> dynamic_subtraction(1).options((5, 4))
    [(4, 1), (3, 2), (2, 3), (1, 4)]
    """
    k = _check_k(k)

    def moves(position: tuple[int, int]) -> Iterator[tuple[int, int]]:
        stones, limit = position
        # a generator: a position with 10^100 moves is refused by the search budget, not built
        return ((stones - t, k * t) for t in range(1, min(limit, stones) + 1))

    game = Game(
        moves,
        validate=lambda position: _check_position(position, k),
        # positions (stones', limit') below (stones, limit): stones' < stones, limit' <= k * stones
        size=lambda position: (position[0] + 1) * (k * position[0] + 1),
        hint=N_("use is_p_position / first_winning_move: the theorem answers at once"),
    )
    if k == 2:
        return game.named(N_("Fibonacci Nim"))
    return game.named(N_("{k}x dynamic subtraction"), k=k)


def fibonacci_nim() -> Game:
    """Return Fibonacci Nim (the blog post): :func:`dynamic_subtraction` with ``k = 2``.

    >>> game = fibonacci_nim()
    >>> [n for n in range(1, 30) if game.is_p_position(start_position(n))]
    [1, 2, 3, 5, 8, 13, 21]
    """
    return dynamic_subtraction(2)


def start_position(n: int) -> tuple[int, int]:
    """Return the starting position ``(n, n - 1)``: the first move may not take every stone.

    >>> start_position(83)
    (83, 82)
    """
    require_int(n, _("the number of stones n"), minimum=1)
    return (n, n - 1)


# -- the blog post's solvers, as teaching code --------------------------------------------------


@dataclass
class OperationCounter:
    """Counts the calls of a solver, to compare the work of two methods without timing them."""

    calls: int = 0


def blog_recursive(n: int, m: int, counter: OperationCounter | None = None) -> int:
    """The blog post's recursive ``f(n, m)``: 1 if the player to move wins with ``n`` stones left
    after the opponent took ``m``, else 0.

    Taking ``i >= ceil(n / 3)`` stones lets the opponent take all the rest (``n - i <= 2i``),
    so the loop stops at ``ceil(n / 3) = (n + 2) // 3``.  (The blog post's comment says this is
    ``ceil(n/3) - 1``; it is ``ceil(n/3)``, one useless but harmless extra try.)  Exponential
    time, so ``n`` is limited to 30 (n = 30 already needs 629,882 calls).

    >>> blog_recursive(5, 2), blog_recursive(4, 1)
    (0, 1)
    """
    require_int(n, "n", minimum=0)
    require_int(m, _("the previous take m"), minimum=1)
    if counter is not None and not isinstance(counter, OperationCounter):
        raise TypeError(
            _("counter must be an OperationCounter or None, got {value}").format(
                value=show(counter)
            )
        )
    if n > RECURSIVE_LIMIT:
        raise ValueError(
            _(
                "the plain recursion takes exponential time: use n <= "
                "{recursive_limit} (got {value}), or the memoised table"
            ).format(recursive_limit=RECURSIVE_LIMIT, value=n)
        )
    if counter is not None:
        counter.calls += 1
    if 2 * m >= n:
        return 1
    bound = min((n + 2) // 3, 2 * m)
    for i in range(1, bound + 1):
        if blog_recursive(n - i, i, counter) == 0:
            return 1
    return 0


def _first_player_wins(n: int, f: object) -> bool:
    # The first move may take 1 .. n - 1 stones; takes of ceil(n/3) or more lose at once.
    return any(f(n - i, i) == 0 for i in range(1, min((n + 2) // 3, n - 1) + 1))  # type: ignore[operator]


_MEMO = "the plain recursion takes exponential time: blog_memoised_table(limit) is fast"


def blog_recursive_table(limit: int) -> tuple[dict[int, str], int]:
    """Return ``({n: 'P' or 'N'}, calls)`` for ``1 <= n <= limit`` by the plain recursion.

    >>> table, calls = blog_recursive_table(25)
    >>> [n for n in table if table[n] == "P"], calls
    ([1, 2, 3, 5, 8, 13, 21], 68225)
    """
    require_int(limit, _("the limit"), minimum=1, maximum=RECURSIVE_LIMIT, instead=_MEMO)
    counter = OperationCounter()
    table = {
        n: "N" if _first_player_wins(n, lambda a, b: blog_recursive(a, b, counter)) else "P"
        for n in range(1, limit + 1)
    }
    return table, counter.calls


def blog_memoised_table(limit: int) -> tuple[dict[int, str], int]:
    """Return ``({n: 'P' or 'N'}, calls)`` for ``1 <= n <= limit`` by the blog's memoised ``f``.

    Same ``f(n, m)`` as :func:`blog_recursive`, but every answer is stored in ``cache`` and
    computed once.  The table is filled in increasing ``n`` (the bottom-up order of dynamic
    programming), so every call finds its sub-problems already stored and the recursion is
    never deeper than one level.

    >>> table, calls = blog_memoised_table(25)
    >>> [n for n in table if table[n] == "P"], calls
    ([1, 2, 3, 5, 8, 13, 21], 523)
    """
    require_int(limit, _("the limit"), minimum=1)
    if limit > MEMO_LIMIT:
        raise ValueError(
            _("the memoised table stores about n^2/4 entries: use n <= {memo_limit}").format(
                memo_limit=MEMO_LIMIT
            )
        )
    counter = OperationCounter()
    cache: dict[tuple[int, int], int] = {}

    def f(n: int, m: int) -> int:
        counter.calls += 1
        if 2 * m >= n:
            return 1
        if (n, m) in cache:
            return cache[n, m]
        bound = min((n + 2) // 3, 2 * m)
        cache[n, m] = int(any(f(n - i, i) == 0 for i in range(1, bound + 1)))
        return cache[n, m]

    table = {}
    for n in range(1, limit + 1):
        for m in range(1, (n + 1) // 2):  # fill row n first: f(n, m) for 2m < n
            f(n, m)
        table[n] = "N" if _first_player_wins(n, f) else "P"
    return table, counter.calls


# -- closed forms ----------------------------------------------------------------------------


def losing_positions(k: int, limit: int) -> list[int]:
    """Return the heap sizes ``n <= limit`` where the first player loses (the slides' sequence).

    ``a[i+1] = b[i] + 1`` and ``b[i+1] = a[i+1] + b[t]`` with ``t`` the largest index such that
    ``k * a[t] < a[i+1]``.  The index ``t`` only moves forward, so the time is linear in the
    number of terms (60 terms below ``10**18`` for ``k = 1``, 86 for ``k = 2``).  A large ``k``
    makes the terms dense (every ``n <= k + 1`` is one): more than ``MAX_TERMS`` terms are
    refused.

    >>> losing_positions(1, 100), losing_positions(3, 30)
    ([1, 2, 4, 8, 16, 32, 64], [1, 2, 3, 4, 6, 8, 11, 15, 21, 29])
    """
    return _sequence(_check_k(k), require_int(limit, _("the limit"), minimum=0))[0]


def _too_many_terms(k: int, limit: int) -> SearchLimitError:
    return SearchLimitError(
        _(
            "for k = {k} there are more than {max_terms:,} losing positions up to "
            "{limit}: too many terms to list (a large k makes them dense: every "
            "heap up to k + 1 is one). Use a smaller heap or a smaller k"
        ).format(k=show(k), max_terms=MAX_TERMS, limit=show(limit)),
        limit=MAX_TERMS,
    )


def _sequence(k: int, limit: int) -> tuple[list[int], list[int]]:
    # the first k + 1 terms are 1, 2, ..., k + 1
    if min(limit, k + 1) > MAX_TERMS:
        raise _too_many_terms(k, limit)
    a: list[int] = []
    b: list[int] = []
    t = -1  # index (0-based) of the largest a[t] with k * a[t] < the next term; -1: none yet
    nxt = 1
    while nxt <= limit:
        while t + 1 < len(a) and k * a[t + 1] < nxt:
            t += 1
        a.append(nxt)
        b.append(nxt + (b[t] if t >= 0 else 0))
        nxt = b[-1] + 1
        if len(a) > MAX_TERMS:
            raise _too_many_terms(k, limit)
    return a, b


def greedy_decomposition(n: int, k: int = 2) -> list[int]:
    """Write ``n >= 0`` greedily as a sum of terms of :func:`losing_positions` (descending).

    For ``k = 2`` this is the Zeckendorf representation.  Each term is more than ``k`` times
    the next one, which is what the winner's strategy needs.

    >>> greedy_decomposition(83), greedy_decomposition(50, 3)
    ([55, 21, 5, 2], [40, 8, 2])
    """
    k = _check_k(k)
    require_int(n, "n", minimum=0)
    if k == 2:
        return zeckendorf(n)
    if n <= k + 1:
        # 1, ..., k + 1 are all terms: the first move takes t < n, the reply k t >= n - t
        return [n] if n else []
    terms = losing_positions(k, n)
    parts = []
    index = len(terms)
    while n:
        index = bisect_right(terms, n, hi=index) - 1
        parts.append(terms[index])
        n -= terms[index]
    return parts


def is_p_position(n: int, k: int = 2) -> bool:
    """Return whether the first player loses with a heap of ``n >= 1`` stones.

    ``k = 2`` (Fibonacci Nim): exactly the Fibonacci numbers (exact for big integers).

    >>> is_p_position(89), is_p_position(10**30), is_p_position(8, 1)
    (True, False, True)
    """
    k = _check_k(k)
    require_int(n, _("the number of stones n"), minimum=1)
    if k == 2:
        return is_fibonacci(n)
    return greedy_decomposition(n, k) == [n]


def first_winning_move(n: int, k: int = 2) -> int | None:
    """Return the smallest first take that wins from ``n`` stones (``None`` if the first player
    loses): the smallest term of the greedy (Zeckendorf, for ``k = 2``) decomposition.

    This answers BZOJ2275 HRPA (``k = 2``) and HDU2486 / HDU2580 / POJ3922 (any ``k``).

    >>> first_winning_move(83), first_winning_move(89), first_winning_move(50, 3)
    (2, None, 2)
    """
    require_int(n, _("the number of stones n"), minimum=1)
    take = greedy_decomposition(n, k)[-1]
    return take if take < n else None


def winning_move(position: tuple[int, int], k: int = 2) -> int | None:
    """Return how many stones to take from ``position = (stones, limit)`` to win, or ``None``.

    The full strategy, for every later move too: take the smallest term ``s`` of the
    greedy decomposition of ``stones`` when ``s <= limit``; when ``s > limit`` every move
    loses against best play.  ``s`` is also the smallest winning take.

    >>> winning_move((83, 82)), winning_move((81, 4)), winning_move((76, 30))
    (2, None, 21)
    """
    stones, limit = _check_position(position, _check_k(k))
    if stones == 0:
        return None
    take = greedy_decomposition(stones, k)[-1]
    return take if take <= limit else None


def reply(position: tuple[int, int], k: int = 2) -> tuple[int, int]:
    """The computer's move: the winning take if there is one, else take 1 (and hope).

    >>> reply((83, 82)), reply((81, 4))
    ((81, 4), (80, 2))
    """
    stones, limit = _check_position(position, _check_k(k))
    if stones == 0 or limit == 0:
        raise ValueError(
            _("there is no move from {position}: the game is over").format(position=show(position))
        )
    take = winning_move(position, k) or 1
    return (stones - take, k * take)


# -- the slides' O(s) method ------------------------------------------------------------------


def minimal_winning_takes(k: int, limit: int) -> list[int]:
    """Return ``[f(0), f(1), ..., f(limit)]``: ``f(m)`` is the smallest winning take with ``m``
    stones left (the state ``(m, L)`` is won iff ``L >= f(m)``); ``f(0)`` is shown as 0.

    The slides' recurrence ``f(m) = min{n : f(m - n) > k n}`` (with ``f(0)`` infinite), computed
    in O(limit) time with a stack of "walls": stone count ``m'`` blocks the take ``m - m'`` as
    long as ``k (m - m') < f(m')``, i.e. up to ``m = m' + (f(m') - 1) // k``.  A wall that no
    longer blocks never blocks again, and a newer wall that lasts longer hides older ones.

    >>> minimal_winning_takes(2, 12)
    [0, 1, 2, 3, 1, 5, 1, 2, 8, 1, 2, 3, 1]
    """
    k = _check_k(k)
    require_int(limit, _("the limit"), minimum=0)
    if limit > STACK_LIMIT:
        raise ValueError(
            _(
                "the O(s) method stores one number per stone count: use limit <= "
                "{stack_limit:,} (losing_positions handles any limit)"
            ).format(stack_limit=STACK_LIMIT)
        )
    f = [0] * (limit + 1)
    # (m', the last m it blocks); m' = 0 (f infinite) blocks for ever: 2 * limit + 1 is beyond
    # every other wall's end m + (f(m) - 1) // k <= 2 * limit.
    walls: list[tuple[int, int]] = [(0, 2 * limit + 1)]
    for m in range(1, limit + 1):
        while walls[-1][1] < m:
            walls.pop()
        f[m] = m - walls[-1][0]
        end = m + (f[m] - 1) // k
        if end > m:
            while walls[-1][1] <= end:
                walls.pop()
            walls.append((m, end))
    return f


def losing_positions_by_stack(k: int, limit: int) -> list[int]:
    """The losing heap sizes ``n <= limit`` from :func:`minimal_winning_takes`: ``f(n) = n``.

    >>> losing_positions_by_stack(3, 30)
    [1, 2, 3, 4, 6, 8, 11, 15, 21, 29]
    """
    f = minimal_winning_takes(k, limit)
    return [m for m in range(1, limit + 1) if f[m] == m]
