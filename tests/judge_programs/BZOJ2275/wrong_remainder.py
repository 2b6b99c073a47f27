# wrong: takes N minus the largest Fibonacci number below N, which is the answer only when the
# Zeckendorf sum has two parts
fib = [1, 2]
while fib[-1] <= 10**15:
    fib.append(fib[-1] + fib[-2])
n = int(input())
print(n - max(f for f in fib if f < n))
