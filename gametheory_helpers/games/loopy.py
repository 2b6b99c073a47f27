"""Outcomes of games that may loop: retrograde analysis (逆向分析) with draws.

The engine's Sprague-Grundy solver needs an acyclic game graph (it raises
:class:`~gametheory_helpers.LoopyGameError` otherwise).  Who wins is still
defined for a loopy game, position by position, by working backwards from the
terminal positions:

1. a terminal position is P (the player to move has lost);
2. a position with a move to a P-position is N;
3. a position all of whose moves lead to N-positions is P;
4. what the first three rules never label is D: a draw (neither player can
   force a win, play may go on for ever).

Counting, for each position, how many of its options are not yet known to be N
makes this linear in the number of moves (the classical algorithm for endgame
tables).  Used by chapter 10 for the "ultimate battle" of the slides, where
players may step back and forth.

>>> from gametheory_helpers import Game
>>> cycle = Game(lambda n: {0: [1], 1: [0], 2: [3, 0], 3: []}[n], name="toy")
>>> sorted(loopy_outcomes(cycle, [2]).items())
[(0, 'D'), (1, 'D'), (2, 'N'), (3, 'P')]
"""

from __future__ import annotations

from collections import deque
from collections.abc import Hashable, Iterable

from ..core import Game
from ..i18n import N_, _
from ..validation import require_at_most, require_int, require_iterable, show

__all__ = ["loopy_outcomes"]


def loopy_outcomes(game: Game, starts: Iterable[Hashable], max_positions: int = 20_000) -> dict:
    """Label every position reachable from ``starts`` with ``'P'``, ``'N'`` or ``'D'`` (draw).

    Raises ``ValueError`` if more than ``max_positions`` positions are reachable.

    >>> from gametheory_helpers import Game
    >>> loopy_outcomes(Game(lambda n: range(n)), [3])[3]
    'N'
    """
    if not isinstance(game, Game):
        raise TypeError(_("loopy_outcomes needs a Game, got {value}").format(value=show(game)))
    starts = require_iterable(starts, "starts", N_("a list of start positions such as [3]"))
    require_int(max_positions, "max_positions", minimum=1)
    options: dict = {}
    parents: dict = {}
    todo = [game.check_position(start) for start in starts]
    for start in todo:
        parents.setdefault(start, [])
    while todo:
        position = todo.pop()
        if position in options:
            continue
        options[position] = game.options(position, max_steps=max_positions)
        require_at_most(
            len(options),
            max_positions,
            _("the number of positions reachable in {name}").format(name=game.name),
            N_("start from smaller positions (or raise max_positions)"),
        )
        for option in options[position]:
            parents.setdefault(option, []).append(position)
            if option not in options:
                todo.append(option)
    label: dict = {}
    unknown = {position: len(opts) for position, opts in options.items()}
    queue = deque(position for position, count in unknown.items() if count == 0)
    for position in queue:
        label[position] = "P"
    while queue:
        position = queue.popleft()
        for parent in parents[position]:
            if parent in label:
                continue
            if label[position] == "P":
                label[parent] = "N"
                queue.append(parent)
            else:
                unknown[parent] -= 1
                if unknown[parent] == 0:
                    label[parent] = "P"
                    queue.append(parent)
    return {position: label.get(position, "D") for position in options}
