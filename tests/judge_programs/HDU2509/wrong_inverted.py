# wrong: "misere is the opposite of normal play": answers the reverse of Nim every time
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
    print("No" if total else "Yes")
