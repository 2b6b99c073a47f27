// Fibonacci Nim, the smallest winning first take: the smallest term of n's Zeckendorf sum
// problem: BZOJ2275
// chapter: 04
// cost: O(log n)
#include <cstdio>
#include <vector>

// Greedy Zeckendorf: subtract the largest Fibonacci number <= n until n is one.  Taking the
// smallest term leaves a sum whose smallest term is more than twice it, which the opponent
// cannot take whole.  n <= 10^15 needs 64-bit.
long long smallest_winning_take(long long n) {
    std::vector<long long> f = {1, 2};
    while (f.back() <= n) f.push_back(f[f.size() - 1] + f[f.size() - 2]);
    for (int i = (int)f.size() - 1; i >= 0; --i) {
        if (f[i] == n) return n;
        if (f[i] < n) n -= f[i];
    }
    return n;
}

int main() {
    long long n;
    if (scanf("%lld", &n) == 1) printf("%lld\n", smallest_winning_take(n));
}
