# right: the second player wins exactly on Fibonacci numbers
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
    print("Second win" if n in fib else "First win")
