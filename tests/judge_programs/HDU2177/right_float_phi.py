# right within HDU2177's limits (b <= 10^6): floor(k * phi) with a Python float is exact
# there (k * phi is never within 10^-7 of an integer for k <= 10^6); it fails on POJ1067's 10^9
import sys
from math import sqrt

PHI = (1 + sqrt(5)) / 2


def a_of(k):
    return int(k * PHI)


out = []
for line in sys.stdin:
    if not line.split():
        continue
    a, b = map(int, line.split())
    if a == 0 and b == 0:
        break
    k = b - a
    if a_of(k) == a:
        out.append("0")
        continue
    out.append("1")
    targets = []
    if a_of(k) < a:
        targets.append((a_of(k), a_of(k) + k))
    one = set()
    for j in range(int(a / PHI) - 1, int(a / PHI) + 2):  # a = a_j: lower b to b_j
        if j >= 0 and a_of(j) == a and a + j < b:
            one.add((a, a + j))
    for j in range(int(a / PHI**2) - 1, int(a / PHI**2) + 2):  # a = b_j: lower b to a_j
        if j >= 0 and a_of(j) + j == a:
            one.add((a_of(j), a))
    for j in range(int(b / PHI**2) - 1, int(b / PHI**2) + 2):  # b = b_j: lower a to a_j
        if j >= 0 and a_of(j) + j == b and a_of(j) < a:
            one.add((a_of(j), b))
    targets += sorted(one - set(targets), reverse=True)
    out += [f"{x} {y}" for x, y in targets]
print("\n".join(out))
