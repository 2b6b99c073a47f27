// Mock Turtles: a head at x is worth the x-th odious number
// problem: HDU3537
// chapter: 07
// cost: O(N log N) per case (the sort that drops repeated heads)
#include <algorithm>
#include <cstdio>
#include <vector>

// The odious numbers (odd popcount) 1, 2, 4, 7, 8, ...: 2x, plus 1 when x itself is evil.
long long odious(long long x) { return 2 * x + (__builtin_popcountll(x) % 2 == 0); }

int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        std::vector<long long> heads(n);
        for (auto& h : heads) scanf("%lld", &h);
        // a position listed twice is one head, not two that cancel
        std::sort(heads.begin(), heads.end());
        heads.erase(std::unique(heads.begin(), heads.end()), heads.end());
        long long x = 0;
        for (long long h : heads) x ^= odious(h);
        puts(x ? "No" : "Yes");  // the question: does Daizhenyang (to move) lose?
    }
}
