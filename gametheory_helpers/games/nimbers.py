"""Nim multiplication (NIM 积), turning corners (翻角游戏), the Tartan theorem and Rugs.

The slides, sections 翻角游戏, NIM 积的运算法则, NIM 积的性质, 计算 NIM 积, TARTAN 定理 and
RUGS 游戏.

**Turning corners** (HDU3404): coins on the grid ``(x, y)``, ``x, y >= 0``; a move
picks a head ``(x, y)`` and ``x' < x``, ``y' < y``, and turns the four corners
``(x, y), (x', y), (x, y'), (x', y')``.  Each head is a game of its own, so the
SG value of a position is the xor of the values of its heads, and the value of
one head is the **Nim product**, defined by the mex rule

    x ⊗ y = mex{ (a ⊗ b) ^ (a ⊗ y) ^ (x ⊗ b) : a < x, b < y }.

With xor as addition, ⊗ makes the non-negative integers a field (of
characteristic 2); the numbers below a **Fermat 2-power** ``M = 2**(2**k)`` form
the subfield GF(M).  For ``x, y < M`` (the slides' three properties):

1. ``x ⊗ y < M``;
2. ``x ⊗ M = x * M`` (ordinary product);
3. ``M ⊗ M = 3 * M // 2`` (that is ``M ^ M // 2``).

Writing ``a = a1 * M + a0`` and ``b = b1 * M + b0`` with ``a0, a1, b0, b1 < M``,
the three properties give ``a ⊗ b = (a1 b1 ^ a1 b0 ^ a0 b1) * M ^ a0 b0 ^ (a1 b1) ⊗ (M/2)``
(products are ⊗).  The slides evaluate it with four half-size products and one
product by ``M/2``.  :func:`nim_multiply` uses three (Karatsuba's trick:
``a1 b1 ^ a1 b0 ^ a0 b1 = (a1 ^ a0)(b1 ^ b0) ^ a0 b0``) and stops at 16 bits,
where GF(2**16) is tabulated once by discrete logarithms (two lists of fixed
size, built at import, no cache that grows with use).

**Tartan theorem**: if two 1-D coin-turning games have SG functions ``g1`` and
``g2``, their product game (a move turns all coins ``(a, b)`` with ``a`` in a
legal move set of the first game and ``b`` in one of the second) has SG
function ``g1(x) ⊗ g2(y)``.  The factors are the rules of chapter 7
(:mod:`gametheory_helpers.games.coins`): turning corners is ``two_coins()`` ×
``two_coins()`` (Nim × Nim, the slides: "两个 NIM 游戏的乘积"); **Rugs** (turn every coin
of a rectangle) is ``ruler()`` × ``ruler()``.

>>> nim_multiply(2, 2), nim_multiply(4, 4), nim_multiply(8, 8), nim_multiply(15, 15)
(3, 6, 13, 9)
>>> Nimber(5) * Nimber(7) + Nimber(1)
*12
>>> turning_corners().grundy(frozenset({(2, 3)})) == turning_corners_grundy(2, 3) == 1
True
"""

from __future__ import annotations

from array import array
from collections.abc import Callable, Iterable, Iterator
from functools import lru_cache, reduce
from itertools import product
from operator import xor
from typing import Any

from ..core import Game, _mex
from ..i18n import N_, _
from ..validation import require_int, show
from .coins import CoinRule, position_grundy, ruler, ruler_grundy

__all__ = [
    "Nimber",
    "fermat_2_powers",
    "mex_product_table",
    "nim_inverse",
    "nim_multiply",
    "nim_multiply_plain",
    "nim_power",
    "nim_product_table",
    "nim_sqrt",
    "nim_square",
    "rugs",
    "rugs_grundy",
    "tartan_game",
    "tartan_grundy",
    "turning_corners",
    "turning_corners_grundy",
    "turning_corners_move",
    "turning_corners_value",
    "turning_corners_winning_moves",
]

# -- the plain recursion of the slides (reference, and for the benchmark) -----------


class NoNimInverseError(ZeroDivisionError, ValueError):
    """Dividing by the nimber 0: a ``ZeroDivisionError`` that is also a ``ValueError``."""


