// wrong: combines with the block b_t when k * a_t <= a_i instead of <, but then a take of
// exactly k * a_t answers a_t: the sequence goes wrong from a_i = k
#include <cstdio>
const int MAX = 2000000;
long long a[MAX], b[MAX];
int main() {
    int tests;
    scanf("%d", &tests);
    for (int c = 1; c <= tests; c++) {
        long long n, k;
        scanf("%lld %lld", &n, &k);
        int i = 0, t = 0;
        a[0] = b[0] = 1;
        while (a[i] < n) {
            i++;
            a[i] = b[i - 1] + 1;
            while (a[t + 1] * k < a[i]) t++;
            b[i] = a[t] * k <= a[i] ? a[i] + b[t] : a[i];
        }
        if (a[i] == n) {
            printf("Case %d: lose\n", c);
            continue;
        }
        long long answer = 0;
        for (; n > 0; i--)
            if (n >= a[i]) n -= a[i], answer = a[i];
        printf("Case %d: %lld\n", c, answer);
    }
}
