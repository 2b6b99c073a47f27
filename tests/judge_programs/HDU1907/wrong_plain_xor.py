# wrong: plays normal Nim (xor != 0 wins), forgetting that eating the last M&M loses
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
    print("John" if x else "Brother")
