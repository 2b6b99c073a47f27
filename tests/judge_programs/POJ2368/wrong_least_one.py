# wrong: allows L = 1 (the slides' version): the smallest divisor of K above 1, minus 1
from math import isqrt

k = int(input())
d = next((d for d in range(2, isqrt(k) + 1) if k % d == 0), k)
print(d - 1)
