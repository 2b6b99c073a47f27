"""Interactive apps (ipywidgets) for the notebooks.

Each app is a small class whose logic lives in plain methods, and a function
that returns its ipywidgets container (with the app object attached as
``container.app``), so tests can drive an app without a browser: set a
widget's ``.value`` or call ``.click()``, then read the app's state.  Bad
input never raises: the app shows a message instead.

One module per app family (``explorers``, ``play_app``, ...); everything public is
re-exported here, so notebooks write ``from gametheory_helpers.widgets import ...``.

Example
-------
>>> box = multiplication_explorer(161)
>>> box.app.verdict
'Stan'
>>> box.app.n_input.value = "many"
>>> box.app.error
"n must be a whole number such as 161, got 'many'"
"""

from .explorers import (
    GraphGameExplorer,
    MultiplicationExplorer,
    graph_game_explorer,
    multiplication_explorer,
    parse_edges,
)
from .nimbers import TurningCornersApp, parse_heads, turning_corners_board
from .play_app import PlayApp, parse_position, play, render_position

__all__ = [
    "GraphGameExplorer",
    "MultiplicationExplorer",
    "PlayApp",
    "TurningCornersApp",
    "graph_game_explorer",
    "multiplication_explorer",
    "parse_edges",
    "parse_heads",
    "parse_position",
    "play",
    "render_position",
    "turning_corners_board",
]
from .misere import describe_misere_move, misere_play, render_misere_position  # noqa: E402

__all__ += ["describe_misere_move", "misere_play", "render_misere_position"]

from .classics import (  # noqa: E402
    PiratesExplorer,
    circle_play,
    describe_circle_move,
    describe_euclid_move,
    euclid_play,
    pirates_explorer,
    render_circle,
    render_euclid,
)

__all__ += [
    "PiratesExplorer",
    "circle_play",
    "describe_circle_move",
    "describe_euclid_move",
    "euclid_play",
    "pirates_explorer",
    "render_circle",
    "render_euclid",
]

from .wythoff import (  # noqa: E402
    BOARD_LIMIT,
    describe_queen_move,
    play_wythoff,
    render_board,
)

__all__ += ["BOARD_LIMIT", "describe_queen_move", "play_wythoff", "render_board"]

from .fibonacci import describe_take, explain_move, fibonacci_play, render_heap  # noqa: E402

__all__ += ["describe_take", "explain_move", "fibonacci_play", "render_heap"]
from .hackenbush import HackenbushApp, hackenbush_play, parse_picture  # noqa: E402

__all__ += ["HackenbushApp", "hackenbush_play", "parse_picture"]
from .sg_explorer import SGExplorer, sg_explorer  # noqa: E402

__all__ += ["SGExplorer", "sg_explorer"]

# Chapter 07: coin-turning games.
from .coins import CoinPlayApp, coin_play, render_coin_row  # noqa: E402

__all__ += ["CoinPlayApp", "coin_play", "render_coin_row"]
