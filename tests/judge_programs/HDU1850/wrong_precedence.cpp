// wrong: x ^ s < x parses as x ^ (s < x) in C++: the comparison happens first
#include <cstdio>
#include <vector>
int main() {
    int n;
    while (scanf("%d", &n) == 1 && n) {
        std::vector<long long> k(n);
        long long s = 0;
        for (auto& x : k) scanf("%lld", &x), s ^= x;
        int count = 0;
        for (auto x : k) if (x ^ s < x) count++;
        printf("%d\n", count);
    }
}
