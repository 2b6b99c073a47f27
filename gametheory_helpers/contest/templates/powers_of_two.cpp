// Good Luck in CET-4: take a power of 2 cards, P iff 3 divides n
// problems: HDU1847
// chapter: 05
// cost: O(1) per case
#include <cstdio>

// No power of 2 is a multiple of 3, and 1 or 2 always reaches one: from n = 3k every take
// leaves a non-multiple, from n = 3k + r the take r leaves 3k.  (The SG table of the
// subtraction set {1, 2, 4, ...} is 0, 1, 2, 0, 1, 2, ...)
bool is_p_position(int n) { return n % 3 == 0; }

int main() {
    int n;
    while (scanf("%d", &n) == 1) puts(is_p_position(n) ? "Cici" : "Kiki");
}
