# wrong: combines the two pieces of a cut by win/lose only (a cut wins if both pieces lose),
# not by the xor of their SG values
import sys

sheets = [tuple(map(int, line.split())) for line in sys.stdin if line.split()]
top = max((max(s) for s in sheets), default=2)
win = [[False] * (top + 1) for _ in range(top + 1)]
for w in range(2, top + 1):
    for h in range(w, top + 1):
        good = any(not win[i][h] and not win[w - i][h] for i in range(2, w // 2 + 1))
        good = good or any(not win[w][j] and not win[w][h - j] for j in range(2, h // 2 + 1))
        win[w][h] = win[h][w] = good
print("\n".join("WIN" if win[w][h] else "LOSE" for w, h in sheets))
