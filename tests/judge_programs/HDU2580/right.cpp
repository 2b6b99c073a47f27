// right: the slides' sequence of losing heaps a_i (a_{i+1} = b_i + 1, b_{i+1} = a_{i+1} + b_t
// with k * a_t < a_{i+1}); n loses iff it is some a_i, else the smallest part of its greedy sum
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
            b[i] = a[t] * k < a[i] ? a[i] + b[t] : a[i];
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
