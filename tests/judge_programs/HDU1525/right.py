# right: the player facing a >= 2b (or b | a) wins; while b < a < 2b the move is forced
import sys

data = list(map(int, sys.stdin.read().split()))
for i in range(0, len(data) - 1, 2):
    a, b = data[i], data[i + 1]
    if a == 0 and b == 0:
        break
    stan = True
    while True:
        if a < b:
            a, b = b, a
        if a % b == 0 or a >= 2 * b:
            break
        a -= b
        stan = not stan
    print("Stan wins" if stan else "Ollie wins")
