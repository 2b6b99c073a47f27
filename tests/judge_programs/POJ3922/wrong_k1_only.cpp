// wrong: the rule of k = 1 (powers of two lose, take the lowest set bit) for every k
#include <cstdio>
int main() {
    int tests;
    scanf("%d", &tests);
    for (int c = 1; c <= tests; c++) {
        long long n, k;
        scanf("%lld %lld", &n, &k);
        if ((n & (n - 1)) == 0) printf("Case %d: lose\n", c);
        else printf("Case %d: %lld\n", c, n & -n);
    }
}
