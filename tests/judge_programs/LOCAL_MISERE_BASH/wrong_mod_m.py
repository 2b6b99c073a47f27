# wrong: works modulo m instead of m + 1 ((n - 1) % m == 0)
import sys

data = sys.stdin.read().split()
for i in range(int(data[0])):
    n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    print("Second" if (n - 1) % m == 0 else "First")
