# Fibonacci Nim, the smallest winning first take: the smallest term of n's Zeckendorf sum
# problem: BZOJ2275
# chapter: 04
# cost: O(log n)
import sys


def smallest_winning_take(n: int) -> int:
    # greedy Zeckendorf; taking the smallest term leaves a smallest term more than twice it
    fib = [1, 2]
    while fib[-1] <= n:
        fib.append(fib[-1] + fib[-2])
    for f in reversed(fib):
        if f == n:
            return n
        if f < n:
            n -= f
    return n


def main() -> None:
    print(smallest_winning_take(int(sys.stdin.buffer.read().split()[0])))


main()
