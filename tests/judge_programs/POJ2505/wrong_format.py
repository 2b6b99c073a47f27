# wrong: forgets the full stop of the output ("Stan wins" instead of "Stan wins.")
import sys

for token in sys.stdin.read().split():
    n = int(token)
    while n > 18:
        n = (n + 17) // 18
    print("Stan wins" if n <= 9 else "Ollie wins")
