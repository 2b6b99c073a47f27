// Team Nim: DP over the stones left and the player to move
// problem: POJ2068
// chapter: 01
// cost: O(S * 2n) per case
#include <cstdio>
#include <vector>

// Player p, to move with s stones, wins iff some take x (1 <= x <= min(M_p, s - 1); taking
// the last stone loses) leaves a count the next player (the other team) loses.  last[q] is
// the largest count below s that player q loses, so the test is last[p+1] >= s - take.
bool first_team_wins(int stones, const std::vector<int>& m) {
    int players = m.size();
    std::vector<int> last(players, 1);  // with 1 stone the mover must take it and loses
    std::vector<char> win(players, 0);
    for (int s = 2; s <= stones; ++s) {
        for (int p = 0; p < players; ++p) {
            int most = m[p] < s - 1 ? m[p] : s - 1;
            win[p] = last[(p + 1) % players] >= s - most;
        }
        for (int p = 0; p < players; ++p)
            if (!win[p]) last[p] = s;
    }
    return stones > 1 && win[0];
}

int main() {
    int n, s;
    while (scanf("%d", &n) == 1 && n != 0) {
        scanf("%d", &s);
        std::vector<int> m(2 * n);
        for (int& x : m) scanf("%d", &x);
        puts(first_team_wins(s, m) ? "1" : "0");
    }
}
