# right: the second player wins exactly when n % (m + 1) == 1 (he leaves the last stone)
import sys

data = sys.stdin.read().split()
for i in range(int(data[0])):
    n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    print("Second" if n % (m + 1) == 1 else "First")
