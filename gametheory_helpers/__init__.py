"""Helpers for the impartial-games teaching collection.

The engine (:mod:`gametheory_helpers.core`) is re-exported here::

    >>> from gametheory_helpers import Game, mex, nim_sum
    >>> mex([0, 1, 3]), nim_sum(1, 2, 3)
    (2, 0)

Game families live in :mod:`gametheory_helpers.games`, exact number theory in
:mod:`gametheory_helpers.numbers`, figures in :mod:`gametheory_helpers.plotting`
and interactive apps in :mod:`gametheory_helpers.widgets`.
``set_language("zh")`` makes all of them speak Simplified Chinese
(:mod:`gametheory_helpers.i18n`; English is the default).

The engine at a glance
----------------------
- ``Game(moves, name=..., validate=None)``: a game; ``moves(x)`` returns the options of ``x``;
- ``game.options(x)``: the positions one move away (without repeats);
- ``game.outcome(x)`` (``'P'`` or ``'N'``), ``game.is_p_position(x)``;
- ``game.winning_moves(x)``: the options that are P-positions (none from a P-position);
- ``game.grundy(x)``, ``game.table(positions)``: Sprague-Grundy values (0 exactly at P);
- ``game.graph(x)``: the game graph from ``x``, a networkx ``DiGraph`` with ``sg`` and
  ``outcome`` on its vertices;
- ``game.cache_size``, ``game.clear_cache()``: the memo shared by every query on ``game``;
- :class:`LoopyGameError`: raised on a cycle, with ``.position`` and ``.cycle``;
- in :mod:`gametheory_helpers.graph`: ``game_graph(game, x)``, ``digraph_game(edges)`` (a graph
  as a game), ``solve_digraph(edges)`` (every vertex solved), ``kernel``, ``is_kernel``,
  ``all_kernels`` and ``heights`` (a DAG's kernel, the test, every kernel of a small graph).

Size policy
-----------
Every public function either answers in well under a second for any input it
accepts, or takes a limit (``max_steps``, ``limit``, ``max_positions``...) with a
sensible default and refuses larger input at once with :class:`SearchLimitError`
(a ``ValueError``), saying how large the input was, what the limit is and which
closed form or smaller call to use instead.  :meth:`Game.grundy` and the other
solver methods search at most :data:`DEFAULT_MAX_STEPS` steps unless given
``max_steps`` (``None`` for no limit).  Inputs are checked at the boundary
(heaps are tuples or lists of non-negative ints; bools, floats, sets and
non-ASCII digits are refused, naming the parameter and showing the value), and
messages show values shortened, so they never flood and never fail.  The one
mechanism behind all of this is :mod:`gametheory_helpers.validation`.

    >>> from gametheory_helpers.games.bash import bash
    >>> try:
    ...     bash(3).grundy(10**100)
    ... except SearchLimitError as error:
    ...     print(str(error)[:60])
    Bash's game (take 1 to 3): deciding who wins from <an intege
"""

from .core import (
    DEFAULT_MAX_STEPS,
    Game,
    LoopyGameError,
    SearchLimitError,
    game_sum,
    mex,
    nim_sum,
)
from .i18n import get_language, set_language

__all__ = [
    "DEFAULT_MAX_STEPS",
    "Game",
    "LoopyGameError",
    "SearchLimitError",
    "game_sum",
    "get_language",
    "mex",
    "nim_sum",
    "set_language",
]
__version__ = "0.1.0"
