// Stripes: laying a stripe splits a free run in two, SG by mex over the splits
// problem: BZOJ2940
// chapter: 05
// cost: O(P^2) for the table (P = 1000), O(1) per query
#include <cstdio>
#include <vector>

// g[p]: SG of a free run of p cells.  A stripe of length len at offset l leaves the runs
// l and p - len - l (l <= p - len: a stripe may fill the whole run).
std::vector<int> stripe_table(const int len[3], int top) {
    std::vector<int> g(top + 1, 0);
    for (int p = 1; p <= top; p++) {
        std::vector<bool> seen(3 * p + 2, false);  // at most 3p options, so the mex <= 3p
        for (int k = 0; k < 3; k++)
            for (int l = 0; 2 * l <= p - len[k]; l++) {  // l and p - len - l: half by symmetry
                int v = g[l] ^ g[p - len[k] - l];
                if (v < (int)seen.size()) seen[v] = true;
            }
        while (seen[g[p]]) g[p]++;
    }
    return g;
}

int main() {
    int len[3], m;
    if (scanf("%d %d %d %d", &len[0], &len[1], &len[2], &m) != 4) return 0;
    std::vector<int> g = stripe_table(len, 1000);
    while (m--) {
        int p;
        scanf("%d", &p);
        puts(g[p] ? "1" : "2");
    }
}
