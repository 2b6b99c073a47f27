# wrong: with M <= N prints only the bid M, forgetting that every larger bid up to N wins too
import sys

for line in sys.stdin:
    if not line.split():
        continue
    m, n = map(int, line.split())
    print(m if m <= n else (m % (n + 1) or "none"))
