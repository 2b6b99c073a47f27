# crashes: tries every first take t and searches the game after it (memoised): at 64-bit heaps
# the recursion goes far deeper than its limit (RecursionError), and it would be far too slow
import sys
from functools import cache

sys.setrecursionlimit(10000)


@cache
def wins(n, most):
    return any(t == n or not wins(n - t, 2 * t) for t in range(1, min(n, most) + 1))


n = int(input())
print(next(t for t in range(1, n) if not wins(n - t, 2 * t)))
