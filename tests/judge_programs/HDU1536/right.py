# right: a Grundy table for this test's set S (any order) up to the largest heap; xor per position
import sys

data = sys.stdin.read().split()
i, out = 0, []
while data[i] != "0":
    k = int(data[i])
    moves = sorted(set(map(int, data[i + 1 : i + 1 + k])))
    i += 1 + k
    m = int(data[i])
    i += 1
    positions = []
    for _ in range(m):
        count = int(data[i])
        positions.append(list(map(int, data[i + 1 : i + 1 + count])))
        i += 1 + count
    top = max((max(p) for p in positions if p), default=0)
    sg = [0] * (top + 1)
    for n in range(1, top + 1):
        seen = {sg[n - s] for s in moves if s <= n}
        sg[n] = next(v for v in range(len(seen) + 1) if v not in seen)
    line = ""
    for p in positions:
        total = 0
        for h in p:
            total ^= sg[h]
        line += "W" if total else "L"
    out.append(line)
print("\n".join(out))
