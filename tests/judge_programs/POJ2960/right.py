# right: the SG values of one heap up to the largest heap asked, then the xor of each position
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
    sg = [0] * (top + 1)
    for h in range(1, top + 1):
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
