# wrong: applies the misere rule (all heaps of 1: even count wins), but here the last take wins
import sys

data = list(map(int, sys.stdin.buffer.read().split()))
t, i = data[0], 1
for _ in range(t):
    n = data[i]
    heaps = data[i + 1 : i + 1 + n]
    i += 1 + n
    total = 0
    for a in heaps:
        total ^= a
    if max(heaps) <= 1:
        print("Yes" if n % 2 == 0 else "No")
    else:
        print("Yes" if total else "No")
