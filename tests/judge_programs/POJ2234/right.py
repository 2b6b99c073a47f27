# right: Bouton, the first player wins when the xor of the heaps is not 0
import sys
from functools import reduce
from operator import xor

for line in sys.stdin:
    values = list(map(int, line.split()))
    if values:
        print("Yes" if reduce(xor, values[1 : 1 + values[0]], 0) else "No")
