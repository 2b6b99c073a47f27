// right: Bash's game: Rabbit (the second donor) wins exactly when m + 1 divides n
#include <cstdio>
int main() {
    int c, n, m;
    scanf("%d", &c);
    while (c-- > 0 && scanf("%d %d", &n, &m) == 2) puts(n % (m + 1) == 0 ? "Rabbit" : "Grass");
}
