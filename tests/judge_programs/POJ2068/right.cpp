// right: win[p][s] over s stones and the player p to move; taking the last stone loses
#include <cstdio>
#include <cstring>
bool win[20][8192];
int main() {
    int n, s, m[20];
    while (scanf("%d", &n) == 1 && n) {
        scanf("%d", &s);
        for (int i = 0; i < 2 * n; i++) scanf("%d", &m[i]);
        memset(win, 0, sizeof win);
        for (int x = 2; x <= s; x++)
            for (int p = 0; p < 2 * n; p++)
                for (int t = 1; t <= m[p] && t < x; t++)
                    if (!win[(p + 1) % (2 * n)][x - t]) { win[p][x] = true; break; }
        printf("%d\n", win[0][s] ? 1 : 0);
    }
}
