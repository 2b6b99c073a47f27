# right: turning corners in a cube: each light is worth x ⊗ y ⊗ z; "Yes" when the xor is 0
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
i = 0
while i < len(data):
    n = data[i]
    s = 0
    for j in range(n):
        x, y, z = data[i + 1 + 3 * j : i + 4 + 3 * j]
        s ^= nim(nim(x, y), z)
    i += 1 + 3 * n
    print("Yes" if s == 0 else "No")
