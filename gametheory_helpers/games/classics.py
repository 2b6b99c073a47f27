"""Chapter 10's classics in one place: Euclid's game, the pirates, the symmetry games.

Each game lives in its own module (:mod:`~gametheory_helpers.games.euclid`,
:mod:`~gametheory_helpers.games.pirates`, :mod:`~gametheory_helpers.games.symmetry`,
with :mod:`~gametheory_helpers.games.loopy` for the loopy battle); this module
only gathers their public names, as the chapter map of DESIGN.md lists them.

>>> euclid.winner(34, 12), pirates.hdu1538(3, 1, 3), symmetry.circle_first_player_wins(5)
('Stan', '0', False)
"""

from . import euclid, loopy, pirates, symmetry
from .euclid import euclid_game, row_of_piles
from .loopy import loopy_outcomes
from .pirates import backward_induction, hdu1538
from .symmetry import circle_coins, ultimate_battle

__all__ = [
    "backward_induction",
    "circle_coins",
    "euclid",
    "euclid_game",
    "hdu1538",
    "loopy",
    "loopy_outcomes",
    "pirates",
    "row_of_piles",
    "symmetry",
    "ultimate_battle",
]
