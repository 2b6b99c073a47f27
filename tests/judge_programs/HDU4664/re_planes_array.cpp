// crashes: keeps a test's planes in an array of 1000 (as if N <= 1000; only the sum of N is bounded), .at() turns the overflow into a crash
#include <array>
#include <cstdio>
int g[200];
std::array<long long, 1000> planes;
int main() {
    for (int n = 2; n < 200; n++) {
        bool seen[64] = {};
        for (int i = 0; i <= n - 2; i++) seen[g[i] ^ g[n - 2 - i]] = true;
        while (seen[g[n]]) g[n]++;
    }
    int t;
    scanf("%d", &t);
    while (t--) {
        int n, x = 0;
        scanf("%d", &n);
        for (int i = 0; i < n; i++) scanf("%lld", &planes.at(i));
        for (int i = 0; i < n; i++) {
            long long a = planes[i];
            if (a >= 200) a = 120 + (a - 120) % 34;
            x ^= g[a];
        }
        puts(x ? "Carol" : "Dave");
    }
}
