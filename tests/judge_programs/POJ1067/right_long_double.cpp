// right for these limits: 80-bit long double gets floor(k * phi) right for every k <= 10^9
#include <cmath>
#include <cstdio>
#include <utility>
int main() {
    long long a, b;
    const long double phi = (1 + sqrtl(5.0L)) / 2;
    while (scanf("%lld %lld", &a, &b) == 2) {
        if (a > b) std::swap(a, b);
        long long k = b - a;
        puts(a == (long long)(k * phi) ? "0" : "1");
    }
}
