# wrong: plain Nim (xor of the heaps), right only for k = 1
import sys
from functools import reduce
from operator import xor

data = list(map(int, sys.stdin.read().split()))
i = 1
for _ in range(data[0]):
    n, k = data[i], data[i + 1]
    heaps = data[i + 2 : i + 2 + n]
    i += 2 + n
    print("Second" if reduce(xor, heaps, 0) == 0 else "First")
