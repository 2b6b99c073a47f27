# A game on a DAG: SG values by mex in reverse topological order, xor over the chessmen
# problems: POJ2425 HDU1524
# chapter: 05
# cost: O(N + E) per graph, O(m) per placement
import sys


def sg_values(successors: list[list[int]]) -> list[int]:
    # Kahn's algorithm on the reversed edges; no recursion, so long chains are safe
    n = len(successors)
    predecessors: list[list[int]] = [[] for _ in range(n)]
    left = [len(out) for out in successors]
    for v, out in enumerate(successors):
        for w in out:
            predecessors[w].append(v)
    order = [v for v in range(n) if left[v] == 0]
    sg = [0] * n
    for v in order:  # the list grows while we walk it
        seen = {sg[w] for w in successors[v]}
        g = 0
        while g in seen:
            g += 1
        sg[v] = g
        for u in predecessors[v]:
            left[u] -= 1
            if left[u] == 0:
                order.append(u)
    return sg


def main() -> None:
    data = sys.stdin.buffer.read().split()
    i, out = 0, []
    while i < len(data):
        n = int(data[i])
        i += 1
        successors = []
        for _ in range(n):
            x = int(data[i])
            successors.append([int(w) for w in data[i + 1 : i + 1 + x]])
            i += 1 + x
        sg = sg_values(successors)
        while i < len(data) and data[i] != b"0":
            m = int(data[i])
            x = 0
            for p in data[i + 1 : i + 1 + m]:
                x ^= sg[int(p)]
            i += 1 + m
            out.append("WIN" if x else "LOSE")
        i += 1
    sys.stdout.write("".join(line + "\n" for line in out))


main()
