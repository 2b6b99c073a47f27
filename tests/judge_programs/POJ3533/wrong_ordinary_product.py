# wrong: the ordinary product x * y * z instead of the Nim product
import sys

data = list(map(int, sys.stdin.read().split()))
i = 0
while i < len(data):
    n = data[i]
    s = 0
    for j in range(n):
        x, y, z = data[i + 1 + 3 * j : i + 4 + 3 * j]
        s ^= x * y * z
    i += 1 + 3 * n
    print("Yes" if s == 0 else "No")
