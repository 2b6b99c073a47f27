// Wythoff's game: (a, b), a <= b, is a P-position iff a = floor((b - a) * phi)
// problems: POJ1067 HDU1527 P2252
// chapter: 03
// cost: O(1) per case: a 64-step bisection for the 128-bit integer square root
#include <cstdio>
#include <utility>

typedef unsigned long long u64;
typedef unsigned __int128 u128;

// The largest r with r * r <= n, by bisection over every 64-bit root.  lo, hi and mid are
// unsigned __int128, so neither mid * mid nor hi - lo + 1 can overflow; no double is used
// (its 53 bits misround floor(k * phi) already for k near 10^8).
u64 isqrt(u128 n) {
    u128 lo = 0, hi = ~(u64)0;  // every n < 2^128 has its root below 2^64
    while (lo < hi) {
        u128 mid = lo + (hi - lo + 1) / 2;
        if (mid * mid <= n) lo = mid;
        else hi = mid - 1;
    }
    return (u64)lo;
}

// floor(k * phi) = floor((k + sqrt(5 k^2)) / 2) = (k + isqrt(5 k^2)) / 2, exactly, since
// sqrt(5 k^2) is irrational for k > 0.  Needs 5 k^2 < 2^128, that is k <= 8 * 10^18.
u64 lower_wythoff(u64 k) { return (u64)(((u128)k + isqrt((u128)5 * k * k)) / 2); }

// Every pair of u64 values is answered exactly: a P-position has a = floor(k phi) >= 1.5 k
// (k = b - a), so a < k + k / 2 is an N-position, and otherwise b = a + k < 2^64 gives
// k < 2^64 * 2 / 5, small enough for lower_wythoff.
bool is_p_position(u64 a, u64 b) {
    if (a > b) std::swap(a, b);
    u64 k = b - a;
    if (a < k + k / 2) return false;
    return a == lower_wythoff(k);
}

int main() {
    u64 a, b;
    while (scanf("%llu %llu", &a, &b) == 2) puts(is_p_position(a, b) ? "0" : "1");
}
