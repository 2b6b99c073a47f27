# wrong: no special case at all: a queen on a line counts 0 in the xor of the cut board
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
data = list(map(int, sys.stdin.read().split()))
t, i = data[0], 1
for _ in range(t):
    n = data[i]
    s = 0
    for j in range(n):
        s ^= sg[data[i + 1 + 2 * j]][data[i + 2 + 2 * j]]
    i += 1 + 2 * n
    print("^o^" if s else "T_T")
