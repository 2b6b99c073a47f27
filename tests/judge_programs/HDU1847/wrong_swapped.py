# wrong: the two names swapped (Kiki said to win on the multiples of 3)
import sys

for token in sys.stdin.read().split():
    print("Kiki" if int(token) % 3 == 0 else "Cici")
