# wrong: forgets to sort (the squares come in any order)
import sys

data = list(map(int, sys.stdin.read().split()))
t, i = data[0], 1
for _ in range(t):
    n = data[i]
    row = data[i + 1 : i + 1 + n]
    i += 1 + n
    if n % 2:
        row = [0] + row
    x = 0
    for j in range(0, len(row), 2):
        x ^= abs(row[j + 1] - row[j]) - 1
    print("Georgia will win" if x else "Bob will win")
