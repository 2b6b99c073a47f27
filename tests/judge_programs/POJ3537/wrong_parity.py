# wrong: a symmetry guess: the first player wins on odd n (mirror play from the centre)
import sys

for token in sys.stdin.read().split():
    print("1" if int(token) % 2 else "2")
