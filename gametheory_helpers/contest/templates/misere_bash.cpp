// Misère Bash: the last stone loses, so P iff n leaves 1 modulo m + 1
// problem: LOCAL_MISERE_BASH
// chapter: 02
// cost: O(1) per case
#include <cstdio>

// The second player answers every take x with m + 1 - x, keeping n = 1 (mod m + 1) down to 1,
// the stone the first player must take. m + 1 needs 64 bits (m <= 10^18).
bool is_p_position(long long n, long long m) { return (n - 1) % (m + 1) == 0; }

int main() {
    int t;
    long long n, m;
    scanf("%d", &t);
    while (t-- && scanf("%lld %lld", &n, &m) == 2) puts(is_p_position(n, m) ? "Second" : "First");
}
