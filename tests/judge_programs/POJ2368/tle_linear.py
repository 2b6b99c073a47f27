# too slow: tries L = 2, 3, ... one by one: about 10^8 steps when K is a prime near the limit
k = int(input())
t = 2
while k % (t + 1):
    t += 1
print(t)
