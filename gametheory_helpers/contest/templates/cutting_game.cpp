// Cutting game: SG of a w x h sheet by mex over the cuts that leave no strip of width 1
// problems: POJ2311
// chapter: 05
// cost: O(W H (W + H)) once for the table (W = H = 200), O(1) per case
#include <cstdio>

const int N = 200;
int g[N + 1][N + 1];

// Whoever cuts off a strip 1 x k hands the opponent a 1 x 1 cut, so nobody does: a cut
// leaves two pieces at least 2 wide (i, w - i >= 2), and a 2 x 2, 2 x 3 or 3 x 2 sheet, with
// no such cut, has value 0.  Table by mex over the remaining cuts.
void build_table() {
    for (int w = 2; w <= N; w++)
        for (int h = 2; h <= N; h++) {
            bool seen[2 * N + 2] = {false};  // at most w + h - 6 options
            for (int i = 2; w - i >= 2; i++) seen[g[i][h] ^ g[w - i][h]] = true;
            for (int j = 2; h - j >= 2; j++) seen[g[w][j] ^ g[w][h - j]] = true;
            while (seen[g[w][h]]) g[w][h]++;
        }
}

int main() {
    build_table();
    int w, h;
    while (scanf("%d %d", &w, &h) == 2) puts(g[w][h] ? "WIN" : "LOSE");
}
