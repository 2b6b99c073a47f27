// Euclid's game: a multi-stage game where the first player with a choice wins
// problems: POJ2348 HDU1525
// chapter: 10
// cost: O(log max(a, b)) per case
#include <cstdio>
#include <utility>

// The player to move wins iff, following the forced moves (b < a < 2b: subtract b once),
// the first position with a choice (a >= 2b, or b divides a) falls to him.
// 64-bit and a / b >= 2, not a >= 2 * b in int (2b overflows) and never a ratio in double.
bool first_player_wins(long long a, long long b) {
    bool mover = true;
    while (true) {
        if (a < b) std::swap(a, b);
        if (a % b == 0 || a / b >= 2) return mover;
        a -= b;  // the only move
        mover = !mover;
    }
}

int main() {
    long long a, b;
    while (scanf("%lld %lld", &a, &b) == 2 && (a || b))
        puts(first_player_wins(a, b) ? "Stan wins" : "Ollie wins");
}
