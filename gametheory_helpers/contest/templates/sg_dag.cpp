// A game on a DAG: SG values by mex in reverse topological order, xor over the chessmen
// problems: POJ2425 HDU1524
// chapter: 05
// cost: O(N + E) per graph, O(m) per placement
#include <cstdio>
#include <vector>

// Kahn's algorithm on the reversed edges: a vertex gets its value once all its successors
// have theirs.  No recursion, so a chain of N vertices cannot overflow the stack.
std::vector<int> sg_values(const std::vector<std::vector<int>>& next) {
    int n = next.size();
    std::vector<std::vector<int>> prev(n);
    std::vector<int> left(n), order, sg(n, 0), seen(n + 2, -1);
    for (int v = 0; v < n; ++v) {
        left[v] = next[v].size();
        for (int w : next[v]) prev[w].push_back(v);
        if (left[v] == 0) order.push_back(v);
    }
    for (size_t i = 0; i < order.size(); ++i) {
        int v = order[i];
        for (int w : next[v]) seen[sg[w]] = v;  // values <= out-degree <= N
        while (seen[sg[v]] == v) ++sg[v];
        for (int u : prev[v])
            if (--left[u] == 0) order.push_back(u);
    }
    return sg;
}

int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        std::vector<std::vector<int>> next(n);
        for (auto& out : next) {
            int x;
            scanf("%d", &x);
            out.resize(x);
            for (int& w : out) scanf("%d", &w);
        }
        std::vector<int> sg = sg_values(next);
        int m;
        while (scanf("%d", &m) == 1 && m != 0) {
            int x = 0;
            for (int i = 0, p; i < m; ++i) scanf("%d", &p), x ^= sg[p];
            puts(x ? "WIN" : "LOSE");
        }
    }
}
