// right: anti-Nim (SJ theorem): John wins iff (xor != 0 and some heap > 1) or (xor == 0 and all 1)
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
        puts((big && x) || (!big && !x) ? "John" : "Brother");
    }
}
