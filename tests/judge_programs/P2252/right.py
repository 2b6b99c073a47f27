# right: (a, b), a <= b, loses iff a = floor((b - a) * phi), computed with an integer square root
import sys
from math import isqrt

a, b = sorted(map(int, sys.stdin.read().split()[:2]))
k = b - a
print(0 if a == (k + isqrt(5 * k * k)) // 2 else 1)
