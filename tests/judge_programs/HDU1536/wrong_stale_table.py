# wrong: memoises Grundy values across tests, so a new set S reuses the old set's values
import sys

sys.setrecursionlimit(100000)
data = sys.stdin.read().split()
memo = {0: 0}
moves = []


def grundy(n):
    if n not in memo:
        for start in range(max(memo) + 1, n + 1):  # fill upwards, no deep recursion
            seen = {memo[start - s] for s in moves if s <= start}
            memo[start] = next(v for v in range(len(seen) + 1) if v not in seen)
    return memo[n]


i, out = 0, []
while data[i] != "0":
    k = int(data[i])
    moves = list(map(int, data[i + 1 : i + 1 + k]))
    i += 1 + k
    m = int(data[i])
    i += 1
    line = ""
    for _ in range(m):
        count = int(data[i])
        total = 0
        for h in map(int, data[i + 1 : i + 1 + count]):
            total ^= grundy(h)
        i += 1 + count
        line += "W" if total else "L"
    out.append(line)
print("\n".join(out))
