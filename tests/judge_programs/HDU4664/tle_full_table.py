# too slow: the mex table up to the largest a_i, O(a^2), with a_i up to 10^9
import sys

data = list(map(int, sys.stdin.read().split()))
t, i = data[0], 1
g = [0, 0]
for _ in range(t):
    n = data[i]
    planes = data[i + 1 : i + 1 + n]
    i += 1 + n
    while len(g) <= max(planes):
        m = len(g)
        seen = {g[j] ^ g[m - 2 - j] for j in range(m - 1)}
        v = 0
        while v in seen:
            v += 1
        g.append(v)
    x = 0
    for a in planes:
        x ^= g[a]
    print("Carol" if x else "Dave")
