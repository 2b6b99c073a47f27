# crashes: reads with input() in a while-True loop, as if a terminating line came; at the
# end of the input input() raises EOFError
while True:
    n = int(input())
    heads = set(map(int, input().split()))
    x = 0
    for h in heads:
        x ^= 2 * h + (bin(h).count("1") % 2 == 0)
    print("Yes" if x == 0 else "No")
