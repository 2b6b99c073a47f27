# Misère Bash: the last stone loses, so P iff n leaves 1 modulo m + 1
# problem: LOCAL_MISERE_BASH
# chapter: 02
# cost: O(1) per case
import sys


def is_p_position(n: int, m: int) -> bool:
    return (n - 1) % (m + 1) == 0  # answer x with m + 1 - x; the opponent takes the last stone


def main() -> None:
    data = sys.stdin.buffer.read().split()
    out = []
    for i in range(int(data[0])):
        n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        out.append("Second" if is_p_position(n, m) else "First")
    sys.stdout.write("".join(line + "\n" for line in out))


main()
