# Dawson's Kayles (octal game 0.07): mex for short rows, then the period 34
# problem: HDU4664
# chapter: 05
# cost: O(1) per row after a 120-entry table
import sys

TABLE = 120


def build_table() -> list[int]:
    """g[n] for n < TABLE: a move takes two adjacent points, leaving rows i and n - 2 - i."""
    g = [0, 0]
    for n in range(2, TABLE):
        seen = {g[i] ^ g[n - 2 - i] for i in range(n - 1)}
        v = 0
        while v in seen:
            v += 1
        g.append(v)
    return g


G = build_table()


def grundy(n: int) -> int:
    """The last irregular value is at 52; from 53 on the values repeat with period 34."""
    return G[n] if n < TABLE else G[86 + (n - 86) % 34]


def main() -> None:
    data = sys.stdin.buffer.read().split()
    t, i = int(data[0]), 1
    out = []
    for _ in range(t):
        n = int(data[i])
        x = 0
        for token in data[i + 1 : i + 1 + n]:
            x ^= grundy(int(token))
        i += 1 + n
        out.append("Carol" if x else "Dave")
    print("\n".join(out))


main()
