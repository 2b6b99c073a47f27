# right: floor(k * phi) exactly, with integer square roots
import sys
from math import isqrt

for line in sys.stdin:
    if not line.split():
        continue
    a, b = sorted(map(int, line.split()))
    k = b - a
    print(0 if a == (k + isqrt(5 * k * k)) // 2 else 1)
