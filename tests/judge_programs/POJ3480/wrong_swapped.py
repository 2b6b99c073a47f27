# wrong: the names swapped (the xor test of misere Nim read as "the player to move loses")
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
        print("Brother" if n % 2 == 0 else "John")
    else:
        print("Brother" if x else "John")
