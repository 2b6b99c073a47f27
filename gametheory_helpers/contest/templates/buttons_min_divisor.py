# Buttons: the smallest L >= 2 with (L + 1) | K, by trial division up to sqrt(K)
# problem: POJ2368
# chapter: 02
# cost: O(sqrt K)
import sys
from math import isqrt


def smallest_limit(k: int) -> int:
    # the answer is (smallest divisor d >= 3 of K) - 1; d is <= sqrt(K) or a quotient K / e
    root = isqrt(k)
    for d in range(3, root + 1):
        if k % d == 0:
            return d - 1
    for e in range(root, 0, -1):  # quotients K / e in increasing order
        if k % e == 0 and k // e >= 3:
            return k // e - 1
    return 0


def main() -> None:
    print(smallest_limit(int(sys.stdin.buffer.read().split()[0])))


main()
