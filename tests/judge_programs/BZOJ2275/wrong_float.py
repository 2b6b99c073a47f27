# wrong: finds the Fibonacci index with a floating logarithm base phi, which rounds the wrong way
# near the Fibonacci numbers
from math import log, sqrt

PHI = (1 + sqrt(5)) / 2
n = int(input())
part = n
while n > 0:
    j = int(log(n * sqrt(5)) / log(PHI))  # F_j <= n by Binet, in floating point
    f = round(PHI**j / sqrt(5))
    n -= f
    part = f
print(part)
