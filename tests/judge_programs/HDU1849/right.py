# right: each piece is a Nim heap of its square; Grass wins when the xor is 0
import sys

data = list(map(int, sys.stdin.read().split()))
pos = 0
while data[pos] != 0:
    m = data[pos]
    x = 0
    for p in data[pos + 1 : pos + 1 + m]:
        x ^= p
    print("Grass Win!" if x == 0 else "Rabbit Win!")
    pos += 1 + m
