// wrong: takes t ⊗ t = t * t for a Fermat 2-power t (it is 3t/2): the high part is misplaced
#include <cstdio>
typedef unsigned long long ull;
ull nim(ull x, ull y) {
    if (x < 2 || y < 2) return x * y;
    ull m = x > y ? x : y, t = 2;
    while (t * t <= m) t *= t;
    ull a1 = x / t, a0 = x % t, b1 = y / t, b0 = y % t;
    return (nim(a1, b0) ^ nim(a0, b1)) * t ^ nim(a0, b0) ^ nim(a1, b1) * t * t;
}
int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n;
        scanf("%d", &n);
        ull s = 0;
        for (int i = 0; i < n; i++) {
            ull x, y;
            scanf("%llu %llu", &x, &y);
            s ^= nim(x, y);
        }
        puts(s ? "Have a try, lxhgww." : "Don't waste your time.");
    }
}
