# wrong: assumes every plane lasts a // 2 moves (each move uses two points): parity of the total
import sys

data = list(map(int, sys.stdin.read().split()))
t, i = data[0], 1
for _ in range(t):
    n = data[i]
    moves = sum(a // 2 for a in data[i + 1 : i + 1 + n])
    i += 1 + n
    print("Carol" if moves % 2 else "Dave")
