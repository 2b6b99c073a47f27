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


# one test at a time: the whole input (up to 10^6 values) as a list would not fit in 64 MiB
lines = iter(sys.stdin.read().split("\n"))
t = int(next(lines))
for _ in range(t):
    n = int(next(lines))
    x = 0
    for a in next(lines).split():
        x ^= sg(int(a))
    print("Carol" if x else "Dave")
