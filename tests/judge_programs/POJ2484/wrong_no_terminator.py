# wrong: reads to the end of the input and answers the terminating 0 as a circle too
import sys

for token in sys.stdin.read().split():
    n = int(token)
    print("Alice" if n <= 2 else "Bob")
