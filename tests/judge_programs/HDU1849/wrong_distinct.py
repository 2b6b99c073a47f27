# wrong: xor over the set of occupied squares, so two pieces on one square count once
import sys

data = list(map(int, sys.stdin.read().split()))
pos = 0
while data[pos] != 0:
    m = data[pos]
    x = 0
    for p in set(data[pos + 1 : pos + 1 + m]):
        x ^= p
    print("Grass Win!" if x == 0 else "Rabbit Win!")
    pos += 1 + m
