# right: misere Nim: all heaps of 1 -> John wins iff their count is even; else iff the xor != 0
import sys

data = list(map(int, sys.stdin.read().split()))
t, i = data[0], 1
for _ in range(t):
    n = data[i]
    heaps = data[i + 1 : i + 1 + n]
    i += 1 + n
    x = 0
    for h in heaps:
        x ^= h
    if max(heaps) == 1:
        print("John" if n % 2 == 0 else "Brother")
    else:
        print("John" if x else "Brother")
