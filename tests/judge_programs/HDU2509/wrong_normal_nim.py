# wrong: plays normal Nim (xor != 0 wins), forgetting that the last apple loses
import sys

data = list(map(int, sys.stdin.read().split()))
i = 0
while i < len(data):
    n = data[i]
    rows = data[i + 1 : i + 1 + n]
    i += 1 + n
    total = 0
    for r in rows:
        total ^= r
    print("Yes" if total else "No")
