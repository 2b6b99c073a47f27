// Every-SG: the step function of Euclid's game, the longest game decides
// problem: HDU3595
// chapter: 06
// cost: O(log max(x, y)) per pair
#include <algorithm>
#include <cstdio>
#include <vector>

// step(a, b): moves left if the winner hurries and the loser drags the game out.
// Stage by stage from the last one up (a loop, not a recursion).
int step(int a, int b) {
    if (a < b) std::swap(a, b);
    std::vector<int> quotients;
    while (b) quotients.push_back(a / b), a %= b, std::swap(a, b);
    int s = 0;
    for (int i = (int)quotients.size() - 1; i >= 0; i--)
        // the next stage is won by its mover (s odd): with a choice (q >= 2) hand it over one move later
        s = quotients[i] >= 2 && s % 2 == 1 ? s + 2 : s + 1;
    return s;
}

int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        int longest = 0;
        for (int i = 0; i < n; i++) {
            int x, y;
            scanf("%d %d", &x, &y);
            longest = std::max(longest, step(x, y));
        }
        // every-SG: the player to move wins iff the largest step is odd
        puts(longest % 2 ? "MM" : "GG");
    }
}
