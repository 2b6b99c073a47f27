// Christmas trees in Green Hackenbush: fuse each cycle, then the colon principle
// problem: POJ3710
// chapter: 08
// cost: O(n + m) per tree
#include <cstdio>
#include <utility>
#include <vector>

// SG value of one rooted graph whose cycles hang at single vertices (vertices 1..n, root 1).
// An odd cycle fuses into one loop (one edge) at its top vertex, an even one into nothing;
// then SG(u) = xor over children v of (SG(v) + 1).  Iterative DFS over edge ids, so a double
// edge is a 2-cycle and a self-loop a 1-cycle.
int tree_value(int n, const std::vector<std::pair<int, int>>& edges) {
    std::vector<std::vector<std::pair<int, int>>> adj(n + 1);  // (neighbour, edge id)
    for (int e = 0; e < (int)edges.size(); e++) {
        auto [a, b] = edges[e];
        adj[a].push_back({b, e});
        if (a != b) adj[b].push_back({a, e});
    }
    std::vector<int> depth(n + 1, -1), parent(n + 1, 0), via(n + 1, -1), next(n + 1, 0), g(n + 1, 0);
    std::vector<bool> on_path(n + 1, false), fused(n + 1, false);
    std::vector<int> stack = {1};
    depth[1] = 0, on_path[1] = true;
    while (!stack.empty()) {
        int u = stack.back();
        if (next[u] < (int)adj[u].size()) {
            auto [v, e] = adj[u][next[u]++];
            if (e == via[u]) continue;  // the edge we came by (by id, not by vertex)
            if (depth[v] < 0) {
                depth[v] = depth[u] + 1, parent[v] = u, via[v] = e, on_path[v] = true;
                stack.push_back(v);
            } else if (on_path[v]) {  // a cycle v -> ... -> u -> v
                if ((depth[u] - depth[v] + 1) % 2) g[v] ^= 1;
                for (int w = u; w != v; w = parent[w]) fused[w] = true;
            }
            continue;
        }
        stack.pop_back();
        on_path[u] = false;
        if (u != 1) g[parent[u]] ^= fused[u] ? g[u] : g[u] + 1;  // a fused vertex is its top
    }
    return g[1];
}

int main() {
    int k;
    while (scanf("%d", &k) == 1) {
        int x = 0;
        while (k--) {
            int n, m;
            scanf("%d %d", &n, &m);
            std::vector<std::pair<int, int>> edges(m);
            for (auto& [a, b] : edges) scanf("%d %d", &a, &b);
            x ^= tree_value(n, edges);
        }
        puts(x ? "Sally" : "Harry");
    }
}
