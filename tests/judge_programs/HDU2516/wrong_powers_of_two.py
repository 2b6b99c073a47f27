# wrong: the rule of k = 1 (powers of two lose) instead of Fibonacci numbers
import sys

for token in sys.stdin.read().split():
    n = int(token)
    if n == 0:
        break
    print("Second win" if n & (n - 1) == 0 else "First win")
