"""Exact floors of quadratic irrational multiples, and Beatty sequences.

From the survey, the slides and the study notes.

**Beatty's theorem** (贝亚蒂定理; the survey's "Lemma 1", the slides, the study notes): if
``alpha`` and ``beta`` are positive irrational numbers with ``1/alpha + 1/beta = 1``, the two
sequences ``floor(n * alpha)`` and ``floor(n * beta)`` (n = 1, 2, 3, ...) contain every
positive integer exactly once between them.  With ``alpha = phi = (1 + sqrt 5) / 2`` and
``beta = phi^2 = phi + 1`` they are the two coordinates of the P-positions of Wythoff's game.

Floats cannot compute ``floor(n * phi)`` for large ``n``: a double carries about 16 digits,
so for ``n`` around ``10^8`` (a Fibonacci number, whose multiple of phi is extremely close to an
integer) the float product already lands on the wrong side of an integer.  Here every number
``(a + b*sqrt(c)) / d`` is kept as four integers and the floor is computed with
:func:`math.isqrt`, so it is exact for integers of any size.

>>> floor_mul_phi(10**30)
1618033988749894848204586834365
>>> PHI.beatty(8), PHI.complement().beatty(5)
([1, 3, 4, 6, 8, 9, 11, 12], [2, 5, 7, 10, 13])
"""

from __future__ import annotations

from dataclasses import dataclass
from math import gcd, isqrt

from ..i18n import N_, _
from ..validation import require_at_most, require_int, show

__all__ = [
    "PHI",
    "PHI_SQUARED",
    "QuadraticIrrational",
    "beatty",
    "floor_mul_phi",
    "floor_mul_phi_squared",
    "floor_mul_quadratic",
    "partitions_integers",
]

MAX_TERMS = 1_000_000  # terms one call lists: about a second


def _sign(p: int, q: int, c: int) -> int:
    """Sign (-1, 0 or 1) of ``p + q * sqrt(c)`` for integers ``p, q`` and ``c >= 0``, exactly."""
    first = (p > 0) - (p < 0)
    second = (q > 0) - (q < 0) if c else 0
    if first == second or second == 0:
        return first
    if first == 0:
        return second
    # opposite signs: the larger of |p| and |q| sqrt(c) wins
    difference = p * p - q * q * c
    return first if difference > 0 else second if difference < 0 else 0


def floor_mul_quadratic(n: int, a: int, b: int, c: int, d: int) -> int:
    """Return ``floor(n * (a + b * sqrt(c)) / d)`` exactly, for integers (``c >= 0``, ``d != 0``).

    Write ``n * b * sqrt(c)`` as ``+-sqrt(x)`` with ``x = (n b)^2 c``; ``math.isqrt(x)`` gives its
    floor, and one more when ``x`` is not a square gives its ceiling.  That gives the exact floor
    of the numerator ``v``, and ``floor(v / d) == floor(floor(v) / d)`` for a positive integer
    ``d`` (a negative ``d`` is first moved to the numerator).

    >>> floor_mul_quadratic(10, 1, 1, 5, 2)        # floor(10 * phi) = floor(16.18...)
    16
    >>> floor_mul_quadratic(10, -1, 1, 5, 2)       # floor(10 / phi) = floor(6.18...)
    6
    >>> floor_mul_quadratic(7, 0, -1, 2, 1)        # floor(-7 * sqrt 2) = floor(-9.89...)
    -10
    """
    for value, what in ((n, "n"), (a, "a"), (b, "b"), (d, "the denominator d")):
        require_int(value, what)
    require_int(c, _("c (the number under the square root)"), minimum=0)
    if d == 0:
        raise ValueError(_("the denominator d must not be 0"))
    if d < 0:
        a, b, d = -a, -b, -d
    s = n * b
    x = s * s * c
    root = isqrt(x)
    exact = root * root == x
    # floor of the numerator n*a + s*sqrt(c): isqrt is the floor of sqrt(x), and one more is
    # its ceiling unless x is a perfect square
    numerator_floor = n * a + root if s >= 0 else n * a - (root if exact else root + 1)
    return numerator_floor // d


