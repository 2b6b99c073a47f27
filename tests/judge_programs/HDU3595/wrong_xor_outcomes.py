# wrong: an ordinary sum of games: xor of each pair's win (1) or loss (0) for the player to move
import sys


def first_wins(a, b):
    first = True
    while True:
        if a < b:
            a, b = b, a
        if a % b == 0 or a >= 2 * b:
            return first
        a -= b
        first = not first


data = list(map(int, sys.stdin.read().split()))
i = 0
while i < len(data):
    n = data[i]
    x = 0
    for j in range(n):
        x ^= first_wins(data[i + 1 + 2 * j], data[i + 2 + 2 * j])
    i += 1 + 2 * n
    print("MM" if x else "GG")
