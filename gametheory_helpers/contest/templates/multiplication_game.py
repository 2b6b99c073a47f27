# A Multiplication Game: Stan wins iff n lies in (18^k, 9 * 18^k] for some k
# problem: POJ2505
# chapter: 01
# cost: O(log n) per case
import sys


def stan_wins(n: int) -> bool:
    # one round (Stan x9, Ollie x2) multiplies by 18: ceil(n / 18) is the game a round later
    while n > 18:
        n = (n + 17) // 18
    return n <= 9


def main() -> None:
    out = []
    for token in sys.stdin.buffer.read().split():
        out.append("Stan wins." if stan_wins(int(token)) else "Ollie wins.")
    sys.stdout.write("".join(line + "\n" for line in out))


main()
