// right within HDU2177's limits (b <= 10^6): floor(k * phi) in double is exact there; it
// rounds up only for k >= 102334155, far beyond b <= 10^6 (POJ1067's 10^9 reaches them)
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <utility>
#include <vector>
typedef std::pair<long long, long long> P;
const double PHI = (1 + std::sqrt(5.0)) / 2;
long long a_of(long long k) { return (long long)(k * PHI); }
P pair_with(long long x) {  // the P-position containing x
    long long j = (long long)(x / PHI);
    for (long long i = std::max(0LL, j - 1); i <= j + 1; i++)
        if (a_of(i) == x) return P(x, x + i);
    j = (long long)(x / (PHI * PHI));
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
