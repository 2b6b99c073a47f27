# wrong: xors the count M together with the heaps
import sys
from functools import reduce
from operator import xor

for line in sys.stdin:
    values = list(map(int, line.split()))
    if values:
        print("Yes" if reduce(xor, values, 0) else "No")
