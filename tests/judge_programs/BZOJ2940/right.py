# right: a stripe laid on a free run splits it in two: SG(p) = mex SG(l) ^ SG(p - len - l)
import sys

data = list(map(int, sys.stdin.read().split()))
lengths = sorted(set(data[:3]))
m = data[3]
ps = data[4 : 4 + m]
top = max(ps)
g = [0] * (top + 1)
for free in range(1, top + 1):
    seen = set()
    for length in lengths:
        for left in range(0, (free - length) // 2 + 1):
            seen.add(g[left] ^ g[free - length - left])
    v = 0
    while v in seen:
        v += 1
    g[free] = v
for p in ps:
    print(1 if g[p] else 2)
