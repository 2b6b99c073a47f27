# right: turning corners: each light is worth the Nim product x ⊗ y; xor them all
import sys
from functools import cache


@cache
def nim(a, b, bits=16):
    """The Nim product of a, b < 2^bits (bits a power of 2), by halves."""
    if a < 2 or b < 2:
        return a * b
    h = bits // 2
    a1, a0, b1, b0 = a >> h, a & ((1 << h) - 1), b >> h, b & ((1 << h) - 1)
    high, low = nim(a1, b1, h), nim(a0, b0, h)
    mixed = nim(a1 ^ a0, b1 ^ b0, h)
    # T ⊗ T = T ^ T/2 for the Fermat 2-power T = 2^h
    return ((mixed ^ low) << h) ^ low ^ nim(high, 1 << (h - 1), h)


data = list(map(int, sys.stdin.read().split()))
t, i = data[0], 1
for _ in range(t):
    n = data[i]
    x = 0
    for j in range(n):
        x ^= nim(data[i + 1 + 2 * j], data[i + 2 + 2 * j])
    i += 1 + 2 * n
    print("Have a try, lxhgww." if x else "Don't waste your time.")
