"""Figures for the notebooks: game graphs, P/N strips and grids.

Figure text is in the package's language (``set_language``): titles, axis and legend labels
that a notebook passes are looked up in the package catalogue when the figure is drawn, and
Chinese figures use a CJK font (see ``_style``).
Every function draws on a matplotlib ``Axes`` (a new figure when none is
given), returns that ``Axes`` and never calls ``plt.show()``, so notebooks,
slides and tests share the same pictures.  Colours are fixed: P-positions
(先手必败) in a warm orange, N-positions (先手必胜) in a cool blue.

One module per kind of figure (``graphs``, ``outcomes``, and one per chapter
topic as the collection grows); everything public is re-exported here, so
notebooks write ``from gametheory_helpers.plotting import ...``. A name's module (and
matplotlib, or networkx for the graphs) is imported when the name is first used
(``gametheory_helpers/_lazy.py``), so importing this package costs nothing.

Example
-------
>>> import matplotlib
>>> matplotlib.use("Agg")
>>> from gametheory_helpers import Game
>>> from gametheory_helpers.plotting import draw_game_graph
>>> ax = draw_game_graph(Game(lambda n: range(n), name="heap").graph(3))
>>> ax.get_title()
'heap'
"""

from .._lazy import lazy_exports

# each submodule and the public names it defines: imported when a name is first used
__getattr__, __dir__, __all__ = lazy_exports(
    __name__,
    {
        "_style": ["N_COLOR", "P_COLOR"],
        "classics": ["draw_battle_board", "draw_coin_circle", "plot_pirates_table"],
        "coins": [
            "HEADS_COLOR",
            "TAILS_COLOR",
            "draw_coin_row",
            "plot_coin_values",
            "plot_ruler_window",
        ],
        "fibonacci": [
            "plot_losing_sequences",
            "plot_operation_counts",
            "plot_state_outcomes",
            "plot_zeckendorf_blocks",
        ],
        "graphs": ["draw_digraph", "draw_game_graph", "route_edges"],
        "hackenbush": [
            "arm_value",
            "draw_hackenbush",
            "hackenbush_layout",
            "halved_cycle",
            "plot_arm",
            "plot_cycle_halving",
            "plot_fusion_proof_map",
            "plot_fusion_steps",
        ],
        "misere": ["draw_misere_state_diagram", "plot_steps"],
        "nim": ["plot_binary_heaps", "plot_nim_p_positions_3d", "plot_value_table"],
        "nimbers": [
            "plot_corner_move",
            "plot_element_orders",
            "plot_grundy_table",
            "plot_nim_product_table",
        ],
        "octal": ["plot_rare_values"],
        "outcomes": ["plot_outcome_grid", "plot_outcome_intervals", "plot_outcome_strip"],
        "sprague_grundy": [
            "draw_sum_graph",
            "plot_grundy_grid",
            "plot_grundy_sequence",
            "plot_period_window",
        ],
        "wythoff": [
            "plot_wythoff_grundy",
            "plot_wythoff_lines",
            "plot_wythoff_ray_steps",
            "plot_wythoff_rays",
        ],
    },
)
