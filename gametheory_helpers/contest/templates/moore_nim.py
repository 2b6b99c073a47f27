# Moore's Nim_k: P iff every binary column holds a multiple of k + 1 ones
# problem: LOCAL_MOORE_NIM
# chapter: 02
# cost: O(n log max a) per case
import sys


def is_p_position(heaps: list[int], k: int) -> bool:
    """Each binary digit's count of 1s over all heaps is 0 modulo k + 1 (k = 1: Nim)."""
    top = max(heaps).bit_length()
    return all(sum(a >> bit & 1 for a in heaps) % (k + 1) == 0 for bit in range(top))


def main() -> None:
    data = sys.stdin.buffer.read().split()
    i, out = 1, []
    for _ in range(int(data[0])):
        n, k = int(data[i]), int(data[i + 1])
        heaps = [int(v) for v in data[i + 2 : i + 2 + n]]
        i += 2 + n
        out.append("Second" if is_p_position(heaps, k) else "First")
    sys.stdout.write("".join(line + "\n" for line in out))


main()
