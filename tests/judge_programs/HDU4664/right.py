# right: Dawson's Kayles 0.07 by mex up to 120, then periodic with period 34 (from 52 on)
import sys

g = [0, 0]
for n in range(2, 120):
    seen = {g[i] ^ g[n - 2 - i] for i in range(n - 1)}
    v = 0
    while v in seen:
        v += 1
    g.append(v)


def sg(a):
    return g[a] if a < 120 else g[86 + (a - 86) % 34]


data = list(map(int, sys.stdin.read().split()))
t, i = data[0], 1
for _ in range(t):
    n = data[i]
    x = 0
    for a in data[i + 1 : i + 1 + n]:
        x ^= sg(a)
    i += 1 + n
    print("Carol" if x else "Dave")
