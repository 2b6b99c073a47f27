# Euclid's game: a multi-stage game where the first player with a choice wins
# problems: POJ2348 HDU1525
# chapter: 10
# cost: O(log max(a, b)) per case
import sys


def first_player_wins(a: int, b: int) -> bool:
    """Follow the forced moves (b < a < 2b); the first player with a choice wins."""
    mover = True
    while True:
        if a < b:
            a, b = b, a
        if a % b == 0 or a >= 2 * b:  # exact integers, never a ratio against phi in float
            return mover
        a -= b  # the only move
        mover = not mover


def main() -> None:
    data = sys.stdin.buffer.read().split()
    out = []
    for i in range(0, len(data) - 1, 2):
        a, b = int(data[i]), int(data[i + 1])
        if a == 0 and b == 0:
            break
        out.append("Stan wins" if first_player_wins(a, b) else "Ollie wins")
    print("\n".join(out))


main()
