# right: Alice wins only by taking everything at once (n <= 2); else Bob mirrors her moves
import sys

for token in sys.stdin.read().split():
    n = int(token)
    if n == 0:
        break
    print("Alice" if n <= 2 else "Bob")
