// right: the lights kept in a std::set (no two share a position); xor of the Nim products
#include <cstdio>
#include <set>
#include <utility>
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
    int t;
    scanf("%d", &t);
    while (t--) {
        int n;
        scanf("%d", &n);
        std::set<std::pair<ull, ull>> lights;
        for (int i = 0; i < n; i++) {
            ull x, y;
            scanf("%llu %llu", &x, &y);
            lights.insert({x, y});
        }
        ull s = 0;
        for (const auto& light : lights) s ^= nim(light.first, light.second);
        puts(s ? "Have a try, lxhgww." : "Don't waste your time.");
    }
}
