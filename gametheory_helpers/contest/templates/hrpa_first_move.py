# Fibonacci Nim, the smallest winning first take: the smallest term of n's Zeckendorf sum
# problems: BZOJ2275
# chapter: 04
# cost: O(log n)
import sys


def smallest_winning_take(n: int) -> int | None:
    """Greedy Zeckendorf; taking the smallest term leaves a smallest term more than twice it.
    The first take may not be all n, so a Fibonacci n has no winning take: None."""
    fib = [1, 2]
    while fib[-1] <= n:
        fib.append(fib[-1] + fib[-2])
    rest = n
    for f in reversed(fib):
        if f == rest:
            return None if rest == n else rest
        if f < rest:
            rest -= f
    return rest


def main() -> None:
    take = smallest_winning_take(int(sys.stdin.buffer.read().split()[0]))
    print("none" if take is None else take)  # none: n is a Fibonacci number, the first loses


main()
