# too slow: the slides' O(S^2) method, a table f(m) (the smallest winning take) for every
# m <= n: a list of 10^8 entries needs some 800 MB, beyond the memory limit
import sys

data = list(map(int, sys.stdin.read().split()))
for number in range(1, data[0] + 1):
    n, k = data[2 * number - 1], data[2 * number]
    f = [0] * (n + 1)
    for m in range(1, n + 1):
        t = 1
        while t < m and f[m - t] <= k * t:
            t += 1
        f[m] = t
    print(f"Case {number}: {'lose' if f[n] == n else f[n]}")
