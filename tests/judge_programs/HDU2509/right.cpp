// right: anti-Nim (Grundy value of a row = its length): all rows of 1 -> even count wins
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
        bool win = big ? x != 0 : n % 2 == 0;
        puts(win ? "Yes" : "No");
    }
}
