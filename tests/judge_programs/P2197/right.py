# right: Bouton's theorem, the first player wins iff the xor of the heaps is not 0
import sys

data = list(map(int, sys.stdin.buffer.read().split()))
t, i, out = data[0], 1, []
for _ in range(t):
    n = data[i]
    total = 0
    for a in data[i + 1 : i + 1 + n]:
        total ^= a
    i += 1 + n
    out.append("Yes" if total else "No")
print("\n".join(out))
