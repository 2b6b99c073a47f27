// wrong: forgets the exclamation mark ('Rabbit Win' instead of 'Rabbit Win!')
#include <cstdio>
int main() {
    int m, p;
    while (scanf("%d", &m) == 1 && m) {
        int x = 0;
        for (int i = 0; i < m; i++) scanf("%d", &p), x ^= p;
        puts(x ? "Rabbit Win" : "Grass Win");
    }
}
