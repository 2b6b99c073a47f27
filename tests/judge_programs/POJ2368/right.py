# right: the second player wins iff L + 1 divides K: L + 1 is the smallest divisor of K above 2
from math import isqrt

k = int(input())
d = next((d for d in range(3, isqrt(k) + 1) if k % d == 0), 0)
if not d:  # no divisor in [3, sqrt K]: the smallest co-divisor K / e above 2, with e = 1 or 2
    d = k // 2 if k % 2 == 0 and k // 2 >= 3 else k
print(d - 1)
