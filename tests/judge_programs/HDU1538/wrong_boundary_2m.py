# wrong: off by one: pays voters only while n <= 2m, so the proposer n = 2m + 1 (who can
# still buy m votes) is treated as beyond the boundary
import sys

data = list(map(int, sys.stdin.read().split()))
for i in range(data[0]):
    n, m, p = data[1 + 3 * i : 4 + 3 * i]
    if n <= 2 * m:
        if p == n:
            print(m - (n - 1) // 2)
        else:
            print(1 if (n - p) % 2 == 0 else 0)
        continue
    s = 2 * m
    while 2 * (s - 2 * m) + 2 * m <= n and s > 2 * m:
        s = 2 * (s - 2 * m) + 2 * m
    print("Thrown" if p > s else 0)
