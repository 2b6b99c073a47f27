# wrong: an X forbids only its two neighbours (strips of i - 2 and n - i - 1 are left), but two
# X's two cells apart (X.X) also give the opponent three in a row
import sys
from operator import xor

ns = list(map(int, sys.stdin.read().split()))
ext = [0, 0, 0]  # ext[j + 2] = SG of a strip of j cells, 0 for j < 0
for n in range(1, max(ns, default=0) + 1):
    seen = set(map(xor, ext[1 : n + 1], ext[n:0:-1]))  # i = 1..n: ext[i] ^ ext[n + 1 - i]
    g = 0
    while g in seen:
        g += 1
    ext.append(g)
print("\n".join("1" if ext[n + 2] else "2" for n in ns))
