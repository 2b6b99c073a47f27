// wrong: the period taken as N instead of N + 1 (the winning bid M mod N)
#include <cstdio>
int main() {
    int m, n;
    while (scanf("%d %d", &m, &n) == 2) {
        if (m <= n) {
            for (int x = m; x <= n; x++) printf(x < n ? "%d " : "%d\n", x);
        } else if (m % n) {
            printf("%d\n", m % n);
        } else {
            puts("none");
        }
    }
}
