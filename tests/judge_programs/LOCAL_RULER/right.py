# right: xor of x & -x, the value of each head's lowest 1 bit
import sys

data = list(map(int, sys.stdin.read().split()))
i = 1
for _ in range(data[0]):
    n = data[i]
    s = 0
    for x in data[i + 1 : i + 1 + n]:
        s ^= x & -x
    i += 1 + n
    print("First" if s else "Second")
