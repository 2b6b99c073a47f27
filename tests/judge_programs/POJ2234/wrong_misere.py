# wrong: plays the misere rule (all heaps of size <= 1 reversed), not the normal one
import sys
from functools import reduce
from operator import xor

for line in sys.stdin:
    values = list(map(int, line.split()))
    if values:
        heaps = values[1:]
        x = reduce(xor, heaps, 0)
        win = (x == 0) if max(heaps) <= 1 else (x != 0)
        print("Yes" if win else "No")
