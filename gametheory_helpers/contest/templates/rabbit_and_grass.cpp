// Rabbit and Grass: a piece on square p is a Nim heap of p
// problem: HDU1849
// chapter: 02
// cost: O(m) per case
#include <cstdio>

int main() {
    int m;
    while (scanf("%d", &m) == 1 && m != 0) {
        int s = 0;  // nim-sum of the squares; pieces on 0 add nothing
        for (int i = 0, p; i < m; ++i) scanf("%d", &p), s ^= p;
        puts(s != 0 ? "Rabbit Win!" : "Grass Win!");
    }
}
