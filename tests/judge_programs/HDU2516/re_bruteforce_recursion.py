# wrong: a memoised recursive search: far too deep (RecursionError) and slow at these limits
import sys
from functools import cache

sys.setrecursionlimit(10000)


@cache
def wins(n, most):
    return any(not wins(n - t, 2 * t) for t in range(1, min(n, most) + 1))


for token in sys.stdin.read().split():
    n = int(token)
    if n == 0:
        break
    print("First win" if wins(n, n - 1) else "Second win")
