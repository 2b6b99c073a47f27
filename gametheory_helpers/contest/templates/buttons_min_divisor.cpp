// Buttons: the smallest L >= 2 with (L + 1) | K, by trial division up to sqrt(K)
// problem: POJ2368
// chapter: 02
// cost: O(sqrt K)
#include <cstdio>

// The second player wins Bash's game with limit L iff (L + 1) divides K, so the answer is
// (the smallest divisor d >= 3 of K) - 1.  Such a d is either <= sqrt(K) or K / e for a
// divisor e <= sqrt(K); scanning e downwards meets the quotients in increasing order.
long long smallest_limit(long long k) {
    long long root = 1;
    while ((root + 1) * (root + 1) <= k) ++root;
    for (long long d = 3; d <= root; ++d)
        if (k % d == 0) return d - 1;
    for (long long e = root; e >= 1; --e)
        if (k % e == 0 && k / e >= 3) return k / e - 1;
    return 0;
}

int main() {
    long long k;
    if (scanf("%lld", &k) == 1) printf("%lld\n", smallest_limit(k));
}
