# too slow and too big: SG values by mex up to the largest heap, a list of 2^31 entries
import sys

data = list(map(int, sys.stdin.buffer.read().split()))
t, i = data[0], 1
for _ in range(t):
    n = data[i]
    heaps = data[i + 1 : i + 1 + n]
    i += 1 + n
    top = max(heaps)
    g = [0] * (top + 1)
    for s in range(1, top + 1):
        seen = set(g[:s])
        for a in range(1, s // 2 + 1):
            seen.add(g[a] ^ g[s - a])
        v = 0
        while v in seen:
            v += 1
        g[s] = v
    x = 0
    for h in heaps:
        x ^= g[h]
    print("Alice" if x else "Bob")
