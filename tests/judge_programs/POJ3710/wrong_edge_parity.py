# wrong: every cut removes one edge, so "Sally wins iff the number of edges is odd"
import sys

data = list(map(int, sys.stdin.read().split()))
i = 0
while i < len(data):
    k = data[i]
    i += 1
    edges = 0
    for _ in range(k):
        m = data[i + 1]
        edges += m
        i += 2 + 2 * m
    print("Sally" if edges % 2 else "Harry")
