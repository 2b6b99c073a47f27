# Georgia and Bob (staircase Nim): xor of the gaps inside pairs, counted from the right
# problem: POJ1704
# chapter: 02
# cost: O(N log N) per case (the sort)
import sys


def first_player_wins(squares: list[int]) -> bool:
    # pair the chessmen from the right; each gap inside a pair is a Nim heap
    p = sorted(squares)  # the input is not sorted
    if len(p) % 2:
        p.insert(0, 0)  # a fixed chessman at 0 pairs with the first
    s = 0
    for i in range(0, len(p), 2):
        s ^= p[i + 1] - p[i] - 1
    return s != 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    i, out = 1, []
    for _ in range(int(data[0])):
        n = int(data[i])
        squares = [int(x) for x in data[i + 1 : i + 1 + n]]
        i += 1 + n
        out.append("Georgia will win" if first_player_wins(squares) else "Bob will win")
    sys.stdout.write("".join(line + "\n" for line in out))


main()
