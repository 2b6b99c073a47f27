# wrong: the number of Euclid stages as the step, as if every move were forced
import sys


def stages(a, b):
    count = 0
    while b:
        a, b = b, a % b
        count += 1
    return count


data = list(map(int, sys.stdin.read().split()))
i = 0
while i < len(data):
    n = data[i]
    longest = max(stages(data[i + 1 + 2 * j], data[i + 2 + 2 * j]) for j in range(n))
    i += 1 + 2 * n
    print("MM" if longest % 2 else "GG")
