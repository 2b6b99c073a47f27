// right: each piece is a Nim heap of its square; Grass wins when the xor is 0
#include <cstdio>
int main() {
    int m, p;
    while (scanf("%d", &m) == 1 && m) {
        int x = 0;
        for (int i = 0; i < m; i++) scanf("%d", &p), x ^= p;
        puts(x ? "Rabbit Win!" : "Grass Win!");
    }
}
