# Stripes: laying a stripe splits a free run in two, SG by mex over the splits
# problem: BZOJ2940
# chapter: 05
# cost: O(P^2) for the table (P = the longest run asked), O(1) per query
import sys


def stripe_table(lengths: list[int], top: int) -> list[int]:
    """g[p]: SG of a free run of p cells; a stripe leaves runs l and p - len - l."""
    g = [0] * (top + 1)
    for p in range(1, top + 1):
        seen = set()
        for length in lengths:
            for left in range((p - length) // 2 + 1):  # half the offsets, by symmetry
                seen.add(g[left] ^ g[p - length - left])
        v = 0
        while v in seen:
            v += 1
        g[p] = v
    return g


def main() -> None:
    data = [int(v) for v in sys.stdin.buffer.read().split()]
    lengths, m = sorted(set(data[:3])), data[3]
    runs = data[4 : 4 + m]
    g = stripe_table(lengths, max(runs))
    print("\n".join("1" if g[p] else "2" for p in runs))


main()
