// wrong: each column's count modulo k, not k + 1
#include <cstdio>
int main() {
    int t, n, k;
    scanf("%d", &t);
    while (t-- && scanf("%d %d", &n, &k) == 2) {
        int ones[31] = {0};
        for (int i = 0; i < n; i++) {
            int a;
            scanf("%d", &a);
            for (int b = 0; b < 31; b++) ones[b] += (a >> b) & 1;
        }
        bool p = true;
        for (int b = 0; b < 31; b++) p = p && ones[b] % k == 0;
        puts(p ? "Second" : "First");
    }
}
