// right: floor(k * phi) exactly: the largest s with s*s <= 5k^2, in unsigned 64-bit arithmetic
#include <cmath>
#include <cstdio>
#include <utility>
int main() {
    long long a, b;
    while (scanf("%lld %lld", &a, &b) == 2) {
        if (a > b) std::swap(a, b);
        unsigned long long k = b - a, n = 5 * k * k;
        unsigned long long s = (unsigned long long)std::sqrt((long double)n);
        while (s * s > n) s--;
        while ((s + 1) * (s + 1) <= n) s++;
        puts((unsigned long long)a == (k + s) / 2 ? "0" : "1");
    }
}
