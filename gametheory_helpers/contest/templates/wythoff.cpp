// Wythoff's game: (a, b), a <= b, is a P-position iff a = floor((b - a) * phi)
// problem: POJ1067
// chapter: 03
// cost: O(log b) per case (the integer square root)
#include <cstdio>
#include <utility>

typedef unsigned long long u64;
typedef unsigned __int128 u128;

// The largest r with r * r <= n, by bisection.  The squares are taken in unsigned __int128,
// so mid * mid cannot overflow; no double is used (its 53 bits misround floor(k * phi)).
u64 isqrt(u128 n) {
    u64 lo = 0, hi = 1ULL << 32;  // n < 2^64 here, so the root is below 2^32
    while (lo < hi) {
        u64 mid = lo + (hi - lo + 1) / 2;
        if ((u128)mid * mid <= n) lo = mid;
        else hi = mid - 1;
    }
    return lo;
}

// floor(k * phi) = floor((k + sqrt(5 k^2)) / 2) = (k + isqrt(5 k^2)) / 2, exactly, since
// sqrt(5 k^2) is irrational for k > 0.
u64 lower_wythoff(u64 k) { return (k + isqrt((u128)5 * k * k)) / 2; }

bool is_p_position(u64 a, u64 b) {
    if (a > b) std::swap(a, b);
    return a == lower_wythoff(b - a);
}

int main() {
    u64 a, b;
    while (scanf("%llu %llu", &a, &b) == 2) puts(is_p_position(a, b) ? "0" : "1");
}
