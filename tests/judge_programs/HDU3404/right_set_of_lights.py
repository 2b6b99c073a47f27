# right: the lights kept in a set (no two share a position); xor of the Nim products
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
    return ((mixed ^ low) << h) ^ low ^ nim(high, 1 << (h - 1), h)


data = list(map(int, sys.stdin.read().split()))
t, i = data[0], 1
for _ in range(t):
    n = data[i]
    lights = {(data[i + 1 + 2 * j], data[i + 2 + 2 * j]) for j in range(n)}
    i += 1 + 2 * n
    x = 0
    for a, b in lights:
        x ^= nim(a, b)
    print("Have a try, lxhgww." if x else "Don't waste your time.")
