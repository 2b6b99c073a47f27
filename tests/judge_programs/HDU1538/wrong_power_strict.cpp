// wrong: the largest 2^j strictly below n - 2m, so the proposer n = 2m + 2^j is thrown
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
        while (2 * m + 2 * j < n) j *= 2;
        if (p > 2 * m + j) puts("Thrown");
        else puts("0");
    }
}
