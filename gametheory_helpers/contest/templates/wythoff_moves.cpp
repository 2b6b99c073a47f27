// Wythoff's game, every winning move: to (a_k, b_k) by both heaps, then by one heap
// problems: HDU2177
// chapter: 03
// cost: O(log b) per case: log b bisection steps, each a 64-step integer square root
#include <algorithm>
#include <cstdio>
#include <utility>
#include <vector>

typedef unsigned long long u64;
typedef unsigned __int128 u128;
typedef std::pair<u64, u64> Pos;

// The stated limit: a, b <= 10^9.  The template checks it (below), so every k it meets has
// 5 k^2 < 2^64 and every a_k, b_k fits u64 with room to spare.
const u64 LIMIT = 1000000000;

// The largest r with r * r <= n, by bisection in unsigned __int128 (no double).
u64 isqrt(u128 n) {
    u128 lo = 0, hi = ~(u64)0;  // every n < 2^128 has its root below 2^64
    while (lo < hi) {
        u128 mid = lo + (hi - lo + 1) / 2;
        if (mid * mid <= n) lo = mid;
        else hi = mid - 1;
    }
    return (u64)lo;
}

u64 lower(u64 k) { return (k + isqrt((u128)5 * k * k)) / 2; }  // a_k = floor(k * phi)
u64 upper(u64 k) { return lower(k) + k; }                      // b_k = a_k + k

// The index j with f(j) == v (f increasing, f(j) >= j), or -1.
template <class F>
long long index_of(u64 v, F f) {
    u64 lo = 0, hi = v;
    while (lo < hi) {
        u64 mid = lo + (hi - lo) / 2;
        if (f(mid) < v) lo = mid + 1;
        else hi = mid;
    }
    return f(lo) == v ? (long long)lo : -1;
}

// The P-positions (x <= y) one move from (a, b), a <= b, in the published order: the move
// from both heaps first, then the one-heap moves, larger results first.  Every n >= 1 is
// exactly one a_j or b_j, so each heap has at most one partner to reduce the other to.
std::vector<Pos> winning_moves(u64 a, u64 b) {
    u64 k = b - a;
    if (lower(k) == a) return {};
    std::vector<Pos> both, one;
    if (lower(k) < a) both.push_back({lower(k), upper(k)});
    long long j = index_of(a, lower);
    if (j >= 0 && upper(j) < b) one.push_back({a, upper(j)});  // b down to b_j
    j = index_of(a, upper);
    if (j >= 0) one.push_back({lower(j), a});  // b down to a_j < a
    j = index_of(b, upper);
    if (j >= 0 && lower(j) < a) one.push_back({lower(j), b});  // a down to a_j
    std::sort(one.rbegin(), one.rend());
    one.erase(std::unique(one.begin(), one.end()), one.end());
    for (const Pos& p : one)
        if (both.empty() || p != both[0]) both.push_back(p);
    return both;
}

int main() {
    u64 a, b;
    while (scanf("%llu %llu", &a, &b) == 2 && (a || b)) {
        if (a > LIMIT || b > LIMIT) {
            fprintf(stderr, "a = %llu, b = %llu: past the stated limit 10^9\n", a, b);
            return 1;
        }
        std::vector<Pos> moves = winning_moves(a, b);
        if (moves.empty()) {
            puts("0");
            continue;
        }
        puts("1");
        for (const Pos& p : moves) printf("%llu %llu\n", p.first, p.second);
    }
}
