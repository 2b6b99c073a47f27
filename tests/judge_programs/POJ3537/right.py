# right: an X at cell i of an empty strip of n forbids cells i-2..i+2 (the opponent would win
# there), leaving strips of i - 3 and n - i - 2 cells; SG by mex up to the largest n asked
import sys
from operator import xor

ns = list(map(int, sys.stdin.read().split()))
ext = [0, 0, 0, 0]  # ext[j + 3] = SG of a strip of j cells, 0 for j < 0
for n in range(1, max(ns, default=0) + 1):
    seen = set(map(xor, ext[1 : n + 1], ext[n:0:-1]))  # i = 1..n: ext[i] ^ ext[n + 1 - i]
    g = 0
    while g in seen:
        g += 1
    ext.append(g)
print("\n".join("1" if ext[n + 3] else "2" for n in ns))
