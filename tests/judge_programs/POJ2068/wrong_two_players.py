# wrong: treats the game as two players with limits M1 and M2, forgetting the other team members
import sys

for line in sys.stdin:
    numbers = list(map(int, line.split()))
    if not numbers:
        continue
    if numbers[0] == 0:
        break
    stones, limits = numbers[1], numbers[2:4]
    win = [[False] * (stones + 1) for _ in range(2)]
    for s in range(2, stones + 1):
        for p in range(2):
            nxt = win[1 - p]
            win[p][s] = any(not nxt[s - t] for t in range(1, min(limits[p], s - 1) + 1))
    print(1 if win[0][stones] else 0)
