# wrong: decides by a floating logarithm base 18, whose rounding fails at the powers of 18
import sys
from math import ceil, log

for token in sys.stdin.read().split():
    n = int(token)
    j = max(0, ceil(log(n) / log(18)) - 1)
    print("Stan wins." if n <= 9 * 18**j else "Ollie wins.")
