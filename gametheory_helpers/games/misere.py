"""Misère play (反常游戏): anti-Nim, the article's S/T states, anti-SG and the SJ theorem.

In **misère play** the player who cannot move *wins* (the slides call such games
anti-SG 游戏: 决策集合为空的游戏者赢).  :func:`misere` turns any :class:`Game` into
a normal-play game with the same outcomes, so the engine can brute-force it.

**Anti-Nim** (the slides, the article, the study notes; POJ3480 / HDU1907 *John*): taking the last
stone loses.  The first player wins iff

* every heap has at most one stone and the Nim-sum is 0, or
* some heap has at least two stones and the Nim-sum is not 0.

The article proves it with five states: S (Nim-sum not 0, 利己态) or T (Nim-sum 0,
利他态), followed by the number of heaps with at least two stones (充裕堆),
0, 1 or "2 or more" (T1 cannot happen).  S0 and T2 lose, S1, S2 and T0 win
(:func:`misere_nim_state`).

**SJ theorem** (the slides, the study notes): in an anti-SG game whose play stops as soon
as every component has SG value 0 (the player to move then wins), the first
player wins iff (the total SG value is not 0 and some component has SG > 1)
or (the total is 0 and no component has SG > 1) (:func:`sj_first_player_wins`).

**Misère Bash** (the article): with takes of 1 to ``m``, ``n`` stones is a
P-position iff ``(n - 1) % (m + 1) == 0``.

>>> from gametheory_helpers.games.nim import nim
>>> misere(nim()).outcome((1, 1)), misere_nim_is_p_position((1, 1))
('N', False)
>>> misere_nim_state((2, 2)), sj_first_player_wins([2, 2])
('T2', False)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import reduce
from itertools import product
from operator import xor
from typing import Any

from ..core import Game, game_sum
from ..i18n import N_, _
from ..validation import require_heaps, require_int, require_listable, require_naturals, show
from .bash import misere_is_p_position as misere_bash_is_p_position

__all__ = [
    "END",
    "MISERE_STATE_OUTCOMES",
    "ARTICLE_TRANSITIONS",
    "anti_sg_sum",
    "misere",
    "misere_bash_is_p_position",
    "misere_nim_is_p_position",
    "misere_nim_state",
    "misere_nim_winning_moves",
    "misere_state_transitions",
    "sj_first_player_wins",
]


class _End:
    """The extra terminal position of :func:`misere` (shown as ``END``)."""

    _instance: _End | None = None

    def __new__(cls) -> _End:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "END"

    def __reduce__(self) -> str:
        return "END"


END = _End()
"""The position after the extra move "claim the win" of :func:`misere`."""


def misere(game: Game, *, is_over: Callable[[Any], bool] | None = None) -> Game:
    """Return the misère version of ``game`` (who cannot move wins) as a normal-play Game.

    The trick: give every terminal position one extra move, to a new position
    :data:`END` that has no moves.  Facing a terminal position you "claim the
    win" by moving to ``END``, and your opponent, facing ``END``, cannot move and
    loses.  So ``misere(game).outcome(p)`` is the misère outcome of ``p``
    (its SG values are those of this encoding, not misère Grundy values).

    ``is_over(position)`` optionally declares more positions over (the player to
    move there wins), e.g. the SJ theorem's "all components have SG value 0".

    >>> heap = Game(lambda n: range(n), name="heap")
    >>> [misere(heap).outcome(n) for n in range(4)]
    ['N', 'P', 'N', 'N']
    >>> misere(heap).options(0)
    [END]
    """
    if not isinstance(game, Game):
        raise TypeError(
            _("misere turns a Game into its misère version, got {value}").format(value=show(game))
        )
    if is_over is not None and not callable(is_over):
        raise TypeError(
            _("is_over must be a function of a position, got {value}").format(value=show(is_over))
        )

    def moves(position: Any) -> list[Any]:
        if position is END:
            return []
        if is_over is not None and is_over(position):
            return [END]
        return game.options(position) or [END]

    def validate(position: Any) -> None:
        if position is not END:
            game.check_position(position)

    inner_size = game._size

    def size(position: Any) -> int:
        return 1 if position is END else inner_size(position) + 1  # type: ignore[misc]

    return Game(
        moves,
        validate=validate,
        size=size if inner_size is not None else None,
        hint=N_("use the misère theorem of the chapter (misere_nim_is_p_position for Nim)"),
    ).named(N_("misère {game}"), game=game)


def anti_sg_sum(*games: Game, end_when_all_zero: bool = True) -> Game:
    """Brute force of an anti-SG sum: :func:`misere` of ``game_sum(*games)``.

    With ``end_when_all_zero`` (the SJ theorem's condition) play stops, and the
    player to move wins, as soon as every component has SG value 0 (normal-play
    SG values of the components).  With ``end_when_all_zero=False`` it is the
    plain misère sum, where the SJ rule can fail.

    >>> heap = Game(lambda n: range(n), name="heap")
    >>> anti_sg_sum(heap, heap).outcome((1, 1))
    'N'
    """
    total = game_sum(*games)

    def all_zero(position: tuple[Any, ...]) -> bool:
        return all(g.grundy(part) == 0 for g, part in zip(games, position, strict=True))

    return misere(total, is_over=all_zero if end_when_all_zero else None)


# -- anti-Nim --------------------------------------------------------------------


def _heaps(heaps: object) -> tuple[int, ...]:
    shape = "a tuple of heap sizes like (3, 4, 5)"
    return require_naturals(heaps, _("a Nim position"), shape, N_("heap size"))


_FEWER = "the transitions are the same for every size: ask for fewer or smaller heaps"


def misere_nim_is_p_position(heaps: Iterable[int]) -> bool:
    """Anti-Nim: P iff (all heaps <= 1 and Nim-sum 1) or (some heap >= 2 and Nim-sum 0).

    >>> misere_nim_is_p_position((1, 1, 1)), misere_nim_is_p_position((3, 5, 1))
    (True, False)
    """
    values = _heaps(heaps)
    total = reduce(xor, values, 0)
    if all(h <= 1 for h in values):
        return total == 1
    return total == 0


def misere_nim_state(heaps: Iterable[int]) -> str:
    """The article's state of a Nim position: ``'S0'``, ``'S1'``, ``'S2'``, ``'T0'`` or ``'T2'``.

    ``S`` when the Nim-sum is not 0 (利己态), ``T`` when it is 0 (利他态);
    the digit counts the heaps of two or more stones (充裕堆), 2 meaning
    "two or more".  A single big heap makes the Nim-sum non-zero, so T1 does not exist.

    >>> [misere_nim_state(p) for p in [(1,), (1, 3), (2, 3), (1, 1), (2, 2)]]
    ['S0', 'S1', 'S2', 'T0', 'T2']
    """
    values = _heaps(heaps)
    big = min(sum(h >= 2 for h in values), 2)
    return ("T" if reduce(xor, values, 0) == 0 else "S") + str(big)


MISERE_STATE_OUTCOMES = {"S0": "P", "S1": "N", "S2": "N", "T0": "N", "T2": "P"}
"""The article, theorems 5, 6, 10, 11: 必输态 T2, S0; 必胜态 S2, S1, T0 (misère play)."""

ARTICLE_TRANSITIONS = frozenset(
    {
        ("S0", "T0"),
        ("T0", "S0"),
        ("S1", "S0"),
        ("S1", "S1"),
        ("S1", "T0"),
        ("S2", "S1"),
        ("S2", "S2"),
        ("S2", "T2"),
        ("T2", "S1"),
        ("T2", "S2"),
    }
)
"""The one-move transitions between the article's states that its theorems 1, 2, 7, 8, 9 allow."""


def misere_state_transitions(max_heaps: int = 3, max_heap: int = 4) -> set[tuple[str, str]]:
    """Every (state, next state) pair met by one move, over all positions within the bounds.

    This is brute force over the positions; it finds exactly :data:`ARTICLE_TRANSITIONS`.

    >>> sorted(misere_state_transitions(2, 2))[:3]
    [('S0', 'T0'), ('S1', 'S0'), ('S1', 'S1')]
    """
    require_int(max_heaps, _("the number of heaps"), minimum=1, maximum=4, instead=_FEWER)
    require_int(max_heap, _("the largest heap"), minimum=0, maximum=6, instead=_FEWER)
    found: set[tuple[str, str]] = set()
    for count in range(1, max_heaps + 1):
        for heaps in product(range(max_heap + 1), repeat=count):
            state = misere_nim_state(heaps)
            for index, heap in enumerate(heaps):
                for smaller in range(heap):
                    after = heaps[:index] + (smaller,) + heaps[index + 1 :]
                    found.add((state, misere_nim_state(after)))
    return found


def misere_nim_winning_moves(heaps: Iterable[int]) -> list[tuple[int, ...]]:
    """Every winning move of anti-Nim (to a misère P-position), by the article's strategy.

    S2: the Nim moves to Nim-sum 0 (they reach T2).  S1: empty the big heap or
    leave one stone in it, whichever leaves an odd number of one-stone heaps.
    T0: take any one-stone heap.  S0, T2 (and the empty position): none.

    >>> misere_nim_winning_moves((3, 5, 1)), misere_nim_winning_moves((1, 1, 4))
    ([(3, 2, 1)], [(1, 1, 1)])
    """
    values = _heaps(heaps)
    state = misere_nim_state(values)
    total = reduce(xor, values, 0)
    top = 1 << total.bit_length() >> 1  # the leading bit of the Nim-sum
    count = {
        "S2": sum(1 for h in values if h & top) if total else 0,
        "T0": sum(1 for h in values if h == 1),
    }.get(state, 1)
    require_listable(
        count,
        len(values),
        _("the winning moves"),
        N_("misere_nim_state(heaps) says who wins at once"),
    )
    if state == "S2":
        return [
            values[:i] + (h ^ total,) + values[i + 1 :]
            for i, h in enumerate(values)
            if h ^ total < h
        ]
    if state == "S1":
        index = next(i for i, h in enumerate(values) if h >= 2)
        ones = sum(h == 1 for h in values)
        return [values[:index] + (0 if ones % 2 else 1,) + values[index + 1 :]]
    if state == "T0":
        return [values[:i] + (0,) + values[i + 1 :] for i, h in enumerate(values) if h == 1]
    return []


# -- anti-SG and the SJ theorem ----------------------------------------------------


def sj_first_player_wins(sg_values: Iterable[int]) -> bool:
    """SJ theorem over the components' SG values (valid under its condition, see the module).

    The first player wins iff (Nim-sum != 0 and some value > 1) or (Nim-sum == 0
    and no value > 1).  For Nim heaps the SG value is the heap, so this is anti-Nim.

    >>> sj_first_player_wins([1, 1]), sj_first_player_wins([1, 1, 1]), sj_first_player_wins([2, 3])
    (True, False, True)
    """
    values = _sg_values(sg_values)
    total = reduce(xor, values, 0)
    big = any(v > 1 for v in values)
    return (total != 0 and big) or (total == 0 and not big)


def _sg_values(sg_values: object) -> tuple[int, ...]:
    return require_heaps(
        sg_values, _("the SG values"), N_("a list of SG values such as [1, 2, 0]"), N_("SG value")
    )
