# Good Luck in CET-4: take a power of 2 cards, P iff 3 divides n
# problems: HDU1847
# chapter: 05
# cost: O(1) per case
import sys


def is_p_position(n: int) -> bool:
    """No power of 2 is a multiple of 3, and the take 1 or 2 always reaches one (the SG
    values of the subtraction set {1, 2, 4, ...} are 0, 1, 2, 0, 1, 2, ...)."""
    return n % 3 == 0


def main() -> None:
    out = ["Cici" if is_p_position(int(v)) else "Kiki" for v in sys.stdin.buffer.read().split()]
    sys.stdout.write("".join(line + "\n" for line in out))


main()
