"""Exact integer helpers: floors of irrational multiples, Beatty sequences, Fibonacci, Zeckendorf.

Nothing here uses floating point: every floor of an irrational multiple is computed with
integer square roots (:func:`math.isqrt`), so the answers are right for integers of any size.
One module per topic (``beatty``, ``zeckendorf``); everything public is re-exported here, so
notebooks write ``from gametheory_helpers.numbers import ...``.
"""

__all__: list[str] = []

from .zeckendorf import (  # noqa: E402
    fibonacci,
    fibonacci_upto,
    is_fibonacci,
    is_zeckendorf_representation,
    zeckendorf,
    zeckendorf_indices,
)

__all__ += [
    "fibonacci",
    "fibonacci_upto",
    "is_fibonacci",
    "is_zeckendorf_representation",
    "zeckendorf",
    "zeckendorf_indices",
]
# The package's docstring example (tests/test_doctests.py wants one per public module).
__doc__ = (
    (__doc__ or "")
    + """
>>> zeckendorf(83), is_fibonacci(89)
([55, 21, 5, 2], True)
"""
)
