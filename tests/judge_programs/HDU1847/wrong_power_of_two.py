# wrong: Kiki wins only when she can take all the cards at once (n a power of 2)
import sys

for token in sys.stdin.read().split():
    n = int(token)
    print("Kiki" if n & (n - 1) == 0 else "Cici")
