# wrong: the two answers swapped (Fibonacci numbers are the first player's wins)
import sys

fib = {1, 2}
a, b = 1, 2
while b < 2**31:
    a, b = b, a + b
    fib.add(b)
for token in sys.stdin.read().split():
    n = int(token)
    if n == 0:
        break
    print("First win" if n in fib else "Second win")
