# wrong: the parity of n (odd n: Alice) as if the coins were in a row taken one at a time
import sys

for token in sys.stdin.read().split():
    n = int(token)
    if n == 0:
        break
    print("Alice" if n % 2 else "Bob")
