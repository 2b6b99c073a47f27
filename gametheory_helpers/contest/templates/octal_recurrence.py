# Crosses and Crosses: the octal game 0.11337, SG(n) = mex of SG(i - 3) ^ SG(n - i - 2)
# problem: POJ3537
# chapter: 05
# cost: O(N^2) once for the table, O(1) per case
import sys


def crosses_table(largest: int) -> list[int]:
    # an X on cell i forbids cells i-2..i+2, leaving strips of i-3 and n-i-2 cells (0 if
    # negative); cell i and cell n+1-i give the same pair, so half the cells suffice
    g = [0] * (largest + 1)
    for n in range(1, largest + 1):
        seen = 0  # a bit mask of the option values
        for i in range(1, (n + 1) // 2 + 1):
            seen |= 1 << (g[max(i - 3, 0)] ^ g[max(n - i - 2, 0)])
        g[n] = (~seen & (seen + 1)).bit_length() - 1  # the lowest clear bit: the mex
    return g


def main() -> None:
    strips = [int(x) for x in sys.stdin.buffer.read().split()]
    g = crosses_table(max(strips, default=0))
    sys.stdout.write("".join(("1" if g[n] else "2") + "\n" for n in strips))


main()
