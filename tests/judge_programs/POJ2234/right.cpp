// right: xor of the heaps
#include <cstdio>
int main() {
    int m;
    while (scanf("%d", &m) == 1) {
        int x = 0, a;
        for (int i = 0; i < m; i++) scanf("%d", &a), x ^= a;
        puts(x ? "Yes" : "No");
    }
}
