# wrong: lists the one-heap moves first and the move from both heaps last (the order is fixed:
# the move from both heaps first)
import sys
from math import isqrt


def a_of(k):
    return (k + isqrt(5 * k * k)) // 2


def pair_with(x):
    """The P-position (a_j, b_j) with x among its numbers (every x >= 0 is in exactly one)."""
    j = (isqrt(5 * x * x) - x) // 2  # about x / phi
    for i in (j, j + 1):
        if a_of(i) == x:
            return x, x + i
    j = (3 * x - isqrt(5 * x * x)) // 2  # about x / phi^2
    for i in (j - 1, j, j + 1, j + 2):
        if i >= 0 and a_of(i) + i == x:
            return a_of(i), x


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
    both = (a_of(k), a_of(k) + k) if a_of(k) < a else None
    targets = set()
    x, y = pair_with(a)
    if x == a and y < b:  # a = a_j: lower b to b_j
        targets.add((x, y))
    if y == a:  # a = b_j: lower b to a_j
        targets.add((x, y))
    x, y = pair_with(b)
    if y == b and x < a:  # b = b_j: lower a to a_j
        targets.add((x, y))
    if both:
        targets.discard(both)
    out += [f"{x} {y}" for x, y in sorted(targets, reverse=True)]
    if both:
        out.append(f"{both[0]} {both[1]}")
print("\n".join(out))
