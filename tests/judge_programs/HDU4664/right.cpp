// right: SG of Dawson's Kayles 0.07 by mex for small rows; period 34 from 52 on
#include <cstdio>
int g[200];
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
        for (int i = 0; i < n; i++) {
            long long a;
            scanf("%lld", &a);
            if (a >= 200) a = 120 + (a - 120) % 34;
            x ^= g[a];
        }
        puts(x ? "Carol" : "Dave");
    }
}
