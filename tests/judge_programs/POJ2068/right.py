# right: player p to move with s stones wins iff some take t < s leaves the next player a lost
# heap; keeping each player's largest lost heap so far makes that one comparison per state
import sys

for line in sys.stdin:
    numbers = list(map(int, line.split()))
    if not numbers:
        continue
    if numbers[0] == 0:
        break
    n, stones, limits = numbers[0], numbers[1], numbers[2:]
    players = 2 * n
    lost = [1] * players  # one stone left: the mover must take it and loses
    win = [False] * players
    for s in range(2, stones + 1):
        win = [lost[(p + 1) % players] >= s - min(limits[p], s - 1) for p in range(players)]
        for p in range(players):
            if not win[p]:
                lost[p] = s
    print(1 if win[0] else 0)
