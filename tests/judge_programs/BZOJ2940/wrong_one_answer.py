# wrong: answers only the first strip length and ignores the other m - 1
import sys

data = list(map(int, sys.stdin.read().split()))
lengths = sorted(set(data[:3]))
p = data[4]
g = [0] * (p + 1)
for free in range(1, p + 1):
    seen = set()
    for length in lengths:
        for left in range(0, free - length + 1):
            seen.add(g[left] ^ g[free - length - left])
    v = 0
    while v in seen:
        v += 1
    g[free] = v
print(1 if g[p] else 2)
