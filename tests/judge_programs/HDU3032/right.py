# right: Lasker's Nim: SG(4k+1) = 4k+1, SG(4k+2) = 4k+2, SG(4k+3) = 4k+4, SG(4k+4) = 4k+3
import sys


def sg(h):
    r = h % 4
    return h + 1 if r == 3 else h - 1 if r == 0 else h


data = sys.stdin.buffer.read().split()
t, i = int(data[0]), 1
out = []
for _ in range(t):
    n = int(data[i])
    x = 0
    for token in data[i + 1 : i + 1 + n]:
        x ^= sg(int(token))
    i += 1 + n
    out.append("Alice" if x else "Bob")
print("\n".join(out))
