"""Bash's game (巴什博弈, the survey, the article, the study notes; POJ2368 in the slides).

One heap of ``n`` stones; a move takes between 1 and ``m`` stones.  In normal
play the player who takes the last stone wins, and the P-positions (先手必败)
are exactly the multiples of ``m + 1``: from a multiple of ``m + 1`` every move
leaves a non-multiple, and from ``n = (m + 1) r + s`` with ``0 < s <= m``
taking ``s`` stones leaves a multiple.  The winner keeps answering a take of
``k`` with a take of ``m + 1 - k``.

In the misère version (the player who takes the last stone *loses*), the
P-positions are ``n`` with ``(n - 1) % (m + 1) == 0``: leave your opponent one
stone more than a multiple of ``m + 1``.

>>> [n for n in range(12) if is_p_position(n, 3)]
[0, 4, 8]
>>> [n for n in range(1, 12) if misere_is_p_position(n, 3)]
[1, 5, 9]
"""

from __future__ import annotations

from math import isqrt

from ..core import Game
from ..i18n import N_, _
from ..theorems import Theorem
from ..validation import require_int

__all__ = [
    "bash",
    "buttons_smallest_limit",
    "counting_game_targets",
    "is_p_position",
    "misere_bash",
    "misere_is_p_position",
    "misere_winning_move",
    "winning_move",
]


TRIAL_DIVISION_LIMIT = 10**7


def _check(n: object, m: object, *, smallest_heap: int = 0) -> tuple[int, int]:
    require_int(m, _("the largest take m"), minimum=1)
    require_int(n, _("the number of stones n"), minimum=smallest_heap)
    return n, m  # type: ignore[return-value]


def bash(m: int) -> Game:
    """Return Bash's game with takes of 1 to ``m`` stones, as a :class:`Game` over heap sizes.

    >>> bash(3).options(5)
    [4, 3, 2]
    """
    require_int(m, _("the largest take m"), minimum=1)

    def moves(n: int) -> range:
        return range(n - 1, max(n - m, 0) - 1, -1)

    def validate(n: object) -> None:
        require_int(n, _("the number of stones"), minimum=0)

    game = Game(
        moves,
        validate=validate,
        # the search enters n + 1 positions and looks at up to m moves from each
        size=lambda n: (n + 1) * (1 + min(m, n)),
        hint=_("use is_p_position(n, {m}): the P-positions are the multiples of {period}").format(
            m=m, period=m + 1
        ),
    ).named(N_("Bash's game (take 1 to {m})"), m=m)
    game.theorem = _bash_theorem(m)  # type: ignore[attr-defined]
    return game


def _bash_theorem(m: int) -> Theorem:
    def move(n: int) -> int | None:
        take = n % (m + 1)
        return n - take if take else None

    def reason(before: int, after: int) -> str:
        cited = _("Bash's theorem (chapter 2): ")
        if after % (m + 1) == 0:
            return cited + _(
                "(m + 1) = {divisor} divides {after}: leave a multiple of {divisor}"
            ).format(divisor=m + 1, after=after)
        return cited + _(
            "(m + 1) = {divisor} divides {before}: every take of 1 to {m} "
            "leaves a non-multiple of {divisor}"
        ).format(divisor=m + 1, before=before, m=m)

    return Theorem(
        name="Bash's theorem",
        is_p_position=lambda n: n % (m + 1) == 0,
        winning_move=move,
        reason=reason,
        grundy=lambda n: n % (m + 1),
        is_move=lambda before, after: (
            isinstance(after, int)
            and not isinstance(after, bool)
            and 0 < before - after <= m
            and after >= 0
        ),
        keep_going=lambda n: n - 1 if n else None,
    )


def is_p_position(n: int, m: int) -> bool:
    """Return whether ``n`` stones, takes of 1 to ``m``, is a P-position: ``n % (m + 1) == 0``.

    >>> is_p_position(100, 10), is_p_position(99, 10)
    (False, True)
    """
    n, m = _check(n, m)
    return n % (m + 1) == 0


def winning_move(n: int, m: int) -> int | None:
    """Return how many stones to take to leave a multiple of ``m + 1`` (``None`` from a P-position).

    >>> winning_move(100, 10)
    1
    """
    n, m = _check(n, m)
    return n % (m + 1) or None


