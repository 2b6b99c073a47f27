# wrong: xors the heap sizes as in plain Nim, but only Fibonacci takes are allowed
import sys

data = list(map(int, sys.stdin.read().split()))
for i in range(0, len(data) - 2, 3):
    m, n, p = data[i : i + 3]
    if m == 0 and n == 0 and p == 0:
        break
    print("Fibo" if m ^ n ^ p else "Nacci")
