# right: a row of k apples has Grundy value k; misere rule: all rows 1 -> win iff even count
import sys

data = list(map(int, sys.stdin.read().split()))
i = 0
while i < len(data):
    n = data[i]
    rows = data[i + 1 : i + 1 + n]
    i += 1 + n
    total = 0
    for r in rows:
        total ^= r
    if max(rows) == 1:
        print("Yes" if n % 2 == 0 else "No")
    else:
        print("Yes" if total else "No")
