# wrong: "5n^2 +- 4 is a square" tested with floats: wrong for 204668310 = 2 * F_40
import math
import sys


def square(x):
    s = math.sqrt(x)
    return s == math.floor(s)


for token in sys.stdin.read().split():
    n = int(token)
    if n == 0:
        break
    x = 5.0 * n * n
    print("Second win" if square(x + 4) or square(x - 4) else "First win")
