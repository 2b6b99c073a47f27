# wrong: the SG table is computed once, for the first set S, and reused for the later tests
import sys

data = iter(sys.stdin.read().split())
sg = None
for token in data:
    k = int(token)
    if k == 0:
        break
    moves = [int(next(data)) for _ in range(k)]
    positions = []
    for _ in range(int(next(data))):
        positions.append([int(next(data)) for _ in range(int(next(data)))])
    if sg is None:
        sg = [0] * 10001
        for h in range(1, 10001):
            seen = {sg[h - s] for s in moves if s <= h}
            g = 0
            while g in seen:
                g += 1
            sg[h] = g
    out = []
    for p in positions:
        x = 0
        for h in p:
            x ^= sg[h]
        out.append("W" if x else "L")
    print("".join(out))
