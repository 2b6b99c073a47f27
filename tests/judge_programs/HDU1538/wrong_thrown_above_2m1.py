# wrong: every proposer beyond 2m + 1 is thrown (forgets that 2m + 2, 2m + 4, 2m + 8 ... survive)
import sys

data = list(map(int, sys.stdin.read().split()))
for i in range(data[0]):
    n, m, p = data[1 + 3 * i : 4 + 3 * i]
    if n <= 2 * m + 1:
        if p == n:
            print(m - (n - 1) // 2)
        else:
            print(1 if (n - p) % 2 == 0 else 0)
    else:
        print("Thrown" if p > 2 * m + 1 else 0)
