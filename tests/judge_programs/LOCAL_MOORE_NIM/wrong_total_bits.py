# wrong: counts all the 1 bits together modulo k + 1, not column by column
import sys

data = list(map(int, sys.stdin.read().split()))
i = 1
for _ in range(data[0]):
    n, k = data[i], data[i + 1]
    heaps = data[i + 2 : i + 2 + n]
    i += 2 + n
    ones = sum(bin(a).count("1") for a in heaps)
    print("Second" if ones % (k + 1) == 0 else "First")
