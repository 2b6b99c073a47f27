# too slow: the plain recursive search without a table: exponential in the number of stones
import sys


def wins(s, p, players, limits):
    if s == 1:
        return False
    return any(
        not wins(s - t, (p + 1) % players, players, limits)
        for t in range(1, min(limits[p], s - 1) + 1)
    )


for line in sys.stdin:
    numbers = list(map(int, line.split()))
    if not numbers:
        continue
    if numbers[0] == 0:
        break
    n, stones, limits = numbers[0], numbers[1], numbers[2:]
    print(1 if wins(stones, 0, 2 * n, limits) else 0)
