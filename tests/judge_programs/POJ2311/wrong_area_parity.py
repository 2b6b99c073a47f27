# wrong: a pattern guessed from the samples: the first player wins when w * h is a multiple of 4
# but not 4 itself
import sys

for line in sys.stdin:
    if line.split():
        w, h = map(int, line.split())
        print("WIN" if w * h % 4 == 0 and w * h > 4 else "LOSE")
