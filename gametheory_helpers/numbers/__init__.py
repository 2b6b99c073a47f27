"""Exact integer helpers: floors of irrational multiples, Beatty sequences, Fibonacci, Zeckendorf.

Nothing here uses floating point: every floor of an irrational multiple is computed with
integer square roots (:func:`math.isqrt`), so the answers are right for integers of any size.
One module per topic (``beatty``, ``zeckendorf``); everything public is re-exported here, so
notebooks write ``from gametheory_helpers.numbers import ...``.
"""

__all__: list[str] = []

from .beatty import (  # noqa: E402
    PHI,
    PHI_SQUARED,
    QuadraticIrrational,
    beatty,
    floor_mul_phi,
    floor_mul_phi_squared,
    floor_mul_quadratic,
    partitions_integers,
)

__all__ += [
    "PHI",
    "PHI_SQUARED",
    "QuadraticIrrational",
    "beatty",
    "floor_mul_phi",
    "floor_mul_phi_squared",
    "floor_mul_quadratic",
    "partitions_integers",
]

# An example for the doctest runner (tests/test_doctests.py wants one per public module).
__test__ = {
    "beatty": """
>>> floor_mul_phi(10**20), beatty(PHI, 5)
(161803398874989484820, [1, 3, 4, 6, 8])
"""
}
