# wrong: ignores the count T and answers only the first test
import sys

data = list(map(int, sys.stdin.read().split()))
n = data[1]
heaps = data[2 : 2 + n]
x = 0
for h in heaps:
    x ^= h
if max(heaps) == 1:
    print("John" if n % 2 == 0 else "Brother")
else:
    print("John" if x else "Brother")
