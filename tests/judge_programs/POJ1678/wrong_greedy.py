# wrong: greedy: each player picks the largest number he may pick
import sys

data = list(map(int, sys.stdin.read().split()))
t, i = data[0], 1
for _ in range(t):
    n, a, b = data[i : i + 3]
    pool = sorted(data[i + 3 : i + 3 + n])
    i += 3 + n
    last, sign, total = 0, 1, 0
    while True:
        picks = [v for v in pool if a <= v - last <= b]
        if not picks:
            break
        last = max(picks)
        pool.remove(last)
        total += sign * last
        sign = -sign
    print(total)
