# I Love this Game: a score game solved by DP over the sorted numbers
# problem: POJ1678
# chapter: 10
# cost: O(n log n + n min(n, b - a + 1)) per case
import sys
from bisect import bisect_left, bisect_right


def best_difference(numbers: list[int], a: int, b: int) -> int:
    """Player 1's score minus player 2's; picks rise by a..b, a player who can pick must."""
    values = sorted(set(numbers))  # picks rise, so repeats never matter
    best: dict[int, int] = {}
    for v in reversed(values):
        replies = values[bisect_left(values, v + a) : bisect_right(values, v + b)]
        best[v] = v - max((best[w] for w in replies), default=0)
    return max((best[v] for v in values if a <= v <= b), default=0)


def main() -> None:
    data = sys.stdin.buffer.read().split()
    t, i = int(data[0]), 1
    out = []
    for _ in range(t):
        n, a, b = int(data[i]), int(data[i + 1]), int(data[i + 2])
        out.append(str(best_difference([int(x) for x in data[i + 3 : i + 3 + n]], a, b)))
        i += 3 + n
    print("\n".join(out))


main()
