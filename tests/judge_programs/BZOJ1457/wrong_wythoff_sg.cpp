// wrong: SG of plain Wythoff's game ((0, 0) the end, every square allowed), xor over the queens
#include <cstdio>
int sg[100][100];
int main() {
    for (int x = 0; x < 100; x++)
        for (int y = 0; y < 100; y++) {
            bool seen[300] = {};
            for (int k = 1; k <= x; k++) seen[sg[x - k][y]] = true;
            for (int k = 1; k <= y; k++) seen[sg[x][y - k]] = true;
            for (int k = 1; k <= x && k <= y; k++) seen[sg[x - k][y - k]] = true;
            while (seen[sg[x][y]]) sg[x][y]++;
        }
    int t;
    scanf("%d", &t);
    while (t--) {
        int n, s = 0;
        scanf("%d", &n);
        for (int i = 0; i < n; i++) {
            int x, y;
            scanf("%d %d", &x, &y);
            s ^= sg[x][y];
        }
        puts(s ? "^o^" : "T_T");
    }
}
