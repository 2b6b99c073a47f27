# wrong: normal play (the team taking the last stone wins), the problem's last stone loses
import sys

for line in sys.stdin:
    numbers = list(map(int, line.split()))
    if not numbers:
        continue
    if numbers[0] == 0:
        break
    n, stones, limits = numbers[0], numbers[1], numbers[2:]
    players = 2 * n
    win = [[False] * (stones + 1) for _ in range(players)]
    for s in range(1, stones + 1):
        for p in range(players):
            nxt = win[(p + 1) % players]
            win[p][s] = any(not nxt[s - t] for t in range(1, min(limits[p], s) + 1))
    print(1 if win[0][stones] else 0)
