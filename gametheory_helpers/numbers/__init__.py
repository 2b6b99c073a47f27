"""Exact integer helpers: floors of irrational multiples, Beatty sequences, Fibonacci, Zeckendorf.

Nothing here uses floating point: every floor of an irrational multiple is computed with
integer square roots (:func:`math.isqrt`), so the answers are right for integers of any size.
One module per topic (``beatty``, ``zeckendorf``); everything public is re-exported here, so
notebooks write ``from gametheory_helpers.numbers import ...``.

>>> floor_mul_phi(10**20), beatty(PHI, 5)
(161803398874989484820, [1, 3, 4, 6, 8])
>>> zeckendorf(83), is_fibonacci(89)
([55, 21, 5, 2], True)
"""

from .beatty import (
    PHI,
    PHI_SQUARED,
    QuadraticIrrational,
    beatty,
    floor_mul_phi,
    floor_mul_phi_squared,
    floor_mul_quadratic,
    partitions_integers,
)
from .zeckendorf import (
    fibonacci,
    fibonacci_upto,
    is_fibonacci,
    is_zeckendorf_representation,
    zeckendorf,
    zeckendorf_indices,
)

__all__ = [
    "PHI",
    "PHI_SQUARED",
    "QuadraticIrrational",
    "beatty",
    "fibonacci",
    "fibonacci_upto",
    "floor_mul_phi",
    "floor_mul_phi_squared",
    "floor_mul_quadratic",
    "is_fibonacci",
    "is_zeckendorf_representation",
    "partitions_integers",
    "zeckendorf",
    "zeckendorf_indices",
]
