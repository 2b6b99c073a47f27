// Dawson's Kayles (octal game 0.07): mex for short rows, then the period 34
// problem: HDU4664
// chapter: 05
// cost: O(1) per row after a 120-entry table
#include <cstdio>

const int TABLE = 120;
int g[TABLE];

// A move takes two adjacent points of a row of n, leaving rows i and n - 2 - i.
void build_table() {
    for (int n = 2; n < TABLE; n++) {
        bool seen[64] = {};
        for (int i = 0; i <= n - 2; i++) seen[g[i] ^ g[n - 2 - i]] = true;
        while (seen[g[n]]) g[n]++;
    }
}

// The last irregular value is at n = 52; from 53 on g(n + 34) = g(n), so fold a large n
// into [86, 120) (any start >= 53 works).  a up to 10^9: 64-bit on purpose.
int grundy(long long n) { return n < TABLE ? g[n] : g[86 + (n - 86) % 34]; }

int main() {
    build_table();
    int t;
    if (scanf("%d", &t) != 1) return 0;
    while (t--) {
        int n, x = 0;
        scanf("%d", &n);
        for (int i = 0; i < n; i++) {
            long long a;
            scanf("%lld", &a);
            x ^= grundy(a);
        }
        puts(x ? "Carol" : "Dave");
    }
}
