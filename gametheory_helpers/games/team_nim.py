"""POJ2068 *Nim* (the slides, 热身): two teams around a table, whoever takes the last stone loses.

``2n`` players sit around a table, the two teams alternating seats; player
``i`` may take from 1 to ``limits[i]`` stones.  They play clockwise from player
0, and the team of the player who takes the last stone loses.

A state is the pair ``(stones left, player to move)``.  With one stone left the
player to move must take it and lose, so ``(1, p)`` is a P-position; taking
*all* the stones when more than one is left is never useful, so the game is the
normal-play game whose moves are ``(s, p) -> (s - k, p + 1)`` with
``1 <= k <= min(limits[p], s - 1)``.  The dynamic programme over ``(s, p)`` of
the slides fill that table from ``s = 1`` upwards.

>>> first_team_wins(101, [4, 4]), first_team_wins(100, [4, 4])
(False, True)
>>> first_team_wins(97, [8, 7, 6, 5, 4, 3])
True
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core import Game
from ..i18n import N_, _
from ..validation import require_at_most, require_int, show

__all__ = ["first_team_wins", "team_nim", "winning_table"]

MAX_WORK = 1_000_000  # stones x (players + their takes / 4) the table may cost: about a second


def _check_limits(limits: Sequence[int]) -> tuple[int, ...]:
    if isinstance(limits, str | bytes) or not isinstance(limits, Sequence):
        raise TypeError(
            _("limits must be a list of the players' maximum takes, got {value}").format(
                value=show(limits)
            )
        )
    if len(limits) == 0 or len(limits) % 2:
        raise ValueError(
            _(
                "there are 2n players (two teams in alternate seats), so limits needs "
                "an even, non-zero length; got {value}"
            ).format(value=len(limits))
        )
    return tuple(require_int(m, _("a player's maximum take"), minimum=1) for m in limits)


def team_nim(limits: Sequence[int]) -> Game:
    """Return the game over ``(stones, player)`` for brute force.

    >>> team_nim([2, 3]).options((4, 1))
    [(3, 0), (2, 0), (1, 0)]
    """
    takes = _check_limits(limits)
    players = len(takes)

    def moves(state: tuple[int, int]) -> list[tuple[int, int]]:
        stones, player = state
        upper = min(takes[player], stones - 1)
        return [(stones - k, (player + 1) % players) for k in range(1, upper + 1)]

    def validate(state: object) -> None:
        if not isinstance(state, tuple) or len(state) != 2:
            raise TypeError(
                _("a state is a pair (stones, player), got {value}").format(value=show(state))
            )
        require_int(state[0], _("the number of stones"), minimum=1)
        require_int(state[1], _("the player index"), minimum=0)
        if state[1] >= players:
            raise ValueError(
                _("player index must be below {players}, got {value}").format(
                    players=players, value=state[1]
                )
            )

    return Game(moves, validate=validate).named(N_("team Nim {takes}"), takes=list(takes))


def winning_table(stones: int, limits: Sequence[int]) -> list[list[bool]]:
    """Return ``win[s][p]``: does the player to move at ``(s, p)`` (and so their team) win?

    Row ``s = 0`` is unused (the game never reaches it).  Time O(stones · 2n · max take); a table
    costing more than ``MAX_WORK`` (stones times (players + their takes / 4)) is refused at once.

    >>> [row[0] for row in winning_table(6, [2, 2])]
    [False, False, True, True, False, True, True]
    """
    takes = _check_limits(limits)
    require_int(stones, _("the number of stones"), minimum=1)
    players = len(takes)
    takes_per_row = sum(min(take, stones) for take in takes)
    require_at_most(
        stones * (players + takes_per_row // 4),
        MAX_WORK,
        _(
            "the work of the table for {stones} stones and {players} players "
            "(stones x (players + their takes / 4))"
        ).format(stones=show(stones), players=players),
        N_("POJ2068 has at most 8192 stones: use fewer stones"),
    )
    win = [[False] * players for _ in range(stones + 1)]
    for s in range(2, stones + 1):
        for p in range(players):
            following = (p + 1) % players
            win[s][p] = any(not win[s - k][following] for k in range(1, min(takes[p], s - 1) + 1))
    return win


def first_team_wins(stones: int, limits: Sequence[int]) -> bool:
    """Return True when the team of player 0 (who moves first) wins (POJ2068 prints 1)."""
    return winning_table(stones, limits)[stones][0]
