// The pirates puzzle: who survives, and what pirate p gets
// problem: HDU1538
// chapter: 10
// cost: O(log n) per case
#include <cstdio>
#include <string>

// Pirates 1..n, n proposes first, m coins.  Up to 2m + 1 pirates the proposer keeps
// m - (n - 1) / 2 and gives one coin to each pirate of his own parity; beyond, only the
// proposers 2m + 2^j survive, and every pirate above the largest such proposer is thrown.
std::string share(int n, int m, int p) {
    if (n <= 2 * m + 1) {
        if (p == n) return std::to_string(m - (n - 1) / 2);
        return (n - p) % 2 == 0 ? "1" : "0";
    }
    int j = 1;
    while (2 * m + 2 * j <= n) j *= 2;  // the largest 2^j with 2m + 2^j <= n
    return p > 2 * m + j ? "Thrown" : "0";
}

int main() {
    int t;
    if (scanf("%d", &t) != 1) return 0;
    while (t--) {
        int n, m, p;
        scanf("%d %d %d", &n, &m, &p);
        puts(share(n, m, p).c_str());
    }
}
