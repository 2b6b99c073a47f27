# Nim, tests counted first: the first player wins iff the xor of the heaps is not 0
# problems: P2197
# chapter: 02
# cost: O(n) per test
import sys
from functools import reduce
from operator import xor


def main() -> None:
    data = sys.stdin.buffer.read().split()
    t, i, out = int(data[0]), 1, []
    for _ in range(t):
        n = int(data[i])
        heaps = [int(x) for x in data[i + 1 : i + 1 + n]]  # heaps of 0 change nothing
        i += 1 + n
        out.append("Yes" if reduce(xor, heaps, 0) != 0 else "No")
    sys.stdout.write("".join(line + "\n" for line in out))


main()
