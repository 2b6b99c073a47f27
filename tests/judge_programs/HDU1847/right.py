# right: no power of 2 is a multiple of 3, and 1 or 2 always restores one: Cici wins iff 3 | n
import sys

for token in sys.stdin.read().split():
    print("Cici" if int(token) % 3 == 0 else "Kiki")
