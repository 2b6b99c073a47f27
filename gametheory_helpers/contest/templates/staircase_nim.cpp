// Georgia and Bob (staircase Nim): xor of the gaps inside pairs, counted from the right
// problem: POJ1704
// chapter: 02
// cost: O(N log N) per case (the sort)
#include <algorithm>
#include <cstdio>
#include <vector>

// Pair the chessmen from the right: (p[n-2], p[n-1]), (p[n-4], p[n-3]), ...  The gap inside a
// pair is a Nim heap; a gap between pairs is harmless (a move that widens it is answered by
// the same move of the pair's other chessman).  The input is not sorted.
bool first_player_wins(std::vector<int> p) {
    std::sort(p.begin(), p.end());
    if (p.size() % 2) p.insert(p.begin(), 0);  // a fixed chessman at 0 pairs with the first
    int s = 0;
    for (size_t i = 0; i < p.size(); i += 2) s ^= p[i + 1] - p[i] - 1;
    return s != 0;
}

int main() {
    int t, n;
    scanf("%d", &t);
    while (t-- && scanf("%d", &n) == 1) {
        std::vector<int> p(n);
        for (int& x : p) scanf("%d", &x);
        puts(first_player_wins(p) ? "Georgia will win" : "Bob will win");
    }
}
