# Queens moving towards the corner: a queen on a line to (0, 0) wins at once, else xor SG
# problem: BZOJ1457
# chapter: 05
# cost: O(S^3) for the table (S = 100), O(N) per case
import sys

S = 100


def build_table() -> list[list[int]]:
    """SG of a queen at (x, y) when moves onto row 0, column 0 or the diagonal lose."""
    sg = [[0] * S for _ in range(S)]
    for x in range(1, S):
        for y in range(1, S):
            if x == y:
                continue
            seen = {sg[x - k][y] for k in range(1, x) if x - k != y}
            seen.update(sg[x][y - k] for k in range(1, y) if y - k != x)
            seen.update(sg[x - k][y - k] for k in range(1, min(x, y)))
            v = 0
            while v in seen:
                v += 1
            sg[x][y] = v
    return sg


def main() -> None:
    data = sys.stdin.buffer.read().split()
    sg = build_table()
    t, i = int(data[0]), 1
    out = []
    for _ in range(t):
        n = int(data[i])
        s, at_once = 0, False
        for j in range(i + 1, i + 1 + 2 * n, 2):
            x, y = int(data[j]), int(data[j + 1])
            if x == 0 or y == 0 or x == y:  # that queen goes to (0, 0) now
                at_once = True
            else:
                s ^= sg[x][y]
        i += 1 + 2 * n
        out.append("^o^" if at_once or s else "T_T")
    print("\n".join(out))


main()
