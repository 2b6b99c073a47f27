# Wythoff's game: (a, b), a <= b, is a P-position iff a = floor((b - a) * phi)
# problems: POJ1067 HDU1527 P2252
# chapter: 03
# cost: O(log b) per case (math.isqrt, exact)
import sys
from math import isqrt


def lower_wythoff(k: int) -> int:
    # floor(k * phi) = (k + isqrt(5 k^2)) // 2 exactly; a float phi misrounds large k
    return (k + isqrt(5 * k * k)) // 2


def is_p_position(a: int, b: int) -> bool:
    a, b = min(a, b), max(a, b)
    return a == lower_wythoff(b - a)


def main() -> None:
    data = sys.stdin.buffer.read().split()
    out = []
    for i in range(0, len(data) - 1, 2):
        out.append("0" if is_p_position(int(data[i]), int(data[i + 1])) else "1")
    sys.stdout.write("".join(line + "\n" for line in out))


main()
