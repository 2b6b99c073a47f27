# Cutting game: SG of a w x h sheet by mex over the cuts that leave no strip of width 1
# problems: POJ2311
# chapter: 05
# cost: O(W H (W + H)) once for the table (W = H = 200), O(1) per case
import sys

N = 200


def table() -> list[list[int]]:
    """Whoever cuts off a 1 x k strip hands the opponent a 1 x 1 cut, so nobody does: a cut
    leaves two pieces at least 2 wide; the value is the mex over those cuts."""
    g = [[0] * (N + 1) for _ in range(N + 1)]
    for w in range(2, N + 1):
        for h in range(w, N + 1):  # g is symmetric: fill g[w][h] and g[h][w] together
            seen = {g[i][h] ^ g[w - i][h] for i in range(2, w - 1)}
            seen.update(g[w][j] ^ g[w][h - j] for j in range(2, h - 1))
            value = 0
            while value in seen:
                value += 1
            g[w][h] = g[h][w] = value
    return g


def main() -> None:
    data = sys.stdin.buffer.read().split()
    if not data:
        return
    g = table()
    out = []
    for i in range(0, len(data) - 1, 2):
        out.append("WIN" if g[int(data[i])][int(data[i + 1])] else "LOSE")
    sys.stdout.write("".join(line + "\n" for line in out))


main()
