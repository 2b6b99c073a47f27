// right: the P-positions (a_k, a_k + k) with a_k = floor(k * phi) = (k + isqrt(5k^2)) / 2 in
// exact 64-bit integers; the move from both heaps keeps b - a, a one-heap move finds the pair
// containing a or b
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <utility>
#include <vector>
typedef unsigned long long u64;
typedef std::pair<long long, long long> P;
u64 isqrt(u64 n) {
    u64 s = (u64)std::sqrt((long double)n);
    while (s * s > n) s--;
    while ((s + 1) * (s + 1) <= n) s++;
    return s;
}
long long a_of(long long k) { return (long long)((k + isqrt(5ULL * k * k)) / 2); }
P pair_with(long long x) {  // the P-position containing x
    long long j = ((long long)isqrt(5ULL * x * x) - x) / 2;
    for (long long i = j; i <= j + 1; i++)
        if (a_of(i) == x) return P(x, x + i);
    j = (3 * x - (long long)isqrt(5ULL * x * x)) / 2;
    for (long long i = std::max(0LL, j - 1); i <= j + 2; i++)
        if (a_of(i) + i == x) return P(a_of(i), x);
    return P(-1, -1);
}
int main() {
    long long a, b;
    while (scanf("%lld %lld", &a, &b) == 2 && (a || b)) {
        long long k = b - a, ak = a_of(k);
        if (ak == a) {
            puts("0");
            continue;
        }
        puts("1");
        std::vector<P> one;
        P both(ak, ak + k);
        if (ak < a) printf("%lld %lld\n", ak, ak + k);
        P p = pair_with(a);
        if ((p.first == a && p.second < b) || p.second == a) one.push_back(p);
        p = pair_with(b);
        if (p.second == b && p.first < a) one.push_back(p);
        std::sort(one.begin(), one.end(), std::greater<P>());
        one.erase(std::unique(one.begin(), one.end()), one.end());
        for (const P& q : one)
            if (!(ak < a && q == both)) printf("%lld %lld\n", q.first, q.second);
    }
}
