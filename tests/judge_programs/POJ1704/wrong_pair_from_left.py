# wrong: pairs the chessmen from the left and drops the last one of an odd count
import sys

data = list(map(int, sys.stdin.read().split()))
t, i = data[0], 1
for _ in range(t):
    n = data[i]
    row = sorted(data[i + 1 : i + 1 + n])
    i += 1 + n
    x = 0
    for j in range(0, n - 1, 2):
        x ^= row[j + 1] - row[j] - 1
    print("Georgia will win" if x else "Bob will win")
