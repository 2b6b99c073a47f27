# Team Nim: DP over the stones left and the player to move
# problem: POJ2068
# chapter: 01
# cost: O(S * 2n) per case
import sys


def first_team_wins(stones: int, m: list[int]) -> bool:
    # player p with s stones wins iff a take 1..min(M_p, s - 1) (taking the last stone loses)
    # leaves a count the next player loses; last[q] = largest such losing count below s
    players = len(m)
    last = [1] * players
    win = [False] * players
    for s in range(2, stones + 1):
        win = [last[(p + 1) % players] >= s - min(m[p], s - 1) for p in range(players)]
        for p in range(players):
            if not win[p]:
                last[p] = s
    return stones > 1 and win[0]


def main() -> None:
    data = sys.stdin.buffer.read().split()
    i, out = 0, []
    while i < len(data) and data[i] != b"0":
        n, s = int(data[i]), int(data[i + 1])
        m = [int(x) for x in data[i + 2 : i + 2 + 2 * n]]
        i += 2 + 2 * n
        out.append("1" if first_team_wins(s, m) else "0")
    sys.stdout.write("".join(line + "\n" for line in out))


main()
