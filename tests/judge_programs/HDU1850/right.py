# right: heap x is a winning move when x ^ s < x (s the xor of all heaps)
import sys
from functools import reduce
from operator import xor

data = sys.stdin.read().split()
i = 0
while i < len(data) and data[i] != "0":
    n = int(data[i])
    heaps = list(map(int, data[i + 1 : i + 1 + n]))
    i += 1 + n
    s = reduce(xor, heaps, 0)
    print(sum(1 for x in heaps if x ^ s < x))
