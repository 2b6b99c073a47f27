# wrong: counts 4k+1 .. 4k+4 from 0 instead of from 1: swaps the heaps 4k+2, 4k+3 (not 4k+3, 4k+4)
import sys

data = sys.stdin.buffer.read().split()
t, i = int(data[0]), 1
for _ in range(t):
    n = int(data[i])
    x = 0
    for token in data[i + 1 : i + 1 + n]:
        h = int(token)
        x ^= h + 1 if h % 4 == 2 else h - 1 if h % 4 == 3 else h
    i += 1 + n
    print("Alice" if x else "Bob")
