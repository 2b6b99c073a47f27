# wrong: xors the count n into the heaps (reads the line 'n' as one more heap)
import sys

data = list(map(int, sys.stdin.buffer.read().split()))
t, i = data[0], 1
for _ in range(t):
    n = data[i]
    total = 0
    for a in data[i : i + 1 + n]:
        total ^= a
    i += 1 + n
    print("Yes" if total else "No")
