# wrong: computes the values from vertex N-1 down to 0, as if every edge went to a larger vertex
import sys

data = sys.stdin.read().split()
i = 0
while i < len(data):
    n = int(data[i])
    i += 1
    succ = []
    for _ in range(n):
        x = int(data[i])
        succ.append(list(map(int, data[i + 1 : i + 1 + x])))
        i += 1 + x
    sg = [0] * n
    for v in range(n - 1, -1, -1):
        seen = {sg[w] for w in succ[v]}
        sg[v] = next(g for g in range(len(seen) + 1) if g not in seen)
    while True:
        m = int(data[i])
        i += 1
        if m == 0:
            break
        total = 0
        for p in map(int, data[i : i + m]):
            total ^= sg[p]
        i += m
        print("WIN" if total else "LOSE")
