# wrong: lets player 1 decline a bad first pick (max with 0), but a player who can pick must
import sys
from bisect import bisect_left, bisect_right

data = list(map(int, sys.stdin.read().split()))
t, i = data[0], 1
for _ in range(t):
    n, a, b = data[i : i + 3]
    values = sorted(set(data[i + 3 : i + 3 + n]))
    i += 3 + n
    best = {}
    for v in reversed(values):
        replies = values[bisect_left(values, v + a) : bisect_right(values, v + b)]
        best[v] = v - max((best[w] for w in replies), default=0)
    print(max([0] + [best[v] for v in values if a <= v <= b]))
