"""Figures for the notebooks: game graphs, P/N strips and grids.

Figure text is kept ASCII (no CJK font is assumed on the reader's machine).
Every function draws on a matplotlib ``Axes`` (a new figure when none is
given), returns that ``Axes`` and never calls ``plt.show()``, so notebooks,
slides and tests share the same pictures.  Colours are fixed: P-positions
(先手必败) in a warm orange, N-positions (先手必胜) in a cool blue.

One module per kind of figure (``graphs``, ``outcomes``, and one per chapter
topic as the collection grows); everything public is re-exported here, so
notebooks write ``from gametheory_helpers.plotting import ...``.

Example
-------
>>> import matplotlib
>>> matplotlib.use("Agg")
>>> from gametheory_helpers import Game
>>> ax = draw_game_graph(Game(lambda n: range(n), name="heap").graph(3))
>>> ax.get_title()
'heap'
"""

from ._style import N_COLOR, P_COLOR
from .graphs import draw_digraph, draw_game_graph
from .nimbers import plot_element_orders, plot_grundy_table, plot_nim_product_table
from .outcomes import plot_outcome_grid, plot_outcome_intervals, plot_outcome_strip

__all__ = [
    "N_COLOR",
    "P_COLOR",
    "draw_digraph",
    "draw_game_graph",
    "plot_element_orders",
    "plot_grundy_table",
    "plot_nim_product_table",
    "plot_outcome_grid",
    "plot_outcome_intervals",
    "plot_outcome_strip",
]
