// right: sort, drop repeats (a number can never be picked after an equal one), DP downwards
#include <algorithm>
#include <cstdio>
#include <vector>
int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n, a, b;
        scanf("%d %d %d", &n, &a, &b);
        std::vector<int> v(n);
        for (auto& x : v) scanf("%d", &x);
        std::sort(v.begin(), v.end());
        v.erase(std::unique(v.begin(), v.end()), v.end());
        int k = v.size();
        std::vector<int> best(k);
        for (int i = k - 1; i >= 0; i--) {
            bool any = false;
            int most = 0;
            for (int j = i + 1; j < k && v[j] - v[i] <= b; j++)
                if (v[j] - v[i] >= a && (!any || best[j] > most)) most = best[j], any = true;
            best[i] = v[i] - most;
        }
        bool any = false;
        int answer = 0;
        for (int i = 0; i < k; i++)
            if (a <= v[i] && v[i] <= b && (!any || best[i] > answer)) answer = best[i], any = true;
        printf("%d\n", answer);
    }
}