def floor_mul_phi(n: int) -> int:
    """Return ``floor(n * phi)``, ``phi = (1 + sqrt 5) / 2``, exactly, for any integer ``n >= 0``.

    These are the first coordinates ``a_n`` of Wythoff's P-positions (OEIS A000201).

    >>> [floor_mul_phi(n) for n in range(8)]
    [0, 1, 3, 4, 6, 8, 9, 11]
    """
    require_int(n, "n", minimum=0)
    return (n + isqrt(5 * n * n)) // 2


def floor_mul_phi_squared(n: int) -> int:
    """Return ``floor(n * phi^2) = floor(n * phi) + n`` exactly, for any integer ``n >= 0``.

    These are the second coordinates ``b_n`` of Wythoff's P-positions (OEIS A001950).

    >>> [floor_mul_phi_squared(n) for n in range(8)]
    [0, 2, 5, 7, 10, 13, 15, 18]
    """
    return floor_mul_phi(n) + n


@dataclass(frozen=True)
class QuadraticIrrational:
    """The number ``(a + b * sqrt(c)) / d`` held exactly as four integers.

    ``c`` must be non-negative and ``d`` non-zero.  When ``c`` is a perfect square or ``b`` is 0
    the number is rational (allowed, so that the notebook can show Beatty's theorem failing for
    rational numbers); :attr:`is_irrational` tells which.

    >>> PHI, float(PHI)
    (QuadraticIrrational(a=1, b=1, c=5, d=2), 1.618033988749895)
    >>> PHI.floor_mul(100), PHI.is_irrational
    (161, True)
    """

    a: int
    b: int
    c: int
    d: int = 1

    def __post_init__(self) -> None:
        for value, what in ((self.a, "a"), (self.b, "b"), (self.d, "the denominator d")):
            require_int(value, what)
        require_int(self.c, _("c (the number under the square root)"), minimum=0)
        if self.d == 0:
            raise ValueError(_("the denominator d must not be 0"))

    @property
    def is_irrational(self) -> bool:
        """True when ``b != 0`` and ``c`` is not a perfect square."""
        return self.b != 0 and isqrt(self.c) ** 2 != self.c

    def sign(self) -> int:
        """The sign of the number: -1, 0 or 1 (exact).

        >>> QuadraticIrrational(3, -1, 5, 2).sign(), QuadraticIrrational(2, -1, 4).sign()
        (1, 0)
        """
        return _sign(self.a, self.b, self.c) * (1 if self.d > 0 else -1)

    def floor_mul(self, n: int) -> int:
        """Return ``floor(n * self)`` exactly (see :func:`floor_mul_quadratic`).

        >>> QuadraticIrrational(0, 1, 2).floor_mul(10**6)     # floor(10^6 * sqrt 2)
        1414213
        """
        return floor_mul_quadratic(n, self.a, self.b, self.c, self.d)

    def __float__(self) -> float:
        return (self.a + self.b * self.c**0.5) / self.d

    def greater_than_one(self) -> bool:
        """True when the number is larger than 1 (exact).

        >>> PHI.greater_than_one(), QuadraticIrrational(-1, 1, 5, 2).greater_than_one()
        (True, False)
        """
        return _sign(self.a - self.d, self.b, self.c) * (1 if self.d > 0 else -1) > 0

    def complement(self) -> QuadraticIrrational:
        """Return ``beta = alpha / (alpha - 1)``, the number with ``1/alpha + 1/beta = 1``.

        Multiplying numerator and denominator of ``(a + b r) / (a - d + b r)`` (``r = sqrt c``)
        by the conjugate ``a - d - b r`` gives
        ``beta = (a (a - d) - b^2 c - b d r) / ((a - d)^2 - b^2 c)``; the result is reduced by the
        gcd of its integers.

        >>> PHI.complement()
        QuadraticIrrational(a=3, b=1, c=5, d=2)
        """
        if not self.greater_than_one():
            raise ValueError(
                _("{value} must be larger than 1 to have a complementary Beatty number").format(
                    value=self
                )
            )
        a, b, c, d = self.a, self.b, self.c, self.d
        if not self.is_irrational:  # rational: fold sqrt(c) into a, then beta = a / (a - d)
            a, b, c = a + b * isqrt(c), 0, 0
        denominator = (a - d) ** 2 - b * b * c
        numerator_a, numerator_b = a * (a - d) - b * b * c, -b * d
        common = gcd(numerator_a, numerator_b, denominator)
        if denominator < 0:
            common = -common
        return QuadraticIrrational(
            numerator_a // common, numerator_b // common, c, denominator // common
        )

    def beatty(self, count: int, start: int = 1) -> list[int]:
        """Return the Beatty sequence ``floor(n * self)`` for ``n = start, ..., start + count - 1``.

        >>> QuadraticIrrational(0, 1, 2).beatty(6)        # OEIS A001951
        [1, 2, 4, 5, 7, 8]
        """
        require_int(count, "count", minimum=0)
        require_int(start, "start")
        require_at_most(
            count,
            MAX_TERMS,
            _("count, the number of terms"),
            N_("ask for fewer terms, or use floor_mul(n) for one term of any size"),
        )
        return [self.floor_mul(n) for n in range(start, start + count)]

    def __str__(self) -> str:
        return f"({self.a} + {self.b}*sqrt({self.c}))/{self.d}"


