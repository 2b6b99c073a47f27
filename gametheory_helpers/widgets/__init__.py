"""Interactive apps (ipywidgets) for the notebooks.

Each app is a small class whose logic lives in plain methods, and a function
that returns its ipywidgets container (with the app object attached as
``container.app``), so tests can drive an app without a browser: set a
widget's ``.value`` or call ``.click()``, then read the app's state.  Bad
input never raises: the app shows a message instead.

One module per app family (``explorers``, ``play_app``, ...); everything public is
re-exported here, so notebooks write ``from gametheory_helpers.widgets import ...``; a name's
module (and ipywidgets, or matplotlib for the views that draw) is imported when the name is
first used (``gametheory_helpers/_lazy.py``).

Example
-------
>>> from gametheory_helpers.widgets import multiplication_explorer
>>> box = multiplication_explorer(161)
>>> box.app.verdict
'Stan'
>>> box.app.n_input.value = "many"
>>> box.app.error
"n must be a whole number such as 161, got 'many'"
"""

from .._lazy import lazy_exports

# each submodule and the public names it defines: imported when a name is first used
__getattr__, __dir__, __all__ = lazy_exports(
    __name__,
    {
        "classics": [
            "PiratesExplorer",
            "circle_play",
            "describe_circle_move",
            "describe_euclid_move",
            "euclid_play",
            "pirates_explorer",
            "render_circle",
            "render_euclid",
        ],
        "coins": ["CoinPlayApp", "coin_play", "render_coin_row"],
        "explorers": [
            "GraphGameExplorer",
            "MultiplicationExplorer",
            "graph_game_explorer",
            "multiplication_explorer",
            "parse_edges",
        ],
        "fibonacci": ["describe_take", "explain_move", "fibonacci_play", "render_heap"],
        "hackenbush": ["HackenbushApp", "hackenbush_play", "parse_picture"],
        "misere": ["describe_misere_move", "misere_play", "render_misere_position"],
        "nimbers": ["TurningCornersApp", "parse_heads", "turning_corners_board"],
        "octal_explorer": ["OctalExplorer", "octal_explorer"],
        "play_app": ["PlayApp", "parse_position", "play", "render_position"],
        "quiz": ["QuizApp", "quiz"],
        "sg_explorer": ["SGExplorer", "sg_explorer"],
        "wythoff": ["BOARD_LIMIT", "describe_queen_move", "play_wythoff", "render_board"],
    },
)
