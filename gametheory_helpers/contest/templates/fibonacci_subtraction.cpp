// Fibonacci again and again: three heaps, takes are Fibonacci numbers, xor of the SG values
// problems: HDU1848
// chapter: 05
// cost: O(H log H) once for the table (H = 1000, 15 Fibonacci takes), O(1) per case
#include <cstdio>
#include <vector>

const int H = 1000;  // the largest heap allowed

// sg[h] = mex { sg[h - f] : f a Fibonacci number <= h }; at most 16 options, so the mex is
// below 17.
std::vector<int> sg_table() {
    std::vector<int> takes = {1, 2};
    while (takes.back() + takes[takes.size() - 2] <= H)
        takes.push_back(takes.back() + takes[takes.size() - 2]);
    std::vector<int> sg(H + 1, 0);
    for (int h = 1; h <= H; h++) {
        bool seen[20] = {false};
        for (int f : takes)
            if (f <= h) seen[sg[h - f]] = true;
        while (seen[sg[h]]) sg[h]++;
    }
    return sg;
}

int main() {
    std::vector<int> sg = sg_table();
    int m, n, p;
    while (scanf("%d %d %d", &m, &n, &p) == 3 && (m || n || p))
        puts((sg[m] ^ sg[n] ^ sg[p]) != 0 ? "Fibo" : "Nacci");
}
