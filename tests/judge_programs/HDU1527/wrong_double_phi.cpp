// wrong: floor(k * phi) in double rounds up for 95 values of k <= 10^9 (k = 102334155 first)
#include <cmath>
#include <cstdio>
#include <utility>
int main() {
    long long a, b;
    while (scanf("%lld %lld", &a, &b) == 2) {
        if (a > b) std::swap(a, b);
        long long k = b - a;
        long long ak = (long long)(k * (1 + std::sqrt(5.0)) / 2);
        puts(a == ak ? "0" : "1");
    }
}
