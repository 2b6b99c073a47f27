# The pirates puzzle: who survives, and what pirate p gets
# problem: HDU1538
# chapter: 10
# cost: O(log n) per case
import sys


def share(n: int, m: int, p: int) -> str:
    """Coins pirate p gets when pirate n proposes first with m coins, or 'Thrown'."""
    if n <= 2 * m + 1:
        if p == n:
            return str(m - (n - 1) // 2)
        return "1" if (n - p) % 2 == 0 else "0"  # one coin to each pirate of his parity
    j = 1
    while 2 * m + 2 * j <= n:  # the largest 2^j with 2m + 2^j <= n survives
        j *= 2
    return "Thrown" if p > 2 * m + j else "0"


def main() -> None:
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    out = [share(*(int(v) for v in data[1 + 3 * i : 4 + 3 * i])) for i in range(t)]
    print("\n".join(out))


main()
