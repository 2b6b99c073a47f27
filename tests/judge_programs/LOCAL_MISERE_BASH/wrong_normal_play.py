# wrong: the normal-play rule n % (m + 1) == 0 (whoever takes the last stone wins), off by one
import sys

data = sys.stdin.read().split()
for i in range(int(data[0])):
    n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    print("Second" if n % (m + 1) == 0 else "First")
