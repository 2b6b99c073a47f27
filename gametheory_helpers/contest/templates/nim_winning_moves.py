# Nim, the number of winning moves: the heaps x with (x ^ s) < x, s the nim-sum
# problems: POJ2975 HDU1850
# chapter: 02
# cost: O(n) per case
import sys
from functools import reduce
from operator import xor


def count_winning_moves(heaps: list[int]) -> int:
    # the only winning move on heap x leaves x ^ s; in Python too, ^ binds more loosely than <
    s = reduce(xor, heaps, 0)
    return sum(1 for x in heaps if (x ^ s) < x)


def main() -> None:
    data = sys.stdin.buffer.read().split()
    i, out = 0, []
    while i < len(data) and data[i] != b"0":
        n = int(data[i])
        out.append(str(count_winning_moves([int(x) for x in data[i + 1 : i + 1 + n]])))
        i += 1 + n
    sys.stdout.write("".join(line + "\n" for line in out))


main()
