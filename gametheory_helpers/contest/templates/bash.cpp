// Bash's game: P iff (m + 1) divides n
// problem: HDU2188
// chapter: 02
// cost: O(1) per case
#include <cstdio>

// The second player answers every donation x with m + 1 - x.
bool is_p_position(int n, int m) { return n % (m + 1) == 0; }

int main() {
    int c, n, m;
    scanf("%d", &c);
    while (c-- && scanf("%d %d", &n, &m) == 2) puts(is_p_position(n, m) ? "Rabbit" : "Grass");
}
