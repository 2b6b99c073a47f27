# Mock Turtles: a head at x is worth the x-th odious number
# problem: HDU3537
# chapter: 07
# cost: O(N) expected per case (a set drops repeated heads)
import sys


def odious(x: int) -> int:
    """The x-th odious number (odd popcount): 2x, plus 1 when x itself is evil."""
    return 2 * x + (bin(x).count("1") % 2 == 0)


def main() -> None:
    data = sys.stdin.buffer.read().split()
    i, out = 0, []
    while i < len(data):
        n = int(data[i])
        heads = {int(v) for v in data[i + 1 : i + 1 + n]}  # a repeated position is one head
        i += 1 + n
        x = 0
        for h in heads:
            x ^= odious(h)
        out.append("No" if x else "Yes")  # the question: does Daizhenyang (to move) lose?
    print("\n".join(out))


main()
