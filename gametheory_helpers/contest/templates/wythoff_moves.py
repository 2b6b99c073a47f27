# Wythoff's game, every winning move: to (a_k, b_k) by both heaps, then by one heap
# problems: HDU2177
# chapter: 03
# cost: O(log^2 b) per case
import sys
from math import isqrt


def lower(k: int) -> int:
    return (k + isqrt(5 * k * k)) // 2  # a_k = floor(k * phi), exactly


def upper(k: int) -> int:
    return lower(k) + k  # b_k


def index_of(v: int, f) -> int:
    """The j with f(j) == v (f increasing, f(j) >= j), or -1."""
    lo, hi = 0, v
    while lo < hi:
        mid = (lo + hi) // 2
        if f(mid) < v:
            lo = mid + 1
        else:
            hi = mid
    return lo if f(lo) == v else -1


def winning_moves(a: int, b: int) -> list[tuple[int, int]]:
    # (a <= b) the move from both heaps first, then the one-heap moves, larger results first
    k = b - a
    if lower(k) == a:
        return []
    both = [(lower(k), upper(k))] if lower(k) < a else []
    one = set()
    j = index_of(a, lower)
    if j >= 0 and upper(j) < b:
        one.add((a, upper(j)))  # b down to b_j
    j = index_of(a, upper)
    if j >= 0:
        one.add((lower(j), a))  # b down to a_j < a
    j = index_of(b, upper)
    if j >= 0 and lower(j) < a:
        one.add((lower(j), b))  # a down to a_j
    return both + sorted(one - set(both), reverse=True)


def main() -> None:
    data = sys.stdin.buffer.read().split()
    out = []
    for i in range(0, len(data) - 1, 2):
        a, b = int(data[i]), int(data[i + 1])
        if a == 0 and b == 0:
            break
        moves = winning_moves(a, b)
        out.append("1" if moves else "0")
        out += [f"{x} {y}" for x, y in moves]
    sys.stdout.write("".join(line + "\n" for line in out))


main()
