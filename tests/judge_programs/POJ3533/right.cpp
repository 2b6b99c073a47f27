// right: xor of x ⊗ y ⊗ z (Nim products; all values stay below 2^16), "Yes" when it is 0
#include <cstdio>
typedef unsigned long long ull;
ull nim(ull x, ull y) {
    if (x < 2 || y < 2) return x * y;
    ull m = x > y ? x : y, t = 2;
    while (t * t <= m) t *= t;
    ull a1 = x / t, a0 = x % t, b1 = y / t, b0 = y % t;
    ull high = nim(a1, b1);
    return (nim(a1, b0) ^ nim(a0, b1) ^ high) * t ^ nim(a0, b0) ^ nim(high, t / 2);
}
int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        ull s = 0;
        for (int i = 0; i < n; i++) {
            ull x, y, z;
            scanf("%llu %llu %llu", &x, &y, &z);
            s ^= nim(nim(x, y), z);
        }
        puts(s ? "No" : "Yes");
    }
}
