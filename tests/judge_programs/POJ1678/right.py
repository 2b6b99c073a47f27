# right: DP from the largest number down; best(v) = v - max best(w) over w in [v + a, v + b]
# (picks rise, so repeated numbers never matter: work on the distinct values)
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
    print(max((best[v] for v in values if a <= v <= b), default=0))
