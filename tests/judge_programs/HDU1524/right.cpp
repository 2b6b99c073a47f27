// right: memoised Grundy values by depth-first search (depth <= 1000 is fine in C++)
#include <cstdio>
#include <vector>
std::vector<std::vector<int>> succ;
std::vector<int> sg;
int grundy(int v) {
    if (sg[v] >= 0) return sg[v];
    std::vector<bool> seen(succ[v].size() + 1, false);
    for (int w : succ[v]) {
        int g = grundy(w);
        if (g < (int)seen.size()) seen[g] = true;
    }
    int g = 0;
    while (seen[g]) g++;
    return sg[v] = g;
}
int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        succ.assign(n, {});
        sg.assign(n, -1);
        for (int v = 0; v < n; v++) {
            int x;
            scanf("%d", &x);
            succ[v].resize(x);
            for (int& w : succ[v]) scanf("%d", &w);
        }
        int m;
        while (scanf("%d", &m) == 1 && m) {
            int total = 0;
            for (int j = 0; j < m; j++) {
                int p;
                scanf("%d", &p);
                total ^= grundy(p);
            }
            puts(total ? "WIN" : "LOSE");
        }
    }
}
