// right: SG values by a memoised depth-first search (depth at most 1000, fine in C++);
// a placement is won iff the xor of its chessmen's values is not 0
#include <cstdio>
#include <cstring>
#include <vector>
std::vector<int> succ[1000];
int sg[1000];
int value(int v) {
    if (sg[v] >= 0) return sg[v];
    bool seen[1001];
    memset(seen, 0, sizeof seen);
    for (int w : succ[v]) seen[value(w)] = true;
    int g = 0;
    while (seen[g]) g++;
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
            sg[v] = -1;
        }
        int m, p;
        while (scanf("%d", &m) == 1 && m) {
            int x = 0;
            while (m--) scanf("%d", &p), x ^= value(p);
            puts(x ? "WIN" : "LOSE");
        }
    }
}
