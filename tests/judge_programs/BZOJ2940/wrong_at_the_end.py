# wrong: lays a stripe only at the end of the free run (a subtraction game), never in the middle
import sys

data = list(map(int, sys.stdin.read().split()))
lengths = set(data[:3])
m = data[3]
ps = data[4 : 4 + m]
g = [0] * (max(ps) + 1)
for free in range(1, len(g)):
    seen = {g[free - length] for length in lengths if length <= free}
    v = 0
    while v in seen:
        v += 1
    g[free] = v
for p in ps:
    print(1 if g[p] else 2)
