# wrong: xors only the win/lose outcomes of the heaps (1 or 0), not their SG values
import sys

data = iter(sys.stdin.read().split())
for token in data:
    k = int(token)
    if k == 0:
        break
    moves = [int(next(data)) for _ in range(k)]
    positions = []
    for _ in range(int(next(data))):
        positions.append([int(next(data)) for _ in range(int(next(data)))])
    top = max((max(p, default=0) for p in positions), default=0)
    win = [False] * (top + 1)
    for h in range(1, top + 1):
        win[h] = any(not win[h - s] for s in moves if s <= h)
    out = []
    for p in positions:
        x = 0
        for h in p:
            x ^= win[h]
        out.append("W" if x else "L")
    print("".join(out))
