"""Play any game in misère mode (the player who takes the last stone loses) against the computer.

It is the generic :func:`~gametheory_helpers.widgets.play` on
:func:`~gametheory_helpers.games.misere.misere` of the game: when no move is
left, the player to move "claims the win" (the move to ``END``) and the
other player, who made the last real move, has lost.

>>> from gametheory_helpers.games.nim import nim
>>> app = misere_play(nim(), (1, 1)).app
>>> app.choose((0, 1))              # leave one stone: the computer must take it...
>>> app.session.position            # ...and it is the student's turn at the empty board
(0, 0)
>>> app.choose(END); app.session.winner
'human'
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as widgets

from ..core import Game
from ..games.misere import END, misere, misere_nim_state
from ..i18n import _
from ..play import describe_move
from ..validation import require_game
from .play_app import play, render_position

__all__ = ["END", "describe_misere_move", "misere_play", "render_misere_position"]


def describe_misere_move(before: Any, after: Any) -> str:
    """Words for a misère move; the extra move to ``END`` is "claim the win".

    >>> describe_misere_move((0, 0), END)
    'claim the win (the last stone was taken by the other player)'
    """
    if after is END:
        return _("claim the win (the last stone was taken by the other player)")
    return describe_move(before, after)


def render_misere_position(position: Any) -> str:
    """HTML of a position; ``END`` is the end of the match.

    >>> "over" in render_misere_position(END)
    True
    """
    if position is END:
        return _("<p><i>The match is over: the player who took the last stone lost.</i></p>")
    if isinstance(position, tuple) and not any(position):
        return _("<p><i>No stones left.</i></p>")
    return render_position(position)


def _nim_state(position: Any) -> str:
    heaps = position if isinstance(position, tuple) else None
    if heaps is None or not all(isinstance(h, int) and not isinstance(h, bool) for h in heaps):
        return ""
    return _("the article state {state} for you").format(state=misere_nim_state(heaps))


def misere_play(game: Game, start: Any, **options: Any) -> widgets.Box:
    """Return the play widget for the misère version of ``game`` (``box.app`` is the app).

    For Nim-like positions (tuples of heaps) the computer names the article's
    state it leaves you in.  Other keyword options are passed to ``play``.

    >>> from gametheory_helpers.games.nim import nim
    >>> misere_play(nim(), (2, 2)).app.session.outcome()   # T2: the player to move loses
    'P'
    """
    require_game(game)
    options.setdefault("describe", describe_misere_move)
    options.setdefault("render", render_misere_position)
    options.setdefault("explain", _nim_state)
    options.setdefault(
        "title",
        _("{game}, misère play: taking the last stone loses").format(
            game=html.escape(game.shown_name)
        ),
    )
    return play(misere(game), start, **options)
