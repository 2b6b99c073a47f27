# Nim (Bouton): the first player wins iff the xor of the heaps is not 0
# problem: POJ2234
# chapter: 02
# cost: O(M) per case
import sys
from functools import reduce
from operator import xor


def first_player_wins(heaps: list[int]) -> bool:
    return reduce(xor, heaps, 0) != 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    i, out = 0, []
    while i < len(data):
        m = int(data[i])
        heaps = [int(x) for x in data[i + 1 : i + 1 + m]]
        i += 1 + m
        out.append("Yes" if first_player_wins(heaps) else "No")
    sys.stdout.write("".join(line + "\n" for line in out))


main()
