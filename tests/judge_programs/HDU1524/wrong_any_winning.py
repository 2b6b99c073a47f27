# wrong: WIN when some chessman stands on a winning vertex (outcomes do not add; Grundy values do)
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
    sg = [-1] * n
    for start in range(n):
        stack = [start]
        while stack:
            v = stack[-1]
            if sg[v] >= 0:
                stack.pop()
                continue
            todo = [w for w in succ[v] if sg[w] < 0]
            if todo:
                stack.extend(todo)
                continue
            seen = {sg[w] for w in succ[v]}
            sg[v] = next(g for g in range(len(seen) + 1) if g not in seen)
            stack.pop()
    while True:
        m = int(data[i])
        i += 1
        if m == 0:
            break
        win = any(sg[p] for p in map(int, data[i : i + m]))
        i += m
        print("WIN" if win else "LOSE")
