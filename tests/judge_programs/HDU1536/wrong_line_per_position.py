# wrong: prints each position's letter on its own line instead of one string per test
import sys

data = sys.stdin.read().split()
i = 0
while data[i] != "0":
    k = int(data[i])
    moves = list(map(int, data[i + 1 : i + 1 + k]))
    i += 1 + k
    sg = [0] * 10001
    for n in range(1, 10001):
        seen = {sg[n - s] for s in moves if s <= n}
        sg[n] = next(v for v in range(len(seen) + 1) if v not in seen)
    m = int(data[i])
    i += 1
    for _ in range(m):
        count = int(data[i])
        total = 0
        for h in map(int, data[i + 1 : i + 1 + count]):
            total ^= sg[h]
        i += 1 + count
        print("W" if total else "L")
