// right: 64-bit arithmetic; the second player wins exactly when (n - 1) % (m + 1) == 0
#include <cstdio>
int main() {
    int t;
    long long n, m;
    scanf("%d", &t);
    while (t-- && scanf("%lld %lld", &n, &m) == 2) puts((n - 1) % (m + 1) == 0 ? "Second" : "First");
}
