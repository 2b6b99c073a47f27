# wrong: the slides' answer as printed: the smallest divisor of K other than 1 (not minus 1)
k = int(input())
print(next(d for d in range(2, k + 1) if k % d == 0))
