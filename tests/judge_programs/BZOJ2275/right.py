# right: the smallest part of N's Zeckendorf sum (greedy by the largest Fibonacci number <= N)
fib = [1, 2]
while fib[-1] <= 10**15:
    fib.append(fib[-1] + fib[-2])
n = int(input())
part = n
for f in reversed(fib):
    if f <= n:
        n -= f
        part = f
print(part)
