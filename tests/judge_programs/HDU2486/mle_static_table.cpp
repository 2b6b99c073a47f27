// too slow and too big: the slides' O(n^2) table f(m) (the smallest winning take) as a global array for every m <= 10^8, 400 MB: past the 64 MB limit, it cannot even start
#include <cstdio>
const int MAX = 100000001;
int f[MAX];
int main() {
    int tests;
    scanf("%d", &tests);
    for (int c = 1; c <= tests; c++) {
        long long n, k;
        scanf("%lld %lld", &n, &k);
        for (int m = 1; m <= n; m++) {
            int t = 1;
            while (t < m && f[m - t] <= k * t) t++;
            f[m] = t;
        }
        if (f[n] == n)
            printf("Case %d: lose\n", c);
        else
            printf("Case %d: %d\n", c, f[n]);
    }
}
