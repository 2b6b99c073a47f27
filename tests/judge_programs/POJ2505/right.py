# right: divide by 18 (rounding up) until n <= 18; Stan wins when then n <= 9
import sys

for token in sys.stdin.read().split():
    n = int(token)
    while n > 18:
        n = (n + 17) // 18
    print("Stan wins." if n <= 9 else "Ollie wins.")
