// right: with M <= N every bid from M to N wins at once; otherwise only M mod (N + 1), if not 0
#include <cstdio>
int main() {
    int m, n;
    while (scanf("%d %d", &m, &n) == 2) {
        if (m <= n) {
            for (int x = m; x <= n; x++) printf(x < n ? "%d " : "%d\n", x);
        } else if (m % (n + 1)) {
            printf("%d\n", m % (n + 1));
        } else {
            puts("none");
        }
    }
}
