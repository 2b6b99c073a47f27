# wrong: reads only the first graph and its placements, not the tests up to the end of the input
import sys

data = iter(sys.stdin.read().split())
n = int(next(data))
succ = []
for _ in range(n):
    succ.append([int(next(data)) for _ in range(int(next(data)))])
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
            stack += todo
            continue
        seen = {sg[w] for w in succ[v]}
        g = 0
        while g in seen:
            g += 1
        sg[v] = g
        stack.pop()
while True:
    m = int(next(data))
    if m == 0:
        break
    x = 0
    for _ in range(m):
        x ^= sg[int(next(data))]
    print("WIN" if x else "LOSE")
