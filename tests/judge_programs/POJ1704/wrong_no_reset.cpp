// wrong: the xor is declared once, before the tests, and never reset: each answer carries the gaps of the earlier tests
#include <algorithm>
#include <cstdio>
int main() {
    int t, x = 0;
    scanf("%d", &t);
    while (t--) {
        int n, p[1005];
        scanf("%d", &n);
        p[0] = 0;
        for (int i = 1; i <= n; i++) scanf("%d", &p[i]);
        std::sort(p + 1, p + n + 1);
        for (int i = n; i > 0; i -= 2) x ^= p[i] - p[i - 1] - 1;
        puts(x ? "Georgia will win" : "Bob will win");
    }
}
