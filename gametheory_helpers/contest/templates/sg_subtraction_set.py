# S-Nim: a table of SG values by mex over the subtraction set, then the xor of the heaps
# problems: POJ2960 HDU1536
# chapter: 05
# cost: O(H * k) per set (H the largest heap), O(l) per position
import sys


def sg_table(moves: list[int], largest: int) -> list[int]:
    # sg[h] = mex { sg[h - s] : s in S, s <= h }
    moves = sorted(moves)
    sg = [0] * (largest + 1)
    for h in range(1, largest + 1):
        seen = {sg[h - s] for s in moves if s <= h}
        g = 0
        while g in seen:
            g += 1
        sg[h] = g
    return sg


def main() -> None:
    data = sys.stdin.buffer.read().split()
    i, out = 0, []
    while i < len(data) and data[i] != b"0":
        k = int(data[i])
        moves = [int(x) for x in data[i + 1 : i + 1 + k]]
        i += 1 + k
        positions = []
        for _ in range(int(data[i])):
            count = int(data[i + 1])
            positions.append([int(x) for x in data[i + 2 : i + 2 + count]])
            i += 1 + count
        i += 1
        sg = sg_table(moves, max(max(p, default=0) for p in positions))
        letters = []
        for heaps in positions:
            x = 0
            for h in heaps:
                x ^= sg[h]
            letters.append("W" if x else "L")
        out.append("".join(letters))
    sys.stdout.write("".join(line + "\n" for line in out))


main()
