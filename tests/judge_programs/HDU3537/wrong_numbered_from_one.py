# wrong: numbers the coins from 1 (coin x gets the value of coin x - 1 of the 0-based table)
import sys

data = list(map(int, sys.stdin.read().split()))
i = 0
while i < len(data):
    n = data[i]
    heads = set(data[i + 1 : i + 1 + n])
    i += 1 + n
    x = 0
    for h in heads:
        h -= 1
        x ^= 2 * h + (bin(h).count("1") % 2 == 0) if h >= 0 else 0
    print("Yes" if x == 0 else "No")
