# wrong: reads the line as 'N M' (the raise first), the input gives the price M first
import sys

for line in sys.stdin:
    if not line.split():
        continue
    n, m = map(int, line.split())
    if m <= n:
        print(" ".join(map(str, range(m, n + 1))))
    else:
        print(m % (n + 1) or "none")
