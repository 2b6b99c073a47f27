// right: sort and drop repeated heads, xor the odious numbers 2x + (popcount(x) even)
#include <algorithm>
#include <cstdio>
#include <vector>
int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        std::vector<int> a(n);
        for (auto& v : a) scanf("%d", &v);
        std::sort(a.begin(), a.end());
        a.erase(std::unique(a.begin(), a.end()), a.end());
        int x = 0;
        for (int v : a) x ^= 2 * v + (__builtin_popcount(v) % 2 == 0);
        puts(x ? "No" : "Yes");
    }
}
