// Fibonacci Nim, the smallest winning first take: the smallest term of n's Zeckendorf sum
// problems: BZOJ2275
// chapter: 04
// cost: O(log n)
#include <cstdio>
#include <vector>

// Greedy Zeckendorf: subtract the largest Fibonacci number <= n until n is one.  Taking the
// smallest term leaves a sum whose smallest term is more than twice it, which the opponent
// cannot take whole.  The first take may not be all n, so a Fibonacci n (its sum is n alone)
// has no winning take: 0, printed "none".  n <= 10^15 needs 64-bit.
long long smallest_winning_take(long long n) {
    std::vector<long long> f = {1, 2};
    while (f.back() <= n) f.push_back(f[f.size() - 1] + f[f.size() - 2]);
    long long rest = n;
    for (int i = (int)f.size() - 1; i >= 0; --i) {
        if (f[i] == rest) return rest == n ? 0 : rest;
        if (f[i] < rest) rest -= f[i];
    }
    return rest;
}

int main() {
    long long n;
    if (scanf("%lld", &n) != 1) return 0;
    long long take = smallest_winning_take(n);
    if (take) printf("%lld\n", take);
    else puts("none");  // n is a Fibonacci number: the first player loses
}
