// Crosses and Crosses: the octal game 0.11337, SG(n) = mex of SG(i - 3) ^ SG(n - i - 2)
// problem: POJ3537
// chapter: 05
// cost: O(N^2) once for the table, O(1) per case
#include <cstdio>
#include <vector>

// An X on cell i (1..n) of an empty strip forbids cells i-2..i+2 (an X there lets the
// opponent complete three), leaving strips of i-3 and n-i-2 cells (0 if negative).  The
// first player wins iff g(n) != 0.
std::vector<int> crosses_table(int largest) {
    int size = 1;  // every g <= largest < size, a power of two, so every xor is below size
    while (size <= largest) size <<= 1;
    std::vector<int> g(largest + 1, 0), seen(size, -1);
    for (int n = 1; n <= largest; ++n) {
        for (int i = 1; i <= n; ++i) {
            int left = i - 3 > 0 ? i - 3 : 0, right = n - i - 2 > 0 ? n - i - 2 : 0;
            seen[g[left] ^ g[right]] = n;
        }
        int v = 0;
        while (seen[v] == n) ++v;
        g[n] = v;
    }
    return g;
}

int main() {
    std::vector<int> g = crosses_table(2000);
    int n;
    while (scanf("%d", &n) == 1) puts(g[n] ? "1" : "2");
}
