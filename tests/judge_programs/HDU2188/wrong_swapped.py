# wrong: the two names swapped (Grass, who donates first, wins when m + 1 divides n)
import sys

data = sys.stdin.read().split()
for i in range(int(data[0])):
    n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    print("Grass" if n % (m + 1) == 0 else "Rabbit")
