# Rabbit and Grass: a piece on square p is a Nim heap of p
# problem: HDU1849
# chapter: 02
# cost: O(m) per case
import sys
from functools import reduce
from operator import xor


def first_player_wins(squares: list[int]) -> bool:
    return reduce(xor, squares, 0) != 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    i, out = 0, []
    while i < len(data) and data[i] != b"0":
        m = int(data[i])
        squares = [int(x) for x in data[i + 1 : i + 1 + m]]
        i += 1 + m
        out.append("Rabbit Win!" if first_player_wins(squares) else "Grass Win!")
    sys.stdout.write("".join(line + "\n" for line in out))


main()
