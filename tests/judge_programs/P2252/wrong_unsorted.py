# wrong: assumes a <= b (forgotten sort), the input may give the larger heap first
from math import isqrt

a, b = map(int, input().split())
k = abs(b - a)
print(0 if a == (k + isqrt(5 * k * k)) // 2 else 1)
