# right: every-SG: MM wins iff the largest step (the longest game a winner can force) is odd
import sys


def step(a, b):
    """Steps of one Euclid pair, stage by stage from the last one up."""
    if a < b:
        a, b = b, a
    quotients = []
    while b:
        quotients.append(a // b)
        a, b = b, a % b
    s = 0
    for q in reversed(quotients):
        # the next stage is won by its mover (s odd): with q >= 2, hand it over one move later
        s = s + 2 if q >= 2 and s % 2 == 1 else s + 1
    return s


data = list(map(int, sys.stdin.read().split()))
i = 0
while i < len(data):
    n = data[i]
    longest = max(step(data[i + 1 + 2 * j], data[i + 2 + 2 * j]) for j in range(n))
    i += 1 + 2 * n
    print("MM" if longest % 2 else "GG")
