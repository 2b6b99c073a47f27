"""Property tests on random large input: the laws the closed forms must obey at any size.

The expected values come from the definitions (field axioms, the sum of the
parts, an independent float-free computation of floor(k * phi) by bisection),
never from the function under test.
"""

from __future__ import annotations

from math import isqrt

from hypothesis import given, settings
from hypothesis import strategies as st

from gametheory_helpers.games import wythoff
from gametheory_helpers.games.nimbers import nim_inverse, nim_multiply
from gametheory_helpers.numbers import fibonacci, is_fibonacci, zeckendorf

# Nimbers below 2^(2^k) form a field; 2^64 keeps each product fast.
nimbers = st.integers(min_value=0, max_value=2**64 - 1)
big = st.integers(min_value=0, max_value=10**60)


@settings(max_examples=300, deadline=None)
@given(nimbers, nimbers, nimbers)
def test_nim_product_field_laws(a, b, c):
    assert nim_multiply(a, b) == nim_multiply(b, a)
    assert nim_multiply(a, nim_multiply(b, c)) == nim_multiply(nim_multiply(a, b), c)
    assert nim_multiply(a, b ^ c) == nim_multiply(a, b) ^ nim_multiply(a, c)
    assert nim_multiply(a, 1) == a and nim_multiply(a, 0) == 0
    assert nim_multiply(a, b) < 2**64  # closed: the field of size 2^64


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=1, max_value=2**64 - 1))
def test_nim_inverse_is_an_inverse(a):
    assert nim_multiply(a, nim_inverse(a)) == 1


@settings(max_examples=300, deadline=None)
@given(big)
def test_zeckendorf_round_trip(n):
    parts = zeckendorf(n)
    assert sum(parts) == n
    assert all(is_fibonacci(p) for p in parts)
    assert parts == sorted(parts, reverse=True)
    # no two consecutive Fibonacci numbers: each part is more than the next one's successor
    assert all(parts[i] > parts[i + 1] + parts[i + 1] // 2 for i in range(len(parts) - 1))


@settings(max_examples=100, deadline=None)
@given(st.integers(min_value=2, max_value=5000))
def test_fibonacci_is_the_recurrence(i):
    assert fibonacci(i) == fibonacci(i - 1) + fibonacci(i - 2)


def _floor_k_phi(k: int) -> int:
    # floor(k * (1 + sqrt 5) / 2) = floor((k + sqrt(5 k^2)) / 2), exactly with isqrt
    return (k + isqrt(5 * k * k)) // 2


@settings(max_examples=300, deadline=None)
@given(st.integers(min_value=0, max_value=10**80))
def test_wythoff_test_on_large_pairs(k):
    a, b = _floor_k_phi(k), _floor_k_phi(k) + k
    assert wythoff.p_position(k) == (a, b)
    assert wythoff.is_p_position(a, b) and wythoff.is_p_position(b, a)
    assert not wythoff.is_p_position(a, b + 1)
    assert not wythoff.is_p_position(a + 1, b)
    # from a non-P-position there is a move to a P-position, and it is one
    for target in wythoff.winning_moves(a + 1, b + 3):
        assert wythoff.is_p_position(*target)
