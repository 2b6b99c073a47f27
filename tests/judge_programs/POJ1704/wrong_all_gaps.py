# wrong: xors every gap (Nim on all gaps) instead of the gaps inside pairs
import sys

data = list(map(int, sys.stdin.read().split()))
t, i = data[0], 1
for _ in range(t):
    n = data[i]
    row = [0] + sorted(data[i + 1 : i + 1 + n])
    i += 1 + n
    x = 0
    for j in range(1, len(row)):
        x ^= row[j] - row[j - 1] - 1
    print("Georgia will win" if x else "Bob will win")
