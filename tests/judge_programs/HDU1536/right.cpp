// right: a fresh Grundy table per test (S may be unsorted), up to 10000; xor per position
#include <cstdio>
#include <cstring>
int sg[10001], s[100];
bool seen[102];
int main() {
    int k;
    while (scanf("%d", &k) == 1 && k) {
        for (int j = 0; j < k; j++) scanf("%d", &s[j]);
        for (int n = 0; n <= 10000; n++) {
            memset(seen, 0, sizeof seen);
            for (int j = 0; j < k; j++)
                if (s[j] <= n) seen[sg[n - s[j]]] = true;
            sg[n] = 0;
            while (seen[sg[n]]) sg[n]++;
        }
        int m;
        scanf("%d", &m);
        while (m--) {
            int l, h, x = 0;
            scanf("%d", &l);
            while (l--) scanf("%d", &h), x ^= sg[h];
            putchar(x ? 'W' : 'L');
        }
        putchar('\n');
    }
}
