// Queens moving towards the corner: a queen on a line to (0, 0) wins at once, else xor SG
// problem: BZOJ1457
// chapter: 05
// cost: O(S^3) for the table (S = 100), O(N) per case
#include <cstdio>

const int S = 100;
int sg[S][S];

// The queen who reaches (0, 0) wins, so nobody moves onto row 0, column 0 or the diagonal
// (the opponent would then reach the corner): SG on the board with those lines cut out.
void build_table() {
    for (int x = 1; x < S; x++)
        for (int y = 1; y < S; y++) {
            if (x == y) continue;
            bool seen[3 * S] = {};
            for (int k = 1; k < x; k++)
                if (x - k != y) seen[sg[x - k][y]] = true;
            for (int k = 1; k < y; k++)
                if (y - k != x) seen[sg[x][y - k]] = true;
            for (int k = 1; k < x && k < y; k++) seen[sg[x - k][y - k]] = true;
            while (seen[sg[x][y]]) sg[x][y]++;
        }
}

bool on_a_winning_line(int x, int y) { return x == 0 || y == 0 || x == y; }

int main() {
    build_table();
    int t;
    if (scanf("%d", &t) != 1) return 0;
    while (t--) {
        int n, s = 0;
        bool at_once = false;
        scanf("%d", &n);
        for (int i = 0; i < n; i++) {
            int x, y;
            scanf("%d %d", &x, &y);
            if (on_a_winning_line(x, y)) at_once = true;  // that queen goes to (0, 0) now
            else s ^= sg[x][y];
        }
        puts(at_once || s ? "^o^" : "T_T");
    }
}
