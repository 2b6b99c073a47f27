# k-fold dynamic subtraction: the losing sizes a_i and the greedy decomposition
# problems: HDU2486 HDU2580 POJ3922
# chapter: 04
# cost: O(s) per case, s the number of losing sizes up to n
import sys
from bisect import bisect_right


def losing_sizes(n: int, k: int) -> list[int]:
    # a_{i+1} = b_i + 1; b_{i+1} = a_{i+1} + b_t for the largest t with a_t * k < a_{i+1}
    a, b, t = [1], [1], 0
    while a[-1] < n:
        x = b[-1] + 1
        a.append(x)
        while a[t + 1] * k < x:
            t += 1
        b.append(x + b[t] if a[t] * k < x else x)
    return a


def smallest_winning_take(n: int, a: list[int]) -> int | None:
    """None if n is a losing size, else the smallest part of n's greedy sum of the a_i."""
    if a[bisect_right(a, n) - 1] == n:
        return None
    while True:
        part = a[bisect_right(a, n) - 1]  # the largest a_i <= n
        if part == n:
            return n
        n -= part


def main() -> None:
    data = sys.stdin.buffer.read().split()
    cases = [(int(data[2 * i - 1]), int(data[2 * i])) for i in range(1, int(data[0]) + 1)]
    largest: dict[int, int] = {}
    for n, k in cases:  # one sequence per k, long enough for its largest n
        largest[k] = max(largest.get(k, 0), n)
    sizes = {k: losing_sizes(n, k) for k, n in largest.items()}
    out = []
    for case, (n, k) in enumerate(cases, 1):
        x = smallest_winning_take(n, sizes[k])
        out.append(f"Case {case}: {'lose' if x is None else x}")
    sys.stdout.write("".join(line + "\n" for line in out))


main()
