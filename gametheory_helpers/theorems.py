"""A game's theorem, carried by the game so that the computer player plays by it.

A game factory whose game has a closed form (Bash, Nim, Wythoff...) sets
``game.theorem`` to a :class:`Theorem`; :class:`~gametheory_helpers.play.PlaySession`
(and so the ``play(...)`` widget) then decides who wins and chooses its move by
the theorem instead of searching, so Bash with 10^9 stones answers at once and
the computer's message cites the theorem.

>>> from gametheory_helpers.games.bash import bash
>>> theorem = theorem_of(bash(3))
>>> theorem.is_p_position(8), theorem.winning_move(10**9 + 2)
(True, 1000000000)
>>> theorem.reason(10**9 + 2, 10**9)
"Bash's theorem (chapter 2): (m + 1) = 4 divides 1000000000: leave a multiple of 4"
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .validation import require_heaps

__all__ = ["Theorem", "take_one_from_largest", "theorem_of"]


@dataclass(frozen=True)
class Theorem:
    """What a game's theorem says, as functions of positions.

    Parameters
    ----------
    name:
        the theorem's name, cited in the computer's messages ("Bouton's theorem").
    is_p_position:
        ``is_p_position(position) -> bool``, the closed form of who loses.
    winning_move:
        ``winning_move(position) -> option``, a move to a P-position, or ``None``
        from a P-position.
    reason:
        ``reason(before, after) -> str``: why the move says what it says, in the
        theorem's words ("(m + 1) = 4 divides 8: leave a multiple of 4").
    grundy:
        optional ``grundy(position) -> int`` when the theorem gives the SG value too.
    is_move:
        optional ``is_move(before, after) -> bool``, whether ``after`` is one move
        from ``before`` without listing every move (for positions with millions
        of moves, such as Nim with heaps of 10^9).
    keep_going:
        optional ``keep_going(position) -> option``: a legal move from a
        non-terminal P-position, used when the moves are too many to list.
    """

    name: str
    is_p_position: Callable[[Any], bool]
    winning_move: Callable[[Any], Any]
    reason: Callable[[Any, Any], str]
    grundy: Callable[[Any], int] | None = None
    is_move: Callable[[Any, Any], bool] | None = None
    keep_going: Callable[[Any], Any] | None = None


def theorem_of(game: Any) -> Theorem | None:
    """The theorem a game carries (``game.theorem``), or ``None``.

    >>> from gametheory_helpers.core import Game
    >>> theorem_of(Game(lambda n: range(n))) is None
    True
    """
    theorem = getattr(game, "theorem", None)
    return theorem if isinstance(theorem, Theorem) else None


def take_one_from_largest(heaps: tuple[int, ...]) -> tuple[int, ...] | None:
    """A move that keeps a heap game going: one stone from the largest heap (``None`` if empty).

    >>> take_one_from_largest((3, 9, 4)), take_one_from_largest((0, 0))
    ((3, 8, 4), None)
    """
    heaps = tuple(require_heaps(heaps, "heaps"))
    if not heaps or max(heaps) == 0:
        return None
    index = max(range(len(heaps)), key=heaps.__getitem__)
    return heaps[:index] + (heaps[index] - 1,) + heaps[index + 1 :]


def one_heap_reduced(before: tuple[int, ...], after: tuple[int, ...]) -> bool:
    """Whether ``after`` is ``before`` with exactly one heap made smaller (a Nim move).

    >>> one_heap_reduced((3, 4), (3, 1)), one_heap_reduced((3, 4), (2, 1))
    (True, False)
    """
    if not isinstance(after, tuple) or len(after) != len(before):
        return False
    if not all(isinstance(h, int) and not isinstance(h, bool) and h >= 0 for h in after):
        return False
    changed = [i for i, (x, y) in enumerate(zip(before, after, strict=True)) if x != y]
    return len(changed) == 1 and after[changed[0]] < before[changed[0]]
