// wrong: xors the position of the lowest 1 bit (__builtin_ctz(x)), not its value x & -x
#include <cstdio>
int main() {
    int t, n;
    scanf("%d", &t);
    while (t-- && scanf("%d", &n) == 1) {
        unsigned s = 0, x;
        for (int i = 0; i < n; i++) {
            scanf("%u", &x);
            s ^= __builtin_ctz(x);
        }
        puts(s ? "First" : "Second");
    }
}
