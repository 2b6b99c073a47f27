// I Love this Game: a score game solved by DP over the sorted numbers
// problem: POJ1678
// chapter: 10
// cost: O(n log n + n min(n, b - a + 1)) per case
#include <algorithm>
#include <cstdio>
#include <vector>

// best[i]: the mover's score minus the opponent's after picking v[i].  Picks rise by a..b,
// so only distinct values matter; a player who can pick must.  The replies to v[i] start at
// the first value >= v[i] + a (a binary search), so each i scans at most b - a + 1 values.
int best_difference(std::vector<int> v, int a, int b) {
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
    int k = v.size();
    std::vector<int> best(k);
    for (int i = k - 1; i >= 0; i--) {
        bool any = false;
        int most = 0;  // no reply: the opponent scores nothing more
        int first = std::lower_bound(v.begin() + i + 1, v.end(), (long long)v[i] + a) - v.begin();
        for (int j = first; j < k && (long long)v[j] - v[i] <= b; j++)
            if (!any || best[j] > most) most = best[j], any = true;
        best[i] = v[i] - most;
    }
    bool any = false;
    int answer = 0;  // no first pick in [a, b]: the game is 0 : 0
    for (int i = 0; i < k; i++)
        if (a <= v[i] && v[i] <= b && (!any || best[i] > answer)) answer = best[i], any = true;
    return answer;
}

int main() {
    int t;
    if (scanf("%d", &t) != 1) return 0;
    while (t--) {
        int n, a, b;
        scanf("%d %d %d", &n, &a, &b);
        std::vector<int> v(n);
        for (auto& x : v) scanf("%d", &x);
        printf("%d\n", best_difference(v, a, b));
    }
}