def misere_bash(m: int) -> Game:
    """Return misère Bash's game (taking the last stone loses) as a normal-play :class:`Game`.

    Taking the last stone loses at once, so that move is left out and a heap of
    one stone is terminal: the player who faces it must take it and lose.
    Positions are heap sizes ``n >= 1``.

    >>> misere_bash(3).options(3), misere_bash(3).outcome(1)
    ([2, 1], 'P')
    """
    require_int(m, _("the largest take m"), minimum=1)

    def moves(n: int) -> range:
        return range(n - 1, max(n - m, 1) - 1, -1)

    def validate(n: object) -> None:
        require_int(n, _("the number of stones (misère play starts with at least one)"), minimum=1)

    return Game(moves, validate=validate).named(N_("misère Bash's game (take 1 to {m})"), m=m)


def misere_is_p_position(n: int, m: int) -> bool:
    """Misère rule of the article: ``n >= 1`` stones is a P-position iff ``(n - 1) % (m + 1) == 0``.

    >>> misere_is_p_position(1, 4), misere_is_p_position(6, 4)
    (True, True)
    """
    n, m = _check(n, m, smallest_heap=1)
    return (n - 1) % (m + 1) == 0


def misere_winning_move(n: int, m: int) -> int | None:
    """Return how many stones to take in misère play (``None`` from a P-position).

    >>> misere_winning_move(7, 4)
    1
    """
    n, m = _check(n, m, smallest_heap=1)
    return (n - 1) % (m + 1) or None


def counting_game_targets(target: int = 100, most: int = 10) -> list[int]:
    """The "count to 100" game of the article: the running totals the first player should say.

    Players take turns adding 1 to ``most`` to a running total that starts at
    0; whoever says ``target`` wins.  It is Bash's game on ``target - total``
    stones, so the winner says the totals ``t`` with ``target - t`` a multiple
    of ``most + 1``.  The list is empty when the *second* player wins.

    >>> counting_game_targets(100, 10)
    [1, 12, 23, 34, 45, 56, 67, 78, 89, 100]
    >>> counting_game_targets(22, 10)
    []
    """
    target, most = _check(target, most)
    require_int(
        target // (most + 1),
        _("the number of totals to list"),
        maximum=10**6,
        instead=N_("is_p_position(n, m) answers for one total at once"),
    )
    first = target % (most + 1)
    return [] if first == 0 else list(range(first, target + 1, most + 1))


def buttons_smallest_limit(n: int, least: int = 1) -> int | None:
    """POJ2368 (the slides): the smallest limit ``t >= least`` with which the second player wins.

    With takes of 1 to ``t`` the second player wins exactly when
    ``(t + 1)`` divides ``n``, so ``t + 1`` is the smallest divisor of ``n``
    that is at least ``least + 1``.  The slides allow any ``t >= 1``; the
    original POJ statement asks for ``t >= 2`` (pass ``least=2``).  Returns
    ``None`` when no limit works (``t = n - 1`` always works when ``n >= least + 1``,
    since ``n`` divides itself).

    >>> buttons_smallest_limit(12), buttons_smallest_limit(12, least=2), buttons_smallest_limit(7)
    (1, 2, 6)
    """
    require_int(n, _("the number of buttons n"), minimum=1)
    require_int(least, _("the least allowed limit"), minimum=1)
    if min(isqrt(n), n // (least + 1)) - least > TRIAL_DIVISION_LIMIT:
        raise ValueError(
            _(
                "n = {n} is too large for trial division from {start} (more than "
                "{limit:,} candidates); POJ2368 has n below 10^8"
            ).format(n=n, start=least + 1, limit=TRIAL_DIVISION_LIMIT)
        )
    divisor = least + 1
    while divisor * divisor <= n:
        if n % divisor == 0:
            return divisor - 1
        divisor += 1
    # no divisor in [least + 1, sqrt(n)]: the answer is the smallest co-divisor >= least + 1
    small_divisors = range(1, min(least, isqrt(n)) + 1)
    candidates = [n // d for d in small_divisors if n % d == 0 and n // d >= least + 1]
    return min(candidates) - 1 if candidates else None
