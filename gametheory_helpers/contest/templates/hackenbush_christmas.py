# Christmas trees in Green Hackenbush: fuse each cycle, then the colon principle
# problem: POJ3710
# chapter: 08
# cost: O(n + m) per tree
import sys


def tree_value(n: int, edges: list[tuple[int, int]]) -> int:
    """SG value of a rooted graph whose cycles hang at single vertices (root 1).

    An odd cycle fuses into one loop at its top vertex, an even one into nothing; then
    SG(u) = xor of (SG(v) + 1) over children v.  Iterative DFS over edge ids.
    """
    adj: list[list[tuple[int, int]]] = [[] for _ in range(n + 1)]
    for e, (a, b) in enumerate(edges):
        adj[a].append((b, e))
        if a != b:
            adj[b].append((a, e))
    depth, parent, via = [-1] * (n + 1), [0] * (n + 1), [-1] * (n + 1)
    nxt, g = [0] * (n + 1), [0] * (n + 1)
    on_path, fused = [False] * (n + 1), [False] * (n + 1)
    depth[1], on_path[1] = 0, True
    stack = [1]
    while stack:
        u = stack[-1]
        if nxt[u] < len(adj[u]):
            v, e = adj[u][nxt[u]]
            nxt[u] += 1
            if e == via[u]:  # the edge we came by (by id: a double edge is a 2-cycle)
                continue
            if depth[v] < 0:
                depth[v], parent[v], via[v], on_path[v] = depth[u] + 1, u, e, True
                stack.append(v)
            elif on_path[v]:  # a cycle v -> ... -> u -> v
                if (depth[u] - depth[v] + 1) % 2:
                    g[v] ^= 1
                w = u
                while w != v:
                    fused[w] = True
                    w = parent[w]
            continue
        stack.pop()
        on_path[u] = False
        if u != 1:
            g[parent[u]] ^= g[u] if fused[u] else g[u] + 1  # a fused vertex is its top
    return g[1]


def main() -> None:
    data = sys.stdin.buffer.read().split()
    i, out = 0, []
    while i < len(data):
        k = int(data[i])
        i += 1
        x = 0
        for _ in range(k):
            n, m = int(data[i]), int(data[i + 1])
            edges = [(int(data[i + 2 + 2 * j]), int(data[i + 3 + 2 * j])) for j in range(m)]
            i += 2 + 2 * m
            x ^= tree_value(n, edges)
        out.append("Sally" if x else "Harry")
    print("\n".join(out))


main()
