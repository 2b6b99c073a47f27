# wrong: takes the highest power of 2 at most x instead of the lowest 1 bit of x
import sys

data = list(map(int, sys.stdin.read().split()))
i = 1
for _ in range(data[0]):
    n = data[i]
    s = 0
    for x in data[i + 1 : i + 1 + n]:
        s ^= 1 << (x.bit_length() - 1)
    i += 1 + n
    print("First" if s else "Second")
