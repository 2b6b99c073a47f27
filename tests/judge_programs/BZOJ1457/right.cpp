// right: special case for a queen on x = 0, y = 0 or x = y; else xor of the SG values of the
// board from which those lines are cut out
#include <cstdio>
int sg[100][100];
int main() {
    for (int x = 1; x < 100; x++)
        for (int y = 1; y < 100; y++) {
            if (x == y) continue;
            bool seen[300] = {};
            for (int k = 1; k < x; k++) if (x - k != y) seen[sg[x - k][y]] = true;
            for (int k = 1; k < y; k++) if (y - k != x) seen[sg[x][y - k]] = true;
            for (int k = 1; k < x && k < y; k++) seen[sg[x - k][y - k]] = true;
            while (seen[sg[x][y]]) sg[x][y]++;
        }
    int t;
    scanf("%d", &t);
    while (t--) {
        int n, s = 0;
        bool at_once = false;
        scanf("%d", &n);
        for (int i = 0; i < n; i++) {
            int x, y;
            scanf("%d %d", &x, &y);
            if (x == 0 || y == 0 || x == y) at_once = true;
            else s ^= sg[x][y];
        }
        puts(at_once || s ? "^o^" : "T_T");
    }
}
