# A symmetry strategy: coins in a circle, take one or two adjacent
# problem: POJ2484
# chapter: 10
# cost: O(1) per case
import sys


def alice_wins(n: int) -> bool:
    """n <= 2: Alice takes everything; otherwise Bob leaves two equal rows and copies."""
    return n <= 2


def main() -> None:
    out = []
    for token in sys.stdin.buffer.read().split():
        n = int(token)
        if n == 0:  # the terminator, not a circle
            break
        out.append("Alice" if alice_wins(n) else "Bob")
    print("\n".join(out))


main()
