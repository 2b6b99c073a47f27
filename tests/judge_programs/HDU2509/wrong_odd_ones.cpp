// wrong: with all rows of 1 says an odd count wins (the normal-play parity, not the misere one)
#include <cstdio>
int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        int x = 0, big = 0;
        for (int j = 0; j < n; j++) {
            int a;
            scanf("%d", &a);
            x ^= a;
            if (a > 1) big = 1;
        }
        bool win = big ? x != 0 : n % 2 == 1;
        puts(win ? "Yes" : "No");
    }
}
