// Nim, tests counted first: the first player wins iff the xor of the heaps is not 0
// problems: P2197
// chapter: 02
// cost: O(n) per test
#include <cstdio>

// Heaps of 0 are allowed and change nothing; a_i <= 10^4, so int holds every xor.
int main() {
    int t;
    if (scanf("%d", &t) != 1) return 0;
    while (t--) {
        int n, s = 0;  // nim-sum
        scanf("%d", &n);
        for (int i = 0, a; i < n; ++i) scanf("%d", &a), s ^= a;
        puts(s != 0 ? "Yes" : "No");
    }
}
