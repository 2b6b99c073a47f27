# Anti-Nim (the SJ theorem): the last to move loses
# problem: POJ3480
# chapter: 06
# cost: O(N) per case
import sys


def first_player_wins(heaps: list[int]) -> bool:
    """(some heap > 1 and xor != 0) or (all heaps are 1 and xor == 0)."""
    x = 0
    for h in heaps:
        x ^= h
    if max(heaps) == 1:
        return x == 0  # all ones: an even count of heaps wins
    return x != 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    t, i = int(data[0]), 1
    out = []
    for _ in range(t):
        n = int(data[i])
        heaps = [int(v) for v in data[i + 1 : i + 1 + n]]
        i += 1 + n
        out.append("John" if first_player_wins(heaps) else "Brother")
    print("\n".join(out))


main()
