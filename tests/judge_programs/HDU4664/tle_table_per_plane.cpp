// too slow: Dawson's values recomputed by mex for every plane, O(N * 120^2): 10^6 planes are too many
#include <cstdio>
int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n, x = 0;
        scanf("%d", &n);
        for (int i = 0; i < n; i++) {
            long long a;
            scanf("%lld", &a);
            int g[200] = {};
            for (int m = 2; m < 200; m++) {
                bool seen[64] = {};
                for (int j = 0; j <= m - 2; j++) seen[g[j] ^ g[m - 2 - j]] = true;
                while (seen[g[m]]) g[m]++;
            }
            if (a >= 200) a = 120 + (a - 120) % 34;
            x ^= g[a];
        }
        puts(x ? "Carol" : "Dave");
    }
}
