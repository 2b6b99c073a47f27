// Be the Winner: a row of k apples is worth k, and the last to move loses (anti-Nim)
// problems: HDU2509
// chapter: 06
// cost: O(n) per test
#include <cstdio>

// Taking a run of apples from a row (maybe splitting it) gives a row of k the Grundy value k,
// so the SJ theorem of anti-Nim decides: the player to move wins iff (some row > 1 and
// xor != 0) or (every row is 1 and xor == 0).
bool first_player_wins(int xor_sum, bool some_row_above_one) {
    if (!some_row_above_one) return xor_sum == 0;  // all ones: an even count of rows wins
    return xor_sum != 0;
}

int main() {
    int n;
    while (scanf("%d", &n) == 1) {  // tests until the end of the input
        int x = 0;
        bool big = false;
        for (int i = 0, a; i < n; i++) scanf("%d", &a), x ^= a, big |= a > 1;
        puts(first_player_wins(x, big) ? "Yes" : "No");
    }
}
