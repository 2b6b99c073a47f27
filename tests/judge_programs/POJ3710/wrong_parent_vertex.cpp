// wrong: skips the parent vertex, not the parent edge: a double edge (a 2-cycle) goes unseen
#include <cstdio>
#include <vector>
int n, depth_[105], parent_[105], g[105];
bool on_path[105], fused[105];
std::vector<std::pair<int, int>> adj[105];
void dfs(int u, int via) {
    on_path[u] = true;
    for (auto [v, e] : adj[u]) {
        if (v == via) continue;
        if (depth_[v] < 0) {
            depth_[v] = depth_[u] + 1, parent_[v] = u;
            dfs(v, u);
            g[u] ^= fused[v] ? g[v] : g[v] + 1;
        } else if (on_path[v]) {
            if ((depth_[u] - depth_[v] + 1) % 2) g[v] ^= 1;
            for (int w = u; w != v; w = parent_[w]) fused[w] = true;
        }
    }
    on_path[u] = false;
}
int main() {
    int k;
    while (scanf("%d", &k) == 1) {
        int x = 0;
        while (k--) {
            int m;
            scanf("%d %d", &n, &m);
            for (int v = 1; v <= n; v++) {
                adj[v].clear();
                depth_[v] = -1, g[v] = 0, on_path[v] = fused[v] = false;
            }
            for (int e = 0; e < m; e++) {
                int a, b;
                scanf("%d %d", &a, &b);
                adj[a].push_back({b, e});
                if (a != b) adj[b].push_back({a, e});
            }
            depth_[1] = 0;
            dfs(1, -1);
            x ^= g[1];
        }
        puts(x ? "Sally" : "Harry");
    }
}
