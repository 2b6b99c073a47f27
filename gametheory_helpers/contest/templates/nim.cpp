// Nim (Bouton): the first player wins iff the xor of the heaps is not 0
// problem: POJ2234
// chapter: 02
// cost: O(M) per case
#include <cstdio>

int main() {
    int m;
    while (scanf("%d", &m) == 1) {
        int s = 0;  // nim-sum
        for (int i = 0, a; i < m; ++i) scanf("%d", &a), s ^= a;
        puts(s != 0 ? "Yes" : "No");
    }
}
