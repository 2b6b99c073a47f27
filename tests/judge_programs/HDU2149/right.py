# right: with M <= N every bid from M to N wins at once; otherwise only M mod (N + 1), if not 0
import sys

for line in sys.stdin:
    if not line.split():
        continue
    m, n = map(int, line.split())
    if m <= n:
        print(" ".join(map(str, range(m, n + 1))))
    elif m % (n + 1):
        print(m % (n + 1))
    else:
        print("none")
