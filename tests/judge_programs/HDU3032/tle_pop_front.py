# too slow: heaps taken with list.pop(0), O(N^2): 10^6 heaps are too many
import sys

data = sys.stdin.read().split()
t = int(data.pop(0))
for _ in range(t):
    n = int(data.pop(0))
    x = 0
    for _ in range(n):
        h = int(data.pop(0))
        x ^= h + 1 if h % 4 == 3 else h - 1 if h % 4 == 0 else h
    print("Alice" if x else "Bob")