def nim_multiply_plain(a: int, b: int) -> int:
    """The slides' ``nim_multi``: four half-size products and one by ``M/2``, memoised.

    The memo is an ``lru_cache`` of bounded size (65536 entries).

    >>> nim_multiply_plain(8, 8), nim_multiply_plain(2**32, 2**32) == 3 * 2**31
    (13, True)
    """
    _check_pair(a, b, "nim_multiply_plain")
    return _plain(a, b)


@lru_cache(maxsize=1 << 16)
def _plain(x: int, y: int) -> int:
    if x < y:
        x, y = y, x
    if y == 0:
        return 0
    if x == 1:
        return 1
    t = 2  # the largest Fermat 2-power t <= x, so x < t * t
    while t * t <= x:
        t *= t
    c1 = _plain(x // t, y // t)
    c2 = _plain(x // t, y % t) ^ _plain(x % t, y // t)
    c3 = _plain(x % t, y % t)
    return (c1 ^ c2) * t ^ c3 ^ _plain(t // 2, c1)


# -- the tables of GF(2**16) ------------------------------------------------------------

_Q = 0xFFFF  # order of the multiplicative group of GF(2**16)
_Z = 3 * _Q  # the "logarithm" of 0: any index sum containing it lands in the zero tail


def _build_tables() -> tuple[array, array]:
    """Discrete log / exp tables of GF(2**16) (the nimbers below 2**16).

    Compact arrays (about 0.9 MB for exp, 0.25 MB for log), not lists: with random
    operands, lookups into lists of int objects miss the processor caches.
    """
    # GF(256) first, by the plain recursion: find a generator, list its powers.
    gen8 = next(g for g in range(2, 256) if _order(g, 255, _plain) == 255)
    exp8 = [1] * 255
    for i in range(1, 255):
        exp8[i] = _plain(exp8[i - 1], gen8)
    log8 = [0] * 256
    for i, value in enumerate(exp8):
        log8[value] = i

    def mul8(a: int, b: int) -> int:
        return 0 if a == 0 or b == 0 else exp8[(log8[a] + log8[b]) % 255]

    def mul16(a: int, b: int) -> int:  # the Karatsuba step with M = 256
        a1, a0, b1, b0 = a >> 8, a & 255, b >> 8, b & 255
        lo, hi = mul8(a0, b0), mul8(a1, b1)
        return (mul8(a1 ^ a0, b1 ^ b0) ^ lo) << 8 ^ lo ^ mul8(hi, 128)

    gen = next(g for g in range(256, 1 << 16) if _order(g, _Q, mul16) == _Q)
    # x -> x ⊗ gen is linear over GF(2): two byte tables make each step two lookups.
    low = [mul16(v, gen) for v in range(256)]
    high = [mul16(v << 8, gen) for v in range(256)]
    powers = [1] * _Q
    for i in range(1, _Q):
        value = powers[i - 1]
        powers[i] = low[value & 255] ^ high[value >> 8]
    logs = [_Z] * (1 << 16)
    for i, value in enumerate(powers):
        logs[value] = i
    # Valid index sums are < 3Q (at most three logarithms); sums with a _Z reach 2Z + Q.
    exps = powers * 3 + [0] * (2 * _Z + _Q + 1 - _Z)
    return array("H", exps), array("I", logs)


def _order(g: int, group_order: int, mul: Callable[[int, int], int]) -> int:
    """The multiplicative order of ``g``, or 0 if it is not ``group_order``."""
    for p in (3, 5, 17, 257):
        if group_order % p == 0 and _pow_with(g, group_order // p, mul) == 1:
            return 0
    return group_order


def _pow_with(g: int, k: int, mul: Callable[[int, int], int]) -> int:
    result = 1
    while k:
        if k & 1:
            result = mul(result, g)
        g = mul(g, g)
        k >>= 1
    return result


_E, _L = _build_tables()
_L15 = _L[1 << 15]  # log of 2**15 = M/2 for M = 2**16
_L15X2 = 2 * _L15
_M16 = 0xFFFF
_M32 = 0xFFFFFFFF
_M64 = (1 << 64) - 1


def _mul32(a: int, b: int, E: array = _E, L: array = _L, L15: int = _L15) -> int:
    a1, a0, b1, b0 = a >> 16, a & 0xFFFF, b >> 16, b & 0xFFFF
    lo = E[L[a0] + L[b0]]
    return ((E[L[a1 ^ a0] + L[b1 ^ b0]] ^ lo) << 16) ^ lo ^ E[L[a1] + L[b1] + L15]


def _mul64(a: int, b: int, E: array = _E, L: array = _L, L15: int = _L15) -> int:
    # The 32-bit step of _mul32, written out three times: function calls are what cost.
    a1, a0, b1, b0 = a >> 32, a & 0xFFFFFFFF, b >> 32, b & 0xFFFFFFFF
    x1, x0, y1, y0 = a0 >> 16, a0 & 0xFFFF, b0 >> 16, b0 & 0xFFFF
    t = E[L[x0] + L[y0]]
    lo = ((E[L[x1 ^ x0] + L[y1 ^ y0]] ^ t) << 16) ^ t ^ E[L[x1] + L[y1] + L15]
    x1, x0, y1, y0 = a1 >> 16, a1 & 0xFFFF, b1 >> 16, b1 & 0xFFFF
    t = E[L[x0] + L[y0]]
    hi = ((E[L[x1 ^ x0] + L[y1 ^ y0]] ^ t) << 16) ^ t ^ E[L[x1] + L[y1] + L15]
    a1 ^= a0
    b1 ^= b0
    x1, x0, y1, y0 = a1 >> 16, a1 & 0xFFFF, b1 >> 16, b1 & 0xFFFF
    t = E[L[x0] + L[y0]]
    mid = ((E[L[x1 ^ x0] + L[y1 ^ y0]] ^ t) << 16) ^ t ^ E[L[x1] + L[y1] + L15]
    x1, x0 = hi >> 16, hi & 0xFFFF  # hi ⊗ 2**31, the product by M/2
    half = (E[L[x1 ^ x0] + L15] << 16) ^ E[L[x1] + L15 + L15]
    return ((mid ^ lo) << 32) ^ lo ^ half


def _mul128(
    a: int, b: int, E: array = _E, L: array = _L, L15: int = _L15, mul64: Any = _mul64
) -> int:
    a1, a0, b1, b0 = a >> 64, a & 0xFFFFFFFFFFFFFFFF, b >> 64, b & 0xFFFFFFFFFFFFFFFF
    lo = mul64(a0, b0)
    mid = mul64(a1 ^ a0, b1 ^ b0)
    hi = mul64(a1, b1)  # hi ⊗ 2**63 = (half32(h1 ^ h0) << 32) ^ half32(half32(h1))
    h1, h0 = hi >> 32, hi & 0xFFFFFFFF
    p1, p0 = (h1 ^ h0) >> 16, (h1 ^ h0) & 0xFFFF
    upper = (E[L[p1 ^ p0] + L15] << 16) ^ E[L[p1] + L15 + L15]
    p1, p0 = h1 >> 16, h1 & 0xFFFF
    q = (E[L[p1 ^ p0] + L15] << 16) ^ E[L[p1] + L15 + L15]
    p1, p0 = q >> 16, q & 0xFFFF
    lower = (E[L[p1 ^ p0] + L15] << 16) ^ E[L[p1] + L15 + L15]
    return ((mid ^ lo) << 64) ^ lo ^ (upper << 32) ^ lower


def _half(p: int, bits: int) -> int:
    """``p ⊗ 2**(bits - 1)`` for ``p < 2**bits``: the product by ``M/2``."""
    if bits == 16:
        return _E[_L[p] + _L15]
    if bits == 32:
        h1, h0 = p >> 16, p & _M16
        return (_E[_L[h1 ^ h0] + _L15] << 16) ^ _E[_L[h1] + _L15X2]
    h = bits >> 1
    p1, p0 = p >> h, p & ((1 << h) - 1)
    return (_half(p1 ^ p0, h) << h) ^ _half(_half(p1, h), h)


def _mul(a: int, b: int, bits: int) -> int:
    """``a ⊗ b`` for ``a, b < 2**bits``, ``bits`` a power of 2 (at least 16)."""
    if bits == 16:
        return _E[_L[a] + _L[b]]
    if bits == 32:
        return _mul32(a, b)
    if bits == 64:
        return _mul64(a, b)
    if bits == 128:
        return _mul128(a, b)
    h = bits >> 1
    mask = (1 << h) - 1
    a1, a0, b1, b0 = a >> h, a & mask, b >> h, b & mask
    lo = _mul(a0, b0, h)
    mid = _mul(a1 ^ a0, b1 ^ b0, h)
    return ((mid ^ lo) << h) ^ lo ^ _half(_mul(a1, b1, h), h)


def _field_bits(n: int) -> int:
    """The least ``2**k >= 16`` with ``n < 2**(2**k)``: the field GF(2**bits) holding ``n``."""
    bits = 16
    while n >> bits:
        bits <<= 1
    return bits


def _check_pair(a: Any, b: Any, function: str) -> None:
    require_int(a, _("the first argument of {function}").format(function=function), minimum=0)
    require_int(b, _("the second argument of {function}").format(function=function), minimum=0)


def nim_multiply(a: int, b: int) -> int:
    """Return the Nim product ``a ⊗ b`` of two non-negative integers (any size).

    Cost: ``3**(levels above 16 bits)`` table lookups, about ``n**1.585`` for
    ``n``-bit numbers (the slides' recursion makes four calls per level, ``n**2``).

    >>> nim_multiply(3, 5), nim_multiply(16, 16), nim_multiply(2**64, 2**64) == 3 * 2**63
    (15, 24, True)
    """
    if type(a) is not int or type(b) is not int or a < 0 or b < 0:
        _check_pair(a, b, "nim_multiply")
    n = a if a > b else b
    if n <= _M16:
        return _E[_L[a] + _L[b]]
    if n <= _M32:
        return _mul32(a, b)
    if n <= _M64:
        return _mul64(a, b)
    if n >> 128 == 0:
        return _mul128(a, b)
    return _mul(a, b, _field_bits(n))


def _square(a: int, bits: int) -> int:
    if bits == 16:
        return _E[2 * _L[a]]
    h = bits >> 1
    a1, a0 = a >> h, a & ((1 << h) - 1)
    s1 = _square(a1, h)  # (a1 M + a0)^2 = a1^2 (M + M/2) + a0^2: the cross terms cancel
    return (s1 << h) ^ _half(s1, h) ^ _square(a0, h)


def nim_square(a: int) -> int:
    """Return ``a ⊗ a`` (squaring is additive in characteristic 2, so it costs less).

    >>> [nim_square(x) for x in range(8)]
    [0, 1, 3, 2, 6, 7, 5, 4]
    """
    require_int(a, _("nim_square's argument"), minimum=0)
    return _square(a, _field_bits(a))


def _sqrt(a: int, bits: int) -> int:
    if bits == 16:
        if a == 0:
            return 0
        log = _L[a]
        return _E[(log if log % 2 == 0 else log + _Q) // 2]
    h = bits >> 1
    a1, a0 = a >> h, a & ((1 << h) - 1)
    # (b1 M + b0)^2 = b1^2 M ^ b1^2 (M/2) ^ b0^2 = a1 M ^ a0
    return (_sqrt(a1, h) << h) ^ _sqrt(a0 ^ _half(a1, h), h)


def nim_sqrt(a: int) -> int:
    """Return the unique ``r`` with ``r ⊗ r == a`` (every nimber has one square root).

    >>> nim_sqrt(2), nim_sqrt(3), nim_square(nim_sqrt(12345))
    (3, 2, 12345)
    """
    require_int(a, _("nim_sqrt's argument"), minimum=0)
    return _sqrt(a, _field_bits(a))


def _inverse(a: int, bits: int) -> int:
    if bits == 16:
        return _E[_Q - _L[a]]
    h = bits >> 1
    a1, a0 = a >> h, a & ((1 << h) - 1)
    # a = a1 X + a0 with X = M, X^2 = X + M/2; its conjugate is a1 X + (a1 ^ a0) and
    # a ⊗ conjugate = a1^2 (M/2) ^ a1 a0 ^ a0^2 =: norm, an element of GF(M).
    norm = _half(_square(a1, h), h) ^ _mul(a1, a0, h) ^ _square(a0, h)
    inv = _inverse(norm, h)
    return (_mul(a1, inv, h) << h) ^ _mul(a1 ^ a0, inv, h)


def nim_inverse(a: int) -> int:
    """Return the ``b`` with ``a ⊗ b == 1`` (``a`` must not be 0).

    >>> nim_inverse(2), nim_inverse(4), nim_multiply(nim_inverse(2**100 + 7), 2**100 + 7)
    (3, 15, 1)
    """
    require_int(a, _("nim_inverse's argument"), minimum=0, maximum=2**1024 - 1)
    if a == 0:
        raise NoNimInverseError(_("0 has no Nim inverse (0 ⊗ b = 0 for every b)"))
    return _inverse(a, _field_bits(a))


def nim_power(a: int, k: int) -> int:
    """Return ``a ⊗ a ⊗ ... ⊗ a`` (``k`` factors); a negative ``k`` uses the inverse.

    >>> nim_power(2, 3), nim_power(16, 2**16 - 1), nim_power(2, -1)
    (1, 1, 3)
    """
    require_int(a, _("the base of nim_power"), minimum=0)
    require_int(k, _("the exponent of nim_power"))
    if k < 0:
        a, k = nim_inverse(a), -k
    result = 1
    while k:
        if k & 1:
            result = nim_multiply(result, a)
        a = nim_square(a)
        k >>= 1
    return result


def fermat_2_powers(limit: int) -> list[int]:
    """The Fermat 2-powers ``2**(2**k)`` (2, 4, 16, 256, ...) up to ``limit``.

    >>> fermat_2_powers(70000)
    [2, 4, 16, 256, 65536]
    """
    require_int(limit, "limit", minimum=0)
    powers, t = [], 2
    while t <= limit:
        powers.append(t)
        t *= t
    return powers


# -- tables -----------------------------------------------------------------------------


def nim_product_table(size: int) -> list[list[int]]:
    """The ``size`` × ``size`` table of ``x ⊗ y`` (row ``x``, column ``y``).

    >>> nim_product_table(4)
    [[0, 0, 0, 0], [0, 1, 2, 3], [0, 2, 3, 1], [0, 3, 1, 2]]
    """
    require_int(
        size,
        _("the table size"),
        minimum=0,
        maximum=1024,
        instead=N_("nim_multiply(a, b) gives one product at once"),
    )
    return [[nim_multiply(x, y) for y in range(size)] for x in range(size)]


def mex_product_table(size: int) -> list[list[int]]:
    """The table of ``x ⊗ y`` computed from the mex definition alone (slow: for checks).

    ``T[x][y] = mex{T[a][b] ^ T[a][y] ^ T[x][b] : a < x, b < y}``, filled row by
    row; no property of the field is used.

    >>> mex_product_table(4)[2:]
    [[0, 2, 3, 1], [0, 3, 1, 2]]
    """
    require_int(
        size,
        _("the table size"),
        minimum=0,
        maximum=64,
        instead=N_("nim_product_table(size) is much faster"),
    )
    table = [[0] * size for _ in range(size)]
    for x in range(1, size):
        row = table[x]
        for y in range(1, size):
            seen = {
                value ^ row_a[y] ^ row[b]
                for row_a in table[:x]
                for b, value in enumerate(row_a[:y])
            }
            row[y] = _mex(seen)
    return table


# -- the Nimber class -------------------------------------------------------------------


class Nimber:
    """A nimber ``*n``: ``+`` and ``-`` are xor, ``*`` is :func:`nim_multiply`, ``/`` divides.

    Plain ints mix in as nimbers (``Nimber(3) * 2 == *1``).  Nimbers are not
    ordered (a field of characteristic 2 has no compatible order) but compare
    equal and hash by value.

    >>> a, b = Nimber(3), Nimber(5)
    >>> a + b, a * b, a / b, b ** 3, -a, a - a
    (*6, *15, *8, *13, *3, *0)
    >>> a * (b + 1) == a * b + a, len({Nimber(2), Nimber(2)})
    (True, 1)
    """

    __slots__ = ("value",)

    def __init__(self, value: int | Nimber = 0) -> None:
        if isinstance(value, Nimber):
            value = value.value
        self.value = require_int(value, _("a nimber's value"), minimum=0)

    def __repr__(self) -> str:
        return f"*{self.value}"

    def __int__(self) -> int:
        return self.value

    def __index__(self) -> int:
        return self.value

    def __bool__(self) -> bool:
        return self.value != 0

    def __hash__(self) -> int:
        return hash(("*", self.value))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Nimber):
            return self.value == other.value
        return NotImplemented

    @staticmethod
    def _value(other: object) -> int | None:
        if isinstance(other, Nimber):
            return other.value
        if isinstance(other, int) and not isinstance(other, bool) and other >= 0:
            return other
        return None

    def __add__(self, other: object) -> Nimber:
        value = self._value(other)
        return NotImplemented if value is None else Nimber(self.value ^ value)

    __radd__ = __add__
    __sub__ = __add__
    __rsub__ = __add__

    def __neg__(self) -> Nimber:
        return self

    def __mul__(self, other: object) -> Nimber:
        value = self._value(other)
        return NotImplemented if value is None else Nimber(nim_multiply(self.value, value))

    __rmul__ = __mul__

    def __truediv__(self, other: object) -> Nimber:
        value = self._value(other)
        if value is None:
            return NotImplemented
        return Nimber(nim_multiply(self.value, nim_inverse(value)))

    def __rtruediv__(self, other: object) -> Nimber:
        value = self._value(other)
        if value is None:
            return NotImplemented
        return Nimber(nim_multiply(value, nim_inverse(self.value)))

    def __pow__(self, exponent: int) -> Nimber:
        if isinstance(exponent, bool) or not isinstance(exponent, int):
            return NotImplemented
        return Nimber(nim_power(self.value, exponent))

    def inverse(self) -> Nimber:
        """The multiplicative inverse (``ZeroDivisionError`` for ``*0``)."""
        return Nimber(nim_inverse(self.value))

    def sqrt(self) -> Nimber:
        """The unique square root."""
        return Nimber(nim_sqrt(self.value))


# -- turning corners -------------------------------------------------------------------


def _check_heads(heads: Any, what: str = N_("a turning-corners position")) -> frozenset:
    what = _(what)
    if isinstance(heads, str | bytes) or not isinstance(heads, Iterable):
        raise TypeError(
            _("{what} is a set of heads (x, y) such as {{(1, 2), (3, 3)}}, got {value}").format(
                what=what, value=show(heads)
            )
        )
    cells = frozenset(heads)
    for cell in cells:
        if not isinstance(cell, tuple) or len(cell) != 2:
            raise TypeError(
                _("every head in {what} is a pair (x, y), got {value}").format(
                    what=what, value=show(cell)
                )
            )
        require_int(cell[0], _("a head's x coordinate"), minimum=0)
        require_int(cell[1], _("a head's y coordinate"), minimum=0)
    return cells


def turning_corners_grundy(x: int, y: int) -> int:
    """SG value of one head at ``(x, y)`` in turning corners: the Nim product ``x ⊗ y``.

    >>> [turning_corners_grundy(2, y) for y in range(8)]
    [0, 2, 3, 1, 8, 10, 11, 9]
    """
    require_int(x, "x", minimum=0)
    require_int(y, "y", minimum=0)
    return nim_multiply(x, y)


def turning_corners_value(heads: Iterable[tuple[int, int]]) -> int:
    """SG value of a position (a set of heads): the xor of ``x ⊗ y`` over its heads.

    >>> turning_corners_value({(1, 2), (2, 1)}), turning_corners_value({(1, 1), (2, 2)})
    (0, 2)
    """
    return reduce(xor, (nim_multiply(x, y) for x, y in _check_heads(heads)), 0)


def turning_corners_move(
    heads: Iterable[tuple[int, int]], x: int, y: int, x2: int, y2: int
) -> frozenset[tuple[int, int]]:
    """The position after turning the corners of the rectangle ``(x2, y2)``–``(x, y)``.

    ``(x, y)`` must be a head, ``x2 < x`` and ``y2 < y``.

    >>> sorted(turning_corners_move({(2, 2)}, 2, 2, 0, 1))
    [(0, 1), (0, 2), (2, 1)]
    """
    cells = _check_heads(heads)
    for value, name in ((x, "x"), (y, "y"), (x2, "x'"), (y2, "y'")):
        require_int(value, name, minimum=0)
    if (x, y) not in cells:
        raise ValueError(
            _("the coin at ({x}, {y}) is tails: a move must start from a head").format(x=x, y=y)
        )
    if not (x2 < x and y2 < y):
        raise ValueError(
            _(
                "the other corner ({x2}, {y2}) must lie strictly left of and below ({x}, {y})"
            ).format(x2=x2, y2=y2, x=x, y=y)
        )
    return cells ^ {(x, y), (x2, y), (x, y2), (x2, y2)}


def turning_corners_winning_moves(
    heads: Iterable[tuple[int, int]],
) -> list[tuple[int, int, int, int]]:
    """Every winning move ``(x, y, x', y')`` (empty from a P-position).

    Turning the corners changes the value by ``x⊗y ^ x'⊗y ^ x⊗y' ^ x'⊗y' = u ⊗ v``
    with ``u = x ^ x'``, ``v = y ^ y'`` (distributivity).  So a move wins iff
    ``u ⊗ v = s``, the value of the position: for each head and each ``u`` with
    ``x ^ u < x`` the field gives ``v = s / u`` at once.

    >>> turning_corners_winning_moves({(1, 1), (2, 2)})
    [(2, 2, 1, 1)]
    """
    cells = _check_heads(heads)
    total = reduce(xor, (nim_multiply(x, y) for x, y in cells), 0)
    if total == 0:
        return []
    moves = []
    for x, y in sorted(cells):
        for x2 in range(x):
            v = nim_multiply(total, nim_inverse(x ^ x2))
            if y ^ v < y:
                moves.append((x, y, x2, y ^ v))
    return moves


def turning_corners() -> Game:
    """Turning corners as a :class:`Game` over frozensets of heads ``(x, y)``.

    >>> sorted(sorted(p) for p in turning_corners().options(frozenset({(1, 1)})))
    [[(0, 0), (0, 1), (1, 0)]]
    """

    def moves(heads: frozenset) -> Iterator[frozenset]:
        for x, y in heads:
            for x2 in range(x):
                for y2 in range(y):
                    yield heads ^ {(x, y), (x2, y), (x, y2), (x2, y2)}

    return Game(moves, name=N_("turning corners"), validate=_validate_frozen_heads)


def _validate_frozen_heads(position: object) -> None:
    if not isinstance(position, frozenset):
        raise TypeError(
            _("a position is a frozenset of heads (x, y), got {value}").format(value=show(position))
        )
    _check_heads(position)


# -- Tartan products and Rugs ----------------------------------------------------------


def tartan_game(*rules: CoinRule, name: str = "") -> Game:
    """The product (Tartan game) of 1-D coin-turning games, as a :class:`Game`.

    The factors are chapter 7's rules (:class:`~gametheory_helpers.games.coins.CoinRule`:
    ``ruler()``, ``mock_turtles()``, ``two_coins()``, ...).  In the product of ``d``
    rules a position is a frozenset of heads, ``d``-tuples whose coordinate ``i`` is a
    coin of rule ``i`` (so at least its ``first`` coin); a move picks a head
    ``(x1, ..., xd)`` and a turn set ``A_i`` in ``rule_i.turn_sets(x_i)`` for every
    ``i``, and turns every coin of ``A_1 × ... × A_d``.

    >>> from gametheory_helpers.games.coins import two_coins
    >>> tartan_game(two_coins(), two_coins()).grundy(frozenset({(3, 3)}))  # corners: 3 ⊗ 3
    2
    """
    if len(rules) < 2:
        raise ValueError(_("a Tartan game is a product of at least two 1-D coin-turning rules"))
    for i, rule in enumerate(rules):
        if not isinstance(rule, CoinRule):
            raise TypeError(
                _(
                    "factor #{i} of a Tartan game must be a CoinRule of "
                    "gametheory_helpers.games.coins, such as ruler() or two_coins(); got "
                    "{value}"
                ).format(i=i + 1, value=show(rule))
            )
    dims = len(rules)
    known: list[dict[int, list[frozenset[int]]]] = [{} for _ in rules]

    def turn_sets(i: int, x: int) -> list[frozenset[int]]:
        sets = known[i].get(x)
        if sets is None:
            sets = known[i][x] = rules[i].turn_sets(x)
        return sets

    def moves(heads: frozenset) -> Iterator[frozenset]:
        for head in heads:
            for sets in product(*(turn_sets(i, c) for i, c in enumerate(head))):
                yield heads.symmetric_difference(product(*sets))

    def validate(position: object) -> None:
        if not isinstance(position, frozenset):
            raise TypeError(
                _("a position is a frozenset of heads, got {value}").format(value=show(position))
            )
        for head in position:
            if not isinstance(head, tuple) or len(head) != dims:
                raise TypeError(
                    _("every head is a tuple of {dims} coordinates, got {value}").format(
                        dims=dims, value=show(head)
                    )
                )
            for i, (rule, c) in enumerate(zip(rules, head, strict=True)):
                rule.check_coin(
                    c,
                    _("coordinate #{i} of the head {head}").format(i=i + 1, head=show(head)),
                )

    if name:
        return Game(moves, name=name, validate=validate)
    return Game(moves, validate=validate).named(
        N_("Tartan product of {dims} coin games"), dims=dims
    )


def _factor_value(g: CoinRule | Callable[[int], int], coin: int, what: str) -> int:
    if isinstance(g, CoinRule):
        g.check_coin(coin, what)
        return position_grundy(g, (coin,))  # the rule's closed form when it has one
    require_int(coin, what, minimum=0)
    return g(coin)


def tartan_grundy(
    g1: CoinRule | Callable[[int], int], g2: CoinRule | Callable[[int], int], x: int, y: int
) -> int:
    """The Tartan theorem: SG value of one head ``(x, y)`` is ``g1(x) ⊗ g2(y)``.

    Each factor is a 1-D SG function ``g(x)`` or a ``CoinRule`` of chapter 7 (its
    closed form is used when it has one, else the single-head recursion).

    >>> tartan_grundy(ruler(), ruler(), 12, 6)  # Rugs: ruler(12) ⊗ ruler(6) = 4 ⊗ 2
    8
    >>> tartan_grundy(lambda n: n, lambda n: n & -n, 3, 6)  # 3 ⊗ 2
    1
    """
    for g in (g1, g2):
        if not (isinstance(g, CoinRule) or callable(g)):
            raise TypeError(
                _(
                    "tartan_grundy needs two SG functions g1(x), g2(y) or two CoinRules "
                    "such as ruler(), got {value}"
                ).format(value=show(g))
            )
    return nim_multiply(_factor_value(g1, x, "x"), _factor_value(g2, y, "y"))


def rugs() -> Game:
    """Rugs = Ruler × Ruler: turn every coin of a rectangle whose top corner is a head.

    Coins are numbered from 1 in both directions (as in Ruler).

    >>> rugs().grundy(frozenset({(2, 2)}))
    3
    """
    return tartan_game(ruler(), ruler(), name=N_("Rugs"))


def rugs_grundy(x: int, y: int) -> int:
    """SG value of one head of Rugs: ``ruler(x) ⊗ ruler(y)``, ruler = largest power of 2 dividing.

    >>> [rugs_grundy(x, 4) for x in range(1, 9)]
    [4, 8, 4, 6, 4, 8, 4, 11]
    """
    return nim_multiply(ruler_grundy(x), ruler_grundy(y))
