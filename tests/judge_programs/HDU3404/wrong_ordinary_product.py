# wrong: the ordinary product x * y instead of the Nim product
import sys

data = list(map(int, sys.stdin.read().split()))
t, i = data[0], 1
for _ in range(t):
    n = data[i]
    x = 0
    for j in range(n):
        x ^= data[i + 1 + 2 * j] * data[i + 2 + 2 * j]
    i += 1 + 2 * n
    print("Have a try, lxhgww." if x else "Don't waste your time.")
