# wrong: the proposer pays n // 2 voters instead of (n - 1) // 2 (counts himself among them)
import sys

data = list(map(int, sys.stdin.read().split()))
for i in range(data[0]):
    n, m, p = data[1 + 3 * i : 4 + 3 * i]
    if n <= 2 * m + 1:
        if p == n:
            print(m - n // 2)
        else:
            print(1 if (n - p) % 2 == 0 else 0)
        continue
    s = 2 * m + 1
    while 2 * (s - 2 * m) + 2 * m <= n:
        s = 2 * (s - 2 * m) + 2 * m
    print("Thrown" if p > s else 0)
