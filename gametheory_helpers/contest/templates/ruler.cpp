// The Ruler game: a head on coin x is worth x & -x, the value of x's lowest 1 bit
// problem: LOCAL_RULER
// chapter: 07
// cost: O(N) per case
#include <cstdio>

// The largest power of 2 dividing x (coins numbered from 1): 1, 2, 1, 4, 1, 2, 1, 8, ...
// Its value, not its position: x & -x, never __builtin_ctz(x).
long long ruler_grundy(long long x) { return x & -x; }

int main() {
    int t, n;
    scanf("%d", &t);
    while (t-- && scanf("%d", &n) == 1) {
        long long s = 0, x;
        for (int i = 0; i < n; i++) {
            scanf("%lld", &x);
            s ^= ruler_grundy(x);
        }
        puts(s ? "First" : "Second");
    }
}
