// too slow: the xor recomputed from the first heap for every heap read, O(N^2): 10^6 heaps are too many
#include <cstdio>
#include <vector>
int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n;
        scanf("%d", &n);
        std::vector<long long> sg(n);
        long long x = 0;
        for (int i = 0; i < n; i++) {
            long long s;
            scanf("%lld", &s);
            sg[i] = s % 4 == 3 ? s + 1 : s % 4 == 0 ? s - 1 : s;
            x = 0;
            for (int j = 0; j <= i; j++) x ^= sg[j];
        }
        puts(x ? "Alice" : "Bob");
    }
}
