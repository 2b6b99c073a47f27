// wrong: the two names swapped (the player who cannot mirror is Alice, not Bob)
#include <cstdio>
int main() {
    int n;
    while (scanf("%d", &n) == 1 && n) puts(n <= 2 ? "Bob" : "Alice");
}
