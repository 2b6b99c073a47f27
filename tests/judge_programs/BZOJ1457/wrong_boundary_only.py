# wrong: the slides' special case, a queen "on the boundary" only: a queen on x = y is forgotten
import sys

# the values met so far in each column, row and diagonal, as bit masks
sg = [[0] * 100 for _ in range(100)]
column, row, diagonal = [0] * 100, [0] * 100, [0] * 200
for x in range(1, 100):
    for y in range(1, 100):
        if x == y:
            continue
        seen = column[x] | row[y] | diagonal[x - y + 100]
        v = (~seen & (seen + 1)).bit_length() - 1
        sg[x][y] = v
        column[x] |= 1 << v
        row[y] |= 1 << v
        diagonal[x - y + 100] |= 1 << v
for d in range(1, 100):  # a queen on the diagonal, as an ordinary square of the cut board
    seen = {sg[d - k][d] for k in range(1, d)} | {sg[d][d - k] for k in range(1, d)}
    v = 0
    while v in seen:
        v += 1
    sg[d][d] = v
data = list(map(int, sys.stdin.read().split()))
t, i = data[0], 1
for _ in range(t):
    n = data[i]
    queens = [(data[i + 1 + 2 * j], data[i + 2 + 2 * j]) for j in range(n)]
    i += 1 + 2 * n
    if any(x == 0 or y == 0 for x, y in queens):
        print("^o^")
        continue
    s = 0
    for x, y in queens:
        s ^= sg[x][y]
    print("^o^" if s else "T_T")
