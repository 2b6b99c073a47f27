// right: the survivors beyond 2m + 1 are the proposers 2m + 2^j; all the others below get nothing
#include <cstdio>
int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n, m, p;
        scanf("%d %d %d", &n, &m, &p);
        if (n <= 2 * m + 1) {
            if (p == n) printf("%d\n", m - (n - 1) / 2);
            else printf("%d\n", (n - p) % 2 == 0 ? 1 : 0);
            continue;
        }
        int j = 1;
        while (2 * m + 2 * j <= n) j *= 2;
        if (p > 2 * m + j) puts("Thrown");
        else puts("0");
    }
}
