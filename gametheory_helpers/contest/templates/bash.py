# Bash's game: P iff (m + 1) divides n
# problem: HDU2188
# chapter: 02
# cost: O(1) per case
import sys


def is_p_position(n: int, m: int) -> bool:
    return n % (m + 1) == 0  # the second player answers every x with m + 1 - x


def main() -> None:
    data = sys.stdin.buffer.read().split()
    out = []
    for i in range(int(data[0])):
        n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        out.append("Rabbit" if is_p_position(n, m) else "Grass")
    sys.stdout.write("".join(line + "\n" for line in out))


main()
