// Bash's game, the winning first moves: reach M at once, or leave a multiple of N + 1
// problem: HDU2149
// chapter: 02
// cost: O(N) per case
#include <cstdio>
#include <vector>

// A bid x wins if it reaches M, or if the rest M - x is a P-position: a multiple of N + 1.
// For M > N that is the single bid M mod (N + 1), when it is not 0.
std::vector<int> winning_first_bids(int m, int n) {
    std::vector<int> bids;
    if (m <= n) {
        for (int x = m; x <= n; ++x) bids.push_back(x);
    } else if (m % (n + 1) != 0) {
        bids.push_back(m % (n + 1));
    }
    return bids;
}

int main() {
    int m, n;
    while (scanf("%d %d", &m, &n) == 2) {
        std::vector<int> bids = winning_first_bids(m, n);
        if (bids.empty()) puts("none");
        for (size_t i = 0; i < bids.size(); ++i)
            printf("%d%c", bids[i], i + 1 == bids.size() ? '\n' : ' ');
    }
}
