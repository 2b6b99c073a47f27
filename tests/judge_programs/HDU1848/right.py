# right: Grundy values of the Fibonacci subtraction game up to 1000, xor of the three heaps
import sys

FIB = [1, 2]
while FIB[-1] + FIB[-2] <= 1000:
    FIB.append(FIB[-1] + FIB[-2])
SG = [0] * 1001
for n in range(1, 1001):
    seen = {SG[n - f] for f in FIB if f <= n}
    SG[n] = next(v for v in range(len(seen) + 1) if v not in seen)

data = list(map(int, sys.stdin.read().split()))
out = []
for i in range(0, len(data) - 2, 3):
    m, n, p = data[i : i + 3]
    if m == 0 and n == 0 and p == 0:
        break
    out.append("Fibo" if SG[m] ^ SG[n] ^ SG[p] else "Nacci")
print("\n".join(out))
