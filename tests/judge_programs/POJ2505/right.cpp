// right: simulate Stan x9, Ollie x2 in 64-bit arithmetic
#include <cstdio>
int main() {
    long long n;
    while (scanf("%lld", &n) == 1) {
        long long p = 1;
        bool stan = true;
        while (true) {
            p *= stan ? 9 : 2;
            if (p >= n) break;
            stan = !stan;
        }
        puts(stan ? "Stan wins." : "Ollie wins.");
    }
}
