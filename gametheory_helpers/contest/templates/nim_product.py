# The Nim product: turning corners, each light is worth x ⊗ y
# problem: HDU3404
# chapter: 09
# cost: O(log^2) per product after a 64 x 64 memo of products of powers of 2
import sys

_pow2: dict[tuple[int, int], int] = {}


def nim_pow2(i: int, j: int) -> int:
    """2^i (*) 2^j: split at F = 2^t (a Fermat 2-power), t the highest bit of i | j."""
    if i == 0 or j == 0:
        return 1 << (i | j)
    if (i, j) not in _pow2:
        t = 1 << ((i | j).bit_length() - 1)
        if i & t and j & t:
            p = nim_pow2(i - t, j - t)
            r = (p << t) ^ nim_mul(p, 1 << (t - 1))  # F (*) F = F ^ F/2
        else:
            r = nim_pow2(i & ~t, j & ~t) << t  # below F the product by F is ordinary
        _pow2[i, j] = r
    return _pow2[i, j]


def nim_mul(x: int, y: int) -> int:
    """The Nim product, bilinear over xor: combine the bits."""
    r = 0
    xs = [i for i in range(x.bit_length()) if x >> i & 1]
    ys = [j for j in range(y.bit_length()) if y >> j & 1]
    for i in xs:
        for j in ys:
            r ^= nim_pow2(i, j)
    return r


def main() -> None:
    data = sys.stdin.buffer.read().split()
    t, i = int(data[0]), 1
    out = []
    for _ in range(t):
        n = int(data[i])
        s = 0
        for j in range(n):
            s ^= nim_mul(int(data[i + 1 + 2 * j]), int(data[i + 2 + 2 * j]))
        i += 1 + 2 * n
        out.append("Have a try, lxhgww." if s else "Don't waste your time.")
    print("\n".join(out))


main()
