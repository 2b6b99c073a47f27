# wrong: assumes a <= b (forgotten sort), the input may give the larger heap first
import sys
from math import isqrt

for line in sys.stdin:
    if not line.split():
        continue
    a, b = map(int, line.split())
    k = b - a
    print(0 if k >= 0 and a == (k + isqrt(5 * k * k)) // 2 else 1)
