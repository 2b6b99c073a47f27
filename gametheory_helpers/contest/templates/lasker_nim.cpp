// Lasker's Nim: SG(4k+1) = 4k+1, SG(4k+2) = 4k+2, SG(4k+3) = 4k+4, SG(4k+4) = 4k+3
// problem: HDU3032
// chapter: 06
// cost: O(N) per case
#include <cstdio>

// The period-4 formula (proved in the chapter from the SG table by mex).  4k+3 -> 4k+4
// passes 2^31 - 1 for the largest heaps, hence long long.
long long lasker_sg(long long h) {
    if (h % 4 == 3) return h + 1;
    if (h % 4 == 0) return h - 1;
    return h;
}

int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n;
        scanf("%d", &n);
        long long x = 0;
        for (int i = 0; i < n; ++i) {
            long long s;
            scanf("%lld", &s);
            x ^= lasker_sg(s);
        }
        puts(x ? "Alice" : "Bob");
    }
}
