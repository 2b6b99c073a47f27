# wrong: the parities swapped: an even cycle becomes one edge, an odd one a single vertex
import sys

sys.setrecursionlimit(10000)


def tree_value(n, edges):
    adj = [[] for _ in range(n + 1)]
    for e, (a, b) in enumerate(edges):
        adj[a].append((b, e))
        if a != b:
            adj[b].append((a, e))
    depth = [-1] * (n + 1)
    parent = [0] * (n + 1)
    on_path = [False] * (n + 1)
    fused = [False] * (n + 1)
    g = [0] * (n + 1)

    def dfs(u, via):
        on_path[u] = True
        for v, e in adj[u]:
            if e == via:
                continue
            if depth[v] < 0:
                depth[v], parent[v] = depth[u] + 1, u
                dfs(v, e)
                g[u] ^= g[v] if fused[v] else g[v] + 1
            elif on_path[v]:  # a cycle v -> ... -> u -> v
                if (depth[u] - depth[v] + 1) % 2 == 0:
                    g[v] ^= 1
                w = u
                while w != v:
                    fused[w] = True
                    w = parent[w]
        on_path[u] = False

    depth[1] = 0
    dfs(1, -1)
    return g[1]


data = list(map(int, sys.stdin.read().split()))
i = 0
while i < len(data):
    k = data[i]
    i += 1
    x = 0
    for _ in range(k):
        n, m = data[i], data[i + 1]
        edges = [(data[i + 2 + 2 * j], data[i + 3 + 2 * j]) for j in range(m)]
        i += 2 + 2 * m
        x ^= tree_value(n, edges)
    print("Sally" if x else "Harry")
