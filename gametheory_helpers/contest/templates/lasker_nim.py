# Lasker's Nim: SG(4k+1) = 4k+1, SG(4k+2) = 4k+2, SG(4k+3) = 4k+4, SG(4k+4) = 4k+3
# problem: HDU3032
# chapter: 06
# cost: O(N) per case
import sys


def lasker_sg(h: int) -> int:
    r = h % 4
    return h + 1 if r == 3 else h - 1 if r == 0 else h


def main() -> None:
    data = sys.stdin.buffer.read().split()
    i, out = 1, []
    for _ in range(int(data[0])):
        n = int(data[i])
        x = 0
        for token in data[i + 1 : i + 1 + n]:
            x ^= lasker_sg(int(token))
        i += 1 + n
        out.append("Alice" if x else "Bob")
    sys.stdout.write("".join(line + "\n" for line in out))


main()
