// right: floor(k * phi) = floor((k + sqrt(5k^2)) / 2), the square root corrected in 64-bit integers
#include <cmath>
#include <cstdio>
#include <utility>
int main() {
    long long a, b;
    if (scanf("%lld %lld", &a, &b) != 2) return 0;
    if (a > b) std::swap(a, b);
    long long k = b - a, n = 5 * k * k;  // 5 * 10^18 < 2^63
    long long s = (long long)std::sqrt((double)n);
    while (s * s > n) s--;
    while ((s + 1) * (s + 1) <= n) s++;
    puts(a == (k + s) / 2 ? "0" : "1");
}
