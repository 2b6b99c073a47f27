# wrong: answers "Yes" when Daizhenyang wins (the question asks whether he loses)
import sys

data = list(map(int, sys.stdin.read().split()))
i = 0
while i < len(data):
    n = data[i]
    heads = set(data[i + 1 : i + 1 + n])
    i += 1 + n
    x = 0
    for h in heads:
        x ^= 2 * h + (bin(h).count("1") % 2 == 0)
    print("Yes" if x else "No")
