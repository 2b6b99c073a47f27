# wrong: prints "Case i: Lose" with a capital L (the judge wants "lose")
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
cases = [(data[1 + 2 * i], data[2 + 2 * i]) for i in range(data[0])]
tables = {}
for n, k in cases:
    tables[k] = max(tables.get(k, 0), n)
tables = {k: losing(k, top) for k, top in tables.items()}
for number, (n, k) in enumerate(cases, 1):
    a = tables[k]
    if a[bisect_right(a, n) - 1] == n:
        print(f"Case {number}: Lose")
        continue
    while True:
        part = a[bisect_right(a, n) - 1]
        if part == n:
            break
        n -= part
    print(f"Case {number}: {n}")
