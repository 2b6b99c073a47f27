# wrong: takes the period 34 from the start, g(a) = g(a % 34), missing the irregular values
import sys

g = [0, 0]
for n in range(2, 34):
    seen = {g[i] ^ g[n - 2 - i] for i in range(n - 1)}
    v = 0
    while v in seen:
        v += 1
    g.append(v)
data = list(map(int, sys.stdin.read().split()))
t, i = data[0], 1
for _ in range(t):
    n = data[i]
    x = 0
    for a in data[i + 1 : i + 1 + n]:
        x ^= g[a % 34]
    i += 1 + n
    print("Carol" if x else "Dave")
