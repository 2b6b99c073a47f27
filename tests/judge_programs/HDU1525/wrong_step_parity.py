# wrong: the parity of the number of Euclid steps, as if every move were forced
import sys

data = list(map(int, sys.stdin.read().split()))
for i in range(0, len(data) - 1, 2):
    a, b = data[i], data[i + 1]
    if a == 0 and b == 0:
        break
    steps = 0
    while b:
        a, b = b, a % b
        steps += 1
    print("Stan wins" if steps % 2 else "Ollie wins")
