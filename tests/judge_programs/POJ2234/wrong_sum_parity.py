# wrong: the parity of the total number of matches decides
import sys

for line in sys.stdin:
    values = list(map(int, line.split()))
    if values:
        print("Yes" if sum(values[1:]) % 2 else "No")
