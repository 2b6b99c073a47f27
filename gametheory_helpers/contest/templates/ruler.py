# The Ruler game: a head on coin x is worth x & -x, the value of x's lowest 1 bit
# problem: LOCAL_RULER
# chapter: 07
# cost: O(N) per case
import sys


def ruler_grundy(x: int) -> int:
    """The largest power of 2 dividing x (coins from 1): its value, not its position."""
    return x & -x


def main() -> None:
    data = sys.stdin.buffer.read().split()
    i, out = 1, []
    for _ in range(int(data[0])):
        n = int(data[i])
        s = 0
        for v in data[i + 1 : i + 1 + n]:
            s ^= ruler_grundy(int(v))
        i += 1 + n
        out.append("First" if s else "Second")
    sys.stdout.write("".join(line + "\n" for line in out))


main()
