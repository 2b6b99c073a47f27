// wrong: l < p - len instead of l <= p - len: a stripe that fills the whole run is never laid
#include <cstdio>
#include <cstring>
int g[1005];
int main() {
    int len[3], m;
    scanf("%d %d %d %d", &len[0], &len[1], &len[2], &m);
    for (int p = 1; p <= 1000; p++) {
        bool seen[4096];
        memset(seen, 0, sizeof seen);
        for (int k = 0; k < 3; k++)
            for (int l = 0; l + len[k] < p; l++) seen[g[l] ^ g[p - len[k] - l]] = true;
        while (seen[g[p]]) g[p]++;
    }
    while (m--) {
        int p;
        scanf("%d", &p);
        puts(g[p] ? "1" : "2");
    }
}
