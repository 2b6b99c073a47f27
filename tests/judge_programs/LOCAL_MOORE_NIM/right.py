# right: every binary column's count of 1s is a multiple of k + 1
import sys

data = list(map(int, sys.stdin.read().split()))
i = 1
for _ in range(data[0]):
    n, k = data[i], data[i + 1]
    heaps = data[i + 2 : i + 2 + n]
    i += 2 + n
    p = all(sum(a >> b & 1 for a in heaps) % (k + 1) == 0 for b in range(31))
    print("Second" if p else "First")
