// right: Bouton's theorem, xor of the heaps != 0 means the first player wins
#include <cstdio>
int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n, x = 0;
        scanf("%d", &n);
        for (int j = 0; j < n; j++) {
            int a;
            scanf("%d", &a);
            x ^= a;
        }
        puts(x ? "Yes" : "No");
    }
}
