# wrong: reads only the first line instead of reading to the end of the input
m, n = map(int, input().split())
if m <= n:
    print(" ".join(map(str, range(m, n + 1))))
else:
    print(m % (n + 1) or "none")
