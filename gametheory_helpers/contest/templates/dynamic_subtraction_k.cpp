// k-fold dynamic subtraction: the losing sizes a_i and the greedy decomposition
// problems: HDU2486 HDU2580 POJ3922
// chapter: 04
// cost: O(s) per case, s the number of losing sizes up to n
#include <cstdio>
#include <vector>

// a_i are the losing heap sizes; b_i is the largest sum of a_0..a_i whose parts (greedy, each
// larger than k times the next) never let the opponent take a part whole.  Then
// a_{i+1} = b_i + 1 and b_{i+1} = a_{i+1} + b_t for the largest t with a_t * k < a_{i+1}.
// a_t * k reaches about 10^8 * 10^5 = 10^13, so it is computed in long long.
long long smallest_winning_take(long long n, long long k) {
    std::vector<long long> a = {1}, b = {1};
    size_t t = 0;
    while (a.back() < n) {
        long long x = b.back() + 1;
        a.push_back(x);
        while (a[t + 1] * k < x) ++t;
        b.push_back(a[t] * k < x ? x + b[t] : x);
    }
    if (a.back() == n) return 0;  // a losing size
    // n = a_{i1} + a_{i2} + ... greedily; the answer is the smallest part
    for (size_t i = a.size(); i-- > 0;) {
        if (a[i] == n) return n;
        if (a[i] < n) n -= a[i];
    }
    return n;
}

int main() {
    int t;
    scanf("%d", &t);
    for (int c = 1; c <= t; ++c) {
        long long n, k;
        scanf("%lld %lld", &n, &k);
        long long x = smallest_winning_take(n, k);
        if (x == 0) printf("Case %d: lose\n", c);
        else printf("Case %d: %lld\n", c, x);
    }
}
