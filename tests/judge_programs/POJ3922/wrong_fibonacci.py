# wrong: the Fibonacci rule of k = 2 (HDU2516) for every k: the smallest Zeckendorf part
import sys

fib = [1, 2]
while fib[-1] < 10**8:
    fib.append(fib[-1] + fib[-2])
data = list(map(int, sys.stdin.read().split()))
for number in range(1, data[0] + 1):
    n = data[2 * number - 1]
    if n in fib:
        print(f"Case {number}: lose")
        continue
    part = n
    for f in reversed(fib):
        if f <= n:
            n -= f
            part = f
    print(f"Case {number}: {part}")
