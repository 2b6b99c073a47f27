// wrong: the SG values are computed once and never reset, so a later graph reuses the values of
// an earlier one
#include <cstdio>
#include <cstring>
#include <vector>
std::vector<int> succ[1000];
int sg[1000];
bool done[1000];
int value(int v) {
    if (done[v]) return sg[v];
    bool seen[1001];
    memset(seen, 0, sizeof seen);
    for (int w : succ[v]) seen[value(w)] = true;
    int g = 0;
    while (seen[g]) g++;
    done[v] = true;
    return sg[v] = g;
}
int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        for (int v = 0; v < n; v++) {
            int x, w;
            scanf("%d", &x);
            succ[v].clear();
            while (x--) scanf("%d", &w), succ[v].push_back(w);
        }
        int m, p;
        while (scanf("%d", &m) == 1 && m) {
            int x = 0;
            while (m--) scanf("%d", &p), x ^= value(p);
            puts(x ? "WIN" : "LOSE");
        }
    }
}
