// right: no player cuts off a strip of width 1 (the opponent would then cut out a 1 x 1), so
// pieces 2 x 2, 2 x 3 and 3 x 2 are terminal; SG over cuts into pieces with both sides >= 2
#include <cstdio>
#include <cstring>
int sg[201][201];
int main() {
    for (int w = 2; w <= 200; w++)
        for (int h = 2; h <= 200; h++) {
            bool seen[512];
            memset(seen, 0, sizeof seen);
            for (int i = 2; w - i >= 2; i++) seen[sg[i][h] ^ sg[w - i][h]] = true;
            for (int j = 2; h - j >= 2; j++) seen[sg[w][j] ^ sg[w][h - j]] = true;
            int g = 0;
            while (seen[g]) g++;
            sg[w][h] = g;
        }
    int w, h;
    while (scanf("%d %d", &w, &h) == 2) puts(sg[w][h] ? "WIN" : "LOSE");
}
