# Every-SG: the step function of Euclid's game, the longest game decides
# problem: HDU3595
# chapter: 06
# cost: O(log max(x, y)) per pair
import sys


def step(a: int, b: int) -> int:
    """Moves left if the winner hurries and the loser drags the game out."""
    if a < b:
        a, b = b, a
    quotients = []
    while b:
        quotients.append(a // b)
        a, b = b, a % b
    s = 0
    for q in reversed(quotients):
        # the next stage is won by its mover (s odd): with a choice, hand it over one move later
        s = s + 2 if q >= 2 and s % 2 == 1 else s + 1
    return s


def main() -> None:
    data = sys.stdin.buffer.read().split()
    i, out = 0, []
    while i < len(data):
        n = int(data[i])
        pairs = data[i + 1 : i + 1 + 2 * n]
        i += 1 + 2 * n
        longest = max(step(int(pairs[j]), int(pairs[j + 1])) for j in range(0, 2 * n, 2))
        out.append("MM" if longest % 2 else "GG")  # the player to move wins iff it is odd
    print("\n".join(out))


main()
