# too slow: the DP compares every pair of numbers, O(n^2) = 10^8 steps for n = 10^4
import sys

data = list(map(int, sys.stdin.read().split()))
t, i = data[0], 1
for _ in range(t):
    n, a, b = data[i : i + 3]
    values = sorted(data[i + 3 : i + 3 + n])
    i += 3 + n
    best = [0] * n
    for x in range(n - 1, -1, -1):
        most = None
        for y in range(x + 1, n):
            if a <= values[y] - values[x] <= b and (most is None or best[y] > most):
                most = best[y]
        best[x] = values[x] - (most or 0)
    starts = [best[x] for x in range(n) if a <= values[x] <= b]
    print(max(starts) if starts else 0)
