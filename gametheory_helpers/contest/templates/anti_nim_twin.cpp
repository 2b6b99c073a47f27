// Anti-Nim, the twin problem: the last to move loses (all ones: parity of the count)
// problem: HDU1907
// chapter: 06
// cost: O(N) per case
#include <cstdio>

// The player to move wins iff (some heap > 1 and xor != 0) or (all heaps are 1 and xor == 0).
bool first_player_wins(int xor_sum, bool some_heap_above_one) {
    if (!some_heap_above_one) return xor_sum == 0;  // all ones: an even count of heaps wins
    return xor_sum != 0;
}

int main() {
    int t;
    if (scanf("%d", &t) != 1) return 0;
    while (t--) {
        int n, x = 0;
        bool big = false;
        scanf("%d", &n);
        for (int i = 0; i < n; i++) {
            int a;
            scanf("%d", &a);
            x ^= a;
            big |= a > 1;
        }
        puts(first_player_wins(x, big) ? "John" : "Brother");
    }
}
