# wrong: reads each test as 'k n' (the input gives n first), and so answers another game
import sys
from bisect import bisect_right


def losing(k, top):
    a, b, t = [1], [1], 0
    while a[-1] < top:
        x = b[-1] + 1
        a.append(x)
        while a[t + 1] * k < x:
            t += 1
        b.append(x + b[t] if a[t] * k < x else x)
    return a


data = list(map(int, sys.stdin.read().split()))
for number in range(1, data[0] + 1):
    k, n = data[2 * number - 1], data[2 * number]
    a = losing(k, n)
    if a[bisect_right(a, n) - 1] == n:
        print(f"Case {number}: lose")
        continue
    while a[bisect_right(a, n) - 1] != n:
        n -= a[bisect_right(a, n) - 1]
    print(f"Case {number}: {n}")
