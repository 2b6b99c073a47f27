// right: xor of 1 << ctz(x), the largest power of 2 dividing each head's coin number
#include <cstdio>
int main() {
    int t, n;
    scanf("%d", &t);
    while (t-- && scanf("%d", &n) == 1) {
        unsigned s = 0, x;
        for (int i = 0; i < n; i++) {
            scanf("%u", &x);
            s ^= 1u << __builtin_ctz(x);
        }
        puts(s ? "First" : "Second");
    }
}
