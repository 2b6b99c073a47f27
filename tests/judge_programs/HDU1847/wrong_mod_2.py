# wrong: guesses the period 2 (Cici wins on even n) from the smallest cases
import sys

for token in sys.stdin.read().split():
    print("Cici" if int(token) % 2 == 0 else "Kiki")
