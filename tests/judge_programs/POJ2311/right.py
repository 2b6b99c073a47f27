# right: no player cuts off a strip of width 1 (the opponent would then cut out a 1 x 1), so
# pieces 2 x 2, 2 x 3 and 3 x 2 are terminal; SG over cuts into pieces with both sides >= 2
import sys

sheets = [tuple(map(int, line.split())) for line in sys.stdin if line.split()]
top = max((max(s) for s in sheets), default=2)
sg = [[0] * (top + 1) for _ in range(top + 1)]
for w in range(2, top + 1):
    row = sg[w]
    for h in range(w, top + 1):
        seen = {sg[i][h] ^ sg[w - i][h] for i in range(2, w // 2 + 1)}
        seen.update(row[j] ^ row[h - j] for j in range(2, h // 2 + 1))
        g = 0
        while g in seen:
            g += 1
        row[h] = sg[h][w] = g
print("\n".join("WIN" if sg[w][h] else "LOSE" for w, h in sheets))
