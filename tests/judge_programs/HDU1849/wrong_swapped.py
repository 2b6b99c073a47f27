# wrong: the two names swapped (Rabbit, who moves first, said to lose when the xor is not 0)
import sys

data = list(map(int, sys.stdin.read().split()))
pos = 0
while data[pos] != 0:
    m = data[pos]
    x = 0
    for p in data[pos + 1 : pos + 1 + m]:
        x ^= p
    print("Rabbit Win!" if x == 0 else "Grass Win!")
    pos += 1 + m
