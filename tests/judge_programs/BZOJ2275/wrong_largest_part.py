# wrong: the largest part of the Zeckendorf sum instead of the smallest
fib = [1, 2]
while fib[-1] <= 10**15:
    fib.append(fib[-1] + fib[-2])
n = int(input())
print(max(f for f in fib if f <= n))
