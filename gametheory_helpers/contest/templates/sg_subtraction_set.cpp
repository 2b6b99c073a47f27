// S-Nim: a table of SG values by mex over the subtraction set, then the xor of the heaps
// problems: POJ2960 HDU1536
// chapter: 05
// cost: O(H * k) per set (H = 10^4, the largest heap allowed), O(l) per position
#include <cstdio>
#include <string>
#include <vector>

// sg[h] = mex { sg[h - s] : s in S, s <= h }.  A value is at most k (only k options), so a
// stamp array of size k + 2 finds the mex without clearing.
std::vector<int> sg_table(const std::vector<int>& moves, int largest) {
    std::vector<int> sg(largest + 1, 0), seen(moves.size() + 2, -1);
    for (int h = 1; h <= largest; ++h) {
        for (int s : moves)
            if (s <= h) seen[sg[h - s]] = h;
        int g = 0;
        while (seen[g] == h) ++g;
        sg[h] = g;
    }
    return sg;
}

int main() {
    int k;
    while (scanf("%d", &k) == 1 && k != 0) {
        std::vector<int> moves(k);
        for (int& s : moves) scanf("%d", &s);
        std::vector<int> sg = sg_table(moves, 10000);
        int m;
        scanf("%d", &m);
        std::vector<char> answer;
        while (m--) {
            int l, x = 0;
            scanf("%d", &l);
            for (int i = 0, h; i < l; ++i) scanf("%d", &h), x ^= sg[h];
            answer.push_back(x ? 'W' : 'L');
        }
        printf("%s\n", std::string(answer.begin(), answer.end()).c_str());
    }
}
