# wrong: "the first player wins if he can lay a stripe at all" (p >= the shortest stripe)
import sys

data = list(map(int, sys.stdin.read().split()))
shortest = min(data[:3])
for p in data[4 : 4 + data[3]]:
    print(1 if p >= shortest else 2)
