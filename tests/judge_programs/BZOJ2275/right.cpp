// right: the smallest part of N's Zeckendorf sum (greedy by the largest Fibonacci number <= N)
#include <cstdio>
int main() {
    long long f[100], n, part = 0;
    int m = 2;
    f[0] = 1, f[1] = 2;
    while (f[m - 1] <= 1000000000000000LL) f[m] = f[m - 1] + f[m - 2], m++;
    scanf("%lld", &n);
    for (int i = m - 1; i >= 0; i--)
        if (f[i] <= n) n -= f[i], part = f[i];
    printf("%lld\n", part);
}
