// wrong: keeps only win/lose per vertex and xors those (1 or 0), not the SG values
#include <cstdio>
#include <vector>
std::vector<int> succ[1000];
int win[1000];
int value(int v) {
    if (win[v] >= 0) return win[v];
    win[v] = 0;
    for (int w : succ[v])
        if (!value(w)) win[v] = 1;
    return win[v];
}
int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        for (int v = 0; v < n; v++) {
            int x, w;
            scanf("%d", &x);
            succ[v].clear();
            while (x--) scanf("%d", &w), succ[v].push_back(w);
            win[v] = -1;
        }
        int m, p;
        while (scanf("%d", &m) == 1 && m) {
            int x = 0;
            while (m--) scanf("%d", &p), x ^= value(p);
            puts(x ? "WIN" : "LOSE");
        }
    }
}
