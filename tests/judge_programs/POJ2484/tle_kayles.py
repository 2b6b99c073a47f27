# too slow: Alice's first move leaves a row (Kayles); computing Kayles by mex up to n is O(n^2)
import sys

ns = []
for token in sys.stdin.read().split():
    if token == "0":
        break
    ns.append(int(token))
top = max(ns)
g = [0] * (top + 1)
for length in range(1, top + 1):
    seen = set()
    for take in (1, 2):
        for left in range(0, length - take + 1):
            seen.add(g[left] ^ g[length - take - left])
    g[length] = next(v for v in range(len(seen) + 1) if v not in seen)
for n in ns:
    print("Alice" if n <= 2 or g[n - 1] == 0 or g[n - 2] == 0 else "Bob")
