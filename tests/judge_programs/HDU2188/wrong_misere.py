# wrong: the misere rule (whoever reaches n loses): Rabbit when n is 1 more than a multiple of m + 1
import sys

data = sys.stdin.read().split()
for i in range(int(data[0])):
    n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    print("Rabbit" if n % (m + 1) == 1 else "Grass")
