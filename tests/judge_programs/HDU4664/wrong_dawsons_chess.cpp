// wrong: the SG values of Dawson's chess 0.137 (remove a pawn and its neighbours), one off 0.07
#include <cstdio>
int g[200];
int main() {
    for (int n = 1; n < 200; n++) {
        bool seen[64] = {};
        for (int i = 1; i <= n; i++) {
            int left = i - 2 > 0 ? i - 2 : 0, right = n - i - 1 > 0 ? n - i - 1 : 0;
            seen[g[left] ^ g[right]] = true;
        }
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
