# wrong: plain Nim (xor of the heaps), forgetting that a heap may also be split in two
import sys

data = sys.stdin.buffer.read().split()
t, i = int(data[0]), 1
for _ in range(t):
    n = int(data[i])
    x = 0
    for token in data[i + 1 : i + 1 + n]:
        x ^= int(token)
    i += 1 + n
    print("Alice" if x else "Bob")
