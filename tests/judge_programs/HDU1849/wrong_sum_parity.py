# wrong: the parity of the total number of squares instead of their xor
import sys

data = list(map(int, sys.stdin.read().split()))
pos = 0
while data[pos] != 0:
    m = data[pos]
    print("Grass Win!" if sum(data[pos + 1 : pos + 1 + m]) % 2 == 0 else "Rabbit Win!")
    pos += 1 + m
