# Fibonacci Nim: the second player wins iff n is a Fibonacci number
# problem: HDU2516
# chapter: 04
# cost: O(log n) per case
import sys


def fibonacci_up_to(limit: int) -> set[int]:
    fib, a, b = {1, 2}, 1, 2
    while b <= limit:
        a, b = b, a + b
        fib.add(b)
    return fib


def main() -> None:
    fib = fibonacci_up_to(2**32)
    out = []
    for token in sys.stdin.buffer.read().split():
        n = int(token)
        if n == 0:
            break
        out.append("Second win" if n in fib else "First win")
    sys.stdout.write("".join(line + "\n" for line in out))


main()
