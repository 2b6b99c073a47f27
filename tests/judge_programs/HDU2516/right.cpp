// right: Fibonacci numbers in 64-bit, compared with n
#include <cstdio>
int main() {
    long long f[100];
    f[0] = 1, f[1] = 2;
    int m = 2;
    while (f[m - 1] < (1LL << 32)) f[m] = f[m - 1] + f[m - 2], m++;
    long long n;
    while (scanf("%lld", &n) == 1 && n) {
        bool fib = false;
        for (int i = 0; i < m; i++) fib |= f[i] == n;
        puts(fib ? "Second win" : "First win");
    }
}
