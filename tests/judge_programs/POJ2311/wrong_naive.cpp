// wrong: every cut allowed and the 1 x 1 piece the only terminal one (the tempting model)
#include <cstdio>
#include <cstring>
int sg[201][201];
int main() {
    for (int w = 1; w <= 200; w++)
        for (int h = 1; h <= 200; h++) {
            bool seen[512];
            memset(seen, 0, sizeof seen);
            for (int i = 1; i < w; i++) seen[sg[i][h] ^ sg[w - i][h]] = true;
            for (int j = 1; j < h; j++) seen[sg[w][j] ^ sg[w][h - j]] = true;
            int g = 0;
            while (seen[g]) g++;
            sg[w][h] = g;
        }
    int w, h;
    while (scanf("%d %d", &w, &h) == 2) puts(sg[w][h] ? "WIN" : "LOSE");
}
