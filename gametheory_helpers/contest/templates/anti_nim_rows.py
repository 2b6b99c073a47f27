# Be the Winner: a row of k apples is worth k, and the last to move loses (anti-Nim)
# problems: HDU2509
# chapter: 06
# cost: O(n) per test
import sys


def first_player_wins(rows: list[int]) -> bool:
    """Taking a run of apples from a row gives a row of k the Grundy value k; then the SJ
    theorem: (some row > 1 and xor != 0) or (every row is 1 and xor == 0)."""
    x = 0
    for r in rows:
        x ^= r
    if max(rows) == 1:
        return x == 0  # all ones: an even count of rows wins
    return x != 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    i, out = 0, []
    while i < len(data):  # tests until the end of the input
        n = int(data[i])
        rows = [int(v) for v in data[i + 1 : i + 1 + n]]
        i += 1 + n
        out.append("Yes" if first_player_wins(rows) else "No")
    sys.stdout.write("".join(line + "\n" for line in out))


main()
