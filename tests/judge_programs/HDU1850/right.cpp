// right: count the heaps with (x ^ s) < x, parenthesised
#include <cstdio>
#include <vector>
int main() {
    int n;
    while (scanf("%d", &n) == 1 && n) {
        std::vector<long long> k(n);
        long long s = 0;
        for (auto& x : k) scanf("%lld", &x), s ^= x;
        int count = 0;
        for (auto x : k) count += (x ^ s) < x;
        printf("%d\n", count);
    }
}
