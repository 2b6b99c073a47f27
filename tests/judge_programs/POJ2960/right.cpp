// right: the SG values of one heap up to 10000, then the xor of each position
#include <cstdio>
#include <cstring>
int sg[10001], s[100];
int main() {
    int k;
    while (scanf("%d", &k) == 1 && k) {
        for (int i = 0; i < k; i++) scanf("%d", &s[i]);
        for (int h = 0; h <= 10000; h++) {
            bool seen[102];
            memset(seen, 0, sizeof seen);
            for (int i = 0; i < k; i++)
                if (s[i] <= h) seen[sg[h - s[i]]] = true;
            int g = 0;
            while (seen[g]) g++;
            sg[h] = g;
        }
        int m, l, h;
        scanf("%d", &m);
        while (m--) {
            scanf("%d", &l);
            int x = 0;
            while (l--) scanf("%d", &h), x ^= sg[h];
            putchar(x ? 'W' : 'L');
        }
        putchar('\n');
    }
}
