// wrong: searches divisors only up to sqrt(K), else answers K - 1: misses K = 2p (answer p - 1)
#include <cstdio>
int main() {
    long long k, d = 0;
    scanf("%lld", &k);
    for (long long e = 3; e * e <= k; e++)
        if (k % e == 0) { d = e; break; }
    printf("%lld\n", d ? d - 1 : k - 1);
}
