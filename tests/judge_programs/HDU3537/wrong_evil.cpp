// wrong: odious and evil mixed up: 2x + (popcount(x) odd) gives the evil numbers 0, 3, 5, 6, ...
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
        for (int v : a) x ^= 2 * v + (__builtin_popcount(v) % 2 == 1);
        puts(x ? "No" : "Yes");
    }
}
