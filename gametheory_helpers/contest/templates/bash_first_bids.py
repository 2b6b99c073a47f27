# Bash's game, the winning first moves: reach M at once, or leave a multiple of N + 1
# problem: HDU2149
# chapter: 02
# cost: O(N) per case
import sys


def winning_first_bids(m: int, n: int) -> list[int]:
    # a bid wins if it reaches M or leaves a P-position (a multiple of N + 1)
    if m <= n:
        return list(range(m, n + 1))
    return [m % (n + 1)] if m % (n + 1) else []


def main() -> None:
    data = sys.stdin.buffer.read().split()
    out = []
    for i in range(0, len(data) - 1, 2):
        bids = winning_first_bids(int(data[i]), int(data[i + 1]))
        out.append(" ".join(map(str, bids)) if bids else "none")
    sys.stdout.write("".join(line + "\n" for line in out))


main()
