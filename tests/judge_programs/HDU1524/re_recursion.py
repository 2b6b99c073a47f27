# crashes: plain recursion in Python, 1000 deep on a chain of 1000 vertices (RecursionError)
import sys

data = sys.stdin.read().split()


def solve():
    i = 0
    while i < len(data):
        n = int(data[i])
        i += 1
        succ = []
        for _ in range(n):
            x = int(data[i])
            succ.append(list(map(int, data[i + 1 : i + 1 + x])))
            i += 1 + x
        sg = [-1] * n

        def grundy(v, sg=sg, succ=succ):
            if sg[v] < 0:
                seen = {grundy(w) for w in succ[v]}
                sg[v] = next(g for g in range(len(seen) + 1) if g not in seen)
            return sg[v]

        while True:
            m = int(data[i])
            i += 1
            if m == 0:
                break
            total = 0
            for p in map(int, data[i : i + m]):
                total ^= grundy(p)
            i += m
            print("WIN" if total else "LOSE")


solve()
