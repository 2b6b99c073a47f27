// Nim, the number of winning moves: the heaps x with (x ^ s) < x, s the nim-sum
// problems: POJ2975 HDU1850
// chapter: 02
// cost: O(n) per case
#include <cstdio>
#include <vector>

// The only winning move on heap x leaves x ^ s stones, possible iff x ^ s < x (that is, x has
// the highest bit of s).  The parentheses matter: ^ binds more loosely than <.
int count_winning_moves(const std::vector<long long>& heaps) {
    long long s = 0;
    for (long long x : heaps) s ^= x;
    int count = 0;
    for (long long x : heaps) count += (x ^ s) < x;
    return count;
}

int main() {
    int n;
    while (scanf("%d", &n) == 1 && n != 0) {
        std::vector<long long> heaps(n);
        for (long long& x : heaps) scanf("%lld", &x);
        printf("%d\n", count_winning_moves(heaps));
    }
}
