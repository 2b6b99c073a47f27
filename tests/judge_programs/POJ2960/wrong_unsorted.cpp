// wrong: stops at the first move larger than the heap, as if S were given in increasing order
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
            for (int i = 0; i < k && s[i] <= h; i++) seen[sg[h - s[i]]] = true;
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
