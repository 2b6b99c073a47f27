"""Every-SG games (the slides, EVERY-SG 组合游戏) and the step function.

In an **every-SG** game the players move in *every* component that is not
over yet (对于还没有结束的单一游戏，游戏者必须对该游戏进行一步决策); the
player who cannot move (every component is over) loses.  So the winner is
decided by the component that ends last: keep the components you win alive as
long as possible, end the ones you lose as soon as possible.

The slides' **step function** measures that length:

.. math::

    \\text{step}(u) = \\begin{cases}
      0 & u \\text{ terminal},\\\\
      \\max\\{\\text{step}(v) : v \\text{ option of } u,\\ SG(v) = 0\\} + 1 & SG(u) > 0,\\\\
      \\min\\{\\text{step}(v) : v \\text{ option of } u\\} + 1 & SG(u) = 0.
    \\end{cases}

**Theorem** (the slides): the first player wins an every-SG game iff the largest
step of its components is odd (:func:`every_sg_first_player_wins`).
:func:`every_sg_game` is the brute force that checks it.

>>> heap = Game(lambda n: range(n), name="heap")
>>> [step(heap, n) for n in range(4)]
[0, 1, 1, 1]
>>> every_sg_first_player_wins(heap, [2, 0, 3])
True
"""

from __future__ import annotations

import weakref
from collections.abc import Iterable, Sequence
from itertools import product
from typing import Any

from ..core import Game
from ..i18n import N_, _
from ..validation import SearchLimitError, require_iterable, show

#: The most positions one step computation walks (about a second).
STEP_LIMIT = 100_000

__all__ = ["every_sg_first_player_wins", "every_sg_game", "step", "step_table"]

# One table of step values per game, dropped with the game.
_STEPS: weakref.WeakKeyDictionary[Game, dict[Any, int]] = weakref.WeakKeyDictionary()


def step(game: Game, position: Any) -> int:
    """Return the slides' step value of ``position`` (odd exactly for N-positions).

    Computed bottom-up with an explicit stack (no recursion limit), sharing
    the game's SG cache and one step table per game.

    >>> take_1_or_2 = Game(lambda n: [n - k for k in (1, 2) if k <= n])
    >>> [step(take_1_or_2, n) for n in range(8)]
    [0, 1, 1, 2, 3, 3, 4, 5]
    """
    if not isinstance(game, Game):
        raise TypeError(
            _("step needs a Game as its first argument, got {value}").format(value=show(game))
        )
    game.grundy(position)  # validates, fills the SG cache, raises LoopyGameError on a cycle
    table = _STEPS.setdefault(game, {})
    if position in table:
        return table[position]
    options: dict[Any, list[Any]] = {}
    stack = [position]
    while stack:
        current = stack[-1]
        if current in table:
            stack.pop()
            continue
        if current not in options:
            if len(options) >= STEP_LIMIT:
                raise SearchLimitError(
                    _(
                        "the step value of {position} needs more than {step_limit:,} "
                        "positions: start from a smaller position"
                    ).format(position=show(position), step_limit=STEP_LIMIT),
                    limit=STEP_LIMIT,
                    position=position,
                )
            options[current] = game.options(current)
        pending = [v for v in options[current] if v not in table]
        if pending:
            stack.extend(pending)
            continue
        stack.pop()
        table[current] = _step_from_options(game, current, options.pop(current), table)
    return table[position]


def _step_from_options(game: Game, position: Any, options: list[Any], table: dict) -> int:
    if not options:
        return 0
    if game.grundy(position) > 0:
        return max(table[v] for v in options if game.grundy(v) == 0) + 1
    return min(table[v] for v in options) + 1


def step_table(game: Game, positions: Iterable[Any]) -> dict[Any, int]:
    """Return ``{position: step}`` for the given positions, in their order.

    >>> step_table(Game(lambda n: [n - k for k in (1, 2) if k <= n]), range(4))
    {0: 0, 1: 1, 2: 1, 3: 2}
    """
    positions = require_iterable(positions, "positions", N_("a list of positions such as range(4)"))
    return {p: step(game, p) for p in positions}


def _games_for(games: Game | Sequence[Game], count: int) -> list[Game]:
    if isinstance(games, Game):
        return [games] * count
    if isinstance(games, str | bytes) or not isinstance(games, Sequence):
        raise TypeError(
            _("expected a Game or a list of Games (one per component), got {value}").format(
                value=show(games)
            )
        )
    games = list(games)
    if len(games) != count:
        raise ValueError(
            _("got {games} games for {count} component positions").format(
                games=len(games), count=count
            )
        )
    for game in games:
        if not isinstance(game, Game):
            raise TypeError(_("expected Game objects, got {value}").format(value=show(game)))
    return games


def every_sg_first_player_wins(games: Game | Sequence[Game], positions: Iterable[Any]) -> bool:
    """The slides' rule: the first player wins the every-SG game iff the largest step is odd.

    ``games`` is one Game used for every component, or one Game per position.

    >>> take_1_or_2 = Game(lambda n: [n - k for k in (1, 2) if k <= n])
    >>> wins = every_sg_first_player_wins
    >>> wins(take_1_or_2, [3, 1]), wins(take_1_or_2, [4])
    (False, True)
    """
    if isinstance(positions, str | bytes) or not isinstance(positions, Iterable):
        raise TypeError(
            _("positions must be a list of component positions, got {value}").format(
                value=show(positions)
            )
        )
    positions = list(positions)
    components = _games_for(games, len(positions))
    return max((step(g, p) for g, p in zip(components, positions, strict=True)), default=0) % 2 == 1


def every_sg_game(*games: Game) -> Game:
    """Brute force of the every-SG rule: one move moves in *every* component not yet over.

    Positions are tuples with one position per component; the player who
    cannot move (all components terminal) loses.

    >>> heap = Game(lambda n: range(n), name="heap")
    >>> sorted(every_sg_game(heap, heap).options((1, 2)))
    [(0, 0), (0, 1)]
    """
    if not games:
        raise ValueError(_("every_sg_game needs at least one game"))
    for game in games:
        if not isinstance(game, Game):
            raise TypeError(
                _("every_sg_game combines Game objects, got {value}").format(value=show(game))
            )
    count = len(games)

    def check(position: Any) -> None:
        if not isinstance(position, tuple) or len(position) != count:
            raise TypeError(
                _(
                    "a position of an every-SG game of {count} components is a tuple of "
                    "{count} positions, got {value}"
                ).format(count=count, value=show(position))
            )

    def moves(position: tuple[Any, ...]) -> Iterable[tuple[Any, ...]]:
        check(position)
        options = [g.options(part) for g, part in zip(games, position, strict=True)]
        if not any(options):
            return []
        # a component that is over stays as it is; every other one must move
        return product(*(opts or [part] for opts, part in zip(options, position, strict=True)))

    def validate(position: Any) -> None:
        check(position)
        for game, part in zip(games, position, strict=True):
            game.check_position(part)

    return Game(moves, validate=validate).named(N_("every-SG of {games}"), games=tuple(games))
