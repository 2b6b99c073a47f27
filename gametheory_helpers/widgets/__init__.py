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

from .classics import (
    PiratesExplorer,
    circle_play,
    describe_circle_move,
    describe_euclid_move,
    euclid_play,
    pirates_explorer,
    render_circle,
    render_euclid,
)
from .coins import (
    CoinPlayApp,
    coin_play,
    render_coin_row,
)
from .explorers import (
    GraphGameExplorer,
    MultiplicationExplorer,
    graph_game_explorer,
    multiplication_explorer,
    parse_edges,
)
from .fibonacci import (
    describe_take,
    explain_move,
    fibonacci_play,
    render_heap,
)
from .hackenbush import (
    HackenbushApp,
    hackenbush_play,
    parse_picture,
)
from .misere import (
    describe_misere_move,
    misere_play,
    render_misere_position,
)
from .nimbers import (
    TurningCornersApp,
    parse_heads,
    turning_corners_board,
)
from .octal_explorer import (
    OctalExplorer,
    octal_explorer,
)
from .play_app import (
    PlayApp,
    parse_position,
    play,
    render_position,
)
from .quiz import QuizApp, quiz
from .sg_explorer import (
    SGExplorer,
    sg_explorer,
)
from .wythoff import (
    BOARD_LIMIT,
    describe_queen_move,
    play_wythoff,
    render_board,
)

__all__ = [
    "QuizApp",
    "quiz",
    "OctalExplorer",
    "octal_explorer",
    "BOARD_LIMIT",
    "circle_play",
    "coin_play",
    "CoinPlayApp",
    "describe_circle_move",
    "describe_euclid_move",
    "describe_misere_move",
    "describe_queen_move",
    "describe_take",
    "euclid_play",
    "explain_move",
    "fibonacci_play",
    "graph_game_explorer",
    "GraphGameExplorer",
    "hackenbush_play",
    "HackenbushApp",
    "misere_play",
    "multiplication_explorer",
    "MultiplicationExplorer",
    "parse_edges",
    "parse_heads",
    "parse_picture",
    "parse_position",
    "pirates_explorer",
    "PiratesExplorer",
    "play",
    "play_wythoff",
    "PlayApp",
    "render_board",
    "render_circle",
    "render_coin_row",
    "render_euclid",
    "render_heap",
    "render_misere_position",
    "render_position",
    "sg_explorer",
    "SGExplorer",
    "turning_corners_board",
    "TurningCornersApp",
]
