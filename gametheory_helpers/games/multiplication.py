"""POJ2505 *A Multiplication Game* (the slides, 热身): solved by intervals of the kernel.

``p`` starts at 1.  The players (Stan first, then Ollie) take turns multiplying
``p`` by a digit from 2 to 9; the first player to make ``p`` greater than ``n``
wins.  (The original POJ statement says "at least n"; that is this game for
``n - 1``.)

Positions ``p > n`` are terminal: the player who must move there has already
lost, so they are P-positions and form the top of the kernel (核).  Going down,
the positions split into intervals that are alternately all-N and all-P:

* below a P-interval starting at ``L``, the positions ``ceil(L/9) .. L-1`` can
  reach it (multiply by a large enough digit): an N-interval;
* below an N-interval starting at ``M``, the positions ``ceil(M/2) .. M-1``
  land inside it whatever digit they use: a P-interval.

So about ``2 log_18 n`` intervals decide the game, without visiting the states.

>>> winner(161), winner(16), winner(34012225)  # POJ's samples 162, 17, 34012226 ("at least n")
('Stan', 'Ollie', 'Stan')
"""

from __future__ import annotations

from ..core import Game
from ..i18n import N_, _
from ..validation import require_int

__all__ = ["DIGITS", "kernel_intervals", "multiplication_game", "start_outcome", "winner"]

DIGITS = range(2, 10)


def multiplication_game(n: int) -> Game:
    """Return the game as a :class:`Game` over the current value ``p`` (brute force).

    >>> multiplication_game(10).options(2)
    [4, 6, 8, 10, 12, 14, 16, 18]
    """
    require_int(n, "n", minimum=1)

    def moves(p: int) -> list[int]:
        return [] if p > n else [p * digit for digit in DIGITS]

    def validate(p: object) -> None:
        require_int(p, _("the value p"), minimum=1)

    return Game(moves, validate=validate).named(N_("multiplication game (n = {n})"), n=n)


def kernel_intervals(n: int) -> list[tuple[int, int | None, str]]:
    """Return the intervals ``(low, high, outcome)`` of values ``p``, from the top down.

    ``high`` is ``None`` for the terminal region ``p > n``; the last interval
    contains ``p = 1`` (its ``low`` is clipped to 1).

    >>> kernel_intervals(20)
    [(21, None, 'P'), (3, 20, 'N'), (2, 2, 'P'), (1, 1, 'N')]
    """
    require_int(n, "n", minimum=1)
    intervals: list[tuple[int, int | None, str]] = [(n + 1, None, "P")]
    low = n + 1
    while low > 1:
        outcome = intervals[-1][2]
        factor = 9 if outcome == "P" else 2
        new_low = max(1, -(-low // factor))
        intervals.append((new_low, low - 1, "N" if outcome == "P" else "P"))
        low = new_low
    return intervals


def start_outcome(n: int) -> str:
    """Return the outcome ('N' or 'P') of the start ``p = 1``, by the interval argument.

    >>> start_outcome(8), start_outcome(9)  # 1 x 9 = 9 exceeds 8 but not 9
    ('N', 'P')
    """
    return kernel_intervals(n)[-1][2]


def winner(n: int) -> str:
    """Return who wins with best play, ``'Stan'`` (moves first) or ``'Ollie'``.

    >>> winner(4294967294)
    'Stan'
    """
    return "Stan" if start_outcome(n) == "N" else "Ollie"
