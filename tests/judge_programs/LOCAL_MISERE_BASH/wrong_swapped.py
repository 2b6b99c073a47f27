# wrong: the right rule with the two answers swapped
import sys

data = sys.stdin.read().split()
for i in range(int(data[0])):
    n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    print("First" if (n - 1) % (m + 1) == 0 else "Second")
