# crashes: a recursive memoised search without raising the recursion limit: a chain of 1000
# vertices goes deeper than Python's default limit of 1000 (RecursionError)
import sys


def value(v, succ, sg):
    if sg[v] < 0:
        seen = {value(w, succ, sg) for w in succ[v]}
        g = 0
        while g in seen:
            g += 1
        sg[v] = g
    return sg[v]


data = iter(sys.stdin.read().split())
out = []
for token in data:
    n = int(token)
    succ = []
    for _ in range(n):
        succ.append([int(next(data)) for _ in range(int(next(data)))])
    sg = [-1] * n
    while True:
        m = int(next(data))
        if m == 0:
            break
        x = 0
        for _ in range(m):
            x ^= value(int(next(data)), succ, sg)
        out.append("WIN" if x else "LOSE")
print("\n".join(out))
