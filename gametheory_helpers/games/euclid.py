"""Euclid's game POJ2348, a multi-stage game (多阶段博弈, the slides).

Two positive integers; a move subtracts a positive multiple of the smaller one
from the larger one, keeping it non-negative; whoever makes a number 0 wins.
Stan moves first.

**Stages.** Write ``a >= b > 0`` and ``a = q b + r``.  Until the larger number
drops below ``b`` the players can only go through ``(r + j b, b)``; the stage ends
at ``(b, r)``, the next step of Euclid's algorithm.  So the game is the
**row of piles** game of the slides: piles ``q_1, q_2, ..., q_k`` (the quotients
of Euclid's algorithm) in a row, a move takes at least one stone from the
*first* non-empty pile, and whoever takes the last stone wins.

**Theorem.** Let ``i`` be the first stage whose quotient is at least 2, or the
last stage ``k`` if every quotient is 1.  The player who moves first in stage
``i`` wins; stage ``i`` is Stan's exactly when ``i`` is odd.  (A pile of 1 is a
forced move; facing a pile ``q >= 2`` you may either empty it, handing the rest
of the row to your opponent, or leave one stone, keeping the rest for yourself:
one of the two wins.)  Everything is exact integer arithmetic (``divmod``), so
100-digit numbers take about a hundred steps.

>>> quotients(25, 7), first_player_wins(25, 7), first_player_wins(15, 24)
([3, 1, 1, 3], True, False)
>>> winner(10**100 + 1, 10**100)
'Ollie'
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from ..core import Game
from ..i18n import N_, _
from ..validation import require_int, show

__all__ = [
    "euclid_game",
    "first_player_wins",
    "is_p_position",
    "quotients",
    "row_is_p_position",
    "row_of_piles",
    "row_winning_move",
    "stages",
    "winner",
    "winning_move",
]


def _pair(a: object, b: object, *, positive: bool = True) -> tuple[int, int]:
    smallest = 1 if positive else 0
    require_int(a, _("the first number of Euclid's game"), minimum=smallest)
    require_int(b, _("the second number of Euclid's game"), minimum=smallest)
    return a, b  # type: ignore[return-value]


def _validate_position(position: object) -> None:
    if not isinstance(position, tuple) or len(position) != 2:
        raise TypeError(
            _("a position of Euclid's game is a pair (a, b) like (25, 7), got {value}").format(
                value=show(position)
            )
        )
    _pair(*position, positive=False)


def euclid_game(max_options: int | None = None) -> Game:
    """Return Euclid's game as a :class:`Game` over pairs ``(a, b)`` of non-negative integers.

    From ``(a, b)`` with both numbers positive, the larger (either one when
    equal) loses a positive multiple of the smaller; a pair containing 0 is
    terminal (the player who made the 0 has won).  The order of the pair is
    kept.  ``max_options`` (optional) rejects starting positions whose stages
    have more than that many moves in total, to keep a play widget's list of
    moves short.

    >>> euclid_game().options((25, 7))
    [(18, 7), (11, 7), (4, 7)]
    >>> euclid_game().outcome((25, 7)), euclid_game().outcome((15, 24))
    ('N', 'P')
    """
    if max_options is not None:
        require_int(max_options, "max_options", minimum=1)

    def moves(position: tuple[int, int]) -> list[tuple[int, int]]:
        a, b = position
        if a == 0 or b == 0:
            return []
        options = []
        if a >= b:
            options += [(a - j * b, b) for j in range(1, a // b + 1)]
        if b >= a:
            options += [(a, b - j * a) for j in range(1, b // a + 1)]
        return options

    def validate(position: object) -> None:
        _validate_position(position)
        a, b = position  # type: ignore[misc]
        if max_options is not None and a and b and sum(quotients(a, b)) > max_options:
            raise ValueError(
                _(
                    "({a}, {b}) has more than {max_options} moves along its stages "
                    "(quotients {quotients}); choose smaller numbers"
                ).format(a=a, b=b, max_options=max_options, quotients=quotients(a, b))
            )

    return Game(moves, name=N_("Euclid's game (POJ2348)"), validate=validate)


def stages(a: int, b: int) -> Iterator[tuple[int, int, int]]:
    """Yield the stages of Euclid's algorithm on ``a, b > 0``: ``(larger, smaller, quotient)``.

    >>> list(stages(7, 25))
    [(25, 7, 3), (7, 4, 1), (4, 3, 1), (3, 1, 3)]
    """
    a, b = _pair(a, b)
    big, small = max(a, b), min(a, b)
    while small:
        quotient, rest = divmod(big, small)
        yield big, small, quotient
        big, small = small, rest


def quotients(a: int, b: int) -> list[int]:
    """The quotients of Euclid's algorithm on ``a, b > 0``: the piles of the row-of-piles game.

    >>> quotients(25, 7), quotients(5, 5)
    ([3, 1, 1, 3], [1])
    """
    return [quotient for _big, _small, quotient in stages(a, b)]


def _deciding_stage(piles: Iterable[int]) -> int:
    """Index (from 1) of the first pile >= 2, or of the last pile; 0 for an empty row."""
    index = 0
    for index, pile in enumerate(piles, start=1):
        if pile >= 2:
            return index
    return index


def first_player_wins(a: int, b: int) -> bool:
    """Whether the player to move wins Euclid's game from ``(a, b)``, ``a, b >= 0``.

    A pair with a 0 is terminal: the player to move has lost.

    >>> first_player_wins(25, 7), first_player_wins(3, 2), first_player_wins(5, 0)
    (True, False, False)
    """
    a, b = _pair(a, b, positive=False)
    if a == 0 or b == 0:
        return False
    return _deciding_stage(quotients(a, b)) % 2 == 1


def is_p_position(a: int, b: int) -> bool:
    """Whether ``(a, b)`` is a P-position (先手必败) of Euclid's game.

    >>> [b for b in range(1, 13) if is_p_position(12, b)]
    [8, 9, 10, 11]
    """
    return not first_player_wins(a, b)


def winner(a: int, b: int) -> str:
    """POJ2348's answer for positive ``a, b``: ``'Stan'`` (the first player) or ``'Ollie'``.

    >>> winner(34, 12), winner(15, 24)
    ('Stan', 'Ollie')
    """
    _pair(a, b)
    return "Stan" if first_player_wins(a, b) else "Ollie"


def winning_move(a: int, b: int) -> tuple[int, int] | None:
    """A move from ``(a, b)`` to a P-position, or ``None`` when ``(a, b)`` is a P-position.

    In the first stage, with ``a = q b + r`` (``a`` the larger): end the stage at
    ``(b, r)`` if that is a P-position, otherwise (then ``q >= 2``) leave
    ``(r + b, b)``, so that the opponent must end the stage for you.  The order
    of the pair is kept.

    >>> winning_move(25, 7), winning_move(7, 25), winning_move(15, 24)
    ((11, 7), (7, 11), None)
    """
    a, b = _pair(a, b, positive=False)
    if not first_player_wins(a, b):
        return None
    big, small = max(a, b), min(a, b)
    rest = big % small
    new_big = rest if is_p_position(small, rest) else rest + small
    return (new_big, b) if a >= b else (a, new_big)


def _piles(position: object) -> tuple[int, ...]:
    if not isinstance(position, tuple):
        raise TypeError(
            _("a row of piles is a tuple of pile sizes like (3, 1, 2), got {value}").format(
                value=show(position)
            )
        )
    for pile in position:
        require_int(pile, _("every pile of the row"), minimum=1)
    return position


def row_of_piles() -> Game:
    """The row-of-piles game of the slides, as a :class:`Game` over tuples of positive pile sizes.

    A move takes at least one stone from the first pile (an emptied pile
    disappears); ``()`` is terminal.  The row ``quotients(a, b)`` is
    equivalent to Euclid's game from ``(a, b)``.

    >>> row_of_piles().options((3, 1))
    [(2, 1), (1, 1), (1,)]
    """

    def moves(piles: tuple[int, ...]) -> list[tuple[int, ...]]:
        if not piles:
            return []
        first, rest = piles[0], piles[1:]
        return [(left, *rest) for left in range(first - 1, 0, -1)] + [rest]

    return Game(moves, name=N_("row of piles"), validate=_piles)


def row_is_p_position(piles: tuple[int, ...]) -> bool:
    """Whether a row of piles is a P-position: the deciding pile has an even index (or none).

    >>> row_is_p_position((1, 2)), row_is_p_position((1, 1, 1)), row_is_p_position(())
    (True, False, True)
    """
    return _deciding_stage(_piles(piles)) % 2 == 0


def row_winning_move(piles: tuple[int, ...]) -> tuple[int, ...] | None:
    """The winning move in a row of piles (``None`` from a P-position).

    >>> row_winning_move((3, 1, 2)), row_winning_move((4, 2))
    ((1, 2), (1, 2))
    """
    piles = _piles(piles)
    if row_is_p_position(piles):
        return None
    rest = piles[1:]
    return rest if row_is_p_position(rest) else (1, *rest)