PHI = QuadraticIrrational(1, 1, 5, 2)
"""The golden ratio ``(1 + sqrt 5) / 2``."""

PHI_SQUARED = QuadraticIrrational(3, 1, 5, 2)
"""``phi^2 = phi + 1 = (3 + sqrt 5) / 2``, the complement of ``phi``."""


def beatty(alpha: QuadraticIrrational, count: int, start: int = 1) -> list[int]:
    """Return ``[floor(n * alpha) for n in range(start, start + count)]`` exactly.

    >>> beatty(PHI, 6), beatty(PHI_SQUARED, 6)
    ([1, 3, 4, 6, 8, 9], [2, 5, 7, 10, 13, 15])
    """
    if not isinstance(alpha, QuadraticIrrational):
        raise TypeError(
            _(
                "alpha must be a QuadraticIrrational such as QuadraticIrrational(1, 1, "
                "5, 2) for (1 + sqrt 5)/2, got {value}"
            ).format(value=show(alpha))
        )
    return alpha.beatty(count, start)


def _terms_up_to(alpha: QuadraticIrrational, limit: int) -> list[int]:
    if alpha.sign() <= 0:
        raise ValueError(_("the Beatty number must be positive, got {value}").format(value=alpha))
    terms = []
    n = 1
    while (term := alpha.floor_mul(n)) <= limit:
        terms.append(term)
        n += 1
    return terms


def partitions_integers(alpha: QuadraticIrrational, beta: QuadraticIrrational, limit: int) -> bool:
    """Check that the Beatty sequences of ``alpha`` and ``beta`` split ``1..limit`` exactly.

    True when every integer from 1 to ``limit`` is ``floor(n alpha)`` or ``floor(n beta)`` for
    exactly one ``n >= 1`` and one of the two (Beatty's theorem).  Both numbers must be positive.

    >>> partitions_integers(PHI, PHI_SQUARED, 1000)
    True
    >>> partitions_integers(QuadraticIrrational(2, 0, 0), QuadraticIrrational(2, 0, 0), 10)
    False
    """
    require_int(limit, "limit", minimum=1)
    require_at_most(limit, MAX_TERMS, _("the limit"), N_("check the partition on a smaller range"))
    for value in (alpha, beta):
        if not isinstance(value, QuadraticIrrational):
            raise TypeError(
                _("expected QuadraticIrrational numbers, got {value}").format(value=show(value))
            )
    if any(_sign(x.a - x.d, x.b, x.c) * (1 if x.d > 0 else -1) < 0 for x in (alpha, beta)):
        return False  # a number below 1 repeats terms (and floor(1 * alpha) = 0)
    both = _terms_up_to(alpha, limit) + _terms_up_to(beta, limit)
    return sorted(both) == list(range(1, limit + 1))
