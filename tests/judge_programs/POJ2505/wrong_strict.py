# wrong: off by one, plays until p > n instead of p >= n
import sys

for token in sys.stdin.read().split():
    n = int(token) + 1
    while n > 18:
        n = (n + 17) // 18
    print("Stan wins." if n <= 9 else "Ollie wins.")
