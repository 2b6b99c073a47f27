# Fibonacci again and again: three heaps, takes are Fibonacci numbers, xor of the SG values
# problems: HDU1848
# chapter: 05
# cost: O(H log H) once for the table (H = 1000, 15 Fibonacci takes), O(1) per case
import sys

H = 1000  # the largest heap allowed


def sg_table() -> list[int]:
    """sg[h] = mex {sg[h - f] : f a Fibonacci number <= h}."""
    takes = [1, 2]
    while takes[-1] + takes[-2] <= H:
        takes.append(takes[-1] + takes[-2])
    sg = [0] * (H + 1)
    for h in range(1, H + 1):
        seen = {sg[h - f] for f in takes if f <= h}
        while sg[h] in seen:
            sg[h] += 1
    return sg


def main() -> None:
    sg = sg_table()
    data = [int(v) for v in sys.stdin.buffer.read().split()]
    out = []
    for i in range(0, len(data) - 2, 3):
        m, n, p = data[i : i + 3]
        if m == n == p == 0:
            break
        out.append("Fibo" if sg[m] ^ sg[n] ^ sg[p] else "Nacci")
    sys.stdout.write("".join(line + "\n" for line in out))


main()
