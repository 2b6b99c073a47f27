# wrong: reads only the first line instead of reading to the end of the input
from math import isqrt

a, b = sorted(map(int, input().split()))
k = b - a
print(0 if a == (k + isqrt(5 * k * k)) // 2 else 1)
