"""One module per family of games: the move rule as a :class:`~gametheory_helpers.Game`,
and the closed forms that the chapters prove about it."""
