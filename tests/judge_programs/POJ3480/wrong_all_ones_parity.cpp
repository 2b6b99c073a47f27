// wrong: in the all-ones case says John wins with an odd count (the normal-play parity)
#include <cstdio>
int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n, x = 0;
        bool big = false;
        scanf("%d", &n);
        for (int i = 0; i < n; i++) {
            int a;
            scanf("%d", &a);
            x ^= a;
            big |= a > 1;
        }
        if (big) puts(x ? "John" : "Brother");
        else puts(n % 2 ? "John" : "Brother");
    }
}
