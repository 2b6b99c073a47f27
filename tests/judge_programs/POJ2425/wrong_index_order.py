# wrong: computes the values from vertex N-1 down to 0, as if every edge went to a larger vertex
import sys

data = iter(sys.stdin.read().split())
out = []
for token in data:
    n = int(token)
    succ = []
    for _ in range(n):
        succ.append([int(next(data)) for _ in range(int(next(data)))])
    sg = [0] * n
    for v in range(n - 1, -1, -1):
        seen = {sg[w] for w in succ[v]}
        g = 0
        while g in seen:
            g += 1
        sg[v] = g
    while True:
        m = int(next(data))
        if m == 0:
            break
        x = 0
        for _ in range(m):
            x ^= sg[int(next(data))]
        out.append("WIN" if x else "LOSE")
print("\n".join(out))
