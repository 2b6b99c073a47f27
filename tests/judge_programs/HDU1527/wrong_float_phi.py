# wrong: floor(k * phi) with a Python float (an IEEE double): wrong at Fibonacci-sized heaps
import sys
from math import sqrt

PHI = (1 + sqrt(5)) / 2
for line in sys.stdin:
    if not line.split():
        continue
    a, b = sorted(map(int, line.split()))
    print(0 if a == int((b - a) * PHI) else 1)
